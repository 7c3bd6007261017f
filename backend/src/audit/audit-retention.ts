import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import { JobName } from '../core/queues/job-catalogue';
import { SettingsService } from '../settings/settings.service';
import { AuditRepository } from './audit.repository';

const DAY_MS = 86_400_000;

/** The trail keeps entries for the days the settings say, then they go (hourly, in batches). */
@HandlesJob(JobName.AuditRetention)
@Injectable()
export class AuditRetentionHandler implements JobHandler<JobName.AuditRetention> {
  private readonly log = new Logger('AuditRetention');

  constructor(
    private readonly repo: AuditRepository,
    private readonly settings: SettingsService,
  ) {}

  async run() {
    const days = await this.settings.auditRetentionDays();
    const deleted = await this.repo.purge(new Date(Date.now() - days * DAY_MS));
    if (deleted > 0) this.log.log(`${deleted} audit entries older than ${days} days deleted`);
    return { deleted };
  }
}
