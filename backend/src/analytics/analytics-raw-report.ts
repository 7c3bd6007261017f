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
  previous: Sums;
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
}

const sumsOf = () => ({ views: 0, visits: 0, visitors: new Set<string>(), conversions: 0 });

/**
 * The rows of `rawReportStatement`: `cur` (in [from, to), else the previous span), `pageview`,
 * `newVisit`, `conversion`, `websiteId`, `visitor`, `source`, `articleId`, `pathKey` (Buffer).
 * Visitors are compared lower-cased, as the column's case-insensitive collation compares them.
 */
export function rawReport(rows: Record<string, unknown>[], limit: number): RawReport {
  const spans = [sumsOf(), sumsOf()];
  const sources = new Map<string, KeySums>();
  const pages = new Map<string, KeySums & { websiteId: number; k: string }>();
  const articles = new Map<string, KeySums & { websiteId: number; k: number }>();
  const add = <T extends KeySums>(map: Map<string, T>, key: string, make: () => T) => {
    let sums = map.get(key);
    if (!sums) map.set(key, (sums = make()));
    return sums;
  };
  for (const r of rows) {
    const cur = Number(r.cur) === 1;
    const pageview = Number(r.pageview) === 1;
    const visits = Number(r.newVisit ?? 0);
    const websiteId = Number(r.websiteId);
    const visitor = `${websiteId}|${String(r.visitor).toLowerCase()}`;
    const span = spans[cur ? 1 : 0]!;
    span.visits += visits;
    if (Number(r.conversion) === 1) span.conversions += 1;
    if (!pageview) continue;
    span.views += 1;
    span.visitors.add(visitor);
    if (!cur) continue;
    const touch = (sums: KeySums) => {
      sums.views += 1;
      sums.visits += visits;
      sums.visitors.add(visitor);
    };
    touch(add(sources, String(r.source), () => new KeySums()));
    const pathKey = (r.pathKey as Buffer).toString('hex');
    touch(
      add(pages, `${websiteId}|${pathKey}`, () =>
        Object.assign(new KeySums(), { websiteId, k: pathKey }),
      ),
    );
    if (r.articleId !== null && r.articleId !== undefined) {
      const articleId = Number(r.articleId);
      touch(
        add(articles, `${websiteId}|${articleId}`, () =>
          Object.assign(new KeySums(), { websiteId, k: articleId }),
        ),
      );
    }
  }
  const totals = (s: (typeof spans)[number]): Sums => ({
    views: s.views,
    visits: s.visits,
    visitors: s.visitors.size,
    conversions: s.conversions,
  });
  const top = (map: Map<string, KeySums & { websiteId: number; k: string | number }>) =>
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
    previous: totals(spans[0]!),
    totals: totals(spans[1]!),
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
