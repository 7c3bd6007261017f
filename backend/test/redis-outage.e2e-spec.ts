import Redis from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../test/support/free-port';
import { SessionCache } from '../src/core/access/session-cache';
import { JobsService } from '../src/core/queues/jobs.service';
import { QueueName } from '../src/core/queues/job-catalogue';
import { Website } from '../src/websites/entities/website.entity';
import { scheduleJobId } from '../src/articles/sync/sync-schedule';
import { SyncScheduleRestorer } from '../src/articles/sync/sync-schedule-restorer';
import { startInbox, type MailInbox } from './support/mail-inbox';
import { startRedis, stopRedis } from './support/redis-server';
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
  let stoppedAt = 0;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    [redis, inbox] = await Promise.all([startRedis(port), startInbox()]);
    t = await startApp(env, { REDIS_URL: `redis://127.0.0.1:${port}`, SMTP_URL: inbox.smtpUrl });
    bearer = `Bearer ${(await login(t)).token}`;
    const created = await t.http
      .post('/api/websites')
      .set('Authorization', bearer)
      .send({ name: 'Scheduled', url: 'https://scheduled.e2e.test', syncIntervalMinutes: 60 })
      .expect(201);
    websiteId = created.body.data.id as number;
    // A sync start reaches the queue only for a verified website.
    await t.db.getRepository(Website).update(websiteId, { verified: true });
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t?.close();
    await stopRedis(redis);
    await inbox?.close();
    await dropEnv(env);
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
