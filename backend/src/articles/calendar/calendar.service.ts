import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { DomainException } from '../../core/http/domain-error';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { WebsiteAccess } from '../../websites/website-access';
import { WebsiteCredentials } from '../../websites/website-credentials';
import { WordPressClient } from '../../wordpress/wordpress.client';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { PostStatus } from '../../wordpress/wordpress.types';
import { ArticlesRepository } from '../articles.repository';
import { ArticlesService } from '../articles.service';
import { CALENDAR_ERRORS } from './calendar.errors';
import {
  CALENDAR_MAX_DAYS,
  CALENDAR_MAX_POSTS,
  CALENDAR_STATUSES,
  type CalendarDto,
  type CalendarPostDto,
  type CalendarQueryDto,
  type CalendarStatus,
} from './calendar.dto';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DDTHH:mm:ss` in UTC, as WordPress takes `date_gmt`. */
const wpGmt = (date: Date) => date.toISOString().slice(0, 19);
/** WordPress's `date_gmt` / `modified_gmt` (UTC without a zone) as a Date. */
const fromWpGmt = (text: string) => new Date(`${text}Z`);

/**
 * The editorial calendar: the published and scheduled posts of every website the reader may see,
 * and moving a scheduled post to another time on its WordPress (at once, as trashing is: one
 * small write the person waits for, refused with its reason).
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly readable: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly events: RealtimeEvents,
  ) {}

  async list(user: AuthUser, query: CalendarQueryDto): Promise<CalendarDto> {
    const from = query.from ? new Date(query.from) : new Date(new Date().setUTCHours(0, 0, 0, 0));
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + 31 * DAY_MS);
    if (!(to > from) || to.getTime() - from.getTime() > CALENDAR_MAX_DAYS * DAY_MS) {
      throw new DomainException(CALENDAR_ERRORS.rangeInvalid);
    }
    const [websiteIds, movable] = await Promise.all([
      this.access.readableWithin(user, query.websiteId),
      this.access.publishableIds(user),
    ]);
    if (websiteIds?.length === 0) return { data: [], truncated: false };
    const rows = await this.articles.calendar({
      websiteIds,
      from,
      to,
      statuses: query.status ? [query.status] : CALENDAR_STATUSES,
      author: query.author,
      limit: CALENDAR_MAX_POSTS + 1,
    });
    const mayMove = (websiteId: number) => movable === null || movable.includes(websiteId);
    return {
      data: rows.slice(0, CALENDAR_MAX_POSTS).map((row): CalendarPostDto => ({
        id: Number(row.id),
        websiteId: Number(row.websiteId),
        websiteName: row.websiteName,
        title: row.title,
        status: row.status as CalendarStatus,
        date: new Date(row.createdAt).toISOString(),
        authorName: row.authorName,
        clonedFromArticleId:
          row.clonedFromArticleId === null ? null : Number(row.clonedFromArticleId),
        link: row.link,
        canMove: row.status === 'future' && mayMove(Number(row.websiteId)),
      })),
      truncated: rows.length > CALENDAR_MAX_POSTS,
    };
  }

  /** Moves a scheduled post to `date` on its WordPress; answers the post as the calendar shows it. */
  async reschedule(user: AuthUser, id: number, date: string | undefined): Promise<CalendarPostDto> {
    const article = await this.readable.readable(user, id);
    const { website } = await this.access.publishable(user, article.websiteId);
    // The body is read once the reader may act on the post, before what the post is now.
    if (date === undefined) {
      throw DomainException.onField('date', CALENDAR_ERRORS.dateRequired);
    }
    if (article.status !== 'future' || article.deletedInWp) {
      throw new DomainException(CALENDAR_ERRORS.notScheduled);
    }
    const when = new Date(date);
    if (when.getTime() <= Date.now()) throw new DomainException(CALENDAR_ERRORS.dateInPast);
    const credentials = await this.credentials.of(website);
    if (!credentials) throw new DomainException(CALENDAR_ERRORS.noCredentials);
    let post;
    try {
      const writer = await this.wordpress.writer(credentials);
      post = await writer.updatePost(article.remoteId, { date_gmt: wpGmt(when) });
    } catch (error) {
      if (!(error instanceof WordPressError)) throw error;
      throw new DomainException(CALENDAR_ERRORS.wordpressFailed, { detail: error.detail });
    }
    if (!post) throw new DomainException(CALENDAR_ERRORS.postGone);
    const change = {
      createdAt: post.date_gmt ? fromWpGmt(post.date_gmt) : when,
      createdAtLocal: post.date ?? null,
      status: (post.status as PostStatus | undefined) ?? article.status,
      modifiedAt: post.modified_gmt ? fromWpGmt(post.modified_gmt) : new Date(),
    };
    await this.articles.rescheduled(id, change, {
      by: user,
      note: {
        subject: 'article',
        subjectId: id,
        label: article.titleFull ?? article.title,
        action: 'updated',
        accountId: website.accountId,
        changes: [
          {
            field: 'scheduledFor',
            before: article.createdAt?.toISOString() ?? null,
            after: change.createdAt.toISOString(),
          },
        ],
      },
    });
    void this.events.publish('articles.changed', {
      websiteId: article.websiteId,
      count: 1,
      articleIds: [id],
    });
    return {
      id,
      websiteId: article.websiteId,
      websiteName: website.name,
      title: article.titleFull ?? article.title,
      status: change.status as CalendarStatus,
      date: change.createdAt.toISOString(),
      authorName: article.authorName,
      clonedFromArticleId: article.clonedFromArticleId,
      link: post.link ?? article.link,
      canMove: change.status === 'future',
    };
  }
}
