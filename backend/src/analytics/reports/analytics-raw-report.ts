/**
 * A report of a span with no whole day (the minute ranges) summed in memory from one read of its
 * raw events (`rawReportStatement`), instead of one raw scan per figure: the same sums as
 * `totalsStatement`, `sourcesStatement` and the pages and articles statements give for a span
 * that is one raw edge. Free of Nest and TypeORM (unit-tested, and usable by the bench).
 */
import { byViews, type KeyRow } from './analytics-top';

export interface Sums {
  views: number;
  visits: number;
  visitors: number;
  conversions: number;
}

export interface SourceSums {
  source: string;
  visits: number;
  views: number;
  visitors: number;
}

export interface RawReport {
  totals: Sums;
  sources: SourceSums[];
  /** The top pages (`k`: path hash in hex) and articles (`k`: article id), most views first. */
  pages: KeyRow[];
  articles: KeyRow[];
}

/** Views, visits and distinct visitors of one key (visitors as `websiteId|visitor`). */
class KeySums {
  views = 0;
  visits = 0;
  readonly visitors = new Set<string>();

  constructor(
    readonly websiteId = 0,
    readonly k: string | number = '',
  ) {}

  /** `counted`: whether the visitor counts here (a source counts each visitor once: below). */
  add(visits: number, visitor: string, counted = true) {
    this.views += 1;
    this.visits += visits;
    if (counted) this.visitors.add(visitor);
  }
}

/**
 * The rows of `rawReportStatement`: `pageview`, `newVisit`, `conversion`, `websiteId`, `visitor`, `source`, `articleId`, `pathKey` (Buffer).
 * Visitors are compared lower-cased, as the column's case-insensitive collation compares them.
 * (No closure is made per row: a hot loop over thousands of rows.)
 */
export function rawReport(rows: Record<string, unknown>[], limit: number): RawReport {
  const span = { views: 0, visits: 0, visitors: new Set<string>(), conversions: 0 };
  const sources = new Map<string, KeySums>();
  const pages = new Map<string, KeySums>();
  const articles = new Map<string, KeySums>();
  for (const r of rows) {
    const visits = Number(r.newVisit ?? 0);
    const websiteId = Number(r.websiteId);
    span.visits += visits;
    if (Number(r.conversion) === 1) span.conversions += 1;
    if (Number(r.pageview) !== 1) continue;
    const visitor = `${websiteId}|${String(r.visitor).toLowerCase()}`;
    span.views += 1;
    // Rows come in time order: a visitor counts under the source of their first page view.
    const first = !span.visitors.has(visitor);
    span.visitors.add(visitor);
    const source = String(r.source);
    let sums = sources.get(source);
    if (!sums) sources.set(source, (sums = new KeySums()));
    sums.add(visits, visitor, first);
    const pathKey = (r.pathKey as Buffer).toString('hex');
    const pageKey = `${websiteId}|${pathKey}`;
    sums = pages.get(pageKey);
    if (!sums) pages.set(pageKey, (sums = new KeySums(websiteId, pathKey)));
    sums.add(visits, visitor);
    if (r.articleId !== null && r.articleId !== undefined) {
      const articleId = Number(r.articleId);
      const articleKey = `${websiteId}|${articleId}`;
      sums = articles.get(articleKey);
      if (!sums) articles.set(articleKey, (sums = new KeySums(websiteId, articleId)));
      sums.add(visits, visitor);
    }
  }
  const top = (map: Map<string, KeySums>) =>
    [...map.values()]
      .map((s) => ({
        websiteId: s.websiteId,
        k: s.k,
        views: s.views,
        visits: s.visits,
        visitors: s.visitors.size,
      }))
      .sort(byViews)
      .slice(0, limit);
  return {
    totals: {
      views: span.views,
      visits: span.visits,
      visitors: span.visitors.size,
      conversions: span.conversions,
    },
    sources: [...sources.entries()]
      .map(([source, s]) => ({
        source,
        visits: s.visits,
        views: s.views,
        visitors: s.visitors.size,
      }))
      .sort(
        (a, b) =>
          b.visits - a.visits ||
          b.views - a.views ||
          (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
      )
      .slice(0, limit),
    pages: top(pages),
    articles: top(articles),
  };
}
