/**
 * `npm run soak` (not in `npm test`): a newsroom's day compressed to SOAK_MINUTES (10) on the
 * cluster, with faults. Everything runs on this machine:
 *
 * - a MariaDB primary and a read replica (binlog replication, spare ports), Redis with two
 *   replicas and three sentinels, two `ROLE=api` nodes behind nginx (sticky cookie), two workers;
 * - SOAK_WEBSITES (200) website rows and SOAK_ARTICLES (2,000,000) articles in a Zipf size mix
 *   (the biggest site a sixth of them, the smallest a few thousand), three of the websites real
 *   WordPress sites (posts to sync, a clone destination, an AI provider on the local server);
 * - SOAK_BROWSERS (50) signed-in browsers' worth of clients through nginx: a socket each hearing
 *   every event, and a request every ~3 s (article list or search, dashboard, analytics, jobs,
 *   audit); on a reconnect or `realtime.resync` each refetches, as the SPA does;
 * - a sync of each real site every minute (the schedule's job; schedules go down to 15 minutes),
 *   a clone every 10 s, an AI generation every 20 s, a website renamed every 5 s (an event every
 *   browser must hear), SOAK_BEACONS (1,000) page-view beacons a second;
 * - faults, once each: a worker SIGKILLed (back 10 s later), an api node SIGKILLed (back 10 s
 *   later), the Redis primary SIGKILLed (the sentinels promote a replica), the database replica
 *   SIGKILLed (back 30 s later).
 *
 * It prints requests served and p99 per route family, every 5xx, jobs started / completed /
 * failed / lost, posts on WordPress against clones, articles against WordPress after the last
 * sync, events delivered against sent, beacons stored against answered, the RSS of each process
 * at the start, once warm and at the end, and any process that ended on its own (no fault killed
 * it) with its last words; and the verdict against the goals: 0 lost, 0 duplicated, no 5xx but
 * coded 503s within 5 s windows, RSS flat (each process ≤ 1.25× its warm size), none ended.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createPool, type Pool as DbPool } from 'mysql2/promise';
import { io, type Socket } from 'socket.io-client';
import { Pool } from 'undici';
import {
  runBuiltBackend,
  startApiProcess,
  startWorker,
  type WorkerProcess,
} from '../../backend/test/support/worker-process';
import { request } from '../cluster/support/client';
import { startPair, type Pair } from '../cluster/support/mariadb-pair';
import { NODE_COOKIE, startNginx, type Nginx } from '../cluster/support/nginx';
import { PRIMARY_NAME, startRedisGroup, type RedisGroup } from '../cluster/support/redis-sentinels';
import { freePort } from '../support/free-port';
import { TEST_PASSWORD_ENV } from '../support/password-cost';
import { startOpenAiServer, type ProtocolServer } from '../support/provider-servers';
import { startMailSink } from '../bench/support/backend';
import { startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = num('SOAK_MINUTES', 10);
const WEBSITES = num('SOAK_WEBSITES', 200);
const ARTICLES = num('SOAK_ARTICLES', 2_000_000);
const BROWSERS = num('SOAK_BROWSERS', 50);
const BEACONS = num('SOAK_BEACONS', 1000);
/** Which faults the day has (SOAK_FAULTS=worker,api,redis,replica: all of them). */
const FAULTS = new Set((process.env.SOAK_FAULTS ?? 'worker,api,redis,replica').split(','));
const DAY_MS = MINUTES * 60_000;
const ADMIN = { email: 'admin@soak.test', password: 'soak admin password' };
const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** The longest run of coded 503s a failover may cause. */
const WINDOW_MS = 5000;
const CODED_503 = new Set(['service.redis_unavailable', 'service.database_unavailable']);

/** When in the day the processes are taken as warm (before the first fault, at 0.2). */
const WARM_FRACTION = 0.15;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};

interface Answer {
  family: string;
  status: number;
  code?: string;
  ms: number;
  at: number;
}

/** Every answer the clients got. */
const answers: Answer[] = [];
const started = { sync: [] as string[], clone: [] as string[], generation: [] as string[] };
const faults: { what: string; at: number; back?: string }[] = [];

let base = '';

/** Processes that ended on their own during the day (no fault killed them), with their last words. */
const died: { name: string; at: number; exit: string; lastWords: string }[] = [];
/** Processes a fault is killing, whose end is expected. */
const faulted = new Set<WorkerProcess>();
let dayOver = false;

async function call(
  family: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const t0 = performance.now();
  let status = 0;
  let parsed: Record<string, unknown> = {};
  try {
    const reply = await request(base, cookie, method, path, body, 30_000);
    status = reply.status;
    parsed = reply.body;
  } catch (error) {
    // A refused connection or a timeout.
    parsed = { error: String(error) };
  }
  answers.push({
    family,
    status,
    code: parsed.code as string | undefined,
    ms: performance.now() - t0,
    at: Date.now(),
  });
  return { status, body: parsed };
}

/** A signed-in browser: its cookie (session + sticky key), its socket, what it heard. */
interface Browser {
  cookie: string;
  socket: Socket;
  renamesHeard: number;
  reconnects: number;
  refetches: number;
}

async function openBrowser(i: number): Promise<Browser> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`browser ${i}: login ${login.status}`);
  const cookies = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('accessToken=') || c.startsWith(`${NODE_COOKIE}=`));
  const cookie = cookies.join('; ');
  const socket = io(base, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: base },
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
  const browser: Browser = { cookie, socket, renamesHeard: 0, reconnects: 0, refetches: 0 };
  let connectedOnce = false;
  socket.on('connect', () => {
    if (connectedOnce) {
      browser.reconnects++;
      void refetch(browser);
    }
    connectedOnce = true;
  });
  socket.on('realtime.resync', () => void refetch(browser));
  socket.on('websites.changed', (change: { id: number }) => {
    if (change.id === liveWebsiteId) browser.renamesHeard++;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return browser;
}

/** What the SPA does on a reconnect or resync: it asks again for what it shows. */
async function refetch(browser: Browser): Promise<void> {
  browser.refetches++;
  await call('jobs', browser.cookie, 'GET', '/api/jobs?perPage=25');
}

let liveWebsiteId = 0;
const seededIds: number[] = [];

/** One browser's requests for the day: a page every ~3 s. */
async function browse(browser: Browser, until: number, seed: number): Promise<void> {
  let n = seed;
  while (Date.now() < until) {
    const websiteId = seededIds[(n * 7919) % seededIds.length]!;
    const page = n % 6;
    if (page === 0) {
      await call(
        'articles',
        browser.cookie,
        'GET',
        `/api/articles?perPage=25&websiteId=${websiteId}`,
      );
    } else if (page === 1) {
      await call('articles search', browser.cookie, 'GET', `/api/articles?perPage=25&q=news`);
    } else if (page === 2) {
      await call('dashboard', browser.cookie, 'GET', '/api/dashboard/summary');
    } else if (page === 3) {
      await call('analytics', browser.cookie, 'GET', '/api/analytics?range=today');
    } else if (page === 4) {
      await call('jobs', browser.cookie, 'GET', '/api/jobs?perPage=25');
    } else {
      await call('audit', browser.cookie, 'GET', '/api/audit?perPage=25');
    }
    n++;
    await sleep(2000 + ((n * 37) % 2000));
  }
}

/** Page views at `rate` a second, open loop, until `until`; counts the 202s. */
async function beacons(rate: number, until: number, site: WpSite, publicId: string) {
  const pool = new Pool(base, { connections: 64, pipelining: 1 });
  let sent = 0;
  let accepted = 0;
  let other = 0;
  const pending = new Set<Promise<void>>();
  const t0 = performance.now();
  while (Date.now() < until) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    while (sent < due) {
      const n = sent++;
      const request = pool
        .request({
          path: '/api/collect',
          method: 'POST',
          headers: {
            origin: site.url,
            'user-agent': AGENT,
            'content-type': 'text/plain',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ k: publicId, u: `${site.url}/post-${n % 300}`, r: null }),
        })
        .then(
          async (res) => {
            await res.body.dump();
            if (res.statusCode === 202) accepted++;
            else other++;
          },
          () => {
            other++;
          },
        )
        .finally(() => pending.delete(request));
      pending.add(request);
    }
    await sleep(2);
  }
  await Promise.all(pending);
  await pool.close();
  return { sent, accepted, other };
}

function rssKb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
    return line ? Number(line[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** Article counts per seeded website: Zipf over the websites, ARTICLES in all. */
function sizeMix(websites: number, total: number): number[] {
  const weights = Array.from({ length: websites }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(1, Math.round((w / sum) * total)));
}

async function seedArticles(db: DbPool, websiteIds: number[]): Promise<void> {
  const sizes = sizeMix(websiteIds.length, ARTICLES);
  const conn = await db.getConnection();
  try {
    const [[{ 'Create Table': create }]] = (await conn.query(
      'SHOW CREATE TABLE articles',
    )) as unknown as [[{ 'Create Table': string }]];
    const keys = create
      .split('\n')
      .map((l) => l.trim().replace(/,$/, ''))
      .filter((l) => /^(KEY|FULLTEXT KEY) /.test(l));
    const names = keys.map((l) => l.match(/KEY `([^`]+)`/)![1]!);
    // Loaded without its secondary indexes, which are then built once (replicated as such).
    await conn.query(`ALTER TABLE articles ${names.map((n) => `DROP INDEX \`${n}\``).join(', ')}`);
    await conn.query('SET unique_checks = 0, foreign_key_checks = 0');
    const words = ['news', 'storm', 'harbour', 'council', 'market', 'school', 'match', 'festival'];
    const now = Date.now();
    let done = 0;
    for (const [w, websiteId] of websiteIds.entries()) {
      for (let start = 1; start <= sizes[w]!; start += 5000) {
        const rows: unknown[][] = [];
        for (let remoteId = start; remoteId < start + 5000 && remoteId <= sizes[w]!; remoteId++) {
          const modified = new Date(now - ((remoteId * 7919) % (365 * 86_400)) * 1000);
          rows.push([
            websiteId,
            remoteId,
            `${words[remoteId % words.length]} ${words[(remoteId >> 3) % words.length]} ${remoteId}`,
            1 + (remoteId % 40),
            `Author ${1 + (remoteId % 40)}`,
            remoteId % 10 === 0 ? 'draft' : 'publish',
            modified,
            modified,
            modified,
            `https://soak-${websiteId}.example.com/?p=${remoteId}`,
            '["News"]',
            '[]',
            0,
          ]);
        }
        await conn.query(
          'INSERT INTO articles (websiteId, remoteId, title, authorRemoteId, authorName, status, createdAt, publishedAt, modifiedAt, link, categories, tags, deletedInWp) VALUES ?',
          [rows],
        );
        done += rows.length;
      }
      process.stdout.write(`\r  seeded ${done.toLocaleString('en')} articles`);
    }
    process.stdout.write('\n  building the indexes…\n');
    await conn.query(`ALTER TABLE articles ${keys.map((l) => `ADD ${l}`).join(', ')}`);
    await conn.query('SET unique_checks = 1, foreign_key_checks = 1');
    await conn.query(
      `INSERT INTO article_counts (websiteId, status, count)
       SELECT websiteId, status, COUNT(*) FROM articles WHERE websiteId IN (?) AND deletedInWp = 0
        GROUP BY websiteId, status`,
      [websiteIds],
    );
    await conn.query(
      `INSERT INTO website_authors (websiteId, remoteId, name)
       SELECT websiteId, authorRemoteId, MIN(authorName) FROM articles WHERE websiteId IN (?)
        GROUP BY websiteId, authorRemoteId`,
      [websiteIds],
    );
  } finally {
    conn.release();
  }
}

async function main() {
  // A process killed by a fault starts again from the build, compiling nothing, as in production.
  runBuiltBackend();
  const redisPrefix = `soak${randomBytes(3).toString('hex')}`;
  let pair: Pair | undefined;
  let redis: RedisGroup | undefined;
  let sites: WpSite[] = [];
  let ai: ProtocolServer | undefined;
  let mail: Awaited<ReturnType<typeof startMailSink>> | undefined;
  let nginx: Nginx | undefined;
  let db: DbPool | undefined;
  const processes = new Map<string, WorkerProcess>();
  /** Keeps `p` as `name`, and reports it if it ends before the day is over without a fault. */
  const watch = (name: string, p: WorkerProcess): void => {
    processes.set(name, p);
    p.child.once('exit', (code, signal) => {
      if (faulted.has(p) || dayOver) return;
      died.push({
        name,
        at: Date.now(),
        exit: signal ?? `code ${String(code)}`,
        lastWords: p.output().slice(-3000),
      });
    });
  };
  const browsers: Browser[] = [];
  let ticker: NodeJS.Timeout | undefined;
  try {
    console.log(
      `soak: ${MINUTES} min, ${WEBSITES} websites, ${ARTICLES.toLocaleString('en')} articles, ${BROWSERS} browsers, ${BEACONS} beacons/s`,
    );
    [pair, redis, sites, ai, mail] = await Promise.all([
      // A buffer pool that holds the day's hot rows (the test pair's default is 64 MB).
      startPair({ bufferPoolMb: 512 }),
      startRedisGroup(),
      startWordPressSites({ count: 3, posts: [300, 100, 0], yoast: [true, false, false] }),
      startOpenAiServer({ apiKey: 'sk-soak' }),
      startMailSink(),
    ]);
    const urls = pair.urls('ams_soak');
    const stores = { databaseUrl: urls.primary, redisPrefix };
    const [portA, portB, portNginx] = await Promise.all([freePort(), freePort(), freePort()]);
    base = `http://127.0.0.1:${portNginx}`;
    const common = {
      ...TEST_PASSWORD_ENV,
      PUBLIC_URL: base,
      SPA_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_REPLICA_URLS: urls.replica,
      REDIS_SENTINELS: redis.sentinels,
      REDIS_SENTINEL_NAME: PRIMARY_NAME,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      THROTTLE_LIMIT: '1000000',
      THROTTLE_LOGIN_LIMIT: '1000000',
    };
    const startApi = (name: string, port: number, extra: Record<string, string> = {}) =>
      startApiProcess(stores, port, { ...common, ...extra }).then((p) => watch(name, p));
    const startWork = (name: string) => startWorker(stores, common).then((p) => watch(name, p));
    await startApi('api A', portA, {
      RUN_MIGRATIONS: 'true',
      SEED: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await Promise.all([startApi('api B', portB), startWork('worker 1'), startWork('worker 2')]);
    nginx = await startNginx(portNginx, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
    db = createPool({ uri: urls.primary.replace(/^mariadb:/, 'mysql:'), connectionLimit: 4 });

    // The newsroom: three real sites, the other websites as rows with their articles.
    const admin = await openBrowser(0);
    browsers.push(admin);
    const cookie = admin.cookie;
    const realIds: number[] = [];
    for (const site of sites) {
      const created = await call('setup', cookie, 'POST', '/api/websites', {
        name: site.name,
        url: site.url,
        apiUsername: site.users.editor.login,
        apiKey: site.users.editor.appPassword,
        language: 'en',
        reviewAi: false,
      });
      const id = (created.body.data as { id: number }).id;
      await call('setup', cookie, 'POST', `/api/websites/${id}/verify`, {});
      realIds.push(id);
    }
    const provider = await call('setup', cookie, 'POST', '/api/providers', {
      name: 'soak-ai',
      prettyName: 'Soak AI',
      type: 'ai',
      protocol: 'openai',
      baseUrl: ai.baseUrl,
      apiKey: ai.apiKey,
    });
    const providerId = (provider.body.data as { id: number }).id;
    const service = await call('setup', cookie, 'POST', `/api/providers/${providerId}/services`, {
      name: 'Small',
      model: 'local-small',
    });
    await db.query('UPDATE websites SET aiProviderId = ?, aiServiceId = ? WHERE id = ?', [
      providerId,
      (service.body.data as { id: number }).id,
      realIds[0],
    ]);
    const [[{ accountId }]] = (await db.query('SELECT accountId FROM websites WHERE id = ?', [
      realIds[0],
    ])) as unknown as [[{ accountId: number }]];
    const t0 = performance.now();
    for (let w = 1; w <= WEBSITES - sites.length; w++) {
      const [res] = await db.query(
        'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
        [accountId, `Soak site ${w}`, `https://soak-${w}.example.com`],
      );
      seededIds.push((res as { insertId: number }).insertId);
    }
    liveWebsiteId = seededIds[0]!;
    await seedArticles(db, seededIds);
    // The replica has everything before the day starts.
    const [[{ pos }]] = (await db.query('SELECT @@gtid_binlog_pos AS pos')) as unknown as [
      [{ pos: string }],
    ];
    const replica = await pair.replica.connect();
    await replica.query('SELECT MASTER_GTID_WAIT(?, 1800)', [pos]);
    await replica.end();
    console.log(`  seeded and replicated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    for (const id of realIds) {
      await call('setup', cookie, 'POST', `/api/websites/${id}/sync`);
    }
    const tracking = await call('setup', cookie, 'GET', `/api/websites/${realIds[0]}/tracking`);
    const publicId = String(tracking.body.publicId);
    await sleep(20_000);
    const sources = await call(
      'setup',
      cookie,
      'GET',
      `/api/articles?websiteId=${realIds[0]}&status=publish&perPage=100`,
    );
    if (sources.status !== 200) {
      throw new Error(
        `The sources to clone: HTTP ${sources.status} ${JSON.stringify(sources.body)}`,
      );
    }
    const sourceIds = (sources.body.data as { id: number }[]).map((a) => a.id);
    for (let i = 1; i < BROWSERS; i++) browsers.push(await openBrowser(i));

    const rssNow = () => {
      const rss = new Map([...processes].map(([name, p]) => [name, rssKb(p.child.pid)] as const));
      rss.set('mariadb primary', rssKb(pair!.primary.pid()));
      rss.set('mariadb replica', rssKb(pair!.replica.pid()));
      rss.set('nginx', rssKb(nginx!.pid));
      return rss;
    };
    const rssAtStart = rssNow();
    /**
     * Measured again once warm (WARM_FRACTION of the day, before the first fault): what "flat" is
     * judged from. Until then a process grows as it should: caches fill, V8 sizes its heap to the
     * load, MariaDB reads the day's rows into its buffer pool.
     */
    let rssWarm = rssAtStart;

    // The day.
    console.log(`the day begins (${MINUTES} min)`);
    const dayStart = Date.now();
    const until = dayStart + DAY_MS;
    const at = (fraction: number) => dayStart + fraction * DAY_MS;
    // A process that does not come back is reported with its fault; the day goes on without it.
    const restarted = async (fault: (typeof faults)[number], start: Promise<unknown>) => {
      const t = Date.now();
      await start.then(
        () => (fault.back = `back in ${((Date.now() - t) / 1000).toFixed(0)} s`),
        (error: Error) => (fault.back = `NOT back: ${error.message.split('\n')[0]}`),
      );
    };
    const every = async (ms: number, task: (i: number) => Promise<void>) => {
      for (let i = 0; Date.now() < until; i++) {
        await task(i);
        await sleep(ms);
      }
    };
    const jobId = (res: { body: Record<string, unknown> }) =>
      res.body.jobId ? String(res.body.jobId) : undefined;
    let renames = 0;
    let renameTargets = 0;
    const work = [
      ...browsers.map((b, i) => browse(b, until, i)),
      beacons(BEACONS, until, sites[0]!, publicId),
      every(60_000, async () => {
        for (const id of realIds) {
          const res = await call('sync', cookie, 'POST', `/api/websites/${id}/sync`);
          const run = jobId(res);
          if (res.status === 202 && run && !started.sync.includes(run)) started.sync.push(run);
        }
      }),
      every(10_000, async (i) => {
        const source = sourceIds[i % sourceIds.length];
        if (source === undefined || i >= sourceIds.length) return;
        const res = await call('clone', cookie, 'POST', '/api/articles/clone', {
          articleIds: [source],
          websiteIds: [realIds[2]],
          type: 'unchanged',
          status: 'publish',
          pushSeo: false,
        });
        if (res.status === 202) {
          for (const j of res.body.jobs as { jobId: string }[]) started.clone.push(j.jobId);
        }
      }),
      every(20_000, async (i) => {
        // The article, then its excerpt and SEO data (the local server answers in order).
        ai!.answers.push(
          `The day's story ${i}\n\n<p>What happened.</p><p>What comes next.</p>`,
          JSON.stringify({
            excerpt: 'What happened.',
            seo: {
              title: `Story ${i}`,
              ogTitle: `Story ${i}`,
              metaDescription: 'What happened, and what comes next.',
              focusKeyword: 'story',
            },
          }),
        );
        const res = await call('generation', cookie, 'POST', '/api/articles/generate', {
          topic: `The day's story ${i}`,
          sourceArticleIds: [sourceIds[i % sourceIds.length]],
          websiteId: realIds[0],
          mode: 'follow_up',
        });
        const run = jobId(res);
        if (res.status === 202 && run) started.generation.push(run);
      }),
      every(5000, async (i) => {
        const connected = browsers.filter((b) => b.socket.connected).length;
        const res = await call('rename', cookie, 'PATCH', `/api/websites/${liveWebsiteId}`, {
          name: `Soak live ${i}`,
        });
        if (res.status === 200) {
          renames++;
          renameTargets += connected;
        }
      }),
      (async () => {
        await sleep(at(WARM_FRACTION) - Date.now());
        rssWarm = rssNow();
      })(),
      // The faults.
      (async () => {
        await sleep(at(0.2) - Date.now());
        if (FAULTS.has('worker')) {
          const fault = { what: 'worker 1 SIGKILL', at: Date.now() };
          faults.push(fault);
          faulted.add(processes.get('worker 1')!);
          await processes.get('worker 1')!.kill('SIGKILL');
          await sleep(10_000);
          await restarted(fault, startWork('worker 1'));
        }
        await sleep(at(0.4) - Date.now());
        if (FAULTS.has('api')) {
          const fault = { what: 'api B SIGKILL', at: Date.now() };
          faults.push(fault);
          faulted.add(processes.get('api B')!);
          await processes.get('api B')!.kill('SIGKILL');
          await sleep(10_000);
          await restarted(fault, startApi('api B', portB));
        }
        await sleep(at(0.6) - Date.now());
        if (FAULTS.has('redis')) {
          faults.push({ what: 'Redis primary SIGKILL', at: Date.now() });
          const failover = await redis!.killPrimary();
          console.log(`  Redis failover in ${failover.failoverMs} ms`);
        }
        await sleep(at(0.8) - Date.now());
        if (FAULTS.has('replica')) {
          const fault = { what: 'database replica SIGKILL', at: Date.now() };
          faults.push(fault);
          await pair!.replica.kill();
          await sleep(30_000);
          await restarted(fault, pair!.replica.restart());
        }
      })(),
    ];
    ticker = setInterval(() => {
      const done = Math.min(100, ((Date.now() - dayStart) / DAY_MS) * 100);
      process.stdout.write(`\r  ${done.toFixed(0)} % of the day, ${answers.length} answers`);
    }, 5000);
    await Promise.all(work);
    clearInterval(ticker);
    console.log('\nthe day is over; waiting for the jobs and the beacons to settle');
    const beaconCounts = (await work[browsers.length]) as Awaited<ReturnType<typeof beacons>>;

    // Settling: every job that was answered 202 ends; every beacon answered 202 is stored.
    const allJobs = [...started.sync, ...started.clone, ...started.generation];
    const states = async () => {
      const [rows] = (await db!.query('SELECT id, state FROM job_runs WHERE id IN (?)', [
        allJobs.length ? allJobs : [0],
      ])) as unknown as [{ id: number; state: string }[]];
      return new Map(rows.map((r) => [String(r.id), r.state]));
    };
    const settleUntil = Date.now() + 300_000;
    let final = await states();
    while (
      Date.now() < settleUntil &&
      allJobs.some((id) => !['completed', 'failed', 'cancelled'].includes(final.get(id) ?? ''))
    ) {
      await sleep(2000);
      final = await states();
    }
    const stored = async () => {
      const [[row]] = (await db!.query(
        'SELECT COUNT(*) AS n FROM analytics_events WHERE websiteId = ?',
        [realIds[0]],
      )) as unknown as [[{ n: number }]];
      return Number(row.n);
    };
    // The workers may still be storing a backlog: waited for while the count moves (up to 10
    // minutes); a count that stays put for 30 s is what was stored.
    let beaconsStored = await stored();
    const storeUntil = Date.now() + 600_000;
    let movedAt = Date.now();
    while (
      beaconsStored < beaconCounts.accepted &&
      Date.now() < storeUntil &&
      Date.now() - movedAt < 30_000
    ) {
      await sleep(2000);
      const now = await stored();
      if (now > beaconsStored) movedAt = Date.now();
      beaconsStored = now;
    }
    const rssAtEnd = new Map(
      [...processes].map(([name, p]) => [name, rssKb(p.child.pid)] as const),
    );
    rssAtEnd.set('mariadb primary', rssKb(pair.primary.pid()));
    rssAtEnd.set('mariadb replica', rssKb(pair.replica.pid()));
    rssAtEnd.set('nginx', rssKb(nginx.pid));

    // Clones on WordPress: one post per completed clone, none twice.
    const destPosts: string[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(
        `${sites[2]!.url}/wp-json/wp/v2/posts?context=edit&per_page=100&page=${page}&status=publish,draft,private,future,pending&_fields=id,title`,
        {
          headers: {
            authorization: `Basic ${Buffer.from(`${sites[2]!.users.admin.login}:${sites[2]!.users.admin.appPassword}`).toString('base64')}`,
          },
        },
      );
      destPosts.push(
        ...((await res.json()) as { title: { raw: string } }[]).map((p) => p.title.raw),
      );
      if (page >= Number(res.headers.get('x-wp-totalpages') ?? 1)) break;
    }

    // The report.
    console.log('\n== requests (through nginx) ==');
    const families = [...new Set(answers.map((a) => a.family))].sort();
    for (const family of families) {
      const of = answers.filter((a) => a.family === family);
      const ok = of.filter((a) => a.status >= 200 && a.status < 400);
      console.log(
        `  ${family.padEnd(16)} ${String(of.length).padStart(7)} served, p99 ${p99(
          ok.map((a) => a.ms),
        )
          .toFixed(0)
          .padStart(6)} ms, ` +
          `${of.filter((a) => a.status >= 500 || a.status === 0).length} 5xx/failed`,
      );
    }
    const bad = answers.filter((a) => a.status >= 500 || a.status === 0);
    const uncoded = bad.filter((a) => !(a.status === 503 && a.code && CODED_503.has(a.code)));
    const coded = bad.filter((a) => !uncoded.includes(a));
    console.log(`  5xx: ${bad.length} (${coded.length} coded 503, ${uncoded.length} other)`);
    for (const a of uncoded.slice(0, 20)) {
      console.log(
        `    ${new Date(a.at).toISOString()} ${a.family} ${a.status} ${a.code ?? ''} (${a.ms.toFixed(0)} ms)`,
      );
    }
    // Each coded 503 belongs to the last fault before it.
    const faultOf = (at: number) => faults.filter((f) => f.at <= at).at(-1);
    const windows = faults.map((f) => {
      const near = coded.filter((a) => faultOf(a.at) === f);
      const span = near.length ? near.at(-1)!.at - near[0]!.at : 0;
      return { ...f, n: near.length, span };
    });
    console.log('\n== faults ==');
    for (const w of windows) {
      console.log(
        `  +${((w.at - dayStart) / 1000).toFixed(0)} s ${w.what}${w.back ? ` (${w.back})` : ''}: ${w.n} coded 503s over ${(w.span / 1000).toFixed(1)} s`,
      );
    }
    const count = (ids: string[], state: string) =>
      ids.filter((id) => final.get(id) === state).length;
    const lost = allJobs.filter(
      (id) => !['completed', 'failed', 'cancelled'].includes(final.get(id) ?? ''),
    );
    console.log('\n== jobs (each answered 202) ==');
    for (const [kind, ids] of Object.entries(started)) {
      console.log(
        `  ${kind.padEnd(10)} ${ids.length} started, ${count(ids, 'completed')} completed, ${count(ids, 'failed')} failed, ${ids.filter((id) => lost.includes(id)).length} lost`,
      );
    }
    const duplicates = destPosts.length - new Set(destPosts).size;
    console.log(
      `  clones on WordPress: ${destPosts.length} posts for ${count(started.clone, 'completed')} completed clones, ${duplicates} duplicated`,
    );
    console.log('\n== events ==');
    const heard = browsers.reduce((n, b) => n + b.renamesHeard, 0);
    console.log(
      `  websites.changed: ${renames} renames, ${renameTargets} deliveries due to connected browsers, ${heard} delivered; ` +
        `${browsers.reduce((n, b) => n + b.reconnects, 0)} reconnects, ${browsers.reduce((n, b) => n + b.refetches, 0)} refetches`,
    );
    console.log('\n== beacons ==');
    console.log(
      `  ${beaconCounts.sent} sent, ${beaconCounts.accepted} answered 202, ${beaconCounts.other} other, ${beaconsStored} stored`,
    );
    console.log(
      `\n== RSS (MB) at start → warm (${WARM_FRACTION * 100} % of the day) → end; flat: end ≤ 1.25 × warm ==`,
    );
    let rssFlat = true;
    const mb = (kb: number | undefined) => ((kb ?? NaN) / 1024).toFixed(0).padStart(5);
    for (const [name, start] of rssAtStart) {
      const warm = rssWarm.get(name) ?? start;
      const end = rssAtEnd.get(name) ?? NaN;
      const restartedDuringDay = name === 'api B' || name === 'worker 1';
      const flat = !(end > warm * 1.25);
      rssFlat &&= flat || restartedDuringDay;
      console.log(
        `  ${name.padEnd(16)} ${mb(start)} → ${mb(warm)} → ${mb(end)}${flat ? '' : '  (grew)'}${restartedDuringDay ? '  (restarted during the day)' : ''}`,
      );
    }
    console.log('\n== processes that ended on their own ==');
    if (died.length === 0) console.log('  none');
    for (const d of died) {
      console.log(
        `  ${d.name}: ${d.exit} at +${Math.round((d.at - dayStart) / 1000)} s; its last words:`,
      );
      console.log(d.lastWords.replace(/^/gm, '    | '));
    }
    const longWindow = windows.some((w) => w.span > WINDOW_MS);
    const verdict = {
      'jobs lost': lost.length,
      'posts duplicated': duplicates,
      'uncoded 5xx': uncoded.length,
      'coded 503 windows over 5 s': windows.filter((w) => w.span > WINDOW_MS).length,
      'beacons answered but not stored': Math.max(0, beaconCounts.accepted - beaconsStored),
      'RSS flat': rssFlat,
      'processes that ended on their own': died.length,
    };
    console.log('\n== verdict (goal: 0, 0, 0, 0, 0, true, 0) ==');
    for (const [k, v] of Object.entries(verdict)) console.log(`  ${k}: ${String(v)}`);
    process.exitCode =
      lost.length ||
      duplicates ||
      uncoded.length ||
      longWindow ||
      !rssFlat ||
      died.length > 0 ||
      beaconCounts.accepted > beaconsStored
        ? 1
        : 0;
  } catch (error) {
    // What the processes said last, to see why.
    for (const [name, p] of processes) {
      console.error(`--- ${name} (exit ${p.child.exitCode ?? p.child.signalCode ?? 'running'}):`);
      console.error(p.output().slice(-3000));
    }
    console.error(`--- nginx:\n${nginx?.errors().slice(-2000) ?? ''}`);
    throw error;
  } finally {
    dayOver = true;
    clearInterval(ticker);
    for (const b of browsers) b.socket.disconnect();
    await Promise.allSettled([...processes.values()].map((p) => p.kill()));
    await nginx?.stop();
    await db?.end();
    await stopAll(sites);
    await redis?.stop();
    await pair?.stop();
    await ai?.close();
    await mail?.close();
  }
}

void main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  // Whatever a stopped part left pending (a client's timer, a retry) does not keep the run.
  .finally(() => process.exit());
