import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { BeaconLimits, LIMIT_WINDOW_MS } from './beacon-limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits out the end of a limit window, so that what a test counts falls in one window. */
async function inOneWindow(): Promise<void> {
  const left = LIMIT_WINDOW_MS - (Date.now() % LIMIT_WINDOW_MS);
  if (left < 1000) await new Promise((resolve) => setTimeout(resolve, left + 20));
}

/** Real Redis: the counters are Redis's, and what they answer is the point. */
describe('BeaconLimits', () => {
  const prefix = `spec-limits-${randomBytes(4).toString('hex')}`;
  const key = (which: string) => `${prefix}:${which}`;
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(REDIS_URL, { enableAutoPipelining: true });
    clients.push(client);
    return client;
  };

  afterAll(async () => {
    const redis = connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    for (const client of clients) client.disconnect();
  });

  it('counts beacons asked together each by its place: the first ones are within', async () => {
    await inOneWindow();
    const redis = connect();
    const limits = new BeaconLimits(redis, key, { address: 5, site: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => limits.within(1, '198.51.100.7')),
    );
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    // The counters go with their window.
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    const ttl = await redis.pttl(key(`a:198.51.100.7:${window}`));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIMIT_WINDOW_MS);
  });

  it('shares the counts between api nodes, and limits a website across addresses', async () => {
    await inOneWindow();
    const perWindow = { address: 4, site: 8 };
    const nodeA = new BeaconLimits(connect(), key, perWindow);
    const nodeB = new BeaconLimits(connect(), key, perWindow);
    const sameAddress = await Promise.all([
      ...Array.from({ length: 3 }, () => nodeA.within(2, '192.0.2.1')),
      ...Array.from({ length: 3 }, () => nodeB.within(2, '192.0.2.1')),
    ]);
    expect(sameAddress.filter(Boolean)).toHaveLength(4);
    // Every beacon counts against its website, refused or not: two of its eight are left, whoever
    // sends them.
    const others = await Promise.all(
      ['192.0.2.2', '192.0.2.3', '192.0.2.4'].map((ip, i) => (i % 2 ? nodeA : nodeB).within(2, ip)),
    );
    expect(others.filter(Boolean)).toHaveLength(2);
  });

  it("decides by the node's own counts while Redis cannot be reached", async () => {
    const away = new Redis({
      port: await closedPort(),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    await inOneWindow();
    const limits = new BeaconLimits(away, key, { address: 2, site: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => limits.within(3, '203.0.113.5')),
    );
    expect(answers).toEqual([true, true, false]);
    away.disconnect();
  });
});
