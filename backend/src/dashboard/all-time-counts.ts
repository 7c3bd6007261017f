import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../core/config/env';
import { InjectRedis } from '../core/redis/redis.module';
import { ChangeSequence } from '../core/realtime/change-sequence';
import {
  DashboardRepository,
  type MeasureCounts,
  type WebsiteCounts,
} from './dashboard.repository';

interface Stamped<T> {
  seq: string;
  value: T;
}

/** A safety net for a write nobody announced (a manual fix in the database). */
const TTL_SECONDS = 600;

/**
 * All-time counts read every article of a website, so they are kept in Redis per website, stamped
 * with the website's `articles.changed` counter read before computing them: they are recomputed
 * only for a website whose articles changed since. Parents depend on clones in any website (and
 * on websites deleted with theirs), so they are stamped with both global counters.
 */
@Injectable()
export class AllTimeCounts {
  private readonly prefix: string;

  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly sequence: ChangeSequence,
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:dashboard:all:`;
  }

  async countsByWebsite(websiteIds: readonly number[] | null): Promise<WebsiteCounts[]> {
    const websites = await this.dashboard.websites(websiteIds);
    if (websites.length === 0) return [];
    const ids = websites.map((w) => w.id);
    const filter = { websiteIds: ids, from: null, to: new Date() };
    const seqs = await this.sequence.read([
      this.sequence.key('articles.changed'),
      this.sequence.key('websites.changed'),
      ...ids.map((id) => this.sequence.key('articles.changed', id)),
    ]);
    if (seqs === null) return this.dashboard.countsByWebsite(filter);
    const [articlesSeq, websitesSeq, ...perWebsite] = seqs;
    const [measures, parents] = await Promise.all([
      this.measures(ids, perWebsite, filter),
      this.parents(`${articlesSeq}:${websitesSeq}`, filter),
    ]);
    return websites.map(({ id, name, syncedAt, deletionsCheckedAt }) => ({
      ...measures.get(id)!,
      websiteId: id,
      name,
      syncedAt,
      deletionsCheckedAt,
      parents: parents[id] ?? 0,
    }));
  }

  private async measures(
    ids: number[],
    seqs: string[],
    filter: { websiteIds: number[]; from: null; to: Date },
  ): Promise<Map<number, MeasureCounts>> {
    const keys = ids.map((id) => `${this.prefix}website:${id}`);
    const cached = await this.get<MeasureCounts>(keys);
    const found = new Map<number, MeasureCounts>();
    const stale: number[] = [];
    ids.forEach((id, i) => {
      const hit = cached[i];
      if (hit && hit.seq === seqs[i]) found.set(id, hit.value);
      else stale.push(id);
    });
    if (stale.length > 0) {
      const fresh = await this.dashboard.measures(stale, { ...filter, websiteIds: stale });
      const zero = { drafts: 0, trashed: 0, cloned: 0, published: 0, generated: 0, total: 0 };
      const writes: [string, Stamped<MeasureCounts>][] = stale.map((id) => {
        const value = fresh.get(id) ?? zero;
        found.set(id, value);
        return [keys[ids.indexOf(id)]!, { seq: seqs[ids.indexOf(id)]!, value }];
      });
      await this.set(writes);
    }
    return found;
  }

  /** Every website's parents at once (cost follows the clones), shared by every reader. */
  private async parents(
    seq: string,
    filter: { from: null; to: Date },
  ): Promise<Record<number, number>> {
    const key = `${this.prefix}parents`;
    const [hit] = await this.get<Record<number, number>>([key]);
    if (hit && hit.seq === seq) return hit.value;
    const value = Object.fromEntries(
      await this.dashboard.parents(null, { websiteIds: null, ...filter }),
    ) as Record<number, number>;
    await this.set([[key, { seq, value }]]);
    return value;
  }

  private async get<T>(keys: string[]): Promise<(Stamped<T> | null)[]> {
    try {
      return (await this.redis.mget(...keys)).map((raw) =>
        raw ? (JSON.parse(raw) as Stamped<T>) : null,
      );
    } catch {
      return keys.map(() => null);
    }
  }

  private async set(entries: [string, Stamped<unknown>][]): Promise<void> {
    try {
      await Promise.all(
        entries.map(([key, value]) =>
          this.redis.set(key, JSON.stringify(value), 'EX', TTL_SECONDS),
        ),
      );
    } catch {
      // Without Redis the next request computes again.
    }
  }
}
