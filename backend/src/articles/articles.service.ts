import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import type { Audit } from '../core/audit/audit-trail';
import { PeopleDirectory } from '../core/access/people-directory';
import { DomainException } from '../core/http/domain-error';
import { RecordVersions, type CurrentRecord } from '../core/http/record-versions';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { SecretBox } from '../core/security/secret-box';
import { narrowTo, WebsiteAccess } from '../websites/website-access';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { sanitizeArticleHtml } from '../core/html/article-html';
import { ArticleStore, type ArticleUpsert } from './article-store.repository';
import {
  encodeCursor,
  encodeOffsetCursor,
  parseCursor,
  parseOffsetCursor,
  type ColumnSort,
  type Cursor,
  type ListFilter,
} from './article-list.sql';
import { ARTICLE_ERRORS } from './articles.errors';
import {
  ArticlesRepository,
  type ArticleContent,
  type ArticleListRow,
  type WrittenOrigin,
} from './articles.repository';
import {
  MAX_OFFSET,
  type ArticleAssignedDto,
  type ArticleAssigneesDto,
  type ArticleAuthorsDto,
  type AssignArticleDto,
  type ArticleAuthorsQueryDto,
  type ArticleDetailDto,
  type ArticleListItemDto,
  type ArticlePageDto,
  type ArticleQueryDto,
  type Recency,
} from './dto/article.dto';
import type { Article } from './entities/article.entity';
import { titleSearch } from './title-search';
import { NotificationsService } from '../notifications/notifications.service';

const ASSIGNED = 'Saved successfully.';

/** Filters the counters cannot answer are counted up to this many rows. */
export const COUNT_CAP = 10_000;

@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly access: WebsiteAccess,
    private readonly store: ArticleStore,
    private readonly events: RealtimeEvents,
    private readonly box: SecretBox,
    private readonly versions: RecordVersions,
    private readonly people: PeopleDirectory,
    private readonly notifications: NotificationsService,
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
    const readable = await this.access.readableIds(user);
    const websiteIds = narrowTo(readable, query.websiteId);
    if (websiteIds?.length === 0) return { ...empty, nextCursor: null };
    const search = query.q ? titleSearch(query.q) : undefined;
    // Relevance ranks a search; without one it is the newest first.
    const sortBy = query.sortBy === 'relevance' && !search ? 'modifiedAt' : query.sortBy;
    const sortDir = sortBy === 'relevance' ? 'desc' : query.sortDir;
    const cursor =
      query.cursor && sortBy !== 'relevance' ? cursorOf(query.cursor, sortBy, sortDir) : undefined;
    const offset =
      query.cursor && sortBy === 'relevance'
        ? offsetOf(query.cursor)
        : cursor
          ? 0
          : (query.page - 1) * query.perPage;
    if (offset > MAX_OFFSET) {
      throw DomainException.onField('page', {
        spec: ARTICLE_ERRORS.pageTooDeep,
        message: `Pages beyond ${MAX_OFFSET} rows are reached with the cursor (nextCursor).`,
        params: { count: MAX_OFFSET },
      });
    }
    const filter: ListFilter = {
      websiteIds,
      status: query.status,
      author: query.author || undefined,
      assignedTo: query.assignedTo
        ? query.assignedTo === 'me'
          ? user.id
          : Number(query.assignedTo)
        : undefined,
      modifiedSince: query.recency ? since(query.recency) : undefined,
      search,
      sortBy,
      sortDir,
      cursor,
      offset,
      limit: query.perPage + 1,
    };
    const counted = !filter.author && !filter.assignedTo && !filter.modifiedSince && !search;
    const { rows, total } = counted
      ? await this.articles.listCounted(filter)
      : await Promise.all([
          this.articles.list(filter),
          this.articles.boundedCount(filter, COUNT_CAP + 1),
        ]).then(([rows, total]) => ({ rows, total }));
    const page = rows.slice(0, query.perPage);
    const last = page[page.length - 1];
    const more = rows.length > query.perPage && last;
    const nextCursor = !more
      ? null
      : sortBy === 'relevance'
        ? offset + query.perPage <= MAX_OFFSET
          ? encodeOffsetCursor(offset + query.perPage)
          : null
        : encodeCursor(sortBy, sortDir, last[sortBy], last.id);
    return {
      data: await this.toItems(page, readable),
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
    const [item] = await this.toItems([article as unknown as ArticleListRow], visible);
    // A protected post's body is for people who may write on its website, as in WordPress.
    const withheld =
      article.passwordProtected && !(await this.access.mayWrite(user, article.websiteId));
    return { ...item!, ...detailOf(article, withheld) };
  }

  /** An article the user may read (another website's answers 404); its body included. */
  async readable(user: AuthUser, id: number): Promise<Article> {
    const article = await this.articles.findOne(id);
    const visible = await this.access.readableIds(user);
    if (!article || (visible && !visible.includes(article.websiteId))) {
      throw new DomainException(ARTICLE_ERRORS.notFound);
    }
    return article;
  }

  /** An article for a job (which re-reads its state); null when it was deleted meanwhile. */
  find(id: number): Promise<Article | null> {
    return this.articles.findOne(id);
  }

  /** An article with what the sync stored for a clone to copy (raw title, content, excerpt). */
  /** An article with what a clone copies (raw fields, and its password opened). */
  async findWithSource(id: number): Promise<Article | null> {
    const article = await this.articles.findWithSource(id);
    if (article?.postPassword) article.postPassword = this.box.open(article.postPassword);
    return article;
  }

  /**
   * A post this product wrote, saved as an article of its website and marked with where it comes
   * from (a clone of its source, which the website's next sync keeps; or written with AI);
   * answers the article's id. Lists, the dashboard's counts and its all-time cache follow.
   */
  async saveWrittenPost(
    websiteId: number,
    row: ArticleUpsert,
    origin: WrittenOrigin,
  ): Promise<number | null> {
    const result = await this.store.upsertChunk(websiteId, [
      { ...row, contentHtml: sanitizeArticleHtml(row.contentHtml) },
    ]);
    await this.store.applyCounts(websiteId, result.counts);
    const id = await this.articles.markWritten(websiteId, row.remoteId, origin);
    void this.events.publish('articles.changed', { websiteId, count: 1 });
    return id;
  }

  /** Posts this product moved to the trash in WordPress: their rows and the counters follow. */
  async trashed(websiteId: number, remoteIds: number[]): Promise<void> {
    await this.articles.markTrashed(websiteId, remoteIds);
    await this.store.recount(websiteId);
    void this.events.publish('articles.changed', { websiteId, count: remoteIds.length });
  }

  /** Who the article may be assigned to: users of its website's account who can read it. */
  async assignees(user: AuthUser, id: number): Promise<ArticleAssigneesDto> {
    const { article, website } = await this.readableOn(user, id);
    return { data: await this.articles.assignees(article.websiteId, website.accountId) };
  }

  /**
   * Assigns the article to a user of its website's account who can read it (null: nobody); the
   * website's audience (the assignee among them) sees the lists change live.
   */
  async assign(user: AuthUser, id: number, dto: AssignArticleDto): Promise<ArticleAssignedDto> {
    const { article, website, canWrite } = await this.readableOn(user, id);
    if (!canWrite) throw new DomainException(WEBSITE_ERRORS.viewOnly);
    if (dto.userId === undefined) {
      throw DomainException.onField('userId', {
        spec: ARTICLE_ERRORS.assigneeInvalid,
        message: 'userId is required: a user id, or null for nobody.',
      });
    }
    const edit = { version: dto.version, by: user.id };
    const current = () => this.currentAssignment(id);
    const stamp = {
      version: article.assignmentVersion,
      editedById: article.assignedById,
      editedAt: article.assignedAt,
    };
    // A drawer that showed an older assignment is refused before anything else is looked at.
    await this.versions.check(edit, stamp, current);
    let name: string | null = null;
    if (dto.userId !== null) {
      const [found] = await this.articles.assignees(
        article.websiteId,
        website.accountId,
        dto.userId,
      );
      if (!found) throw DomainException.onField('userId', ARTICLE_ERRORS.assigneeInvalid);
      name = found.name;
    }
    const before = article.assignedToUserId
      ? ((await this.articles.assignment(id))?.assignedToName ?? `#${article.assignedToUserId}`)
      : null;
    const audit: Audit = {
      by: user,
      note: {
        subject: 'article',
        subjectId: id,
        label: article.titleFull ?? article.title,
        action: dto.userId === null ? 'unassigned' : 'assigned',
        accountId: website.accountId,
        changes: [{ field: 'assignedTo', before, after: name }],
      },
    };
    await this.versions.save(edit, stamp, current, () =>
      this.articles.assign(id, dto.userId, edit, audit),
    );
    // Read back: a change that named no version may have followed another one.
    const version = (await this.articles.assignment(id))?.stamp.version ?? stamp.version + 1;
    void this.events.publish('articles.changed', {
      websiteId: article.websiteId,
      count: 1,
      articleIds: [id],
    });
    // The assignee hears it wherever they are (not when they took it themselves).
    if (dto.userId !== null && dto.userId !== user.id && dto.userId !== article.assignedToUserId) {
      const title = article.titleFull ?? article.title;
      const byName = (await this.people.profile(user.id))?.name ?? user.email;
      void this.events.publish('article.assigned', {
        userId: dto.userId,
        articleId: id,
        title,
        websiteName: website.name,
        byName,
      });
      // …and on their bell (and by mail, as they chose), to find it again later.
      void this.notifications.notify({
        userId: dto.userId,
        kind: 'assigned',
        params: { title, website: website.name, by: byName },
        link: '/apps/articles/list?assignedTo=me',
      });
    }
    return {
      message: ASSIGNED,
      assignedToUserId: dto.userId,
      assignedToName: name,
      assignmentVersion: version,
    };
  }

  /** The article's assignment as a 409 `record.changed` shows it (the current record: its detail). */
  private async currentAssignment(id: number): Promise<CurrentRecord> {
    const now = await this.articles.assignment(id);
    if (!now) throw new DomainException(ARTICLE_ERRORS.notFound);
    return {
      stamp: now.stamp,
      record: {
        assignedToUserId: now.assignedToUserId,
        assignedToName: now.assignedToName,
        assignmentVersion: now.stamp.version,
      },
    };
  }

  /**
   * Title and body of articles the caller may read, in the order asked; null when one of them is
   * missing or on a website the caller cannot read.
   */
  async readableContents(user: AuthUser, ids: number[]): Promise<ArticleContent[] | null> {
    const [rows, visible] = await Promise.all([
      this.articles.contents(ids),
      this.access.readableIds(user),
    ]);
    const found = ids.map((id) => rows.find((r) => r.id === id));
    if (found.some((r) => !r || (visible && !visible.includes(r.websiteId)))) return null;
    return found as ArticleContent[];
  }

  /** Title and body by id, for a job whose access was checked when it was asked for. */
  contents(ids: number[]): Promise<ArticleContent[]> {
    return this.articles.contents(ids);
  }

  /** The article and its website as the caller sees them; another website's answers 404. */
  private async readableOn(user: AuthUser, id: number) {
    const article = await this.articles.findOne(id);
    if (!article) throw new DomainException(ARTICLE_ERRORS.notFound);
    const visible = await this.access.readable(user, article.websiteId).catch(() => null);
    if (!visible) throw new DomainException(ARTICLE_ERRORS.notFound);
    return { article, website: visible.website, canWrite: visible.canWrite };
  }

  async authors(user: AuthUser, query: ArticleAuthorsQueryDto): Promise<ArticleAuthorsDto> {
    const websiteIds = await this.access.readableWithin(user, query.websiteId);
    if (websiteIds?.length === 0) return { data: [] };
    return { data: await this.articles.authorNames(websiteIds) };
  }

  /**
   * Website (when not selected with the rows), assignee and clone source names: bulk lookups, never
   * per row. `visible`: the websites the caller may read (null: all); a clone's source is named
   * only when its website is one of them.
   */
  private async toItems(
    rows: ArticleListRow[],
    visible: readonly number[] | null,
  ): Promise<ArticleListItemDto[]> {
    const assigned = rows.map((r) => r.assignedToUserId).filter((id): id is number => id !== null);
    const unnamed = rows.filter((r) => r.websiteName === undefined).map((r) => Number(r.websiteId));
    const sourceIds = rows
      .map((r) => r.clonedFromArticleId)
      .filter((id): id is number => id !== null)
      .map(Number);
    const [websites, users, clones, sources] = await Promise.all([
      this.articles.websiteNames([...new Set(unnamed)]),
      this.articles.userNames([...new Set(assigned)]),
      this.articles.cloneFacts(rows.map((r) => Number(r.id))),
      this.articles.sourceNames([...new Set(sourceIds)]),
    ]);
    const sourceOf = (id: number | null) => {
      const source = id === null ? undefined : sources.get(Number(id));
      return source && (!visible || visible.includes(source.websiteId)) ? source : null;
    };
    return rows.map((r) => ({
      id: Number(r.id),
      websiteId: Number(r.websiteId),
      websiteName: r.websiteName ?? websites.get(Number(r.websiteId))?.name ?? '',
      websiteTimezone:
        r.websiteName !== undefined
          ? (r.websiteTimezone ?? null)
          : (websites.get(Number(r.websiteId))?.timezone ?? null),
      remoteId: Number(r.remoteId),
      title: r.titleFull ?? r.title,
      sticky: Boolean(Number(r.sticky)),
      passwordProtected: Boolean(Number(r.passwordProtected)),
      authorName: r.authorName,
      status: r.status,
      createdAt: iso(r.createdAt),
      publishedAt: iso(r.publishedAt),
      modifiedAt: iso(r.modifiedAt)!,
      clonedFromArticleId: r.clonedFromArticleId,
      clonedFromId: r.clonedFromArticleId,
      clonedFrom: sourceOf(r.clonedFromArticleId),
      cloneCount: clones.counts.get(Number(r.id)) ?? 0,
      sourceChanged: clones.changed.has(Number(r.id)),
      assignedToUserId: r.assignedToUserId,
      assignedToName: r.assignedToUserId ? (users.get(r.assignedToUserId) ?? null) : null,
      generatedByAi: Boolean(Number(r.generatedByAi)),
      link: r.link,
      deletedInWp: Boolean(Number(r.deletedInWp)),
    }));
  }
}

/** The offset a relevance cursor names; another sort's cursor is refused. */
function offsetOf(cursor: string): number {
  const offset = parseOffsetCursor(cursor);
  if (offset === null) throw DomainException.onField('cursor', ARTICLE_ERRORS.cursorInvalid);
  return offset;
}

function cursorOf(text: string, sortBy: ColumnSort, sortDir: 'asc' | 'desc'): Cursor {
  const cursor = parseCursor(text, sortBy, sortDir);
  if (!cursor) throw DomainException.onField('cursor', ARTICLE_ERRORS.cursorInvalid);
  return cursor;
}

function detailOf(a: Article, withheld: boolean) {
  return {
    slug: a.slug,
    createdAtLocal: a.createdAtLocal,
    modifiedAtLocal: a.modifiedAtLocal,
    seoTitle: a.seoTitle,
    seoTitleDefault: a.seoTitleDefault,
    ogTitle: a.ogTitle,
    ogTitleDefault: a.ogTitleDefault,
    metaDescription: a.metaDescription,
    metaDescriptionDefault: a.metaDescriptionDefault,
    ogDescription: a.ogDescription,
    ogDescriptionDefault: a.ogDescriptionDefault,
    focusKeyword: a.focusKeyword,
    contentHtml: withheld ? '' : sanitizeArticleHtml(a.contentHtml),
    contentWithheld: withheld,
    excerpt: withheld ? null : a.excerpt,
    excerptGenerated: withheld ? null : a.excerptGenerated,
    featuredImageUrl: a.featuredImageUrl,
    categories: a.categories ?? [],
    categoryPaths: a.categoryPaths ?? (a.categories ?? []).map((name) => [name]),
    tags: a.tags ?? [],
    authorRemoteId: a.authorRemoteId,
    assignmentVersion: a.assignmentVersion,
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
