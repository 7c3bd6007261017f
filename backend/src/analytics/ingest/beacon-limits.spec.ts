import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { BeaconLimits, LIMIT_SYNC_MS, LIMIT_WINDOW_MS } from './beacon-limits';

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

  it('holds a flood at one node exactly, at once, and tells Redis in one call per sync', async () => {
    await inOneWindow();
    const redis = connect();
    const sent: string[] = [];
    const monitor = await connect().monitor();
    clients.push(monitor);
    // What clients sent (a script's own commands show too, from "lua").
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (source !== 'lua' && args.some((arg) => arg.startsWith(prefix))) {
        sent.push(args[0]!.toUpperCase());
      }
    });
    const limits = new BeaconLimits(redis, key, { address: 5, site: 1_000 });
    const answers = Array.from({ length: 8 }, () => limits.within(1, '198.51.100.7'));
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    // Forty readers more, each of their own address: nothing is sent before the sync.
    for (let i = 0; i < 40; i++) expect(limits.within(1, `192.0.2.${i}`)).toBe(true);
    await limits.sync();
    // MONITOR reports a command after it ran: a moment later, anything more would show.
    for (let wait = 0; sent.length === 0 && wait < 2000; wait += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual(['EVAL']);
    // Every node reads the same totals, and the counters go with their window.
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    expect(await redis.get(key(`a:198.51.100.7:${window}`))).toBe('8');
    expect(await redis.get(key(`s:1:${window}`))).toBe('48');
    const ttl = await redis.pttl(key(`a:198.51.100.7:${window}`));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIMIT_WINDOW_MS);
  });

  it('sends its counts on its own, without being asked', async () => {
    await inOneWindow();
    const redis = connect();
    const limits = new BeaconLimits(redis, key, { address: 5, site: 1_000 });
    limits.within(4, '198.51.100.44');
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    const counted = () => redis.get(key(`a:198.51.100.44:${window}`));
    expect(await counted()).toBeNull();
    // Its timer sends it (LIMIT_SYNC_MS; waited for longer, as a busy machine may fire it late).
    const sentBy = Date.now() + LIMIT_SYNC_MS + 5_000;
    while ((await counted()) === null && Date.now() < sentBy) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await counted()).toBe('1');
  });

  it('shares the counts between api nodes: each hears the others at its next sync', async () => {
    await inOneWindow();
    const perWindow = { address: 4, site: 8 };
    const nodeA = new BeaconLimits(connect(), key, perWindow);
    const nodeB = new BeaconLimits(connect(), key, perWindow);
    const fromA = Array.from({ length: 3 }, () => nodeA.within(2, '192.0.2.1'));
    await nodeA.sync();
    // B has not heard A's three yet: its first is let through, and its sync hears the four.
    const firstFromB = nodeB.within(2, '192.0.2.1');
    await nodeB.sync();
    const moreFromB = Array.from({ length: 2 }, () => nodeB.within(2, '192.0.2.1'));
    expect({ fromA, firstFromB, moreFromB }).toEqual({
      fromA: [true, true, true],
      firstFromB: true,
      moreFromB: [false, false],
    });
    // The website's counter is shared the same way (refused beacons count too): A last heard 3 of
    // its 8 and lets three more through; its sync hears 9, and it refuses the next.
    await nodeB.sync();
    const others = ['192.0.2.2', '192.0.2.3', '192.0.2.4'].map((ip) => nodeA.within(2, ip));
    await nodeA.sync();
    expect({ others, next: nodeA.within(2, '192.0.2.5') }).toEqual({
      others: [true, true, true],
      next: false,
    });
  });

  it('sends a burst of new addresses (more than one script call holds) in one sync', async () => {
    await inOneWindow();
    const redis = connect();
    const limits = new BeaconLimits(redis, key, { address: 5, site: 100_000 });
    for (let i = 0; i < 2_500; i++) limits.within(5, `10.0.${i >> 8}.${i & 255}`);
    await limits.sync();
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    expect(await redis.get(key(`s:5:${window}`))).toBe('2500');
    expect(await redis.get(key(`a:10.0.9.195:${window}`))).toBe('1'); // the 2,500th
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
    expect(limits.within(3, '203.0.113.5')).toBe(true);
    await limits.sync(); // refused: kept as this node's own count
    expect([limits.within(3, '203.0.113.5'), limits.within(3, '203.0.113.5')]).toEqual([
      true,
      false,
    ]);
    away.disconnect();
  });
});
