import '@blueprintjs/table/lib/css/table.css';
import './list.css';
import { Button } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  RenderMode,
  SelectionModes,
  Table,
  TableLoadingOption,
} from '@blueprintjs/table';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDir } from './listParams';
import { useElementWidth } from './useElementWidth';

export interface DataColumn<T> {
  id: string;
  title: string;
  /** The API's `sortBy` value; the header becomes a sort button when set. */
  sortKey?: string;
  /** Minimum width in pixels. */
  width: number;
  /** Share of the spare width this column takes (0: fixed). */
  grow?: number;
  /** Buttons and links inside the cell need the pointer. */
  interactive?: boolean;
  /** Replaces the header's text (e.g. a select-all checkbox); `title` stays its name. */
  header?: () => ReactNode;
  render: (row: T) => ReactNode;
}

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

/** Widths that fill the container: each column's minimum plus its share of the rest. */
function fitWidths<T>(columns: readonly DataColumn<T>[], available: number): number[] {
  const base = columns.reduce((sum, column) => sum + column.width, 0);
  const grow = columns.reduce((sum, column) => sum + (column.grow ?? 0), 0);
  const spare = Math.max(0, available - base - 4);
  return columns.map((column) =>
    grow > 0 ? Math.floor(column.width + (spare * (column.grow ?? 0)) / grow) : column.width,
  );
}

/** Blueprint Table for a server-side page of rows: sortable headers, skeleton while loading. */
export function DataTable<T>({
  testId,
  rows,
  columns,
  loading,
  skeletonRows,
  sortBy,
  sortDir,
  onSort,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const widths = useMemo(() => fitWidths(columns, width), [columns, width]);
  const skeleton = loading && rows.length === 0;
  const numRows = skeleton ? skeletonRows : rows.length;
  // Room for a horizontal scrollbar only when the columns cannot fit (unknown width: assume so).
  const overflows = width === 0 || columns.reduce((sum, c) => sum + c.width, 0) > width - 4;

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

  return (
    <div
      ref={box}
      className="ams-data-table"
      data-testid={testId}
      aria-busy={loading}
      style={{ height: HEADER_HEIGHT + Math.max(numRows, 1) * ROW_HEIGHT + (overflows ? 18 : 3) }}
    >
      <Table
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
