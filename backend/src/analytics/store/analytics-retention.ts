import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/env';
import { JobName } from '../../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../../core/queues/job-handler';
import { Maintenance } from '../../core/queues/maintenance';
import { InjectRedis } from '../../core/redis/redis.module';
import { analyticsKeys } from '../analytics-keys';
import { AnalyticsRepository, dayOf, nextDay } from './analytics.repository';
import { resolveRange, type RangeName } from '../reports/analytics-range';
import { cachedSpan } from './analytics.sql';

const DAY = 86_400_000;
/** MariaDB's TO_DAYS('1970-01-01'). */
const TO_DAYS_EPOCH = 719_528;
const toDays = (day: string) => TO_DAYS_EPOCH + Date.parse(`${day}T00:00:00Z`) / DAY;
/** Tries of the pass at start, and the wait between them. */
const START_ATTEMPTS = 3;
const START_RETRY_MS = 2000;
/** Days ahead that get their partition in advance. */
const AHEAD = 3;
/** The ranges whose every-website range caches are built ahead of the first report. */
const WARM_RANGES: RangeName[] = [
  'last7d',
  'last30d',
  'last40d',
  'thisWeek',
  'thisMonth',
  'lastMonth',
];

/**
 * Keeps raw page views for ANALYTICS_RETENTION_DAYS: on every tick of periodic maintenance
 * (AnalyticsRetention, hourly; one worker at a time) it adds the coming days' partitions and drops
 * the partitions older than the retention, whole. Minute roll-ups go after 2 days, hours with the
 * raw events, days after 10 times the retention. Then it builds the every-website range caches of
 * the usual ranges (the first report of a day would otherwise build them) and drops stale ones.
 * A worker also runs it once as it starts: a new installation has its partitions before its
 * first beacon.
 */
@Injectable()
export class AnalyticsRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('AnalyticsRetention');
  private readonly keys: ReturnType<typeof analyticsKeys>;
  /** The run at start (partitions, roll-up pruning, warm range caches); settles, never rejects. */
  started: Promise<unknown> = Promise.resolve();
  /** Set once the process stops: the pass at start is not tried again. */
  private stopping = false;

  constructor(
    private readonly repo: AnalyticsRepository,
    @InjectRedis() private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly maintenance: Maintenance,
  ) {
    this.keys = analyticsKeys(config);
  }

  /**
   * The pass at start is shown on the Jobs page as the task's last run, as a tick would be. A
   * worker starting on a busy machine can see its first Redis commands time out (the event loop is
   * still loading the app): the pass is tried again, START_ATTEMPTS in all, before it is failed.
   */
  onApplicationBootstrap() {
    const startedAt = new Date();
    const outcome = (state: 'completed' | 'failed', message?: string) =>
      this.maintenance
        .record(JobName.AnalyticsRetention, {
          state,
          startedAt: startedAt.toISOString(),
          durationMs: Date.now() - startedAt.getTime(),
          ...(message ? { message } : {}),
        })
        .catch(() => undefined);
    const attempt = async (left: number): Promise<unknown> => {
      try {
        return await this.maintain();
      } catch (error) {
        if (left <= 1 || this.stopping) throw error;
        this.log.warn(
          `Analytics retention at start failed, trying again in ${START_RETRY_MS / 1000} s: ${(error as Error).message}`,
        );
        await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
        return attempt(left - 1);
      }
    };
    this.started = attempt(START_ATTEMPTS).then(
      () => outcome('completed'),
      (error: Error) => {
        this.log.warn(`Analytics retention skipped: ${error.message}`);
        return outcome('failed', error.message);
      },
    );
  }

  beforeApplicationShutdown() {
    this.stopping = true;
  }

  /** The closed-day spans of the day's usual ranges, each once. */
  private warmSpans(now: Date): [Date, Date][] {
    const spans = new Map<string, [Date, Date]>();
    for (const name of WARM_RANGES) {
      const range = resolveRange(name, now)!;
      const span = cachedSpan(range.from, range.to, now);
      if (span) spans.set(span.map((at) => at.getTime()).join(), span);
    }
    return [...spans.values()];
  }

  async maintain(now = new Date()): Promise<{ added: string[]; dropped: string[] }> {
    const lock = await this.redis.set(this.keys.retentionLock, '1', 'EX', 300, 'NX');
    if (lock !== 'OK') return { added: [], dropped: [] };
    try {
      const retention = this.config.ANALYTICS_RETENTION_DAYS;
      const partitions = await this.repo.partitions();
      const bounded = partitions.filter((p) => p.bound !== 'MAXVALUE');
      const highest = Math.max(0, ...bounded.map((p) => Number(p.bound)));
      // Every day within the retention has its own partition (a new table gets them all).
      const added: string[] = [];
      for (let back = retention; back >= -AHEAD; back--) {
        const day = dayOf(new Date(now.getTime() - back * DAY));
        if (toDays(nextDay(day)) > highest) added.push(day);
      }
      await this.repo.addDayPartitions(added);
      // A partition whose every day is older than the retention goes whole.
      const cutoff = toDays(dayOf(new Date(now.getTime() - retention * DAY)));
      const dropped = bounded.filter((p) => Number(p.bound) <= cutoff).map((p) => p.name);
      await this.repo.dropPartitions(dropped);
      await this.repo.pruneRollups({
        minute: new Date(now.getTime() - 2 * DAY),
        hour: new Date(now.getTime() - retention * DAY),
        day: new Date(now.getTime() - 10 * retention * DAY),
      });
      await this.repo.pruneStreamEntries(new Date(now.getTime() - DAY));
      // By the clock, not `now`: a cache must never hold a day that has not closed yet.
      const warming = performance.now();
      const spans = this.warmSpans(new Date());
      await this.repo.warmRangeCaches(spans);
      this.log.log(
        `Range caches ready for ${spans.length} spans in ${Math.round(performance.now() - warming)} ms`,
      );
      return { added, dropped };
    } finally {
      await this.redis.del(this.keys.retentionLock);
    }
  }
}

/** The retention pass as a tick of periodic maintenance. */
@HandlesJob(JobName.AnalyticsRetention)
export class AnalyticsRetentionHandler implements JobHandler<JobName.AnalyticsRetention> {
  constructor(private readonly retention: AnalyticsRetention) {}

  async run() {
    const { added, dropped } = await this.retention.maintain();
    return { added: added.length, dropped: dropped.length };
  }
}
