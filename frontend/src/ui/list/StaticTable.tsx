import './list.css';
import { HTMLTable } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { DataCards, type CardColumn } from './DataCards';
import { CARD_VIEW_BELOW } from './DataTable';
import { useElementWidth } from './useElementWidth';

export interface StaticColumn<T> extends CardColumn<T> {
  /** Numbers: aligned to the end, tabular figures. */
  numeric?: boolean;
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The header says nothing visible (an actions column): its title is for screen readers. */
  hiddenTitle?: boolean;
  /** Class of the body cells. */
  cellClassName?: string;
}

/** The last column of a table whose rows have buttons: its title is for screen readers only. */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode): StaticColumn<T> {
  return { id: 'actions', title, hiddenTitle: true, cellClassName: 'ams-cell-actions', render };
}

interface StaticTableProps<T> {
  testId: string;
  rows: readonly T[];
  columns: readonly StaticColumn<T>[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  rowProps?: (row: T) => Record<`data-${string}`, string | number | undefined>;
  className?: string;
  compact?: boolean;
  /**
   * Below this width of its own the rows are cards (a phone's, by default). A narrow table in a
   * narrow place (a drawer) lowers it; one that does not fit its width is cards all the same.
   */
  cardsBelow?: number;
}

/**
 * A short list shown whole (no paging, no sorting): a plain Blueprint HTMLTable, and below
 * `CARD_VIEW_BELOW` of its own width (a phone) the same cards as the paged DataTable, one per row
 * with each column as a label beside its value, rather than a table that scrolls sideways. A table
 * that does not fit its width (many columns, long headers in some languages, beside the sidebar)
 * is shown as cards too, until it has the width it needed.
 */
export function StaticTable<T>({
  testId,
  rows,
  columns,
  rowKey,
  rowTestId,
  rowProps,
  className,
  compact,
  cardsBelow = CARD_VIEW_BELOW,
}: StaticTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  // The width the table needed when it last did not fit, for these headers (measured again when
  // they change, e.g. with the language).
  const titles = columns.map((column) => column.title).join('\n');
  const [needed, setNeeded] = useState({ titles, width: 0 });
  const neededWidth = needed.titles === titles ? needed.width : 0;
  const cards = width > 0 && (width < cardsBelow || width < neededWidth);
  useLayoutEffect(() => {
    const grid = box.current?.firstElementChild;
    if (cards || width === 0 || !(grid instanceof HTMLElement)) return;
    // Before paint: a table too wide is never seen scrolling, it is redrawn as cards at once.
    if (grid.offsetWidth > box.current!.clientWidth) setNeeded({ titles, width: grid.offsetWidth });
  }, [cards, width, titles, rows]);

  if (cards) {
    return (
      <div ref={box} className="ams-data-cards" data-testid={testId} data-view="cards">
        <DataCards
          rows={rows}
          columns={columns}
          skeleton={0}
          rowKey={rowKey}
          rowTestId={rowTestId}
          rowProps={rowProps}
        />
      </div>
    );
  }

  return (
    <div ref={box} className="ams-static-table">
      <HTMLTable
        className={cx('ams-static-table-grid', className)}
        striped
        compact={compact}
        data-testid={testId}
        data-view="table"
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'ams-numeric' : undefined}
              >
                {column.hiddenTitle ? (
                  <span className="ams-sr-only">{column.title}</span>
                ) : column.header ? (
                  column.header()
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const cellClass = cx(column.numeric && 'ams-numeric', column.cellClassName);
                return column.rowHeader ? (
                  <th key={column.id} scope="row" className={cellClass || undefined}>
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass || undefined}>
                    {column.render(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
