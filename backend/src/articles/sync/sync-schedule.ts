import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { JOB_OPTIONS, JobName, QueueName } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import { WebsiteLifecycle } from '../../websites/website-lifecycle';

/** No colon: Bull splits repeatable keys on ':'. */
export const scheduleJobId = (websiteId: number) => `schedule-${websiteId}`;
const SCHEDULE_JOB_ID = /^schedule-(\d+)$/;

/**
 * Scheduled sync: one repeatable Bull job per website whose tick enqueues the regular sync job
 * (joining a running one). Repeatable jobs live in Redis, so every worker sees the same schedule;
 * MySQL's `syncIntervalMinutes` is the truth they mirror (see SyncScheduleRestorer). It follows
 * the websites domain's lifecycle: an interval saved is scheduled, a website deleted unscheduled.
 */
@Injectable()
export class SyncSchedule {
  constructor(
    private readonly jobs: JobsService,
    lifecycle: WebsiteLifecycle,
  ) {
    lifecycle.listen({
      syncIntervalChanged: (websiteId, minutes) => this.set(websiteId, minutes),
      deleted: (websiteId) => this.clear(websiteId),
    });
  }

  async set(websiteId: number, minutes: number | null): Promise<void> {
    const queue = this.reachable();
    if (!queue) return;
    await this.clear(websiteId);
    if (!minutes) return;
    await queue.add(
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
    const queue = this.reachable();
    if (!queue) return;
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

  /** Every website's scheduled intervals (minutes) as Redis holds them: one each, unless stale. */
  async all(): Promise<Map<number, number[]>> {
    const scheduled = new Map<number, number[]>();
    for (const job of await this.jobs.queue(QueueName.Sync).getRepeatableJobs()) {
      const websiteId = SCHEDULE_JOB_ID.exec(job.id ?? '')?.[1];
      if (!websiteId || !job.every) continue;
      const minutes = [...(scheduled.get(Number(websiteId)) ?? []), Number(job.every) / 60_000];
      scheduled.set(Number(websiteId), minutes);
    }
    return scheduled;
  }

  /**
   * Changes wait while Redis is away: MySQL keeps the interval, and the restorer makes Redis match
   * it as soon as the queue's connection is ready again.
   */
  private reachable(): Queue | null {
    const queue = this.jobs.queue(QueueName.Sync);
    return queue.client.status === 'ready' ? queue : null;
  }
}
