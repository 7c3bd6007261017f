import { Injectable } from '@nestjs/common';
import { DomainException } from '../../core/http/domain-error';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { AuthUser } from '../../core/access/auth-user';
import { JobName } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import { ArticleStore } from '../article-store.repository';
import type { SyncCoverageDto, SyncStartedDto } from './dto/sync.dto';
import { SyncSchedule } from './sync-schedule';
import { WebsiteAccess } from '../../websites/website-access';
import { WebsitesService } from '../../websites/websites.service';
import { SYNC_MESSAGES } from './sync-report';
import { SYNC_ERRORS } from './sync.errors';

/** One sync job per website: a second start while it waits or runs joins the same run. */
export const syncJobId = (websiteId: number) => `sync:${websiteId}`;
/** One reconcile pass per website at a time, likewise. */
export const reconcileJobId = (websiteId: number) => `reconcile:${websiteId}`;

@Injectable()
export class SyncService {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly websites: WebsitesService,
    private readonly jobs: JobsService,
    private readonly schedule: SyncSchedule,
    private readonly store: ArticleStore,
  ) {}

  /**
   * `full`: every post is read again (a full import), not only those modified since the cursor.
   * `notify`: the requester is mailed when it ends. Whoever waits on the page sees the ending
   * there; a run that reads every post (the first, or a full import) mails anyway, as does one
   * that turns out long (the processor decides that). A click while a run waits or runs joins it,
   * with the choice that run was started with.
   */
  async start(
    user: AuthUser,
    websiteId: number,
    opts: { full?: boolean; notify?: boolean } = {},
  ): Promise<SyncStartedDto> {
    const website = await this.verifiedWritable(user, websiteId);
    const full = opts.full ?? false;
    const readsEverything = full || !(await this.store.syncState(websiteId))?.cursor;
    const run = await this.jobs.enqueue(
      JobName.SyncWebsite,
      {
        websiteId,
        requestedBy: user.id,
        ...(full ? { full: true } : {}),
        notify: (opts.notify ?? false) || readsEverything,
      },
      { jobId: syncJobId(websiteId), by: user, accountId: website.accountId },
    );
    const payload = run.payload as { requestedBy?: number | null; notify?: boolean };
    // A joined run mails whoever started it, as they chose: this caller only if that is them.
    const mails = payload.requestedBy === user.id && payload.notify !== false;
    return {
      jobId: String(run.id),
      message: mails ? SYNC_MESSAGES.started : SYNC_MESSAGES.startedQuietly,
      mails,
    };
  }

  /** What the website's copy covers: its window, the posts WordPress counted and those stored. */
  async coverage(user: AuthUser, websiteId: number): Promise<SyncCoverageDto> {
    const { website } = await this.access.readable(user, websiteId);
    const [state, postsSynced] = await Promise.all([
      this.store.syncState(websiteId),
      this.store.liveCount(websiteId),
    ]);
    return {
      syncDays: website.syncDays,
      postsOnSite: state?.remoteTotal ?? null,
      countedAt: state?.remoteCountedAt?.toISOString() ?? null,
      postsSynced,
    };
  }

  /** The reconcile pass, asked for by someone. */
  async reconcile(user: AuthUser, websiteId: number): Promise<SyncStartedDto> {
    const website = await this.verifiedWritable(user, websiteId);
    const run = await this.jobs.enqueue(
      JobName.ReconcileWebsite,
      { websiteId, requestedBy: user.id },
      { jobId: reconcileJobId(websiteId), by: user, accountId: website.accountId },
    );
    return { jobId: String(run.id), message: SYNC_MESSAGES.reconcileStarted, mails: false };
  }

  /** The reconcile pass a sync found due (nobody is mailed). */
  async reconcileDue(websiteId: number): Promise<void> {
    const website = await this.websites.find(websiteId);
    if (!website?.verified) return;
    await this.jobs.enqueue(
      JobName.ReconcileWebsite,
      { websiteId, requestedBy: null },
      { jobId: reconcileJobId(websiteId), accountId: website.accountId },
    );
  }

  private async verifiedWritable(user: AuthUser, websiteId: number) {
    const { website } = await this.access.writable(user, websiteId);
    if (!website.verified) {
      throw new DomainException(SYNC_ERRORS.notVerified, {
        reason: 'not-verified',
        detail: SYNC_MESSAGES.notVerified,
      });
    }
    return website;
  }

  /**
   * A sync failed for good: a refused password, or a site that sends its calls to another address
   * than the one its password was entered for, leaves the website needing verification.
   */
  async failedForGood(websiteId: number, error: unknown): Promise<void> {
    if (
      error instanceof WordPressError &&
      (error.reason === 'wrong-credentials' || error.reason === 'moved')
    ) {
      await this.websites.credentialsRefused(websiteId, error.reason, error.detail);
    }
  }

  /** A schedule tick: syncs a verified website (no email); a deleted website loses its schedule. */
  async startScheduled(websiteId: number): Promise<void> {
    const website = await this.websites.find(websiteId);
    if (!website) return this.schedule.clear(websiteId);
    if (!website.verified) return;
    await this.jobs.enqueue(
      JobName.SyncWebsite,
      { websiteId, requestedBy: null },
      { jobId: syncJobId(websiteId), accountId: website.accountId },
    );
  }
}
