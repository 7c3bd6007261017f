import { seedPosts, startWordPressSites, stopAll, type WpSite } from '../../test/wordpress/harness';
import { syncJobId } from '../src/articles/sync/sync.service';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { QueueName } from '../src/core/queues/job-catalogue';
import { JobsService } from '../src/core/queues/jobs.service';
import { startMariaDb, type MariaDbServer } from './support/mariadb-server';
import {
  ADMIN,
  connectSocket,
  dropEnvRedisKeys,
  login,
  startApp,
  testEnv,
  waitForEvent,
  type TestApp,
  type TestEnv,
  type TestSocket,
} from './support/test-app';
import {
  addMuPlugin,
  addVerifiedWebsite,
  articleRows,
  expectExactCopy,
  websiteBody,
  type AuthHeaders,
} from './support/wordpress';

jest.setTimeout(90_000);

const DB_DOWN = {
  statusCode: 503,
  code: 'service.database_unavailable',
  message:
    'The service is temporarily unavailable (the database cannot be reached). Try again in a moment.',
};

/** The request's answer and how long it took. */
async function timed<T>(request: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads sent one after another until `stop`: what each was answered (`200`, `503 <code>`). */
function keepReading(read: () => PromiseLike<{ status: number; body: { code?: string } }>) {
  const seen = new Set<string>();
  let reading = true;
  const loop = (async () => {
    while (reading) {
      try {
        const res = await read();
        seen.add(res.status === 200 ? '200' : `${res.status} ${res.body.code ?? '(no code)'}`);
      } catch (error) {
        seen.add(`no answer: ${(error as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      reading = false;
      await loop;
      return [...seen].sort();
    },
  };
}

/**
 * The app's own MariaDB (a private server on a spare port; WordPress keeps the machine's) is killed
 * in the middle of a sync and started again on the same datadir: while it is down every request
 * answers a fast coded 503 (health names the database), never a 500; once it is back everything
 * works again without restarting the app, and Bull's retry finishes the sync to an exact copy.
 */
describe('database outage', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let mariadb: MariaDbServer | undefined;
  let env: TestEnv | undefined;
  let site: WpSite | undefined;
  let t: TestApp;
  let socket: TestSocket | undefined;
  let removeSlowPage: (() => Promise<void>) | undefined;
  let auth: AuthHeaders;
  let websiteId: number;
  const readers: ReturnType<typeof keepReading>[] = [];
  const reading = (path: string) => {
    const reader = keepReading(() => t.http.get(path).set(auth));
    readers.push(reader);
    return reader;
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    // Each is kept as soon as it has started, so that afterAll stops it whatever else failed.
    const started = await Promise.allSettled([
      startMariaDb().then((server) => (mariadb = server)),
      startWordPressSites({ count: 1 }).then(([first]) => (site = first)),
    ]);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    if (!mariadb || !site) throw new Error('not started');
    env = { databaseUrl: mariadb.url('ams_outage'), redisPrefix: testEnv().redisPrefix };
    try {
      [t] = await Promise.all([
        startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' }),
        seedPosts(site, 250, { days: 5 }),
      ]);
      const session = await login(t);
      // Requests while the database is down carry a token obtained before.
      auth = { Authorization: `Bearer ${session.token}` };
      socket = await connectSocket(t, session.cookie);
      websiteId = await addVerifiedWebsite(t, auth, site);
      // Page 2 of the posts takes 2 s: the database goes down while the sync is under way.
      removeSlowPage = await addMuPlugin(
        site,
        'slow-page-2',
        `add_filter('rest_pre_dispatch', function ($result, $server, $request) {
        if ($request->get_route() === '/wp/v2/posts' && (int) $request->get_param('page') === 2) {
          sleep(2);
        }
        return $result;
      }, 10, 3);`,
      );
    } catch (error) {
      // A connection the private server closed (read ECONNRESET, "Connection lost", twice in four
      // runs beside the rest of `npm test`) is told with what the server wrote.
      throw new Error(
        `${(error as Error).message}\n--- the private mariadbd wrote:\n${mariadb.output().slice(-6000)}`,
        { cause: error },
      );
    }
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await Promise.all(readers.map((reader) => reader.stop()));
    socket?.disconnect();
    await removeSlowPage?.();
    await stopAll(site ? [site] : []);
    await t?.close();
    // The private server's datadir holds the app's database: deleting it is the cleanup.
    await mariadb?.destroy();
    if (env) await dropEnvRedisKeys(env);
  });

  const health = () => t.http.get('/api/health');

  it('serves while the database is up', async () => {
    const res = await health().expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    await t.http.get('/api/users').set(auth).expect(200);
  });

  it('killed mid-sync: a fast coded 503 while down, recovery without a restart, an exact copy', async () => {
    const started = await t.http.post(`/api/websites/${websiteId}/sync`).set(auth).expect(202);
    const jobId = started.body.jobId as string;
    expect(await socket!.emitWithAck('job.watch', jobId)).toBe(true);
    const finished = waitForEvent(socket!, 'job.completed', (e) => e.jobId === jobId);
    finished.catch(() => undefined); // awaited below, unless the test failed before
    await until(
      async () => (await articleRows(t, websiteId)).length > 0,
      20_000,
      'the first page committed',
    );
    expect((await articleRows(t, websiteId)).length).toBeLessThan(250);

    const reads = reading(`/api/articles?websiteId=${websiteId}`);
    await mariadb!.stop('SIGKILL');

    const check = await timed(health());
    expect({ status: check.res.status, body: check.res.body as unknown }).toEqual({
      status: 503,
      body: expect.objectContaining({ status: 'degraded', database: 'down', redis: 'up' }),
    });
    expect(check.ms).toBeLessThan(2000);

    const requests = {
      'list articles': () => t.http.get(`/api/articles?websiteId=${websiteId}`).set(auth),
      'read a website': () => t.http.get(`/api/websites/${websiteId}`).set(auth),
      'list users': () => t.http.get('/api/users').set(auth),
      'add a website': () => t.http.post('/api/websites').set(auth).send(websiteBody(site!)),
      'start a sync': () => t.http.post(`/api/websites/${websiteId}/sync`).set(auth),
      'sign in': () => t.http.post('/api/auth/login').send(ADMIN),
    };
    const answers: { what: string; status: number; body: unknown; fast: boolean }[] = [];
    for (const [what, request] of Object.entries(requests)) {
      const { res, ms } = await timed(request());
      answers.push({ what, status: res.status, body: res.body as unknown, fast: ms < 1000 });
    }
    expect(answers).toEqual(
      Object.keys(requests).map((what) => ({ what, status: 503, body: DB_DOWN, fast: true })),
    );

    // The attempt under way failed (its write could not reach the database) and waits for its retry.
    const queue = t.app.get(JobsService).queue(QueueName.Sync);
    await until(
      async () => ((await queue.getJob(syncJobId(websiteId)))?.attemptsMade ?? 0) >= 1,
      10_000,
      'the sync attempt failed',
    );

    await mariadb!.start();
    const back = Date.now();
    await until(async () => (await health()).status === 200, 5000, 'health 200');
    expect(Date.now() - back).toBeLessThan(3000);
    await t.http.get('/api/users').set(auth).expect(200);
    await t.http.get(`/api/websites/${websiteId}`).set(auth).expect(200);
    // Reads all along, through the crash and the restart: an answer or a coded 503, never a 500.
    expect(await reads.stop()).toEqual(['200', `503 ${DB_DOWN.code}`]);

    const event = await finished;
    expect(event).toMatchObject({ jobId, state: 'completed', progress: 100 });
    // Job history says so too (written just after the event), with the retry that finished it.
    const run = () => t.db.getRepository(JobRun).findOneByOrFail({ id: Number(event.jobId) });
    await until(async () => (await run()).state === 'completed', 5000, 'run completed');
    expect((await run()).attempts).toBeGreaterThanOrEqual(2);

    await expectExactCopy(t, auth, websiteId, site!);
    const live = (await articleRows(t, websiteId)).filter((a) => !a.deletedInWp);
    for (const status of ['publish', 'draft', 'private', 'future', 'trash']) {
      const list = await t.http
        .get(`/api/articles?websiteId=${websiteId}&status=${status}&perPage=5`)
        .set(auth)
        .expect(200);
      expect({ status, total: list.body.total }).toEqual({
        status,
        total: live.filter((a) => a.status === status).length,
      });
    }
  });

  it('a clean shutdown (SIGTERM) under reads: a coded 503 while down, never a 500, back by itself', async () => {
    const reads = reading(`/api/articles?websiteId=${websiteId}`);
    await new Promise((r) => setTimeout(r, 200));
    await mariadb!.stop('SIGTERM');
    const check = await timed(health());
    expect(check.res.status).toBe(503);
    expect(check.res.body).toMatchObject({ database: 'down' });
    expect(check.ms).toBeLessThan(2000);
    const { res } = await timed(t.http.get('/api/users').set(auth));
    expect({ status: res.status, body: res.body as unknown }).toEqual({
      status: 503,
      body: DB_DOWN,
    });

    await mariadb!.start();
    await until(async () => (await health()).status === 200, 5000, 'health 200');
    await new Promise((r) => setTimeout(r, 200));
    expect(await reads.stop()).toEqual(['200', `503 ${DB_DOWN.code}`]);
    await expectExactCopy(t, auth, websiteId, site!);
    expect(unhandled).toEqual([]);
  });
});
