import { Injectable } from '@nestjs/common';
import { ArticleAiService } from '../../article-ai/article-ai.service';
import { ArticlesService } from '../../articles/articles.service';
import type { AuthUser } from '../../core/access/auth-user';
import { DomainException } from '../../core/http/domain-error';
import { WebsiteAccess } from '../../websites/website-access';
import { CloningRepository, type HeldCloneRow } from '../cloning.repository';
import { CloningService } from '../cloning.service';
import type { ArticleClone, CloneDraft } from '../entities/article-clone.entity';
import type {
  ReviewDto,
  ReviewPageDto,
  ReviewQueryDto,
  ReviewRowDto,
  ReviewSentDto,
} from './dto/review.dto';
import type {
  ArticleDraftDto,
  ReviseDto,
  RevisedDto,
} from '../../article-ai/dto/article-draft.dto';
import { REVIEW_ERRORS } from './review.errors';
import { seoOf } from '../source-seo';

/**
 * Review before publish: AI copies held by their destination (`websites.reviewAi`) wait here until
 * a person who may publish on that website reads them beside their source, edits them, has the AI
 * write one part again, and sends (the clone job writes the reviewed text) or discards them.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly ledger: CloningRepository,
    private readonly cloning: CloningService,
    private readonly articles: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly ai: ArticleAiService,
  ) {}

  /** Held copies on the websites the reader may publish on, newest first, paged by keyset. */
  async list(user: AuthUser, query: ReviewQueryDto): Promise<ReviewPageDto> {
    const websites = await this.access.publishableIds(user);
    const [rows, total] = await Promise.all([
      this.ledger.held(
        websites,
        { websiteId: query.websiteId, q: query.q, before: query.cursor },
        query.perPage + 1,
      ),
      this.ledger.heldCount(websites, { websiteId: query.websiteId, q: query.q }),
    ]);
    const shown = rows.slice(0, query.perPage);
    return {
      data: shown.map(rowOf),
      total,
      nextCursor: rows.length > query.perPage ? String(shown.at(-1)!.id) : null,
    };
  }

  async get(user: AuthUser, id: number): Promise<ReviewDto> {
    const clone = await this.reviewable(user, id);
    const source = await this.articles.readable(user, clone.sourceArticleId);
    const [row] = await this.ledger.held(null, { id, anyState: true }, 1);
    if (!row) throw new DomainException(REVIEW_ERRORS.notFound);
    const seo = seoOf(source);
    return {
      ...rowOf(row),
      state: clone.state,
      source: {
        title: source.rawTitle ?? source.title,
        html: source.rawContent ?? source.contentHtml ?? '',
        excerpt: source.rawExcerpt ?? source.excerpt ?? '',
        seo: seo && {
          title: seo.title,
          ogTitle: seo.ogTitle,
          metaDescription: seo.metaDescription,
          focusKeyword: seo.focusKeyword,
        },
      },
      draft: clone.draft,
      pushSeo: clone.params?.pushSeo ?? false,
      status: clone.params?.status ?? 'draft',
      lastJobId: clone.lastJobId === null ? null : String(clone.lastJobId),
    };
  }

  /** The editor's text kept (still held) for later or for another reviewer. */
  async save(user: AuthUser, id: number, dto: ArticleDraftDto): Promise<ReviewDto> {
    await this.reviewable(user, id);
    if (!(await this.ledger.saveDraft(id, draftOf(dto)))) {
      throw new DomainException(REVIEW_ERRORS.notHeld);
    }
    const review = await this.get(user, id);
    await this.cloning.changed(review.sourceArticleId, review.sourceWebsiteId, review.websiteId);
    return review;
  }

  /** One part written again by the destination's AI; the editor decides whether to keep it. */
  async revise(user: AuthUser, id: number, dto: ReviseDto): Promise<RevisedDto> {
    const clone = await this.reviewable(user, id);
    if (clone.state !== 'held') throw new DomainException(REVIEW_ERRORS.notHeld);
    return this.ai.revise({
      websiteId: clone.websiteId,
      part: dto.part,
      draft: draftOf(dto.draft),
      instruction: dto.instruction,
      userId: user.id,
      accountId: user.accountId,
    });
  }

  /** The reviewed text written to the destination by the clone job (once; 409 when it no longer waits). */
  async send(user: AuthUser, id: number, dto: ArticleDraftDto): Promise<ReviewSentDto> {
    const clone = await this.reviewable(user, id);
    if (clone.state !== 'held') throw new DomainException(REVIEW_ERRORS.notHeld);
    const job = await this.cloning.sendReviewed(user, clone, draftOf(dto));
    return { jobId: job.jobId };
  }

  /** Dropped: the AI's copy is never written (in the trail). */
  async discard(user: AuthUser, id: number): Promise<void> {
    const clone = await this.reviewable(user, id);
    const [row] = await this.ledger.held(null, { id }, 1);
    const discarded =
      row &&
      (await this.ledger.discard(id, {
        by: { id: user.id, email: user.email, ip: user.ip, userAgent: user.userAgent },
        note: {
          subject: 'clone',
          subjectId: id,
          label: `${row.sourceTitle ?? `#${row.sourceArticleId}`} → ${row.websiteName ?? `#${row.websiteId}`}`,
          action: 'discarded',
          accountId: Number(row.accountId),
          changes: [{ field: 'state', before: 'held', after: 'cancelled' }],
        },
      }));
    if (!discarded) throw new DomainException(REVIEW_ERRORS.notHeld);
    await this.cloning.changed(clone.sourceArticleId, Number(row.sourceWebsiteId), clone.websiteId);
  }

  /**
   * An AI copy on a website the user may publish on (403 view-only, 404 unseen or not an AI
   * copy), whatever became of it.
   */
  private async reviewable(user: AuthUser, id: number): Promise<ArticleClone> {
    const clone = await this.ledger.findById(id);
    if (!clone || clone.type !== 'ai') throw new DomainException(REVIEW_ERRORS.notFound);
    await this.access.publishable(user, clone.websiteId);
    return clone;
  }
}

function draftOf(dto: ArticleDraftDto): CloneDraft {
  return {
    title: dto.title,
    html: dto.html,
    excerpt: dto.excerpt,
    seo: dto.seo
      ? {
          title: dto.seo.title,
          ogTitle: dto.seo.ogTitle,
          metaDescription: dto.seo.metaDescription,
          focusKeyword: dto.seo.focusKeyword,
        }
      : null,
  };
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function rowOf(r: HeldCloneRow): ReviewRowDto {
  return {
    id: Number(r.id),
    sourceArticleId: Number(r.sourceArticleId),
    title: r.sourceTitle ?? '',
    sourceWebsiteId: Number(r.sourceWebsiteId),
    sourceWebsiteName: r.sourceWebsiteName ?? '',
    websiteId: Number(r.websiteId),
    websiteName: r.websiteName ?? '',
    requestedBy:
      r.clonedByUserId === null
        ? null
        : { id: Number(r.clonedByUserId), name: r.clonedByName ?? r.clonedByEmail ?? '' },
    heldAt: iso(r.heldAt),
    replacesPost: r.remoteId !== null,
  };
}
