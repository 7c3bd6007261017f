import { Injectable } from '@nestjs/common';
import { ARTICLE_ERRORS } from '../articles/articles.errors';
import { ArticlesService } from '../articles/articles.service';
import { SyncOutcomes } from '../articles/sync/sync-outcomes';
import type { Article } from '../articles/entities/article.entity';
import type { AuthUser } from '../core/access/auth-user';
import type { Audit } from '../core/audit/audit-trail';
import { DomainException } from '../core/http/domain-error';
import type { JobRun } from '../core/queues/entities/job-run.entity';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { WebsiteAccess } from '../websites/website-access';
import { WebsiteLifecycle } from '../websites/website-lifecycle';
import type { VisibleWebsite } from '../websites/websites.repository';
import { CLONE_ERRORS } from './cloning.errors';
import { NotificationsService } from '../notifications/notifications.service';
import { CloningRepository, type CloneListRow, type CloneRunListRow } from './cloning.repository';
import type {
  CloneArticlesDto,
  CloneCopiesDto,
  CloneJobDto,
  CloneJobsDto,
  CloneRowDto,
  CloneRowsDto,
  CloneRunDto,
  CloneRunsDto,
} from './dto/clone.dto';
import type {
  ArticleClone,
  CloneDraft,
  CloneParams,
  CloneType,
  ExistingCopy,
} from './entities/article-clone.entity';
import { REVIEW_ERRORS } from './review/review.errors';

/** One clone job per copy: a second start while it runs joins it. */
export const cloneJobId = (cloneId: number) => `clone:${cloneId}`;

/** What a clone run writes: a copy on a destination, chosen as `begin` says. */
type CloneTarget = readonly [
  Pick<Article, 'id' | 'websiteId'> & Partial<Pick<Article, 'title'>>,
  { website: Pick<VisibleWebsite['website'], 'id' | 'accountId'> & { name?: string } },
  { copy: ExistingCopy } | { cloneId: number },
];

/** Who a clone run is for: a person, or a copy's owner when it follows its source. */
interface CloneStarter {
  /** A person's request carries their address and where it came from (the audit trail). */
  by: (Pick<AuthUser, 'id' | 'accountId'> & Partial<AuthUser>) | null;
  /** Started by a sync that changed the source, not by a person. */
  followed?: boolean;
  /**
   * A held AI copy sent by its reviewer, with the text to write (`keep`: a retry of one, its
   * reviewed text kept).
   */
  review?: { draft: CloneDraft } | 'keep';
}

/** Starts clones (checked whole before anything is queued), lists the ledger, pushes updates. */
@Injectable()
export class CloningService {
  constructor(
    private readonly articles: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly ledger: CloningRepository,
    private readonly jobs: JobsService,
    private readonly events: RealtimeEvents,
    private readonly notifications: NotificationsService,
    lifecycle: WebsiteLifecycle,
    outcomes: SyncOutcomes,
  ) {
    // Copies that follow their source are pushed after a sync that changed it; the starters of
    // the others are told their copies are behind.
    outcomes.listen({
      changed: async (websiteId) => {
        await this.followSources(websiteId);
        await this.tellChangedSources(websiteId);
      },
    });
    // A website pointed at another WordPress (a new site, confirmed) keeps no copy of the old one.
    lifecycle.listen({
      replaced: (websiteId) => this.ledger.forgetDestination(websiteId),
    });
  }

  /** A failed clone started again (from the Jobs page) through the same checks, with its options. */
  async retry(run: JobRun, user: AuthUser): Promise<{ jobId: string }> {
    const clone = await this.ledger.findById(Number(run.payload.cloneId));
    if (!clone?.params) throw new DomainException(CLONE_ERRORS.noClones);
    const [source, destination] = await this.check(user, clone.sourceArticleId, clone.websiteId);
    const [job] = await this.enqueue(
      // A sent review that failed is retried with the text its reviewer sent.
      { by: user, ...(clone.reviewedAt && clone.draft ? { review: 'keep' as const } : {}) },
      [[source, destination, { cloneId: clone.id }]],
      clone.type,
      clone.params,
    );
    return { jobId: job!.jobId };
  }

  async start(user: AuthUser, dto: CloneArticlesDto): Promise<CloneJobsDto> {
    mayReadArticles(user);
    const params = paramsOf(dto);
    const sources = await Promise.all(dto.articleIds.map((id) => this.articles.readable(user, id)));
    const destinations = await Promise.all(dto.websiteIds.map((id) => this.destination(user, id)));
    if (sources.some((s) => dto.websiteIds.includes(s.websiteId))) {
      throw DomainException.onField('websiteIds', CLONE_ERRORS.sameWebsite);
    }
    if (dto.type === 'ai' && destinations.some((d) => d.website.aiServiceId === null)) {
      throw DomainException.onField('websiteIds', CLONE_ERRORS.noAiService);
    }
    const copy = { copy: dto.existing ?? 'update' } as const;
    const targets = sources.flatMap((s) => destinations.map((d) => [s, d, copy] as const));
    return { jobs: await this.enqueue({ by: user }, targets, dto.type, params) };
  }

  /**
   * A held AI copy written to its destination with the reviewer's text, through the same checks
   * as any clone, with the copy's own options; refused when it no longer waits for review.
   */
  async sendReviewed(user: AuthUser, clone: ArticleClone, draft: CloneDraft): Promise<CloneJobDto> {
    if (!clone.params) throw new DomainException(REVIEW_ERRORS.notHeld);
    const [source, destination] = await this.check(user, clone.sourceArticleId, clone.websiteId);
    const [job] = await this.enqueue(
      { by: user, review: { draft } },
      [[source, destination, { cloneId: clone.id }]],
      clone.type,
      clone.params,
    );
    return job!;
  }

  /** Where the articles have copies already (on websites the user may read): update or new? */
  async copies(user: AuthUser, articleIds: number[]): Promise<CloneCopiesDto> {
    await Promise.all(articleIds.map((id) => this.articles.readable(user, id)));
    return { data: await this.onReadableWebsites(user, await this.ledger.copiesOf(articleIds)) };
  }

  /** Every clone run of an article the user may read, newest first (unseen websites left out). */
  async runs(user: AuthUser, articleId: number): Promise<CloneRunsDto> {
    await this.articles.readable(user, articleId);
    const rows = await this.onReadableWebsites(user, await this.ledger.runs(articleId));
    return { data: rows.map(runOf) };
  }

  /** The ledger of an article the user may read; destinations they may not read are left out. */
  async list(user: AuthUser, articleId: number): Promise<CloneRowsDto> {
    await this.articles.readable(user, articleId);
    const rows = await this.onReadableWebsites(user, await this.ledger.list(articleId));
    return { data: rows.map(rowOf) };
  }

  /** The rows whose (destination) website the user may read; all of them for an administrator. */
  private async onReadableWebsites<R extends { websiteId: number | string }>(
    user: AuthUser,
    rows: R[],
  ): Promise<R[]> {
    const visible = await this.access.readableIds(user);
    return visible ? rows.filter((r) => visible.includes(Number(r.websiteId))) : rows;
  }

  /** The parent's current content to every clone the user may write to, with its own options. */
  async push(user: AuthUser, articleId: number): Promise<CloneJobsDto> {
    mayReadArticles(user);
    const source = await this.articles.readable(user, articleId);
    const clones = (await this.ledger.clonesOf(articleId)).filter((c) => c.params);
    if (clones.length === 0) throw new DomainException(CLONE_ERRORS.noClones);
    const jobs: CloneJobDto[] = [];
    for (const clone of clones) {
      const destination = await this.destination(user, clone.websiteId);
      jobs.push(
        ...(await this.enqueue(
          { by: user },
          [[source, destination, { cloneId: clone.id }]],
          clone.type,
          clone.params!,
        )),
      );
    }
    return { jobs };
  }

  /**
   * After a sync that changed posts of this website: its copies that follow their source and are
   * behind it are pushed, in the background, each with its own options, for its owner (the
   * history says a sync started it). A copy whose run is under way is left to it.
   */
  async followSources(sourceWebsiteId: number): Promise<number> {
    const behind = await this.ledger.followersBehind(sourceWebsiteId);
    for (const copy of behind) {
      await this.enqueue(
        {
          by: copy.clonedByUserId === null ? null : { id: copy.clonedByUserId, accountId: null },
          followed: true,
        },
        [
          [
            { id: copy.sourceArticleId, websiteId: sourceWebsiteId },
            { website: { id: copy.websiteId, accountId: copy.accountId } },
            { cloneId: copy.id },
          ],
        ],
        'unchanged',
        copy.params,
      );
    }
    return behind.length;
  }

  /** Each starter hears once per source change, once per story whatever its copies. */
  async tellChangedSources(sourceWebsiteId: number): Promise<void> {
    const untold = await this.ledger.behindUntold(sourceWebsiteId);
    const told = new Set<string>();
    for (const change of untold) {
      const key = `${change.userId}|${change.sourceArticleId}`;
      if (told.has(key)) continue;
      told.add(key);
      await this.notifications.notify({
        userId: change.userId,
        kind: 'source_changed',
        params: { title: change.title, website: change.website },
        link: `/apps/articles/logs/${change.sourceArticleId}`,
      });
    }
    await this.ledger.markTold(untold);
  }

  /** The starter of an AI copy held for review hears that it waits (the bell, by default). */
  async tellHeld(cloneId: number): Promise<void> {
    const [held] = await this.ledger.held(null, { id: cloneId }, 1);
    if (!held || held.clonedByUserId === null) return;
    await this.notifications.notify({
      userId: Number(held.clonedByUserId),
      kind: 'review_waiting',
      params: { title: held.sourceTitle ?? '', website: held.websiteName ?? '' },
      link: `/apps/reviews/${cloneId}`,
      accountId: Number(held.accountId),
    });
  }

  private async check(user: AuthUser, articleId: number, websiteId: number) {
    const source = await this.articles.readable(user, articleId);
    if (source.websiteId === websiteId) {
      throw DomainException.onField('websiteIds', CLONE_ERRORS.sameWebsite);
    }
    return [source, await this.destination(user, websiteId)] as const;
  }

  /** A destination the user may put articles on (403 view-only, 404 unseen), verified. */
  private async destination(user: AuthUser, websiteId: number): Promise<VisibleWebsite> {
    const found = await this.access.publishable(user, websiteId);
    if (!found.website.verified) throw new DomainException(CLONE_ERRORS.destinationNotVerified);
    return found;
  }

  private async enqueue(
    { by, followed = false, review }: CloneStarter,
    targets: readonly CloneTarget[],
    type: CloneType,
    params: CloneParams,
  ): Promise<CloneJobDto[]> {
    const jobs: CloneJobDto[] = [];
    for (const [source, { website }, target] of targets) {
      // A person's request is in the trail; a copy following its source is the product's doing.
      const audit: Audit | null =
        !followed && by?.email
          ? {
              by: { id: by.id, email: by.email, ip: by.ip, userAgent: by.userAgent },
              note: {
                subject: 'clone',
                subjectId: null,
                label: `${source.title ?? `#${source.id}`} → ${website.name ?? `#${website.id}`}`,
                action: review && review !== 'keep' ? 'sent' : 'requested',
                accountId: website.accountId,
                changes: [
                  { field: 'type', after: type },
                  ...(review && review !== 'keep'
                    ? [{ field: 'title', after: review.draft.title }]
                    : []),
                  { field: 'articleId', after: source.id },
                  { field: 'websiteId', after: website.id },
                  ...('copy' in target ? [{ field: 'existing', after: target.copy }] : []),
                ],
              },
            }
          : null;
      const started = await this.ledger.begin(
        source.id,
        website.id,
        {
          type,
          params,
          clonedByUserId: by?.id ?? null,
          ...(review === 'keep'
            ? { review }
            : review && by
              ? { review: { draft: review.draft, byUserId: by.id } }
              : {}),
        },
        target,
        audit,
      );
      if (!started) throw new DomainException(REVIEW_ERRORS.notHeld);
      const { cloneId, newCopy } = started;
      const run = await this.jobs.enqueue(
        JobName.CloneArticle,
        {
          articleId: source.id,
          websiteId: website.id,
          cloneId,
          requestedBy: followed ? null : (by?.id ?? null),
        },
        { jobId: cloneJobId(cloneId), by, accountId: website.accountId },
      );
      await this.ledger.recordRun({
        jobRunId: run.id,
        cloneId,
        sourceArticleId: source.id,
        websiteId: website.id,
        userId: followed ? null : (by?.id ?? null),
        type,
        newCopy,
        followed,
      });
      await this.ledger.setJob(cloneId, run.id);
      jobs.push({ jobId: String(run.id), articleId: source.id, websiteId: website.id });
      await this.changed(source.id, source.websiteId, website.id);
    }
    return jobs;
  }

  /** Tells the source's and the destination's audiences that the ledger moved. */
  changed(articleId: number, sourceWebsiteId: number, websiteId: number): Promise<void> {
    return this.events
      .publish('clones.changed', { articleId, sourceWebsiteId, websiteId })
      .catch(() => undefined);
  }
}

/** The routes check write on articles; copying also needs read on them (else: not found). */
function mayReadArticles(user: AuthUser) {
  if (!user.ability.can('read', 'article')) throw new DomainException(ARTICLE_ERRORS.notFound);
}

function paramsOf(dto: CloneArticlesDto): CloneParams {
  if (dto.followSource && dto.type !== 'unchanged') {
    throw DomainException.onField('followSource', CLONE_ERRORS.followNeedsVerbatim);
  }
  if (dto.status === 'future') {
    if (!dto.date) throw DomainException.onField('date', CLONE_ERRORS.dateRequired);
    if (new Date(dto.date).getTime() <= Date.now()) {
      throw DomainException.onField('date', CLONE_ERRORS.datePast);
    }
  } else if (dto.date) {
    throw DomainException.onField('date', CLONE_ERRORS.dateWithoutFuture);
  }
  return {
    skipTranslation: dto.skipTranslation ?? false,
    pushSeo: dto.pushSeo ?? false,
    status: dto.status,
    date: dto.status === 'future' ? new Date(dto.date!).toISOString() : null,
    followSource: dto.followSource ?? false,
  };
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function rowOf(r: CloneListRow): CloneRowDto {
  const params = typeof r.params === 'string' ? JSON.parse(r.params) : r.params;
  return {
    id: Number(r.id),
    sourceArticleId: Number(r.sourceArticleId),
    websiteId: Number(r.websiteId),
    websiteName: r.websiteName ?? '',
    remoteId: r.remoteId === null ? null : Number(r.remoteId),
    link: r.link,
    clonedBy:
      r.clonedByUserId === null
        ? null
        : { id: Number(r.clonedByUserId), name: r.clonedByName ?? r.clonedByEmail ?? '' },
    type: r.type,
    state: r.state,
    errorCode: r.errorCode,
    errorMessage: r.errorMessage,
    ...(params ? { params } : {}),
    yoast: r.yoast,
    sourceChanged: Number(r.sourceChanged) === 1,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    lastJobId: r.lastJobId === null ? null : String(r.lastJobId),
  };
}

function runOf(r: CloneRunListRow): CloneRunDto {
  return {
    id: Number(r.id),
    cloneId: Number(r.cloneId),
    websiteId: Number(r.websiteId),
    websiteName: r.websiteName ?? '',
    jobId: String(r.jobRunId),
    by: r.userId === null ? null : { id: Number(r.userId), name: r.userName ?? r.userEmail ?? '' },
    type: r.type,
    newCopy: Number(r.newCopy) === 1,
    followed: Number(r.followed) === 1,
    state: r.state,
    remoteId: r.remoteId === null ? null : Number(r.remoteId),
    link: r.link,
    errorCode: r.errorCode,
    errorMessage: r.errorMessage,
    createdAt: iso(r.createdAt),
    finishedAt: r.finishedAt === null ? null : iso(r.finishedAt),
  };
}
