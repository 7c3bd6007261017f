import '@blueprintjs/table/lib/css/table.css';
import './list.css';
import { Button } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  Regions,
  RenderMode,
  SelectionModes,
  Table,
  TableLoadingOption,
} from '@blueprintjs/table';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { directionAtom } from '../../state/directionAtom';
import { DataCards } from './DataCards';
import type { DataColumn } from './dataColumn';
import type { SortDir } from './listParams';
import { useContentWidths } from './useContentWidths';
import { useElementWidth } from './useElementWidth';

interface DataTableProps<T> {
  testId: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  loading: boolean;
  /** Placeholder rows while the first page loads. */
  skeletonRows: number;
  sortBy?: string;
  sortDir?: SortDir;
  onSort?: (sortKey: string) => void;
}

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 32;
/** Narrower than this (a phone), each row is a card of label and value pairs. */
export const CARD_VIEW_BELOW = 560;

/** The columns that fit `available` pixels: secondary ones dropped lowest priority first. */
function fitting<T>(
  columns: readonly DataColumn<T>[],
  available: number,
): readonly DataColumn<T>[] {
  if (available <= 0) return columns;
  const dropOrder = columns
    .filter((c) => c.priority !== undefined)
    .sort((a, b) => a.priority! - b.priority!);
  let total = columns.reduce((sum, c) => sum + c.width, 0);
  const dropped = new Set<string>();
  for (const column of dropOrder) {
    if (total <= available - 4) break;
    dropped.add(column.id);
    total -= column.width;
  }
  return dropped.size ? columns.filter((c) => !dropped.has(c.id)) : columns;
}

/** A growing column (a title, a name) gives up width down to this, or its header's width. */
const GROW_FLOOR = 96;

/**
 * Widths that fill the container: each column's minimum plus its share of the rest. When the
 * columns that stay still do not fit, the growing ones (whose values may end in an ellipsis) give
 * up width, down to their header's: the table does not scroll sideways for a long title.
 */
function fitWidths<T>(
  columns: readonly DataColumn<T>[],
  available: number,
  headers: Record<string, number>,
): number[] {
  const base = columns.reduce((sum, column) => sum + column.width, 0);
  const grow = columns.reduce((sum, column) => sum + (column.grow ?? 0), 0);
  const room = available - 4;
  if (available > 0 && base > room && grow > 0) {
    const floor = (c: DataColumn<T>) => Math.max(GROW_FLOOR, headers[c.id] ?? 0);
    const give = columns.map((c) => (c.grow ? Math.max(0, c.width - floor(c)) : 0));
    const giveable = give.reduce((sum, g) => sum + g, 0);
    const share = giveable > 0 ? Math.min(1, (base - room) / giveable) : 0;
    return columns.map((c, i) => Math.floor(c.width - give[i]! * share));
  }
  const spare = Math.max(0, room - base);
  return columns.map((column) =>
    grow > 0 ? Math.floor(column.width + (spare * (column.grow ?? 0)) / grow) : column.width,
  );
}

/**
 * Blueprint Table for a server-side page of rows: sortable headers, skeleton while loading.
 *
 * Right to left: Blueprint's table places its body cells by absolute `left` offsets, which an RTL
 * flow does not mirror (headers moved, cells did not: body cells stood under the wrong header).
 * The grid itself stays left to right with the columns in reverse order, scrolled to its right
 * end, and each cell's text takes its own direction (`unicode-bidi: plaintext`, aligned right),
 * so the first column is on the right, cells sit under their headers, and emails are not reversed.
 */
export function DataTable<T>({
  testId,
  rows,
  columns: given,
  loading,
  skeletonRows,
  sortBy,
  sortDir,
  onSort,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const rtl = useAtomValue(directionAtom) === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<Table>(null);
  const width = useElementWidth(box);
  const cards = width > 0 && width < CARD_VIEW_BELOW;
  const skeleton = loading && rows.length === 0;
  // What the content needs (headers in this language, short values whole), once drawn.
  const [needed, measure] = useContentWidths<T>(box);
  const sized = useMemo(
    () =>
      given.map((column) =>
        (needed.widths[column.id] ?? 0) > column.width
          ? { ...column, width: needed.widths[column.id]! }
          : column,
      ),
    [given, needed],
  );
  const columns = useMemo(() => {
    const shown = fitting(sized, width);
    return rtl ? [...shown].reverse() : shown;
  }, [sized, width, rtl]);
  const widths = useMemo(
    () => fitWidths(columns, width, needed.headers),
    [columns, width, needed.headers],
  );
  useLayoutEffect(() => {
    if (!cards && !skeleton && width > 0) measure(columns, given);
  });
  // Right to left, the start of the table is its right end: shown first, as a mirrored page would.
  useEffect(() => {
    if (!rtl || columns.length === 0) return;
    table.current?.scrollToRegion(Regions.column(columns.length - 1));
  }, [rtl, columns, widths, rows]);
  const numRows = skeleton ? skeletonRows : rows.length;
  // Room for a horizontal scrollbar only when the columns cannot fit (unknown width: assume so).
  const overflows = width === 0 || widths.reduce((sum, w) => sum + w, 0) > width - 4;

  const header = (column: DataColumn<T>) => {
    const { sortKey } = column;
    if (column.header) {
      const { header } = column;
      return <ColumnHeaderCell name={column.title} nameRenderer={() => <>{header()}</>} />;
    }
    if (!sortKey || !onSort) return <ColumnHeaderCell name={column.title} />;
    const active = sortBy === sortKey;
    const icon = !active ? 'double-caret-vertical' : sortDir === 'asc' ? 'caret-up' : 'caret-down';
    return (
      <ColumnHeaderCell
        name={column.title}
        nameRenderer={(name) => (
          <Button
            variant="minimal"
            size="small"
            className="ams-sort-button"
            endIcon={icon}
            text={name}
            aria-label={t('dataList.sortBy', { column: name })}
            aria-pressed={active}
            data-sort={active ? sortDir : undefined}
            onClick={() => onSort(sortKey)}
          />
        )}
      />
    );
  };

  if (cards) {
    return (
      <div ref={box} className="ams-data-cards" data-testid={testId} aria-busy={loading}>
        <DataCards
          rows={rows}
          columns={given}
          skeleton={skeleton ? skeletonRows : 0}
          sortBy={sortBy}
          sortDir={sortDir}
          onSort={onSort}
        />
      </div>
    );
  }

  return (
    <div
      ref={box}
      className={rtl ? 'ams-data-table ams-data-table-rtl' : 'ams-data-table'}
      data-testid={testId}
      aria-busy={loading}
      style={{ height: HEADER_HEIGHT + Math.max(numRows, 1) * ROW_HEIGHT + (overflows ? 18 : 3) }}
    >
      <Table
        ref={table}
        numRows={numRows}
        enableRowHeader={false}
        enableFocusedCell={false}
        enableColumnResizing={false}
        enableRowResizing={false}
        selectionModes={SelectionModes.NONE}
        defaultRowHeight={ROW_HEIGHT}
        columnWidths={widths}
        loadingOptions={skeleton ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, columns, sortBy, sortDir, loading]}
        // A page holds at most 100 rows: render every cell with its data at once. Batched
        // rendering repaints 20 cells per idle frame, so a background tab kept showing the
        // previous page's cells next to the new rows.
        renderMode={RenderMode.NONE}
      >
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            name={column.title}
            columnHeaderCellRenderer={() => header(column)}
            cellRenderer={(rowIndex) => {
              const row = rows[rowIndex];
              return (
                <Cell
                  interactive={column.interactive}
                  truncated={!column.interactive}
                  className="ams-table-cell"
                >
                  {row === undefined ? null : column.render(row)}
                </Cell>
              );
            }}
          />
        ))}
      </Table>
    </div>
  );
}
