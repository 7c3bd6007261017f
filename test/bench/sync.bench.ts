/**
 * `npm run bench:sync`: a real WordPress site with 2,000 posts (the harness), synced by the real
 * backend (API + worker in one process). In the same run, a plain paginated fetch of the same posts
 * (same query, 100 a page, same concurrency 4, JSON parsed, nothing else) is the baseline. Prints
 * both times, their ratio (goal ≤ 1.25) and the upsert stage's rows/second (goal ≥ 2,000).
 * Two unmeasured rounds warm both up. Each round empties the website's articles first, so every
 * sync inserts all 2,000 rows, and each measured phase starts once InnoDB has purged what the round
 * before deleted: that clean-up runs in MariaDB's background threads and would otherwise be charged
 * to whichever phase it overlaps.
 */
import { createConnection, type Connection } from 'mysql2/promise';
import { availableParallelism, loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { POST_FIELDS } from '../../backend/src/wordpress/post-mapper';
import { POST_STATUSES } from '../../backend/src/wordpress/wordpress.types';
import { seedPosts, startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { api, DB_SERVER, median, signIn, startBackend } from './support/backend';

const POSTS = 2000;
const CONCURRENCY = 4;
const ROUNDS = 9;
const WARM_UP_ROUNDS = 2;
const RATIO_GOAL = 1.25;
const ROWS_PER_SECOND_GOAL = 2000;
const SYNC_DAYS = 7;

interface SyncLog {
  durationMs: number;
  rows: number;
  upsertMs: number;
}

/** What a plain client would do: the same pages, the same parallelism, JSON parsed, no writes. */
async function plainFetch(site: WpSite): Promise<{ ms: number; posts: number; pages: number }> {
  const since = new Date(Date.now() - SYNC_DAYS * 86_400_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  const auth = `Basic ${Buffer.from(`${site.users.editor.login}:${site.users.editor.appPassword}`).toString('base64')}`;
  const page = async (n: number) => {
    const query = new URLSearchParams({
      context: 'edit',
      per_page: '100',
      page: String(n),
      status: POST_STATUSES.join(','),
      modified_after: since,
      orderby: 'id',
      order: 'asc',
      _fields: POST_FIELDS,
    });
    const res = await fetch(`${site.url}/wp-json/wp/v2/posts?${query}`, {
      headers: { authorization: auth, accept: 'application/json' },
    });
    const body = (await res.json()) as unknown[];
    return { body, totalPages: Number(res.headers.get('x-wp-totalpages')) };
  };
  const t0 = performance.now();
  const first = await page(1);
  let posts = first.body.length;
  let next = 2;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, first.totalPages - 1) }, async () => {
      while (next <= first.totalPages) {
        const n = next++;
        const { body } = await page(n);
        posts += body.length;
      }
    }),
  );
  return { ms: performance.now() - t0, posts, pages: first.totalPages };
}

/** Waits (at most 15 s) until InnoDB's purge has caught up: no deleted rows left to clean up. */
async function quiesce(db: Connection): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [[row]] = (await db.query(
      "SHOW GLOBAL STATUS LIKE 'Innodb_history_list_length'",
    )) as unknown as [[{ Value: string }]];
    if (Number(row.Value) === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function lastSyncLog(output: string, websiteId: number): SyncLog {
  const pattern = new RegExp(
    `Synced website #${websiteId}: \\d+ posts, \\d+ pages in (\\d+) ms; upsert (\\d+) rows in (\\d+) ms`,
    'g',
  );
  const matches = [...output.matchAll(pattern)];
  const m = matches[matches.length - 1];
  if (!m) throw new Error('no "Synced website" log line found');
  return { durationMs: Number(m[1]), rows: Number(m[2]), upsertMs: Number(m[3]) };
}

async function main() {
  const [site] = (await startWordPressSites({ count: 1 })) as [WpSite];
  const backend = await startBackend();
  let socket: Socket | undefined;
  try {
    await seedPosts(site, POSTS, { days: 5 });
    const cookie = await signIn(backend.url);
    const live = io(backend.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    socket = live;
    await new Promise<void>((resolve, reject) => {
      live.once('connect', () => resolve());
      live.once('connect_error', reject);
    });
    const created = await api<{ data: { id: number } }>(
      backend.url,
      cookie,
      'POST',
      '/api/websites',
      {
        name: 'Bench site',
        url: site.url,
        apiUsername: site.users.editor.login,
        apiKey: site.users.editor.appPassword,
      },
    );
    const websiteId = created.data.id;
    await api(backend.url, cookie, 'POST', `/api/websites/${websiteId}/verify`);
    const db = await createConnection({ ...DB_SERVER, database: backend.database });

    /** Empties the website's rows, then syncs all 2,000 posts; times from the click and in the worker. */
    const syncRound = async () => {
      for (const table of ['articles', 'article_counts', 'website_authors', 'website_terms']) {
        await db.query(`DELETE FROM ${table} WHERE websiteId = ?`, [websiteId]);
      }
      await quiesce(db);
      // The run ends on its job room: job.completed, or job.failed.
      let ended: (state: string) => void = () => undefined;
      const finished = new Promise<string>((resolve) => (ended = resolve));
      const onEnd = (e: { jobId: string; state: string }) => {
        if (e.jobId === jobId) ended(e.state);
      };
      live.on('job.completed', onEnd);
      live.on('job.failed', onEnd);
      let jobId = '';
      const t0 = performance.now();
      const started = (await api(
        backend.url,
        cookie,
        'POST',
        `/api/websites/${websiteId}/sync`,
      )) as {
        jobId: string;
      };
      jobId = started.jobId;
      await live.emitWithAck('job.watch', jobId);
      const state = await finished;
      const endToEnd = performance.now() - t0;
      live.off('job.completed', onEnd);
      live.off('job.failed', onEnd);
      if (state !== 'completed') throw new Error('the sync failed');
      await new Promise((r) => setTimeout(r, 100)); // let the log line arrive
      const log = lastSyncLog(backend.output(), websiteId);
      if (log.rows !== POSTS) throw new Error(`the sync upserted ${log.rows} rows`);
      const [[{ n }]] = (await db.query('SELECT COUNT(*) AS n FROM articles WHERE websiteId = ?', [
        websiteId,
      ])) as unknown as [[{ n: number }]];
      if (Number(n) !== POSTS) throw new Error(`${n} rows after the sync`);
      return { endToEnd, log };
    };

    // Warm-up, unmeasured: PHP's opcache and MariaDB's buffer pool for the plain fetch, and the
    // backend's sync path (its first runs still compile) for the sync.
    for (let i = 0; i < WARM_UP_ROUNDS; i++) {
      await plainFetch(site);
      await syncRound();
    }
    const loadBefore = loadavg()[0]!;
    const plain: number[] = [];
    const inWorker: number[] = [];
    const endToEnd: number[] = [];
    const rates: number[] = [];
    let pages = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await quiesce(db);
      const fetched = await plainFetch(site);
      if (fetched.posts !== POSTS) throw new Error(`plain fetch returned ${fetched.posts} posts`);
      plain.push(fetched.ms);
      pages = fetched.pages;
      const synced = await syncRound();
      endToEnd.push(synced.endToEnd);
      inWorker.push(synced.log.durationMs);
      rates.push((synced.log.rows / synced.log.upsertMs) * 1000);
    }
    await db.end();

    const base = median(plain);
    const sync = median(inWorker);
    const e2e = median(endToEnd);
    const rate = median(rates);
    // Rounds alternate plain and sync, so each round's ratio sees the same machine load.
    const pairedRatio = median(inWorker.map((ms, i) => ms / plain[i]!));
    const verdict = (ok: boolean) => (ok ? 'within goal' : 'MISSES goal');
    console.log(
      `sync bench: ${POSTS} posts (${pages} pages of 100, all statuses), page concurrency ${CONCURRENCY}, median of ${ROUNDS} rounds`,
    );
    console.log(`  plain paginated fetch (baseline):        ${base.toFixed(0)} ms`);
    console.log(
      `  full sync, measured in the worker:       ${sync.toFixed(0)} ms  ratio ${(sync / base).toFixed(2)} (goal ≤ ${RATIO_GOAL}: ${verdict(sync / base <= RATIO_GOAL)})`,
    );
    console.log(
      `  median of per-round ratios (worker / plain): ${pairedRatio.toFixed(2)} (goal ≤ ${RATIO_GOAL}: ${verdict(pairedRatio <= RATIO_GOAL)})`,
    );
    console.log(
      `  full sync, click → job.completed event:  ${e2e.toFixed(0)} ms  ratio ${(e2e / base).toFixed(2)}`,
    );
    console.log(
      `  upsert stage: ${rate.toFixed(0)} rows/s  ratio to goal ${(rate / ROWS_PER_SECOND_GOAL).toFixed(2)} (goal ≥ ${ROWS_PER_SECOND_GOAL} rows/s: ${verdict(rate >= ROWS_PER_SECOND_GOAL)})`,
    );
    console.log(
      `  rounds (plain / worker / end-to-end ms): ${plain.map((p, i) => `${p.toFixed(0)}/${inWorker[i]}/${endToEnd[i]!.toFixed(0)}`).join(', ')}`,
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs shared by WordPress (php -S, 4 workers), MariaDB and the backend; ` +
        `1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0]!.toFixed(1)} after`,
    );
  } finally {
    socket?.disconnect();
    await backend.stop();
    await stopAll([site]);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
