import Redis from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { SessionCache } from '../src/core/access/session-cache';
import { JobsService } from '../src/core/queues/jobs.service';
import { QueueName } from '../src/core/queues/job-catalogue';
import { Website } from '../src/websites/entities/website.entity';
import { scheduleJobId } from '../src/articles/sync/sync-schedule';
import { SyncScheduleRestorer } from '../src/articles/sync/sync-schedule-restorer';
import { startInbox, type MailInbox } from './support/mail-inbox';
import { startRedis, stopRedis } from './support/redis-server';
import { SHARED_SECRETS, startApiProcess } from './support/worker-process';
import {
  ADMIN,
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

jest.setTimeout(60_000);

const REDIS_DOWN = 'service.redis_unavailable';
const ORIGIN = 'https://scheduled.e2e.test';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Beacons one address may send in a 10 s window, here. */
const PER_ADDRESS = 5;
const LIMIT_WINDOW_MS = 10_000;

/** The request's answer and how long it took. */
async function timed<T>(request: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

const jwtClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: number;
    sid: string;
  };

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Redis stops and comes back (empty): health names Redis, reads that do not need it go on, what
 * needs it answers 503 with a code at once, and everything (queues, the session cache's
 * subscriber, repeatable schedules) recovers without a restart.
 */
describe('Redis outage', () => {
  const env = testEnv();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let port: number;
  let redis: ChildProcess | undefined;
  let inbox: MailInbox;
  let t: TestApp;
  let bearer: string;
  let websiteId: number;
  let publicId: string;
  let stoppedAt = 0;
  /** Where this file's nodes keep page views answered while Redis is away (BeaconSpool). */
  let spoolDir: string;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    spoolDir = await mkdtemp(join(tmpdir(), 'ams-spool-'));
    [redis, inbox] = await Promise.all([startRedis(port), startInbox()]);
    t = await startApp(env, {
      ...SHARED_SECRETS,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SMTP_URL: inbox.smtpUrl,
      BEACON_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
      BEACON_SPOOL_DIR: spoolDir,
    });
    bearer = `Bearer ${(await login(t)).token}`;
    const created = await t.http
      .post('/api/websites')
      .set('Authorization', bearer)
      .send({ name: 'Scheduled', url: ORIGIN, syncIntervalMinutes: 60 })
      .expect(201);
    websiteId = created.body.data.id as number;
    publicId = (
      await t.http
        .get(`/api/websites/${websiteId}/tracking`)
        .set('Authorization', bearer)
        .expect(200)
    ).body.publicId as string;
    // A sync start reaches the queue only for a verified website.
    await t.db.getRepository(Website).update(websiteId, { verified: true });
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t?.close();
    await stopRedis(redis);
    await inbox?.close();
    await dropEnv(env);
    await rm(spoolDir, { recursive: true, force: true });
  });

  const health = () => t.http.get('/api/health');
  const users = () => t.http.get('/api/users').set('Authorization', bearer);
  const startSync = () =>
    t.http.post(`/api/websites/${websiteId}/sync`).set('Authorization', bearer);
  const forgot = () => t.http.post('/api/auth/forgot-password').send({ email: ADMIN.email });
  const repeatables = async () =>
    (await t.app.get(JobsService).queue(QueueName.Sync).getRepeatableJobs()).filter(
      (job) => job.id === scheduleJobId(websiteId),
    );

  const board = (path = '') => t.http.get(`/admin/queues${path}`).set('Authorization', bearer);

  it('serves everything while Redis is up', async () => {
    await health().expect(200);
    await users().expect(200);
    await board().expect(200);
    await board('/api/queues').expect(200);
    expect(await repeatables()).toEqual([expect.objectContaining({ every: 3_600_000 })]);
  });

  const beacon = (path: string, ip: string) =>
    t.http
      .post('/api/collect')
      .set('Origin', ORIGIN)
      .set('User-Agent', CHROME)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ k: publicId, u: `${ORIGIN}${path}` }));
  const views = async (path: string) => {
    const rows: { n: string }[] = await t.db.query(
      'SELECT COUNT(*) n FROM analytics_events WHERE path = ?',
      [path],
    );
    return Number(rows[0]!.n);
  };

  it('with Redis hanging (paused, its connection open): beacons are answered, a flood refused, each stored once', async () => {
    // The website and the day's salt are known before Redis hangs.
    await beacon('/before', '192.0.2.10').expect(202);
    await until(async () => (await views('/before')) === 1, 10_000, 'first view stored');
    // All in one limit window: at least half of it left.
    const left = LIMIT_WINDOW_MS - (Date.now() % LIMIT_WINDOW_MS);
    if (left < LIMIT_WINDOW_MS / 2) await new Promise((r) => setTimeout(r, left + 50));
    redis!.kill('SIGSTOP');
    let flood: number[];
    let reader: number;
    try {
      // Redis's counters do not answer within the command timeout: the node counts alone.
      flood = (
        await Promise.all(
          Array.from({ length: PER_ADDRESS + 3 }, () => beacon('/hung', '198.51.100.7')),
        )
      ).map((res) => res.status);
      reader = (await beacon('/reader', '192.0.2.11')).status;
      // Hand-offs Redis does not answer are tried again meanwhile.
      await new Promise((r) => setTimeout(r, 2500));
    } finally {
      redis!.kill('SIGCONT');
    }
    expect(flood.sort()).toEqual([
      ...Array<number>(PER_ADDRESS).fill(202),
      ...Array<number>(3).fill(429),
    ]);
    expect(reader).toBe(202);
    // Once Redis answers, every beacon taken is stored, once (a hand-off that timed out and was
    // tried again is not stored twice).
    await until(
      async () => (await views('/hung')) >= PER_ADDRESS && (await views('/reader')) >= 1,
      15_000,
      'beacons stored after the hang',
    );
    await new Promise((r) => setTimeout(r, 2000));
    expect({ hung: await views('/hung'), reader: await views('/reader') }).toEqual({
      hung: PER_ADDRESS,
      reader: 1,
    });
    await health().expect(200);
  });

  it('an api node that dies while Redis is away loses no page view it answered: another node sends them on', async () => {
    const nodePort = await freePort();
    const node = await startApiProcess(env, nodePort, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      BEACON_SPOOL_DIR: spoolDir,
    });
    const spools = async () =>
      (await readdir(join(spoolDir, env.redisPrefix)).catch(() => [] as string[])).filter((name) =>
        name.endsWith('.spool'),
      );
    const send = (path: string) =>
      fetch(`http://127.0.0.1:${nodePort}/api/collect`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'user-agent': CHROME, 'content-type': 'text/plain' },
        body: JSON.stringify({ k: publicId, u: `${ORIGIN}${path}` }),
      });
    const ANSWERED = 12;
    try {
      // The node knows the website and the day's salt before Redis goes.
      expect((await send('/node-before')).status).toBe(202);
      await until(async () => (await views('/node-before')) === 1, 10_000, 'first view stored');
      // Stopped, not paused: nothing the node sends meanwhile reaches Redis.
      await stopRedis(redis);
      redis = undefined;
      try {
        const answers = await Promise.all(
          Array.from({ length: ANSWERED }, () => send('/node-died')),
        );
        expect(answers.map((res) => res.status)).toEqual(Array<number>(ANSWERED).fill(202));
        expect(await spools()).toHaveLength(1);
        await node.kill('SIGKILL');
      } finally {
        redis = await startRedis(port);
      }
      // What it answered was on disk when it died; this file's other node finds its spool (its
      // process is gone) and sends it on to the restarted (empty) Redis, each page view once.
      await until(
        async () => (await views('/node-died')) >= ANSWERED,
        40_000,
        'views answered by the dead node stored',
      );
      await until(async () => (await spools()).length === 0, 5_000, 'spool sent on and removed');
      await new Promise((r) => setTimeout(r, 1500));
      expect(await views('/node-died')).toBe(ANSWERED);
    } finally {
      await node.kill();
    }
  });

  it('with Redis stopped: health names Redis, reads go on, what needs Redis is a fast 503', async () => {
    const socket = await connectSocket(t, (await login(t)).cookie);
    await stopRedis(redis);
    redis = undefined;
    stoppedAt = Date.now();

    const check = await timed(health());
    expect(check.res.status).toBe(503);
    expect(check.res.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(check.res.body.queues).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'sync', ready: false })]),
    );
    expect(check.ms).toBeLessThan(2000);

    const read = await timed(users());
    expect(read.res.status).toBe(200);
    expect(read.ms).toBeLessThan(1000);

    // A write that needs no Redis is saved, and this node's sockets hear it (other nodes' browsers
    // refetch when their sockets reconnect); its new schedule reaches Redis when Redis is back.
    const heard = nextEvent(socket, 'websites.changed');
    const edit = await timed(
      t.http
        .patch(`/api/websites/${websiteId}`)
        .set('Authorization', bearer)
        .send({ name: 'Renamed offline', syncIntervalMinutes: 120 }),
    );
    expect(edit.res.status).toBe(200);
    expect(edit.ms).toBeLessThan(1000);
    expect(await heard).toEqual({ action: 'updated', id: websiteId });
    socket.close();

    // A page view is taken (it waits in memory for Redis), counted against its limit by this node.
    const view = await timed(beacon('/offline', '192.0.2.12'));
    expect(view.res.status).toBe(202);
    expect(view.ms).toBeLessThan(1000);

    const signIn = () => t.http.post('/api/auth/login').send(ADMIN);
    // The queue dashboard too: the same coded 503 at once, not the driver's words after seconds.
    const page = () => board();
    const queuesApi = () => board('/api/queues');
    for (const request of [startSync, forgot, signIn, page, queuesApi]) {
      const { res, ms } = await timed(request());
      expect({ status: res.status, body: res.body as unknown }).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          code: REDIS_DOWN,
          message:
            'The service is temporarily unavailable (Redis cannot be reached). Try again in a moment.',
        },
      });
      expect(ms).toBeLessThan(1000);
    }
  });

  it('with Redis back (empty): everything recovers without a restart, schedules included', async () => {
    // Away long enough for reconnection attempts to pile up (Bull's own delay would reach seconds).
    await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + 5000 - Date.now())));
    redis = await startRedis(port);
    const back = Date.now();
    await until(async () => (await health()).status === 200, 5000, 'health 200');
    expect(Date.now() - back).toBeLessThan(3000);

    await users().expect(200);
    await board('/api/queues').expect(200);
    await startSync().expect(202);
    await forgot().expect(202);
    await inbox.waitFor((mail) => mail.to.includes(ADMIN.email), 10_000);
    // The page view taken while Redis was away is stored.
    await until(async () => (await views('/offline')) === 1, 10_000, 'offline view stored');

    // The session cache hears other nodes again: a forget published through Redis is applied.
    const fresh = await login(t);
    const user = jwtClaims(fresh.token);
    await t.http.get('/api/users').set('Authorization', `Bearer ${fresh.token}`).expect(200);
    const cache = t.app.get(SessionCache);
    expect(cache.get(user.sid, user.sub)).toBeDefined();
    const otherNode = new Redis(`redis://127.0.0.1:${port}`);
    await otherNode.publish(
      `${t.config.REDIS_PREFIX}:sessions:forget`,
      JSON.stringify({ sessionIds: [user.sid] }),
    );
    await otherNode.quit();
    await until(async () => !cache.get(user.sid, user.sub), 2000, 'session forgotten');

    // The restarted Redis held nothing: the schedule came back from MySQL (with the interval saved
    // while Redis was away), once, however often it is restored.
    await until(async () => (await repeatables()).length > 0, 5000, 'schedule restored');
    await t.app.get(SyncScheduleRestorer).restore();
    await t.app.get(SyncScheduleRestorer).restore();
    expect(await repeatables()).toEqual([expect.objectContaining({ every: 7_200_000 })]);
    expect(unhandled).toEqual([]);
  });
});
