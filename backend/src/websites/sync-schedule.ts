import { Injectable } from '@nestjs/common';
import { JOB_OPTIONS, JobName, QueueName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';

/** No colon: Bull splits repeatable keys on ':'. */
export const scheduleJobId = (websiteId: number) => `schedule-${websiteId}`;

/**
 * Scheduled sync: one repeatable Bull job per website whose tick enqueues the regular sync job
 * (joining a running one). Repeatable jobs live in Redis, so every worker sees the same schedule.
 */
@Injectable()
export class SyncSchedule {
  constructor(private readonly jobs: JobsService) {}

  async set(websiteId: number, minutes: number | null): Promise<void> {
    await this.clear(websiteId);
    if (!minutes) return;
    await this.jobs.queue(QueueName.Sync).add(
      JobName.ScheduleWebsiteSync,
      { websiteId },
      {
        ...JOB_OPTIONS[JobName.ScheduleWebsiteSync],
        jobId: scheduleJobId(websiteId),
        repeat: { every: minutes * 60_000 },
      },
    );
  }

  async clear(websiteId: number): Promise<void> {
    const queue = this.jobs.queue(QueueName.Sync);
    const repeatable = await queue.getRepeatableJobs();
    await Promise.all(
      repeatable
        .filter((job) => job.id === scheduleJobId(websiteId))
        .map((job) => queue.removeRepeatableByKey(job.key)),
    );
  }

  /** The interval currently scheduled for a website (minutes), or null. */
  async current(websiteId: number): Promise<number | null> {
    const repeatable = await this.jobs.queue(QueueName.Sync).getRepeatableJobs();
    const job = repeatable.find((j) => j.id === scheduleJobId(websiteId));
    return job?.every ? Number(job.every) / 60_000 : null;
  }
}
