import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import { WebsiteAccess } from '../websites/website-access';
import { sanitizeArticleHtml } from './article-html';
import { encodeCursor, parseCursor, type Cursor, type ListFilter } from './article-list.sql';
import { ARTICLE_ERRORS } from './articles.errors';
import { ArticlesRepository, type ArticleListRow } from './articles.repository';
import {
  MAX_OFFSET,
  type ArticleAuthorsDto,
  type ArticleAuthorsQueryDto,
  type ArticleDetailDto,
  type ArticleListItemDto,
  type ArticlePageDto,
  type ArticleQueryDto,
  type Recency,
} from './dto/article.dto';
import type { Article } from './entities/article.entity';
import { titleSearch } from './title-search';

/** Filters the counters cannot answer are counted up to this many rows. */
export const COUNT_CAP = 10_000;

@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly access: WebsiteAccess,
  ) {}

  /**
   * Only websites the caller may read. Keyset paging (`cursor`) is the main mode; `page` serves
   * the first pages. `total` comes from the sync's counters (website and status filters) or a
   * count capped at 10,000 (`totalExact: false` beyond it): never a COUNT(*) of the whole table.
   */
  async list(user: AuthUser, query: ArticleQueryDto): Promise<ArticlePageDto> {
    const empty = {
      data: [],
      total: 0,
      totalExact: true,
      page: query.page,
      perPage: query.perPage,
    };
    let websiteIds = await this.access.readableIds(user);
    if (query.websiteId !== undefined) {
      if (websiteIds && !websiteIds.includes(query.websiteId))
        return { ...empty, nextCursor: null };
      websiteIds = [query.websiteId];
    }
    if (websiteIds && websiteIds.length === 0) return { ...empty, nextCursor: null };
    const cursor = query.cursor ? cursorOf(query) : undefined;
    const offset = cursor ? 0 : (query.page - 1) * query.perPage;
    if (offset > MAX_OFFSET) {
      throw DomainException.onField('page', {
        spec: ARTICLE_ERRORS.pageTooDeep,
        message: `Pages beyond ${MAX_OFFSET} rows are reached with the cursor (nextCursor).`,
      });
    }
    const filter: ListFilter = {
      websiteIds,
      status: query.status,
      author: query.author || undefined,
      modifiedSince: query.recency ? since(query.recency) : undefined,
      ...(query.q ? titleSearch(query.q) : {}),
      sortBy: query.sortBy,
      sortDir: query.sortDir,
      cursor,
      offset,
      limit: query.perPage + 1,
    };
    const counted = !filter.author && !filter.modifiedSince && !query.q;
    const { rows, total } = counted
      ? await this.articles.listCounted(filter)
      : await Promise.all([
          this.articles.list(filter),
          this.articles.boundedCount(filter, COUNT_CAP + 1),
        ]).then(([rows, total]) => ({ rows, total }));
    const page = rows.slice(0, query.perPage);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > query.perPage && last
        ? encodeCursor(query.sortBy, query.sortDir, last[query.sortBy], last.id)
        : null;
    return {
      data: await this.toItems(page),
      total: Math.min(total, counted ? total : COUNT_CAP),
      totalExact: counted || total <= COUNT_CAP,
      page: query.page,
      perPage: query.perPage,
      nextCursor,
    };
  }

  /** Another website's article answers 404, as if it did not exist. */
  async get(user: AuthUser, id: number): Promise<ArticleDetailDto> {
    const article = await this.articles.findOne(id);
    const visible = await this.access.readableIds(user);
    if (!article || (visible && !visible.includes(article.websiteId))) {
      throw new DomainException(ARTICLE_ERRORS.notFound);
    }
    const [item] = await this.toItems([article as unknown as ArticleListRow]);
    return { ...item!, ...detailOf(article) };
  }

  async authors(user: AuthUser, query: ArticleAuthorsQueryDto): Promise<ArticleAuthorsDto> {
    let websiteIds = await this.access.readableIds(user);
    if (query.websiteId !== undefined) {
      if (websiteIds && !websiteIds.includes(query.websiteId)) return { data: [] };
      websiteIds = [query.websiteId];
    }
    if (websiteIds && websiteIds.length === 0) return { data: [] };
    return { data: await this.articles.authorNames(websiteIds) };
  }

  /** Website (when not selected with the rows) and assignee names: bulk lookups, never per row. */
  private async toItems(rows: ArticleListRow[]): Promise<ArticleListItemDto[]> {
    const assigned = rows.map((r) => r.assignedToUserId).filter((id): id is number => id !== null);
    const unnamed = rows.filter((r) => r.websiteName === undefined).map((r) => Number(r.websiteId));
    const [websites, users] = await Promise.all([
      this.articles.websiteNames([...new Set(unnamed)]),
      this.articles.userNames([...new Set(assigned)]),
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      websiteId: Number(r.websiteId),
      websiteName: r.websiteName ?? websites.get(Number(r.websiteId)) ?? '',
      remoteId: Number(r.remoteId),
      title: r.title,
      authorName: r.authorName,
      status: r.status,
      createdAt: iso(r.createdAt),
      publishedAt: iso(r.publishedAt),
      modifiedAt: iso(r.modifiedAt)!,
      clonedFromArticleId: r.clonedFromArticleId,
      assignedToUserId: r.assignedToUserId,
      assignedToName: r.assignedToUserId ? (users.get(r.assignedToUserId) ?? null) : null,
      generatedByAi: Boolean(Number(r.generatedByAi)),
      link: r.link,
      deletedInWp: Boolean(Number(r.deletedInWp)),
    }));
  }
}

function cursorOf(query: ArticleQueryDto): Cursor {
  const cursor = parseCursor(query.cursor ?? '', query.sortBy, query.sortDir);
  if (!cursor) throw DomainException.onField('cursor', ARTICLE_ERRORS.cursorInvalid);
  return cursor;
}

function detailOf(a: Article) {
  return {
    seoTitle: a.seoTitle,
    ogTitle: a.ogTitle,
    metaDescription: a.metaDescription,
    focusKeyword: a.focusKeyword,
    contentHtml: sanitizeArticleHtml(a.contentHtml),
    excerpt: a.excerpt,
    featuredImageUrl: a.featuredImageUrl,
    categories: a.categories ?? [],
    tags: a.tags ?? [],
    authorRemoteId: a.authorRemoteId,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** List rows bring their dates as ISO text already; the detail's entity brings Dates. */
const iso = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);

function since(recency: Recency): Date {
  const d = new Date();
  switch (recency) {
    case 'hour':
      return new Date(d.getTime() - 3_600_000);
    case 'day':
      return new Date(d.getTime() - 86_400_000);
    case 'week':
      return new Date(d.getTime() - 7 * 86_400_000);
    case 'month':
      d.setUTCMonth(d.getUTCMonth() - 1);
      return d;
    case 'year':
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return d;
  }
}
