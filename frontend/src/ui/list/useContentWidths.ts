import { useCallback, useState, type RefObject } from 'react';
import type { DataColumn } from './dataColumn';

export interface ContentWidths {
  /** By column id: the width its header and its values need (up to CELL_CAP, or GROW_CAP). */
  widths: Record<string, number>;
  /** By column id: the width its header alone needs (a growing column never goes below it). */
  headers: Record<string, number>;
}

/**
 * A cell's value wider than this is left to its ellipsis (its whole text is in the cell's tooltip or
 * drawer): a long error message does not push every other column out. A growing column (a title, a
 * name) holds long values by design: its short ones (a role, an account) are shown whole up to
 * GROW_CAP.
 */
const CELL_CAP = 320;
const GROW_CAP = 200;

/**
 * The width a header or cell needs to show its content whole: its width now plus the most any box
 * inside it overflows (an ellipsis, a tag's text, a link cut by the cell, a sort button spilling
 * out of its header); 0 when nothing overflows (its width now may be spare room, not a need).
 * Widths only ever grow towards what the content needs.
 */
function neededWidth(cell: Element): number {
  let clipped = 0;
  for (const el of [cell, ...cell.querySelectorAll('*')]) {
    if (!(el instanceof HTMLElement)) continue;
    // Clipped, or spilling past its box (into the next column): either way a person misses it.
    if (el.scrollWidth > el.clientWidth + 1)
      clipped = Math.max(clipped, el.scrollWidth - el.clientWidth);
    // scrollWidth is rounded: text a fraction of a pixel too wide still ends in an ellipsis.
    if (el.firstChild instanceof Text && getComputedStyle(el).textOverflow === 'ellipsis') {
      const over = textWidth(el) - innerWidth(el);
      if (over > 0.1) clipped = Math.max(clipped, Math.ceil(over) + 1);
    }
  }
  return clipped > 0 ? cell.getBoundingClientRect().width + clipped : 0;
}

/** The width of an element's contents as laid out (fractional; text cut short is laid out whole). */
function textWidth(el: Element): number {
  const range = document.createRange();
  // (A DOM without layout, as in unit tests, measures nothing.)
  if (typeof range.getBoundingClientRect !== 'function') return 0;
  range.selectNodeContents(el);
  return range.getBoundingClientRect().width;
}

/** An element's content box width, fractional. */
function innerWidth(el: Element): number {
  const style = getComputedStyle(el);
  const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return (
    el.getBoundingClientRect().width -
    sides.reduce((sum, k) => sum + parseFloat(style[k] || '0'), 0)
  );
}

/**
 * The widths a table's columns need for their content, measured in the drawn grid: a header as
 * long as its language makes it, and a short value (a date, a role, a state) whole. A column that
 * grows (a title) takes its values' need only up to GROW_CAP: longer ones end in an ellipsis. Widths only
 * grow while the headers stay the same (another language measures afresh), so a table settles
 * after one more render instead of flickering between two layouts.
 *
 * `measure(drawn, all)` reads the grid: `drawn` are the columns in the order it draws them
 * (`bp6-table-cell-col-<index>`), `all` every column of the list. Call it after each render (a
 * layout effect).
 */
export function useContentWidths<T>(
  box: RefObject<HTMLDivElement | null>,
): [ContentWidths, (drawn: readonly DataColumn<T>[], all: readonly DataColumn<T>[]) => void] {
  const [state, setState] = useState<{ titles: string } & ContentWidths>({
    titles: '',
    widths: {},
    headers: {},
  });
  const measure = useCallback(
    (drawn: readonly DataColumn<T>[], all: readonly DataColumn<T>[]) => {
      const main = box.current?.querySelector('.bp6-table-quadrant-main');
      if (!main) return;
      const needs = drawn.map((column, index) => {
        const header = main.querySelector(`.bp6-table-header.bp6-table-cell-col-${index}`);
        const headerNeed = header ? neededWidth(header) : 0;
        const cap = column.grow ? GROW_CAP : CELL_CAP;
        let need = headerNeed;
        for (const cell of main.querySelectorAll(`.bp6-table-cell.bp6-table-cell-col-${index}`)) {
          need = Math.max(need, Math.min(neededWidth(cell), cap));
        }
        return { column, need: Math.ceil(need), header: Math.ceil(headerNeed) };
      });
      // Every column's header, drawn or given way: a column leaving must not reset the others.
      const titles = all.map((column) => column.title).join('\n');
      setState((known) => {
        const same = known.titles === titles;
        const widths = same ? { ...known.widths } : {};
        const headers = same ? { ...known.headers } : {};
        let changed = !same;
        for (const { column, need, header } of needs) {
          if (need > Math.max(column.width, widths[column.id] ?? 0) + 1) {
            widths[column.id] = need;
            changed = true;
          }
          if (header > (headers[column.id] ?? 0) + 1) {
            headers[column.id] = header;
            changed = true;
          }
        }
        return changed ? { titles, widths, headers } : known;
      });
    },
    [box],
  );

  return [{ widths: state.widths, headers: state.headers }, measure];
}
