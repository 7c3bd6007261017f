import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { QueueName } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import { WebsitesService } from '../../websites/websites.service';
import { SyncSchedule } from './sync-schedule';

/**
 * Repeatable jobs live in Redis only: a Redis that restarts empty forgets every schedule, and one
 * that was away missed the changes made meanwhile. At start and whenever the sync queue connects
 * again, the schedules are made to match MySQL: missing ones added, stale ones removed, nothing
 * duplicated (Bull keys a repeatable job by its id and interval).
 */
@Injectable()
export class SyncScheduleRestorer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('SyncSchedule');
  /** One restore at a time: a reconnection during a restore runs another after it. */
  private last: Promise<void> = Promise.resolve();
  private readonly onReady = () => void this.restore();

  constructor(
    private readonly jobs: JobsService,
    private readonly websites: WebsitesService,
    private readonly schedule: SyncSchedule,
  ) {}

  onApplicationBootstrap() {
    const client = this.jobs.queue(QueueName.Sync).client;
    client.on('ready', this.onReady);
    if (client.status === 'ready') void this.restore();
  }

  onApplicationShutdown() {
    this.jobs.queue(QueueName.Sync).client.off('ready', this.onReady);
  }

  restore(): Promise<void> {
    this.last = this.last.then(() =>
      this.reconcile().catch((error: Error) =>
        this.log.warn(
          `Sync schedules not restored (next attempt on reconnection): ${error.message}`,
        ),
      ),
    );
    return this.last;
  }

  private async reconcile(): Promise<void> {
    // Redis first, MySQL second: a change saved in between is in MySQL and wins.
    const inRedis = await this.schedule.all();
    const inMysql = await this.websites.scheduled();
    let changed = 0;
    for (const { id, syncIntervalMinutes } of inMysql) {
      const current = inRedis.get(id);
      inRedis.delete(id);
      if (current?.length === 1 && current[0] === syncIntervalMinutes) continue;
      await this.schedule.set(id, syncIntervalMinutes);
      changed++;
    }
    for (const id of inRedis.keys()) {
      await this.schedule.clear(id);
      changed++;
    }
    if (changed > 0) this.log.log(`${changed} sync schedule(s) made to match the database`);
  }
}
