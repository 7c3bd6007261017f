// Redis Sentinel (REDIS_SENTINELS): a Redis primary, two replicas and three sentinels on spare ports,
// an api node and a worker following them, two real WordPress sites. The primary is killed in the
// middle of a sync, and again (the promoted one) in the middle of a clone: both complete with exact
// counts and nothing twice on WordPress; Chromium on the Jobs page (the built SPA, served by the
// api node) sees them finish without a reload, and a socket of the node is told to refetch what it
// missed (realtime.resync).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import {
  runBuiltBackend,
  startApiProcess,
  startWorker,
  type WorkerProcess,
} from '../../backend/test/support/worker-process';
import { launch, newPage } from '../browser/support/chromium';
import { signIn as signInPage } from '../browser/support/session';
import { ROOT } from '../browser/support/server';
import { freePort } from '../support/free-port';
import { TEST_PASSWORD_ENV } from '../support/password-cost';
import { dropDatabase } from '../support/stores';
import { slowPosts, startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { eventually, request, signIn } from './support/client';
import { PRIMARY_NAME, startRedisGroup, type RedisGroup } from './support/redis-sentinels';
import { privateStores } from './support/stores';

// Processes here are killed and started again, and run what `npm start` runs: the build.
runBuiltBackend();

const ADMIN = { email: 'admin@sentinel.test', password: 'sentinel admin password' };
const SYNC_POSTS = 800;
const CLONES = 12;
const STATUSES = 'publish,private,draft,future,trash,pending';
const SPA = join(ROOT, 'frontend', 'dist');
/** X and each of these: user-assigned ISO codes the seeded countries lack (XK is Kosovo's). */
const FREE_LETTERS = 'ABCDEFGHIJLMNOPQRSTUVWXYZ';

const basicAuth = (site: WpSite) =>
  `Basic ${Buffer.from(`${site.users.admin.login}:${site.users.admin.appPassword}`).toString('base64')}`;

/** The site's posts of every status the sync covers (WordPress's own answer). */
async function wpPosts(site: WpSite): Promise<{ id: number; title: string }[]> {
  const posts: { id: number; title: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${site.url}/wp-json/wp/v2/posts?context=edit&per_page=100&page=${page}&status=${STATUSES}&_fields=id,title`,
      { headers: { authorization: basicAuth(site) } },
    );
    assert.equal(res.status, 200);
    const batch = (await res.json()) as { id: number; title: { raw: string } }[];
    posts.push(...batch.map((p) => ({ id: p.id, title: p.title.raw })));
    if (page >= Number(res.headers.get('x-wp-totalpages'))) return posts;
  }
}

describe('Redis failover under sentinels', { timeout: 420_000 }, () => {
  const stores = privateStores();
  let group: RedisGroup | undefined;
  let sites: WpSite[] = [];
  const processes: WorkerProcess[] = [];
  let db: Connection | undefined;
  let socket: Socket | undefined;
  let browser: Browser | undefined;
  /** Chromium on the Jobs page, opened before the first run and never reloaded. */
  let jobsPage: Page | undefined;
  let base = '';
  let cookie = '';
  let sourceId = 0;
  let destId = 0;
  /** When the node told its sockets to refetch (realtime.resync). */
  const resyncs: number[] = [];
  /** Waits for the Jobs page to show each run completed, as it was drawn live (no reload). */
  const jobsPageShowsCompleted = async (ids: number[]) => {
    for (const id of ids) {
      await jobsPage!
        .locator(`[data-testid="job-state-${id}"][data-state="completed"]`)
        .waitFor({ timeout: 15_000 });
    }
    const same = await jobsPage!.evaluate(() => (window as { jobsPageMark?: number }).jobsPageMark);
    assert.equal(same, 1, 'the page was not reloaded');
  };

  const call = (method: string, path: string, body?: unknown) =>
    request(base, cookie, method, path, body, 20_000);

  async function addWebsite(site: WpSite): Promise<number> {
    const created = await call('POST', '/api/websites', {
      name: site.name,
      url: site.url,
      apiUsername: site.users.editor.login,
      apiKey: site.users.editor.appPassword,
      language: 'en',
      reviewAi: false,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = (created.body.data as { id: number }).id;
    const verified = await call('POST', `/api/websites/${id}/verify`, {});
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    return id;
  }

  const runs = async (where: string, params: unknown[]) =>
    (await db!.query(`SELECT id, state, attempts FROM job_runs WHERE ${where}`, params))[0] as {
      id: number;
      state: string;
      attempts: number;
    }[];

  before(
    async () => {
      assert.ok(existsSync(join(SPA, 'index.html')), 'Build first: npm run build');
      [group, sites, browser] = await Promise.all([
        startRedisGroup(),
        startWordPressSites({ count: 2, posts: [SYNC_POSTS, 0], yoast: [false, false] }),
        launch(),
      ]);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const common = {
        ...TEST_PASSWORD_ENV,
        PUBLIC_URL: base,
        SPA_DIR: SPA,
        LOG_LEVEL: 'warn',
        // REDIS_URL (the default test Redis) is not used: the sentinels name the primary.
        REDIS_SENTINELS: group.sentinels,
        REDIS_SENTINEL_NAME: PRIMARY_NAME,
      };
      processes.push(
        await startApiProcess(stores, port, {
          ...common,
          RUN_MIGRATIONS: 'true',
          SEED: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }),
      );
      processes.push(await startWorker(stores, common));
      db = await createConnection(stores.databaseUrl.replace(/^mariadb:/, 'mysql:'));
      cookie = await signIn(base, ADMIN);
      [sourceId, destId] = [await addWebsite(sites[0]!), await addWebsite(sites[1]!)];
      // A person on the Jobs page, the newest runs first.
      ({ page: jobsPage } = await newPage(browser!, base, { width: 1440, height: 900 }));
      await signInPage(jobsPage, ADMIN.email, ADMIN.password);
      await jobsPage.goto('/apps/jobs?perPage=50');
      await jobsPage.getByTestId('jobs-search').waitFor();
      // Gone if the document is ever loaded again.
      await jobsPage.evaluate(() => ((window as { jobsPageMark?: number }).jobsPageMark = 1));
      // A socket of the node, to hear it tell its browsers to refetch after Redis came back.
      socket = io(base, {
        transports: ['websocket'],
        extraHeaders: { cookie, origin: base },
      });
      socket.on('realtime.resync', () => resyncs.push(Date.now()));
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', resolve);
        socket!.once('connect_error', reject);
      });
    },
    { timeout: 240_000 },
  );

  after(
    async () => {
      socket?.disconnect();
      await browser?.close();
      await db?.end();
      await Promise.all(processes.map((p) => p.kill()));
      await stopAll(sites);
      await group?.stop();
      await dropDatabase(stores.databaseUrl);
    },
    { timeout: 60_000 },
  );

  it('a sync goes on when the Redis primary dies: every post once, seen finishing live', async (t) => {
    const removeSlow = await slowPosts(sites[0]!, 1.5);
    try {
      const started = await call('POST', `/api/websites/${sourceId}/sync`);
      assert.equal(started.status, 202, JSON.stringify(started.body));
      const jobId = String(started.body.jobId);
      await eventually(
        'the sync under way',
        async () => ((await runs('id = ?', [jobId]))[0]?.state === 'active' ? true : undefined),
        60_000,
      );
      // Its first pages are in (each takes 1.5 s here): the primary dies in the middle.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const killedAt = Date.now();
      // Staff go on working meanwhile: a country written every 200 ms until the failover is over.
      const writes: { name: string; status: number; code?: string; at: number }[] = [];
      let failingOver = true;
      const writing = (async () => {
        for (let i = 0; failingOver && i < FREE_LETTERS.length; i++) {
          const name = `Failover ${i}`;
          const letter = FREE_LETTERS[i]!;
          const res = await call('POST', '/api/countries', {
            name,
            iso2: `X${letter}`,
            iso3: `XQ${letter}`,
            dialingPrefix: '+999',
          });
          writes.push({ name, status: res.status, code: res.body.code as string, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      const failover = await group!.killPrimary().finally(() => (failingOver = false));
      await writing;
      t.diagnostic(`failover: ${failover.failoverMs} ms to promote ${failover.promoted}`);
      const [run] = await eventually(
        'the sync finished',
        async () => {
          const found = await runs('id = ?', [jobId]);
          return ['completed', 'failed'].includes(found[0]?.state ?? '') ? found : undefined;
        },
        120_000,
      );
      assert.equal(run!.state, 'completed');
      // Every write was answered 201 or, while Redis had no primary, a coded 503 (≤ 5 s of them);
      // each 201 is there.
      const refused = writes.filter((w) => w.status !== 201);
      t.diagnostic(
        `writes during the failover: ${writes.length - refused.length} × 201, ${refused.length} × 503`,
      );
      for (const w of refused) {
        assert.deepEqual([w.status, w.code], [503, 'service.redis_unavailable']);
      }
      if (refused.length > 0) assert.ok(refused.at(-1)!.at - refused[0]!.at <= 5000);
      const countries = await call('GET', '/api/countries?q=Failover&perPage=50');
      assert.deepEqual(
        (countries.body.data as { name: string }[]).map((c) => c.name).sort(),
        writes
          .filter((w) => w.status === 201)
          .map((w) => w.name)
          .sort(),
      );
      const [rows] = (await db!.query(
        'SELECT COUNT(*) AS n, COUNT(DISTINCT remoteId) AS distinctIds FROM articles WHERE websiteId = ? AND deletedInWp = 0',
        [sourceId],
      )) as unknown as [{ n: number; distinctIds: number }[]];
      assert.equal(Number(rows[0]!.n), (await wpPosts(sites[0]!)).length);
      assert.equal(Number(rows[0]!.distinctIds), Number(rows[0]!.n));
      // The node told its browsers to refetch once its Redis was back; the page saw the run end.
      await eventually(
        'the api node telling its browsers to refetch after the failover',
        async () => resyncs.some((at) => at > killedAt) || undefined,
        15_000,
      );
      await jobsPageShowsCompleted([run!.id]);
    } finally {
      await removeSlow();
    }
  });

  it('clones go on when the promoted primary dies too: each arrives once on WordPress', async (t) => {
    const list = await call('GET', `/api/articles?websiteId=${sourceId}&perPage=50&status=publish`);
    assert.equal(list.status, 200);
    const articles = (list.body.data as { id: number; title: string }[]).slice(0, CLONES);
    assert.equal(articles.length, CLONES);
    const started = await call('POST', '/api/articles/clone', {
      articleIds: articles.map((a) => a.id),
      websiteIds: [destId],
      type: 'unchanged',
      status: 'publish',
      pushSeo: false,
    });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const jobIds = (started.body.jobs as { jobId: string }[]).map((j) => j.jobId);
    assert.equal(jobIds.length, CLONES);
    const cloneRuns = () => runs('id IN (?)', [jobIds]);
    await eventually(
      'the first clones done',
      async () =>
        (await cloneRuns()).filter((r) => r.state === 'completed').length >= 2 || undefined,
      90_000,
    );
    const killedAt = Date.now();
    const failover = await group!.killPrimary();
    t.diagnostic(
      `failover: ${failover.failoverMs} ms to promote ${failover.promoted}; ` +
        `${(await cloneRuns()).filter((r) => r.state === 'completed').length}/${CLONES} clones done at the kill`,
    );
    const finished = await eventually(
      'every clone finished',
      async () => {
        const found = await cloneRuns();
        return found.length === CLONES &&
          found.every((r) => ['completed', 'failed'].includes(r.state))
          ? found
          : undefined;
      },
      180_000,
    );
    assert.deepEqual(
      finished.map((r) => r.state),
      Array<string>(CLONES).fill('completed'),
    );
    // Exactly one post per clone on the destination: a job retried after the failover found its
    // copy (the ledger) instead of writing another.
    const posts = await wpPosts(sites[1]!);
    assert.equal(posts.length, CLONES);
    assert.deepEqual(posts.map((p) => p.title).sort(), articles.map((a) => a.title).sort());
    await eventually(
      'the api node telling its browsers to refetch after the second failover',
      async () => resyncs.some((at) => at > killedAt) || undefined,
      15_000,
    );
    await jobsPageShowsCompleted(finished.map((r) => r.id));
  });
});
