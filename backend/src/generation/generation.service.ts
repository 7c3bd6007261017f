import { Injectable } from '@nestjs/common';
import { ArticlesService } from '../articles/articles.service';
import type { AuthUser } from '../core/access/auth-user';
import type { Audit, AuditAction, AuditChange } from '../core/audit/audit-trail';
import { isAdministrator } from '../core/access/grants';
import { DomainException } from '../core/http/domain-error';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { PROMPT_ERRORS } from '../prompts/prompts.errors';
import { WebsiteAccess } from '../websites/website-access';
import { WebsiteLifecycle } from '../websites/website-lifecycle';
import { WebsiteCredentials } from '../websites/website-credentials';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import {
  MAX_SOURCES,
  type GenerateArticleDto,
  type GeneratedArticleDto,
  type ReplacementDto,
  type UseGeneratedDto,
} from './dto/generation.dto';
import { ReplacePostUseCase } from './replace-post.usecase';
import type { GeneratedArticle } from './entities/generated-article.entity';
import { GENERATION_ERRORS } from './generation.errors';
import { GenerationRepository } from './generation.repository';
import { plain } from '../article-ai/answers';
import { ARTICLE_AI_ERRORS } from '../article-ai/article-ai.errors';
import { ArticleAiService } from '../article-ai/article-ai.service';
import type { ArticleDraftDto, ReviseDto, RevisedDto } from '../article-ai/dto/article-draft.dto';

/**
 * Generate with AI: a topic and up to 3 sources become an article for a destination website,
 * written by its AI service following its persona and generation prompts, streamed to the page
 * (job stage `generating`), then regenerated, used or discarded.
 */
@Injectable()
export class GenerationService {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly websites: WebsitesService,
    private readonly jobs: JobsService,
    private readonly credentials: WebsiteCredentials,
    private readonly replacing: ReplacePostUseCase,
    private readonly ai: ArticleAiService,
    lifecycle: WebsiteLifecycle,
  ) {
    // A website pointed at another WordPress (a new site, confirmed): no generated article claims
    // a post there any more (no undo or replace reaches a stranger's post).
    lifecycle.listen({
      replaced: (websiteId) => this.rows.forgetPostsOf(websiteId),
    });
  }

  /** What Use would replace (an update or a rework): the post now, beside the article. */
  async replacement(user: AuthUser, id: number): Promise<ReplacementDto> {
    return this.replacing.preview(await this.visible(user, id));
  }

  /** Puts back the post Use replaced; the article is ready to use again. */
  async undo(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    await this.replacing.undo(await this.visible(user, id));
    return toDto((await this.rows.find(id))!);
  }

  async start(user: AuthUser, dto: GenerateArticleDto): Promise<GeneratedArticleDto> {
    if (dto.sourceArticleIds.length > MAX_SOURCES) {
      throw DomainException.onField('sourceArticleIds', {
        spec: GENERATION_ERRORS.tooManySources,
        message: `Choose at most ${MAX_SOURCES} source articles.`,
        params: { count: MAX_SOURCES },
      });
    }
    const { website, canWrite } = await this.access.readable(user, dto.websiteId);
    if (!canWrite) throw new DomainException(WEBSITE_ERRORS.viewOnly);
    if (website.aiServiceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
    if (dto.mode !== 'follow_up' && !dto.targetArticleId) {
      throw DomainException.onField('targetArticleId', GENERATION_ERRORS.targetRequired);
    }
    const ids = [...dto.sourceArticleIds, ...(dto.targetArticleId ? [dto.targetArticleId] : [])];
    const found = await this.articles.readableContents(user, ids);
    if (found === null) {
      throw DomainException.onField('sourceArticleIds', GENERATION_ERRORS.sourceNotFound);
    }
    // Use changes the existing article's post: it must be on the destination.
    const target = found.find((a) => a.id === dto.targetArticleId);
    if (dto.mode !== 'follow_up' && target && target.websiteId !== website.id) {
      throw DomainException.onField('targetArticleId', GENERATION_ERRORS.targetOtherWebsite);
    }
    const values = {
      accountId: website.accountId,
      userId: user.id,
      websiteId: website.id,
      topic: dto.topic,
      mode: dto.mode,
      targetArticleId: dto.targetArticleId ?? null,
      sourceArticleIds: dto.sourceArticleIds,
      state: 'generating' as const,
    };
    const row = await this.rows.insert(
      values,
      generationAudit(user, 'requested', { ...values, website }, [
        { field: 'topic', after: dto.topic },
        { field: 'mode', after: dto.mode },
        { field: 'sourceArticleIds', after: dto.sourceArticleIds },
        ...(dto.targetArticleId ? [{ field: 'targetArticleId', after: dto.targetArticleId }] : []),
      ]),
    );
    return this.enqueue(user, row);
  }

  async get(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    return toDto(await this.visible(user, id));
  }

  /** Writes it again from the same topic and sources. */
  async regenerate(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    const row = await this.visible(user, id);
    const moved = await this.rows.transition(id, ['ready', 'failed'], {
      state: 'generating',
      failureCode: null,
    });
    if (!moved) {
      throw new DomainException(
        row.state === 'generating' ? GENERATION_ERRORS.busy : GENERATION_ERRORS.notReady,
      );
    }
    return this.enqueue(user, { ...row, state: 'generating' });
  }

  /** The person's edit of the article before it is used (while it is ready). */
  async edit(user: AuthUser, id: number, dto: ArticleDraftDto): Promise<GeneratedArticleDto> {
    await this.visible(user, id);
    const edited = await this.rows.transition(id, ['ready'], {
      title: dto.title,
      contentHtml: dto.html,
      excerpt: dto.excerpt,
      seoTitle: dto.seo?.title || null,
      ogTitle: dto.seo?.ogTitle || null,
      metaDescription: dto.seo?.metaDescription || null,
      focusKeyword: dto.seo?.focusKeyword || null,
    });
    if (!edited) throw new DomainException(GENERATION_ERRORS.notReady);
    return toDto((await this.rows.find(id))!);
  }

  /** One part written again by the destination's AI (the article as the person has it). */
  async revise(user: AuthUser, id: number, dto: ReviseDto): Promise<RevisedDto> {
    const row = await this.visible(user, id);
    if (row.state !== 'ready') throw new DomainException(GENERATION_ERRORS.notReady);
    return this.ai.revise({
      websiteId: row.websiteId,
      part: dto.part,
      draft: dto.draft,
      instruction: dto.instruction,
      userId: user.id,
      accountId: row.accountId,
    });
  }

  /**
   * Sends the article to its destination (job `article.generated.send`): a follow-up as a new
   * draft post, an update or a rework into the existing article's post (same remote id). Claimed
   * first (ready → sending) so a second click sends nothing; the job ends it as used, or puts it
   * back to ready with the reason when it cannot be sent.
   */
  async use(user: AuthUser, id: number, dto: UseGeneratedDto = {}): Promise<GeneratedArticleDto> {
    const row = await this.visible(user, id);
    if (row.state === 'ready' && (!row.title?.trim() || !plain(row.contentHtml ?? ''))) {
      throw new DomainException(ARTICLE_AI_ERRORS.answerNoBody);
    }
    const website = await this.websites.find(row.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    // Refused at once when it cannot be sent at all; the article stays ready.
    if (row.state === 'ready' && !(await this.credentials.of(website))) {
      throw new DomainException(GENERATION_ERRORS.noCredentials);
    }
    const target =
      row.mode !== 'follow_up' && row.targetArticleId
        ? await this.articles.find(row.targetArticleId)
        : null;
    const remoteId = target && target.websiteId === row.websiteId ? target.remoteId : row.remoteId;
    // An update or a rework replaces a live post: never without the word of whoever uses it.
    if (row.state === 'ready' && row.mode !== 'follow_up' && remoteId && dto.replace !== true) {
      throw new DomainException(GENERATION_ERRORS.replaceUnconfirmed);
    }
    const claimed = await this.rows.transition(
      id,
      ['ready'],
      { state: 'sending', failureCode: null, remoteId, creatingAt: null },
      generationAudit(user, 'sent', { ...row, website }, [
        { field: 'state', before: 'ready', after: 'sending' },
        ...(remoteId ? [{ field: 'replacesPost', after: remoteId }] : []),
      ]),
    );
    if (!claimed) throw new DomainException(GENERATION_ERRORS.notReady);
    try {
      const run = await this.jobs.enqueue(
        JobName.SendGeneratedArticle,
        {
          generatedId: row.id,
          websiteId: row.websiteId,
          userId: user.id,
          accountId: row.accountId,
        },
        { by: user, accountId: row.accountId, jobId: `generated-send-${row.id}` },
      );
      await this.rows.change(id, { jobId: run.id });
    } catch (error) {
      await this.rows.transition(id, ['sending'], { state: 'ready' });
      throw error;
    }
    return toDto((await this.rows.find(id))!);
  }

  /**
   * Discards it; while it is being written, its job is cancelled first (the provider call is
   * aborted at once) and nothing it was writing is kept.
   */
  async discard(user: AuthUser, id: number): Promise<{ message: string }> {
    const row = await this.visible(user, id);
    if (row.state === 'generating' && row.jobId !== null) {
      await this.jobs.cancelIfRunning(row.jobId);
    }
    const from: GeneratedArticle['state'][] = ['ready', 'failed', 'generating'];
    const audit = generationAudit(user, 'discarded', row, [
      { field: 'state', before: row.state, after: 'discarded' },
    ]);
    if (!(await this.rows.transition(id, from, { state: 'discarded' }, audit))) {
      throw new DomainException(GENERATION_ERRORS.notReady);
    }
    return { message: 'Operation completed.' };
  }

  private async enqueue(user: AuthUser, row: GeneratedArticle): Promise<GeneratedArticleDto> {
    const run = await this.jobs.enqueue(
      JobName.GenerateArticle,
      {
        generatedId: row.id,
        websiteId: row.websiteId,
        userId: user.id,
        accountId: row.accountId,
      },
      { by: user, accountId: row.accountId },
    );
    await this.rows.change(row.id, { jobId: run.id });
    return toDto({ ...row, jobId: run.id });
  }

  /** Its author's, or any of an administrator's; others answer 404. */
  private async visible(user: AuthUser, id: number): Promise<GeneratedArticle> {
    const row = await this.rows.find(id);
    if (!row || (row.userId !== user.id && !isAdministrator(user))) {
      throw new DomainException(GENERATION_ERRORS.notFound);
    }
    return row;
  }
}

function toDto(row: GeneratedArticle): GeneratedArticleDto {
  return {
    id: row.id,
    websiteId: row.websiteId,
    websiteName: row.website?.name ?? '',
    topic: row.topic,
    mode: row.mode,
    targetArticleId: row.targetArticleId,
    sourceArticleIds: row.sourceArticleIds,
    state: row.state,
    jobId: row.jobId === null ? null : String(row.jobId),
    title: row.title,
    contentHtml: row.contentHtml,
    excerpt: row.excerpt,
    seoTitle: row.seoTitle,
    ogTitle: row.ogTitle,
    metaDescription: row.metaDescription,
    focusKeyword: row.focusKeyword,
    failureCode: row.failureCode,
    undoable: row.state === 'used' && row.replacedPost !== null,
    remoteId: row.remoteId,
    articleId: row.articleId,
    yoast: row.yoast,
    updatedAt: (row.updatedAt ?? new Date()).toISOString(),
  };
}

/** A generated article's trail entry: its topic on its website, and what the person did. */
function generationAudit(
  by: AuthUser,
  action: AuditAction,
  row: Pick<GeneratedArticle, 'accountId' | 'topic'> & {
    id?: number;
    website?: { name: string } | null;
  },
  changes: AuditChange[],
): Audit {
  return {
    by,
    note: {
      subject: 'generation',
      subjectId: row.id ?? null,
      label: row.website ? `${row.topic} → ${row.website.name}` : row.topic,
      action,
      accountId: row.accountId,
      changes,
    },
  };
}
