import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { JobName } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import type { SyncStartedDto } from '../../websites/dto/website.dto';
import { SyncProgressStore } from '../../websites/sync-progress.store';
import { SyncSchedule } from '../../websites/sync-schedule';
import { WebsiteAccess } from '../../websites/website-access';
import { WebsitesRepository } from '../../websites/websites.repository';
import { SYNC_MESSAGES } from './sync-report';

/** One sync job per website: a second start while it waits or runs joins the same run. */
export const syncJobId = (websiteId: number) => `sync:${websiteId}`;

@Injectable()
export class SyncService {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly websites: WebsitesRepository,
    private readonly jobs: JobsService,
    private readonly schedule: SyncSchedule,
    private readonly progress: SyncProgressStore,
  ) {}

  async start(user: AuthUser, websiteId: number): Promise<SyncStartedDto> {
    const { website } = await this.access.writable(user, websiteId);
    if (!website.verified) {
      throw new UnprocessableEntityException({
        message: SYNC_MESSAGES.failed,
        reason: 'not-verified',
        detail: SYNC_MESSAGES.notVerified,
      });
    }
    await this.settledUnlessUnderWay(websiteId);
    const run = await this.jobs.enqueue(
      JobName.SyncWebsite,
      { websiteId, requestedBy: user.id },
      { jobId: syncJobId(websiteId), by: user, accountId: website.accountId },
    );
    await this.progress.queued(websiteId, String(run.id));
    return { jobId: String(run.id), message: SYNC_MESSAGES.started };
  }

  /** A schedule tick: syncs a verified website (no email); a deleted website loses its schedule. */
  async startScheduled(websiteId: number): Promise<void> {
    const website = await this.websites.findById(websiteId);
    if (!website) return this.schedule.clear(websiteId);
    if (!website.verified) return;
    await this.settledUnlessUnderWay(websiteId);
    const run = await this.jobs.enqueue(
      JobName.SyncWebsite,
      { websiteId, requestedBy: null },
      { jobId: syncJobId(websiteId), accountId: website.accountId },
    );
    await this.progress.queued(websiteId, String(run.id));
  }

  /**
   * A sync whose end was already announced (its progress is gone) may still be active in the queue
   * for a moment: a new start waits for it instead of joining a run that has ended.
   */
  private async settledUnlessUnderWay(websiteId: number): Promise<void> {
    if (await this.progress.current(websiteId)) return;
    await this.jobs.settled(JobName.SyncWebsite, syncJobId(websiteId));
  }
}
