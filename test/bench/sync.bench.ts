/**
 * `npm run bench:sync`: a real WordPress site with 2,000 posts (the harness), synced by the real
 * backend (API + worker in one process). In the same run, a plain paginated fetch of the same posts
 * (same query, 100 a page, same concurrency 4, JSON parsed, nothing else) is the baseline. Prints
 * both times, their ratio (goal ≤ 1.25) and the upsert stage's rows/second (goal ≥ 2,000).
 * Then: incremental re-syncs of that site after 10 posts changed, against a plain fetch of just
 * those changes (one `modified_after` request; goal ≤ 1.5×), and the reconcile pass over a second
 * site of 5,000 posts (goal ≤ 1 s): on a quiet site (WordPress's counts agree with the stored rows,
 * no id is listed) and after one post was deleted for good (every id page listed, against a plain
 * listing of the same pages).
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
import { seedPosts, startWordPressSites, stopAll, wpCli, type WpSite } from '../wordpress/harness';
import { api, DB_SERVER, median, signIn, startBackend } from './support/backend';

const POSTS = 2000;
const CONCURRENCY = 4;
const ROUNDS = 9;
const WARM_UP_ROUNDS = 2;
const RATIO_GOAL = 1.25;
const ROWS_PER_SECOND_GOAL = 2000;
const CHANGES = 10;
const INCREMENTAL_ROUNDS = 7;
const INCREMENTAL_RATIO_GOAL = 1.5;
const RECONCILE_POSTS = 5000;
const RECONCILE_ROUNDS = 5;
const RECONCILE_GOAL_MS = 1000;

interface SyncLog {
  /** The whole run, and how long WordPress took to answer its first page. */
  firstPageMs: number;
  durationMs: number;
  rows: number;
  upsertMs: number;
}

/**
 * What a plain client would do: the same pages, the same parallelism, JSON parsed, no writes.
 * Every post (a full import), or those modified after `since`.
 */
async function plainFetch(
  site: WpSite,
  since?: Date,
): Promise<{ ms: number; posts: number; pages: number }> {
  const auth = `Basic ${Buffer.from(`${site.users.editor.login}:${site.users.editor.appPassword}`).toString('base64')}`;
  const page = async (n: number) => {
    const query = new URLSearchParams({
      context: 'edit',
      per_page: '100',
      page: String(n),
      status: POST_STATUSES.join(','),
      ...(since ? { modified_after: since.toISOString().replace(/\.\d{3}Z$/, 'Z') } : {}),
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
    `Synced website #${websiteId} \\(\\w+\\): \\d+ posts, \\d+ pages in (\\d+) ms; upsert (\\d+) rows in (\\d+) ms[^\\n]*first page (\\d+) ms`,
    'g',
  );
  const matches = [...output.matchAll(pattern)];
  const m = matches[matches.length - 1];
  if (!m) throw new Error('no "Synced website" log line found');
  return {
    durationMs: Number(m[1]),
    rows: Number(m[2]),
    upsertMs: Number(m[3]),
    firstPageMs: Number(m[4]),
  };
}

function lastReconcile(output: string, websiteId: number): { ms: number; listMs: number } {
  const pattern = new RegExp(
    `Reconciled website #${websiteId}: \\d+ posts, \\d+ pages in (\\d+) ms \\(listing (\\d+) ms\\)`,
    'g',
  );
  const matches = [...output.matchAll(pattern)];
  const m = matches[matches.length - 1];
  if (!m) throw new Error('no "Reconciled website" log line found');
  return { ms: Number(m[1]), listMs: Number(m[2]) };
}

/** A plain listing of every post's id, status, date and terms: what the reconcile pass asks. */
async function plainListing(site: WpSite, concurrency = 6): Promise<number> {
  const auth = `Basic ${Buffer.from(`${site.users.editor.login}:${site.users.editor.appPassword}`).toString('base64')}`;
  const page = async (n: number) => {
    const query = new URLSearchParams({
      per_page: '100',
      page: String(n),
      status: POST_STATUSES.join(','),
      orderby: 'id',
      order: 'asc',
      _fields: 'id,modified_gmt,status,sticky,categories,tags',
    });
    const res = await fetch(`${site.url}/wp-json/wp/v2/posts?${query}`, {
      headers: { authorization: auth, accept: 'application/json' },
    });
    await res.json();
    return Number(res.headers.get('x-wp-totalpages'));
  };
  const t0 = performance.now();
  const pages = await page(1);
  let next = 2;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, pages - 1) }, async () => {
      while (next <= pages) await page(next++);
    }),
  );
  return performance.now() - t0;
}

/** `BENCH_PHASES=incremental,reconcile` runs only those (default: full,incremental,reconcile). */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'full,incremental,reconcile').split(','));

async function main() {
  const [site, large] = (await startWordPressSites({ count: 2 })) as [WpSite, WpSite];
  const backend = await startBackend();
  let socket: Socket | undefined;
  try {
    await seedPosts(site, POSTS, { days: 5 });
    if (PHASES.has('reconcile')) await seedPosts(large, RECONCILE_POSTS, { days: 730 });
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
    /** Adds and verifies a website for a harness site; resolves with its id. */
    const addWebsite = async (wp: WpSite, name: string) => {
      const created = await api<{ data: { id: number } }>(
        backend.url,
        cookie,
        'POST',
        '/api/websites',
        {
          name,
          url: wp.url,
          apiUsername: wp.users.editor.login,
          apiKey: wp.users.editor.appPassword,
        },
      );
      await api(backend.url, cookie, 'POST', `/api/websites/${created.data.id}/verify`);
      return created.data.id;
    };
    const websiteId = await addWebsite(site, 'Bench site');
    const db = await createConnection({ ...DB_SERVER, database: backend.database });

    /** Starts a job with POST `path` and resolves once it has ended on its room (completed). */
    const runJob = async (path: string) => {
      let ended: (state: string) => void = () => undefined;
      const finished = new Promise<string>((resolve) => (ended = resolve));
      let jobId = '';
      const onEnd = (e: { jobId: string; state: string }) => {
        if (e.jobId === jobId) ended(e.state);
      };
      live.on('job.completed', onEnd);
      live.on('job.failed', onEnd);
      const t0 = performance.now();
      jobId = ((await api(backend.url, cookie, 'POST', path)) as { jobId: string }).jobId;
      await live.emitWithAck('job.watch', jobId);
      const state = await finished;
      const ms = performance.now() - t0;
      live.off('job.completed', onEnd);
      live.off('job.failed', onEnd);
      if (state !== 'completed') throw new Error(`${path} failed`);
      await new Promise((r) => setTimeout(r, 100)); // let the log line arrive
      return ms;
    };

    /** Empties the website's rows, then imports all 2,000 posts; times from the click and in the worker. */
    const syncRound = async () => {
      for (const table of ['articles', 'article_counts', 'website_authors', 'website_terms']) {
        await db.query(`DELETE FROM ${table} WHERE websiteId = ?`, [websiteId]);
      }
      await quiesce(db);
      // A full import: every round reads every post, as the first sync of a site does.
      const endToEnd = await runJob(`/api/websites/${websiteId}/sync?full=true`);
      const log = lastSyncLog(backend.output(), websiteId);
      if (log.rows !== POSTS) throw new Error(`the sync upserted ${log.rows} rows`);
      const [[{ n }]] = (await db.query('SELECT COUNT(*) AS n FROM articles WHERE websiteId = ?', [
        websiteId,
      ])) as unknown as [[{ n: number }]];
      if (Number(n) !== POSTS) throw new Error(`${n} rows after the sync`);
      return { endToEnd, log };
    };

    const loadBefore = loadavg()[0]!;
    const plain: number[] = [];
    const inWorker: number[] = [];
    const endToEnd: number[] = [];
    const rates: number[] = [];
    let pages = 0;
    if (PHASES.has('full')) {
      // Warm-up, unmeasured: PHP's opcache and MariaDB's buffer pool for the plain fetch, and the
      // backend's sync path (its first runs still compile) for the sync.
      for (let i = 0; i < WARM_UP_ROUNDS; i++) {
        await plainFetch(site);
        await syncRound();
      }
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
    } else {
      await runJob(`/api/websites/${websiteId}/sync?full=true`);
    }

    const incPlain: number[] = [];
    const incSync: number[] = [];
    const incFirstPage: number[] = [];
    if (PHASES.has('incremental')) {
      // Incremental: 10 posts change, then a plain fetch of just those (one `modified_after`
      // request) and the incremental sync, alternating. The edits are 2.5 s older than the sync that
      // follows, so the next round's margin does not read them again.
      const ids = (
        (await db.query('SELECT remoteId FROM articles WHERE websiteId = ? ORDER BY remoteId', [
          websiteId,
        ])) as unknown as [{ remoteId: number }[]]
      )[0].map((r) => Number(r.remoteId));
      await runJob(`/api/websites/${websiteId}/sync`); // the cursor of a completed run
      for (let round = 0; round < WARM_UP_ROUNDS + INCREMENTAL_ROUNDS; round++) {
        await new Promise((r) => setTimeout(r, 2500));
        const before = new Date(Date.now() - 1000);
        const changed = Array.from(
          { length: CHANGES },
          (_, i) => ids[(round * 97 + i * 131) % ids.length]!,
        );
        await wpCli(
          site,
          changed
            .map(
              (id) =>
                `wp_update_post(['ID' => ${id}, 'post_title' => 'Bench edit ${round} of ${id}']);`,
            )
            .join('\n'),
        );
        await new Promise((r) => setTimeout(r, 4500));
        await quiesce(db);
        const fetched = await plainFetch(site, before);
        if (fetched.posts !== CHANGES)
          throw new Error(`plain fetch of changes gave ${fetched.posts}`);
        await runJob(`/api/websites/${websiteId}/sync`);
        const log = lastSyncLog(backend.output(), websiteId);
        if (log.rows !== CHANGES) throw new Error(`the incremental sync upserted ${log.rows} rows`);
        if (round < WARM_UP_ROUNDS) continue;
        incPlain.push(fetched.ms);
        incSync.push(log.durationMs);
        incFirstPage.push(log.firstPageMs);
      }
    }

    const reconcileMs: { ms: number; listMs: number }[] = [];
    const quietMs: number[] = [];
    const plainListings: number[] = [];
    if (PHASES.has('reconcile')) {
      // Reconcile over 5,000 posts: imported once, then the pass alone, round after round: once
      // on the quiet site, once after a post was deleted for good (it lists every id).
      const largeId = await addWebsite(large, 'Bench reconcile site');
      await runJob(`/api/websites/${largeId}/sync`);
      const [victims] = await db.query(
        'SELECT remoteId FROM articles WHERE websiteId = ? AND deletedInWp = 0 ORDER BY remoteId LIMIT ?',
        [largeId, WARM_UP_ROUNDS + RECONCILE_ROUNDS],
      );
      const erase = (victims as { remoteId: number }[]).map((v) => v.remoteId);
      for (let round = 0; round < WARM_UP_ROUNDS + RECONCILE_ROUNDS; round++) {
        await quiesce(db);
        await runJob(`/api/websites/${largeId}/reconcile`);
        const quiet = lastReconcile(backend.output(), largeId);
        await wpCli(large, `wp_delete_post(${erase[round]!}, true);`);
        await quiesce(db);
        await runJob(`/api/websites/${largeId}/reconcile`);
        const listed = await plainListing(large);
        if (round < WARM_UP_ROUNDS) continue;
        quietMs.push(quiet.ms);
        reconcileMs.push(lastReconcile(backend.output(), largeId));
        plainListings.push(listed);
      }
    }
    await db.end();

    const verdict = (ok: boolean) => (ok ? 'within goal' : 'MISSES goal');
    if (PHASES.has('full')) {
      const base = median(plain);
      const sync = median(inWorker);
      const e2e = median(endToEnd);
      const rate = median(rates);
      // Rounds alternate plain and sync, so each round's ratio sees the same machine load.
      const pairedRatio = median(inWorker.map((ms, i) => ms / plain[i]!));
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
    }
    if (PHASES.has('incremental')) {
      const incBase = median(incPlain);
      const incMs = median(incSync);
      const incPaired = median(incSync.map((ms, i) => ms / incPlain[i]!));
      console.log(
        `  incremental re-sync, ${CHANGES} posts changed (median of ${INCREMENTAL_ROUNDS}): plain fetch of the changes ${incBase.toFixed(0)} ms, ` +
          `sync in the worker ${incMs.toFixed(0)} ms  ratio ${(incMs / incBase).toFixed(2)}, per-round ratio ${incPaired.toFixed(2)} ` +
          `(goal ≤ ${INCREMENTAL_RATIO_GOAL}: ${verdict(incPaired <= INCREMENTAL_RATIO_GOAL)})`,
      );
      console.log(
        `  rounds (plain / sync / its request to WordPress ms): ${incPlain.map((p, i) => `${p.toFixed(0)}/${incSync[i]}/${incFirstPage[i]}`).join(', ')}`,
      );
    }
    if (PHASES.has('reconcile')) {
      const rec = median(reconcileMs.map((r) => r.ms));
      // WordPress's own time for the id pages is the floor: the ratio says what the pass adds.
      const recPaired = median(reconcileMs.map((r, i) => r.ms / plainListings[i]!));
      const quiet = median(quietMs);
      console.log(
        `  reconcile pass over ${RECONCILE_POSTS} posts, in the worker (median of ${RECONCILE_ROUNDS}), quiet site ` +
          `(counts agree, no id listed): ${quiet.toFixed(0)} ms (goal ≤ ${RECONCILE_GOAL_MS} ms: ${verdict(quiet <= RECONCILE_GOAL_MS)}); ` +
          `ratio to the plain listing ${(quiet / median(plainListings)).toFixed(2)}`,
      );
      console.log(
        `  reconcile pass after one post deleted for good (every id listed): ${rec.toFixed(0)} ms ` +
          `(goal ≤ ${RECONCILE_GOAL_MS} ms: ${verdict(rec <= RECONCILE_GOAL_MS)}); of which listing ${median(reconcileMs.map((r) => r.listMs)).toFixed(0)} ms; ` +
          `a plain listing of the same pages (baseline, WordPress alone): ${median(plainListings).toFixed(0)} ms; ` +
          `per-round ratio pass / baseline ${recPaired.toFixed(2)}`,
      );
      console.log(
        `  rounds (quiet / after a deletion / its listing / plain listing ms): ${reconcileMs.map((r, i) => `${quietMs[i]}/${r.ms}/${r.listMs}/${plainListings[i]!.toFixed(0)}`).join(', ')}`,
      );
    }
    console.log(
      `  machine: ${availableParallelism()} CPUs shared by WordPress (php -S, 4 workers), MariaDB and the backend; ` +
        `1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0]!.toFixed(1)} after`,
    );
  } finally {
    socket?.disconnect();
    await backend.stop();
    await stopAll([site, large]);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
