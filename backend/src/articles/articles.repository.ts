import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PostStatus } from '../wordpress/wordpress.types';
import {
  boundedCountStatement,
  countedTotalStatement,
  listStatement,
  TOTAL_COLUMN,
  type ListFilter,
} from './article-list.sql';
import { Article } from './entities/article.entity';

/** A list row; its dates are ISO 8601 text (the detail's entity carries Dates). */
export interface ArticleListRow {
  id: number;
  websiteId: number;
  remoteId: number;
  title: string;
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
}

/** Reads of the article list and detail; the list's SQL lives in `article-list.sql.ts`. */
@Injectable()
export class ArticlesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(filter: ListFilter): Promise<ArticleListRow[]> {
    const { sql, params } = listStatement(filter);
    return this.db.query(sql, params);
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
    const rows = await this.db.query<(ArticleListRow & { [TOTAL_COLUMN]: string | null })[]>(
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
    const rows = await this.db.query<{ n: string | null }[]>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  async boundedCount(filter: ListFilter, cap: number): Promise<number> {
    const { sql, params } = boundedCountStatement(filter, cap);
    const rows = await this.db.query<{ n: string }[]>(sql, params);
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

  async websiteNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; name: string }[]>(
      'SELECT id, name FROM websites WHERE id IN (?)',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), r.name]));
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
