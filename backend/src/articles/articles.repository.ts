import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { abilityFor, rulesFor } from '../core/access/ability.factory';
import type { Permission } from '../core/access/subjects';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { Replicas } from '../core/database/replicas';
import { StaleVersionError, type Edit, type VersionStamp } from '../core/database/versioned';
import type { PostStatus } from '../wordpress/wordpress.types';
import {
  boundedCountStatement,
  countedTotalStatement,
  listStatement,
  TOTAL_COLUMN,
  type ListFilter,
} from './article-list.sql';
import { Article } from './entities/article.entity';

/** Where a post this product wrote comes from: a clone of an article, or AI writing. */
export type WrittenOrigin = { clonedFrom: number } | { generatedByAi: true };

/** A list row; its dates are ISO 8601 text (the detail's entity carries Dates). */
export interface ArticleListRow {
  id: number;
  websiteId: number;
  remoteId: number;
  title: string;
  titleFull: string | null;
  sticky: number | boolean;
  passwordProtected: number | boolean;
  authorName: string | null;
  status: PostStatus;
  createdAt: Date | string | null;
  publishedAt: Date | string | null;
  modifiedAt: Date | string;
  clonedFromArticleId: number | null;
  assignedToUserId: number | null;
  generatedByAi: number | boolean;
  link: string;
  deletedInWp: number | boolean;
  /** Present on list rows (selected with them); looked up for the detail. */
  websiteName?: string;
  websiteTimezone?: string | null;
}

/** A post on the calendar. */
export interface CalendarRow {
  id: number;
  websiteId: number;
  websiteName: string;
  title: string;
  status: PostStatus;
  createdAt: Date;
  authorName: string | null;
  clonedFromArticleId: number | null;
  link: string;
}

/** An article's title and body. */
export interface ArticleContent {
  id: number;
  websiteId: number;
  title: string;
  contentHtml: string;
}

/**
 * Reads of the article list and detail; the list's SQL lives in `article-list.sql.ts`. The list's
 * page and counts may come from a read replica; the detail, and what a write reads back, from the
 * primary.
 */
@Injectable()
export class ArticlesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly replicas: Replicas,
  ) {}

  list(filter: ListFilter): Promise<ArticleListRow[]> {
    const { sql, params } = listStatement(filter);
    return this.replicas.read(sql, params);
  }

  /**
   * A page and the exact total from the counters in one round trip; the total is only looked up
   * apart when the page is empty.
   */
  async listCounted(filter: ListFilter): Promise<{ rows: ArticleListRow[]; total: number }> {
    const { sql, params } = listStatement(
      filter,
      countedTotalStatement(filter.websiteIds, filter.status),
    );
    const rows = await this.replicas.read<(ArticleListRow & { [TOTAL_COLUMN]: string | null })[]>(
      sql,
      params,
    );
    if (rows.length === 0) {
      return { rows, total: await this.countedTotal(filter.websiteIds, filter.status) };
    }
    return { rows, total: Number(rows[0]![TOTAL_COLUMN] ?? 0) };
  }

  async countedTotal(websiteIds: readonly number[] | null, status?: PostStatus): Promise<number> {
    const { sql, params } = countedTotalStatement(websiteIds, status);
    const rows = await this.replicas.read<{ n: string | null }[]>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  async boundedCount(filter: ListFilter, cap: number): Promise<number> {
    const { sql, params } = boundedCountStatement(filter, cap);
    const rows = await this.replicas.read<{ n: string }[]>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  findOne(id: number): Promise<Article | null> {
    return this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .addSelect('a.contentHtml')
      .where('a.id = :id', { id })
      .getOne();
  }

  /** An article with the raw fields a clone copies (not selected by default). */
  findWithSource(id: number): Promise<Article | null> {
    return this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .addSelect([
        'a.rawTitle',
        'a.rawContent',
        'a.rawExcerpt',
        'a.rawYoast',
        'a.postPassword',
        'a.featuredMediaText',
        'a.bodyMediaText',
      ])
      .where('a.id = :id', { id })
      .getOne();
  }

  async websiteNames(
    ids: number[],
  ): Promise<Map<number, { name: string; timezone: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; name: string; timezone: string | null }[]>(
      'SELECT id, name, timezone FROM websites WHERE id IN (?)',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), { name: r.name, timezone: r.timezone }]));
  }

  async userNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<
      { id: number; firstName: string; lastName: string; email: string }[]
    >('SELECT id, firstName, lastName, email FROM users WHERE id IN (?)', [ids]);
    return new Map(
      rows.map((r) => [Number(r.id), `${r.firstName} ${r.lastName}`.trim() || r.email]),
    );
  }

  /**
   * Clone facts of list rows: how many clones each has (posts that exist on their destination),
   * and which of them are clones whose source changed after it was copied (the clone ledger,
   * `article_clones`, is written by the cloning workflow).
   */
  async cloneFacts(ids: number[]): Promise<{ counts: Map<number, number>; changed: Set<number> }> {
    if (ids.length === 0) return { counts: new Map(), changed: new Set() };
    const [counts, changed] = await Promise.all([
      this.db.query<{ id: number; n: string }[]>(
        `SELECT sourceArticleId AS id, COUNT(*) AS n FROM article_clones
          WHERE sourceArticleId IN (?) AND remoteId IS NOT NULL GROUP BY sourceArticleId`,
        [ids],
      ),
      this.db.query<{ id: number }[]>(
        `SELECT c.cloneArticleId AS id FROM article_clones c
           JOIN articles a ON a.id = c.sourceArticleId
          WHERE c.cloneArticleId IN (?) AND c.state = 'completed'
            AND c.sourceModifiedAt IS NOT NULL AND a.modifiedAt > c.sourceModifiedAt`,
        [ids],
      ),
    ]);
    return {
      counts: new Map(counts.map((r) => [Number(r.id), Number(r.n)])),
      changed: new Set(changed.map((r) => Number(r.id))),
    };
  }

  /** Sources of clones by id: their title and website (a source since deleted is absent). */
  async sourceNames(
    ids: number[],
  ): Promise<Map<number, { title: string; websiteId: number; websiteName: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<
      { id: number; title: string; websiteId: number; websiteName: string }[]
    >(
      `SELECT a.id, COALESCE(a.titleFull, a.title) AS title, a.websiteId, w.name AS websiteName
         FROM articles a JOIN websites w ON w.id = a.websiteId
        WHERE a.id IN (?) AND a.deletedInWp = 0`,
      [ids],
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        { title: r.title, websiteId: Number(r.websiteId), websiteName: r.websiteName },
      ]),
    );
  }

  /**
   * Marks the row of a post this product wrote: a copy of its source article, or written with AI;
   * answers the row's id.
   */
  async markWritten(
    websiteId: number,
    remoteId: number,
    origin: WrittenOrigin,
  ): Promise<number | null> {
    const [set, value] =
      'clonedFrom' in origin ? ['clonedFromArticleId', origin.clonedFrom] : ['generatedByAi', 1];
    await this.db.query(`UPDATE articles SET ${set} = ? WHERE websiteId = ? AND remoteId = ?`, [
      value,
      websiteId,
      remoteId,
    ]);
    const rows = await this.db.query<{ id: number }[]>(
      'SELECT id FROM articles WHERE websiteId = ? AND remoteId = ?',
      [websiteId, remoteId],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Rows of posts moved to the trash in WordPress (by this product). */
  async markTrashed(websiteId: number, remoteIds: number[]): Promise<void> {
    if (remoteIds.length === 0) return;
    await this.db.query(
      "UPDATE articles SET status = 'trash' WHERE websiteId = ? AND remoteId IN (?)",
      [websiteId, remoteIds],
    );
  }

  /**
   * Active users of the account who may read the website's articles: administrators, and users
   * assigned to the website whose role grants anything on articles (read is implied). With
   * `userId`, that one user only.
   */
  async assignees(
    websiteId: number,
    accountId: number,
    userId?: number,
  ): Promise<{ id: number; name: string }[]> {
    const rows = await this.db.query<
      {
        id: number;
        firstName: string;
        lastName: string;
        email: string;
        isAdmin: number | null;
        permissions: string | Permission[] | null;
        canWrite: number | null;
      }[]
    >(
      `SELECT u.id, u.firstName, u.lastName, u.email, r.isAdmin, r.permissions,
              wu.canWrite
         FROM users u
         LEFT JOIN roles r ON r.id = u.roleId
         LEFT JOIN website_users wu ON wu.userId = u.id AND wu.websiteId = ?
        WHERE u.accountId = ? AND u.status = 'active' ${userId ? 'AND u.id = ?' : ''}
        ORDER BY u.firstName, u.lastName, u.id
        LIMIT 1000`,
      userId ? [websiteId, accountId, userId] : [websiteId, accountId],
    );
    return rows
      .filter((r) => {
        if (r.isAdmin === 1) return true;
        const permissions =
          typeof r.permissions === 'string'
            ? (JSON.parse(r.permissions) as Permission[])
            : (r.permissions ?? []);
        // Who could publish on it (WebsiteAccess.publishable): a can-write assignment, write on articles.
        const ability = abilityFor(rulesFor({ isAdmin: false, permissions }));
        return Number(r.canWrite) === 1 && ability.can('write', 'article');
      })
      .map((r) => ({
        id: Number(r.id),
        name: `${r.firstName} ${r.lastName}`.trim() || r.email,
      }));
  }

  /** Title and body of these articles (AI generation's sources). */
  async contents(ids: number[]): Promise<ArticleContent[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<
      {
        id: number;
        websiteId: number;
        title: string;
        titleFull: string | null;
        contentHtml: string | null;
      }[]
    >('SELECT id, websiteId, title, titleFull, contentHtml FROM articles WHERE id IN (?)', [ids]);
    return rows.map((r) => ({
      id: Number(r.id),
      websiteId: Number(r.websiteId),
      title: r.titleFull ?? r.title,
      contentHtml: r.contentHtml ?? '',
    }));
  }

  /** Assigns the article (null: nobody); false when it does not exist. */
  /**
   * Assigns the article (null: nobody) as one edit: moves its assignment version and stamps who
   * and when, in the statement that checks the version (when given), so two people racing cannot
   * both land. Throws StaleVersionError when no row matched (changed meanwhile, or deleted).
   */
  async assign(id: number, userId: number | null, edit: Edit, audit: Audit): Promise<void> {
    await this.db.transaction(async (tx) => {
      const result = await tx.query<{ affectedRows: number }>(
        `UPDATE articles
            SET assignedToUserId = ?, assignmentVersion = assignmentVersion + 1,
                assignedById = ?, assignedAt = CURRENT_TIMESTAMP(3)
          WHERE id = ? ${edit.version !== undefined ? 'AND assignmentVersion = ?' : ''}`,
        edit.version !== undefined ? [userId, edit.by, id, edit.version] : [userId, edit.by, id],
      );
      if (!result.affectedRows) throw new StaleVersionError();
      await writeAudit(tx, audit);
    });
  }

  /** Who the article is assigned to now, with the assignment's version and who made it when. */
  async assignment(id: number): Promise<{
    assignedToUserId: number | null;
    assignedToName: string | null;
    stamp: VersionStamp;
  } | null> {
    const [row] = await this.db.query<
      {
        assignedToUserId: number | null;
        firstName: string | null;
        lastName: string | null;
        email: string | null;
        assignmentVersion: number;
        assignedById: number | null;
        assignedAt: Date | null;
      }[]
    >(
      `SELECT a.assignedToUserId, u.firstName, u.lastName, u.email,
              a.assignmentVersion, a.assignedById, a.assignedAt
         FROM articles a LEFT JOIN users u ON u.id = a.assignedToUserId
        WHERE a.id = ?`,
      [id],
    );
    if (!row) return null;
    return {
      assignedToUserId: row.assignedToUserId === null ? null : Number(row.assignedToUserId),
      assignedToName:
        row.assignedToUserId === null
          ? null
          : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email,
      stamp: {
        version: Number(row.assignmentVersion),
        editedById: row.assignedById === null ? null : Number(row.assignedById),
        editedAt: row.assignedAt,
      },
    };
  }

  /**
   * Published and scheduled posts dated within [from, to) on these websites (null: all), oldest
   * first, at most `limit` (the calendar asks for one more to know it was cut).
   */
  calendar(filter: {
    websiteIds: readonly number[] | null;
    from: Date;
    to: Date;
    statuses: readonly PostStatus[];
    author?: string;
    limit: number;
  }): Promise<CalendarRow[]> {
    const where = [
      'a.deletedInWp = 0',
      'a.status IN (?)',
      'a.createdAt >= ?',
      'a.createdAt < ?',
      ...(filter.websiteIds ? ['a.websiteId IN (?)'] : []),
      ...(filter.author !== undefined ? ['a.authorName = ?'] : []),
    ];
    const params: unknown[] = [
      filter.statuses,
      filter.from,
      filter.to,
      ...(filter.websiteIds ? [filter.websiteIds] : []),
      ...(filter.author !== undefined ? [filter.author] : []),
      filter.limit,
    ];
    return this.db.query(
      `SELECT a.id, a.websiteId, w.name AS websiteName, COALESCE(a.titleFull, a.title) AS title,
              a.status, a.createdAt, a.authorName, a.clonedFromArticleId, a.link
         FROM articles a JOIN websites w ON w.id = a.websiteId
        WHERE ${where.join(' AND ')}
        ORDER BY a.createdAt, a.id
        LIMIT ?`,
      params,
    );
  }

  /** A post's new date as WordPress answered it, with its trail entry, in one transaction. */
  async rescheduled(
    id: number,
    change: Pick<Article, 'createdAt' | 'createdAtLocal' | 'status' | 'modifiedAt'>,
    audit: Audit,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.getRepository(Article).update(id, change);
      await writeAudit(tx, audit);
    });
  }

  /** Author names known for these websites (the author filter's choices). */
  async authorNames(websiteIds: readonly number[] | null): Promise<string[]> {
    const rows = await this.db.query<{ name: string }[]>(
      `SELECT DISTINCT name FROM website_authors ${websiteIds ? 'WHERE websiteId IN (?)' : ''}
        ORDER BY name LIMIT 1000`,
      websiteIds ? [websiteIds] : [],
    );
    return rows.map((r) => r.name);
  }
}
