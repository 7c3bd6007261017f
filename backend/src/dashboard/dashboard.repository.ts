import { Injectable } from '@nestjs/common';
import { Replicas } from '../core/database/replicas';

/**
 * Each count is one SQL condition on an article row `a`: a new measure (say, a flag another
 * workflow adds to articles) is one line here and one field in the DTO. Every column named here
 * is in `ix_articles_dashboard`, so the counts are read from the index alone, never the rows.
 */
export const ARTICLE_MEASURES = {
  drafts: `a.status = 'draft'`,
  trashed: `a.status = 'trash'`,
  published: `a.status = 'publish'`,
  cloned: 'a.clonedFromArticleId IS NOT NULL',
  generated: 'a.generatedByAi = 1',
  total: '1',
} as const;
/** Up to a month: count parents from the articles changed in the range. */
const SHORT_MS = 31 * 86_400_000;

export type ArticleMeasure = keyof typeof ARTICLE_MEASURES | 'parents';

export interface DashboardFilter {
  /** null: every website. */
  websiteIds: readonly number[] | null;
  from: Date | null;
  to: Date;
}

export type MeasureCounts = Record<keyof typeof ARTICLE_MEASURES, number>;
export type WebsiteCounts = {
  websiteId: number;
  name: string;
  syncedAt: string | null;
  deletionsCheckedAt: string | null;
} & Record<ArticleMeasure, number>;

/** Articles in the range: changed (WordPress `modified_gmt`) within it, still in WordPress. */
const inRange = (alias: string, filter: DashboardFilter, params: unknown[]) => {
  const sql = [`${alias}.deletedInWp = 0`, `${alias}.modifiedAt < ?`];
  params.push(filter.to);
  if (filter.from) {
    sql.push(`${alias}.modifiedAt >= ?`);
    params.push(filter.from);
  }
  return sql.join(' AND ');
};

/**
 * The dashboard's counts per website, as SQL aggregates. The articles table reads the tables of
 * the articles and websites domains by name (they come before this one).
 */
/** A website as the dashboard lists it: its name and how fresh its counts are. */
export interface DashboardWebsiteRow {
  id: number;
  name: string;
  syncedAt: string | null;
  deletionsCheckedAt: string | null;
}

@Injectable()
export class DashboardRepository {
  constructor(private readonly replicas: Replicas) {}

  async countsByWebsite(filter: DashboardFilter): Promise<WebsiteCounts[]> {
    const websites = await this.websites(filter.websiteIds);
    if (websites.length === 0) return [];
    const ids = websites.map((w) => w.id);
    const [measures, parents] = await Promise.all([
      this.measures(ids, filter),
      this.parents(ids, filter),
    ]);
    const zero = Object.fromEntries(Object.keys(ARTICLE_MEASURES).map((k) => [k, 0]));
    return websites.map(({ id, name, syncedAt, deletionsCheckedAt }) => ({
      ...(zero as Record<keyof typeof ARTICLE_MEASURES, number>),
      ...measures.get(id),
      websiteId: id,
      name,
      syncedAt,
      deletionsCheckedAt,
      parents: parents.get(id) ?? 0,
    }));
  }

  /** The websites, with how fresh their counts are: the last sync and the last deletions check. */
  async websites(ids: readonly number[] | null): Promise<DashboardWebsiteRow[]> {
    if (ids !== null && ids.length === 0) return [];
    const rows = await this.replicas.read<
      { id: number; name: string; syncedAt: Date | null; checkedAt: Date | null }[]
    >(
      `SELECT w.id AS id, w.name AS name, w.lastSyncedAt AS syncedAt, s.reconciledAt AS checkedAt
         FROM websites w
         LEFT JOIN website_sync_states s ON s.websiteId = w.id
        ${ids === null ? '' : 'WHERE w.id IN (?)'}
        ORDER BY w.name, w.id`,
      ids === null ? [] : [ids],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      syncedAt: r.syncedAt ? new Date(r.syncedAt).toISOString() : null,
      deletionsCheckedAt: r.checkedAt ? new Date(r.checkedAt).toISOString() : null,
    }));
  }

  /**
   * One range scan of `ix_articles_dashboard` per website (the ids are always listed, so the
   * range on `modifiedAt` is used within each): 24 hours over 1M rows read ~1.5k index entries.
   */
  async measures(ids: number[], filter: DashboardFilter): Promise<Map<number, MeasureCounts>> {
    const params: unknown[] = [ids];
    const sums = Object.entries(ARTICLE_MEASURES)
      .map(([name, condition]) => `SUM(${condition}) AS ${name}`)
      .join(', ');
    const rows = await this.replicas.read<Record<string, string | number>[]>(
      `SELECT a.websiteId AS websiteId, ${sums}
         FROM articles a FORCE INDEX (ix_articles_dashboard)
        WHERE a.websiteId IN (?) AND ${inRange('a', filter, params)}
        GROUP BY a.websiteId`,
      params,
    );
    return new Map(
      rows.map((row) => [
        Number(row.websiteId),
        Object.fromEntries(
          Object.keys(ARTICLE_MEASURES).map((name) => [name, Number(row[name] ?? 0)]),
        ) as MeasureCounts,
      ]),
    );
  }

  /**
   * Articles in range that at least one article (of any website) was cloned from. A short range
   * starts from its articles (cost follows the articles changed in it; written as IN, not EXISTS,
   * which MariaDB turns into a scan of every row's `clonedFromArticleId`, NULLs included); a long
   * one or all time from the clones, through their index (cost follows the clones).
   */
  async parents(
    ids: readonly number[] | null,
    filter: DashboardFilter,
  ): Promise<Map<number, number>> {
    const params: unknown[] = ids === null ? [] : [ids];
    const where = [
      ...(ids === null ? [] : ['p.websiteId IN (?)']),
      inRange('p', filter, params),
    ].join(' AND ');
    const short = filter.from !== null && filter.to.getTime() - filter.from.getTime() <= SHORT_MS;
    const rows = await this.replicas.read<{ websiteId: number; n: string | number }[]>(
      short
        ? `SELECT p.websiteId AS websiteId, COUNT(*) AS n
             FROM articles p
            WHERE ${where}
              AND p.id IN (SELECT c.clonedFromArticleId FROM articles c
                            WHERE c.clonedFromArticleId IS NOT NULL)
            GROUP BY p.websiteId`
        : `SELECT p.websiteId AS websiteId, COUNT(DISTINCT p.id) AS n
             FROM articles c
             JOIN articles p ON p.id = c.clonedFromArticleId
            WHERE c.clonedFromArticleId IS NOT NULL AND ${where}
            GROUP BY p.websiteId`,
      params,
    );
    return new Map(rows.map((r) => [Number(r.websiteId), Number(r.n)]));
  }
}
