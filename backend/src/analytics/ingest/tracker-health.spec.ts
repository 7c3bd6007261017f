import type Redis from 'ioredis';
import type { AppConfig } from '../../core/config/env';
import { TrackerHealth } from './tracker-health';

/** Records what would be sent to Redis, and answers counters as a hash would. */
class FakeRedis {
  readonly sent: string[] = [];
  readonly hashes = new Map<string, Record<string, string>>();

  hincrby(key: string, field: string, by: number) {
    this.sent.push(`HINCRBY ${key} ${field} ${by}`);
    const hash = this.hashes.get(key) ?? {};
    hash[field] = String(Number(hash[field] ?? 0) + by);
    this.hashes.set(key, hash);
    return Promise.resolve(Number(hash[field]));
  }

  pexpire(key: string) {
    this.sent.push(`PEXPIRE ${key}`);
    return Promise.resolve(1);
  }

  hgetall(key: string) {
    return Promise.resolve(this.hashes.get(key) ?? {});
  }
}

describe('TrackerHealth', () => {
  const config = { REDIS_PREFIX: 't' } as AppConfig;

  it('writes a flood of refusals as one counter bump per website, day and reason', async () => {
    const redis = new FakeRedis();
    const health = new TrackerHealth(redis as unknown as Redis, config);
    const at = new Date('2026-12-06T10:00:00Z');
    for (let i = 0; i < 5000; i++) health.refused(4, 'rate_limited', at);
    health.refused(4, 'bot', at);
    health.refused(5, 'origin', at);
    expect(redis.sent).toEqual([]);

    await health.flush();

    expect(redis.sent.sort()).toEqual([
      'HINCRBY t:analytics:refused:4:2026-12-06 bot 1',
      'HINCRBY t:analytics:refused:4:2026-12-06 rate_limited 5000',
      'HINCRBY t:analytics:refused:5:2026-12-06 origin 1',
      'PEXPIRE t:analytics:refused:4:2026-12-06',
      'PEXPIRE t:analytics:refused:5:2026-12-06',
    ]);
  });

  it('sums the last seven days by reason, every reason named', async () => {
    const redis = new FakeRedis();
    const health = new TrackerHealth(redis as unknown as Redis, config);
    health.refused(4, 'bot', new Date('2026-12-06T10:00:00Z'));
    health.refused(4, 'bot', new Date('2026-11-30T10:00:00Z'));
    // Eight days back: past the week shown.
    health.refused(4, 'origin', new Date('2026-11-28T10:00:00Z'));
    await health.flush();

    expect(await health.refusals(4, new Date('2026-12-06T12:00:00Z'))).toEqual({
      origin: 0,
      bot: 2,
      foreign_page: 0,
      rate_limited: 0,
    });
  });
});
