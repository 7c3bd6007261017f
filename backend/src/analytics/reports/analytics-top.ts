/**
 * The top rows of a pages or articles breakdown over a range whose closed days are in a range
 * cache: the cache's rows, sorted once, plus the live rows (today's) summed per key. Free of
 * Nest and TypeORM: `npm run bench:analytics` merges the raw SQL's rows with it too.
 */
import type { CachedBreakdown } from '../store/analytics-tables';

/** One key's sums. `k`: the page's path hash in hex, or the article id. */
export interface KeyRow {
  websiteId: number;
  k: string | number;
  views: number;
  visits: number;
  visitors: number;
}

/** A pages or articles row of the SQL as the merge keys it (a page by its path hash in hex). */
export const keyRow = (name: CachedBreakdown, r: Record<string, unknown>): KeyRow => ({
  websiteId: Number(r.websiteId),
  k: name === 'pages' ? (r.k as Buffer).toString('hex') : Number(r.k),
  views: Number(r.views ?? 0),
  visits: Number(r.visits ?? 0),
  visitors: Number(r.visitors ?? 0),
});

const keyOf = (websiteId: number, k: string | number) => `${websiteId}|${k}`;

/** Most views first; ties by key, as the SQL orders them (`ORDER BY views DESC, k`). */
export const byViews = (a: KeyRow, b: KeyRow) =>
  b.views - a.views || (a.k < b.k ? -1 : a.k > b.k ? 1 : a.websiteId - b.websiteId);

/** A range cache's rows, most views first, with an index by key. */
export class ClosedRows {
  private readonly index = new Map<string, number>();
  readonly rows: KeyRow[];

  constructor(rows: KeyRow[]) {
    this.rows = [...rows].sort(byViews);
    this.rows.forEach((row, i) => this.index.set(keyOf(row.websiteId, row.k), i));
  }

  /**
   * The top `limit` keys of closed + live, exact: every live key with its cached sums added,
   * and the cached rows down to the `limit`-th one's views (its ties included). A key in
   * neither has no live views and fewer views than `limit` cached rows that are in.
   */
  top(live: KeyRow[], limit: number): KeyRow[] {
    // The cached rows down to the threshold reach it with or without live views: a sum below
    // it is behind `limit` of them and is not kept.
    const threshold = this.rows.length >= limit ? this.rows[limit - 1]!.views : 0;
    const merged = new Map<string, KeyRow>();
    for (const row of live) {
      const key = keyOf(row.websiteId, row.k);
      const i = this.index.get(key);
      const closed = i === undefined ? undefined : this.rows[i]!;
      const views = row.views + (closed?.views ?? 0);
      if (views < threshold) continue;
      merged.set(key, {
        websiteId: row.websiteId,
        k: row.k,
        views,
        visits: row.visits + (closed?.visits ?? 0),
        visitors: row.visitors + (closed?.visitors ?? 0),
      });
    }
    for (const row of this.rows) {
      if (row.views < threshold) break;
      const key = keyOf(row.websiteId, row.k);
      if (!merged.has(key)) merged.set(key, row);
    }
    return [...merged.values()].sort(byViews).slice(0, limit);
  }
}
