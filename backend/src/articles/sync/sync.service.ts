import { Injectable } from '@nestjs/common';
import { DomainException } from '../../core/http/domain-error';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { AuthUser } from '../../core/access/auth-user';
import { JobName } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import type { SyncStartedDto } from './dto/sync.dto';
import { SyncSchedule } from './sync-schedule';
import { WebsiteAccess } from '../../websites/website-access';
import { WebsitesService } from '../../websites/websites.service';
import { SYNC_MESSAGES } from './sync-report';
import { SYNC_ERRORS } from './sync.errors';

/** One sync job per website: a second start while it waits or runs joins the same run. */
export const syncJobId = (websiteId: number) => `sync:${websiteId}`;

@Injectable()
export class SyncService {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly websites: WebsitesService,
    private readonly jobs: JobsService,
    private readonly schedule: SyncSchedule,
  ) {
    // A failed sync is retried from the Jobs page through the same start (rights, verification).
    jobs.onRetry(JobName.SyncWebsite, (run, user) => this.start(user, Number(run.websiteId)));
  }

  async start(user: AuthUser, websiteId: number): Promise<SyncStartedDto> {
    const { website } = await this.access.writable(user, websiteId);
    if (!website.verified) {
      throw new DomainException(SYNC_ERRORS.notVerified, {
        reason: 'not-verified',
        detail: SYNC_MESSAGES.notVerified,
      });
    }
    const run = await this.jobs.enqueue(
      JobName.SyncWebsite,
      { websiteId, requestedBy: user.id },
      { jobId: syncJobId(websiteId), by: user, accountId: website.accountId },
    );
    return { jobId: String(run.id), message: SYNC_MESSAGES.started };
  }

  /** A sync failed for good: a refused password leaves the website needing verification. */
  async failedForGood(websiteId: number, error: unknown): Promise<void> {
    if (error instanceof WordPressError && error.reason === 'wrong-credentials') {
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
