import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { VisitMarks } from '../src/analytics/ingest/visit-marks';
import { dropRedisKeys } from '../../test/support/stores';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The beacon store's marks on a connection that auto-pipelines, as the app's shared one does: a
 * batch applied in the same tick as another command (a pipeline already being filled) once ended
 * the whole process ("pipeline[functionName] is not a function", then an uncaught TypeError
 * inside ioredis), and a browser test saw its server reset its connections.
 */
describe('visit marks on an auto-pipelining Redis connection', () => {
  const prefix = `vm${randomBytes(3).toString('hex')}`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(REDIS_URL, { enableAutoPipelining: true });
  });
  afterAll(async () => {
    await dropRedisKeys(REDIS_URL, prefix);
    await redis.quit();
  });

  it('applies a batch beside other commands of the same tick, and tells new marks from seen ones', async () => {
    const batch = () => {
      const marks = new VisitMarks();
      marks.visit(`${prefix}:visit:v1`, 60);
      marks.seen(`${prefix}:seen:v1`, 60);
      return marks;
    };
    const [pong, first] = await Promise.all([redis.ping(), batch().apply(redis)]);
    expect(pong).toBe('PONG');
    expect(first).toEqual([true, true]);
    const [, again] = await Promise.all([redis.get(`${prefix}:seen:v1`), batch().apply(redis)]);
    expect(again).toEqual([false, false]);
  });
});
