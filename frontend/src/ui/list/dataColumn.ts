import type { ReactNode } from 'react';

/** A column of a list: its header, its width rules and how a row's cell is drawn (table or card). */
export interface DataColumn<T> {
  id: string;
  title: string;
  /** The API's `sortBy` value; the header becomes a sort button when set. */
  sortKey?: string;
  /** Minimum width in pixels. */
  width: number;
  /** Share of the spare width this column takes (0: fixed). */
  grow?: number;
  /**
   * A secondary column: when the table is narrower than every column's minimum width, columns
   * with a priority give way, lowest first, until the rest fit (no horizontal scroll at 1024 px).
   * Columns without one always stay.
   */
  priority?: number;
  /** Buttons and links inside the cell need the pointer. */
  interactive?: boolean;
  /** Replaces the header's text (e.g. a select-all checkbox); `title` stays its name. */
  header?: () => ReactNode;
  render: (row: T) => ReactNode;
}
