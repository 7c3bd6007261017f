/**
 * A story's reach: the article a desk published first (the source) and every clone of it, read
 * from the raw page views by article (`ix_analytics_events_article_at`), never a scan of a
 * website's traffic. The raw events cover the retention (90 days by default), more than the
 * longest period a drawer offers and the one before it.
 */
import type { Grain } from './analytics-tables';
import { rawSpan, type Statement } from './analytics.sql';

/**
 * The story an article belongs to: its source (the article itself, or the one it was cloned
 * from) and every clone of that source, the source first.
 */
export function storyStatement(articleId: number): Statement {
  const columns = `a.id articleId, a.title, a.websiteId, w.name websiteName, a.link,
    a.deletedInWp`;
  const root = 'SELECT COALESCE(clonedFromArticleId, id) FROM articles WHERE id = ?';
  return {
    sql: `SELECT * FROM (
        SELECT ${columns}, 0 ord FROM articles a JOIN websites w ON w.id = a.websiteId
          WHERE a.id = (${root})
        UNION ALL
        SELECT ${columns}, 1 ord FROM articles a JOIN websites w ON w.id = a.websiteId
          WHERE a.clonedFromArticleId = (${root})
      ) story ORDER BY ord, articleId`,
    params: [articleId, articleId],
  };
}

/** The raw events of these articles in [from, to): the day bound reads only their partitions. */
const storyWhere = (ids: readonly number[], from: Date, to: Date): [string, unknown[]] => {
  const [span, params] = rawSpan([from, to]);
  return [`articleId IN (?) AND ${span}`, [ids.length > 0 ? ids : [0], ...params]];
};

/**
 * Views, visits and visitors of each article, for the period ([from, to), `inPeriod` 1) and the
 * one just before it ([previousFrom, from), `inPeriod` 0), in one read.
 */
export function storyTotalsStatement(
  ids: readonly number[],
  previousFrom: Date,
  from: Date,
  to: Date,
): Statement {
  const [where, params] = storyWhere(ids, previousFrom, to);
  return {
    sql: `SELECT articleId, at >= ? inPeriod, SUM(kind = 'pageview') views, SUM(newVisit) visits,
        COUNT(DISTINCT IF(kind = 'pageview', visitor, NULL)) visitors
      FROM analytics_events WHERE ${where} GROUP BY articleId, inPeriod`,
    params: [from, ...params],
  };
}

/** Where the story's readers came from in [from, to), most visits first. */
export function storySourcesStatement(ids: readonly number[], from: Date, to: Date): Statement {
  const [where, params] = storyWhere(ids, from, to);
  return {
    sql: `SELECT source, SUM(kind = 'pageview') views, SUM(newVisit) visits,
        COUNT(DISTINCT IF(kind = 'pageview', visitor, NULL)) visitors
      FROM analytics_events WHERE ${where} AND kind = 'pageview'
      GROUP BY source ORDER BY visits DESC, views DESC, source`,
    params,
  };
}

/** The story's views per hour or day of [from, to) (UTC buckets, as the reports'). */
export function storySeriesStatement(
  ids: readonly number[],
  grain: Exclude<Grain, 'minute'>,
  from: Date,
  to: Date,
): Statement {
  const [where, params] = storyWhere(ids, from, to);
  const bucket =
    grain === 'hour'
      ? "CAST(DATE_FORMAT(at, '%Y-%m-%d %H:00:00') AS DATETIME)"
      : 'CAST(day AS DATETIME)';
  return {
    sql: `SELECT ${bucket} bucket, SUM(kind = 'pageview') views
      FROM analytics_events WHERE ${where} GROUP BY bucket ORDER BY bucket`,
    params,
  };
}
