import {
  startWordPressSites,
  stopAll,
  wpCli,
  type WpSite,
  type WpUser,
} from '../../../test/wordpress/harness';
import { QueueName } from '../../src/core/queues/job-catalogue';
import { plainText } from '../../src/wordpress/post-mapper';
import { createAccount } from './factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  withQueuePaused,
  type TestApp,
  type TestSocket,
} from './test-app';
import { addVerifiedWebsite, articleRows, expectExactCopy, websiteBody } from './wordpress';
import { SHARED_SECRETS, startWorker, type WorkerProcess } from './worker-process';

/** What a sync test holds once its beforeAll has run: the app, an admin's cookie, their socket. */
export interface SyncContext {
  t: TestApp;
  admin: string;
  socket: TestSocket;
}

/** A sync file's running parts, set by `syncSuite`'s beforeAll. */
export interface SyncSuite extends SyncContext {
  sites: WpSite[];
  worker: WorkerProcess;
}

/**
 * A sync e2e file's set-up and tear-down: the API in this process (ROLE=api), `sites` real
 * WordPress sites (`seed` fills them), one worker process beside it (syncs run there), and an
 * admin signed in with their socket; everything stopped and dropped after the file. The returned
 * `suite` is filled in beforeAll: read it inside hooks and tests.
 */
export function syncSuite(opts: {
  sites: number;
  yoast?: boolean[];
  seed?: (sites: WpSite[]) => Promise<unknown>;
}) {
  const env = testEnv();
  const suite = {} as SyncSuite;
  beforeAll(async () => {
    [suite.t, suite.sites] = await Promise.all([
      startApp(env, { ROLE: 'api', OUTBOUND_ALLOW_PRIVATE: 'true', ...SHARED_SECRETS }),
      startWordPressSites({ count: opts.sites, yoast: opts.yoast }),
    ]);
    await opts.seed?.(suite.sites);
    suite.worker = await startWorker(env);
    suite.admin = (await login(suite.t)).cookie;
    suite.socket = await connectSocket(suite.t, suite.admin);
  });
  afterAll(async () => {
    suite.socket?.disconnect();
    await suite.worker?.kill();
    await stopAll(suite.sites ?? []);
    await suite.t?.close();
    await dropEnv(env);
  });
  return { suite, ...syncTools(() => suite) };
}

/**
 * What the sync e2e files do to websites, as an admin following jobs on their socket would.
 * `ctx` is read at each call, so the tools can be taken at describe level, before beforeAll.
 */
export function syncTools(ctx: () => SyncContext) {
  const addWebsite = (wp: WpSite) => addVerifiedWebsite(ctx().t, { Cookie: ctx().admin }, wp);

  /** Another connection of a site: in its own account (an account connects an address once). */
  let accounts = 0;
  async function addConnection(wp: WpSite, user: WpUser = wp.users.editor): Promise<number> {
    const { t, admin } = ctx();
    const account = await createAccount(t.db, { name: `Sync ${++accounts}` });
    const res = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send(websiteBody(wp, user, { name: `${wp.name} ${accounts}`, accountId: account.id }))
      .expect(201);
    await t.http.post(`/api/websites/${res.body.data.id}/verify`).set('Cookie', admin).expect(200);
    return res.body.data.id as number;
  }

  /** Starts the reconcile pass and resolves with its completion. */
  async function reconcile(id: number, timeoutMs = 60_000) {
    const { t, admin, socket } = ctx();
    const res = await t.http.post(`/api/websites/${id}/reconcile`).set('Cookie', admin).expect(202);
    const job = await followJob(t, socket, res.body.jobId as string, timeoutMs);
    const event = await job.outcome;
    expect(event).toMatchObject({ state: 'completed', name: 'sync.website.reconcile' });
    return event;
  }

  /** Starts a sync and resolves with how it ended, whatever that is. */
  async function syncEnding(id: number, query = '', timeoutMs = 90_000) {
    const { t, admin, socket } = ctx();
    const res = await t.http
      .post(`/api/websites/${id}/sync${query}`)
      .set('Cookie', admin)
      .expect(202);
    const jobId = res.body.jobId as string;
    return { jobId, event: await (await followJob(t, socket, jobId, timeoutMs)).outcome };
  }

  /** Starts a sync, follows its job as a browser does, and resolves with how it ended. */
  async function sync(id: number, timeoutMs = 60_000) {
    const { t, admin, socket } = ctx();
    // Watched before it starts: every progress report is heard.
    const { jobId, job } = await withQueuePaused(t, QueueName.Sync, async () => {
      const res = await t.http.post(`/api/websites/${id}/sync`).set('Cookie', admin).expect(202);
      // Nobody asked for a mail: only a run that reads every post (a website's first) promises
      // one (sync-report.e2e-spec.ts covers who is mailed).
      expect(res.body).toMatchObject(
        res.body.mails
          ? { message: 'Synchronization started. You will receive an email when it completes.' }
          : { message: 'Synchronization started.' },
      );
      const jobId = res.body.jobId as string;
      return { jobId, job: await followJob(t, socket, jobId, timeoutMs) };
    });
    const event = await job.outcome;
    expect(event).toMatchObject({ jobId, state: 'completed', progress: 100 });
    return { jobId, event, progress: job.progress };
  }

  /** The run as the Jobs API shows it to a browser opening it now. */
  const runOf = async (jobId: string) =>
    (await ctx().t.http.get(`/api/jobs/${jobId}`).set('Cookie', ctx().admin).expect(200)).body as {
      state: string;
      stage: string | null;
      progress: number;
      detail: Record<string, number> | null;
    };

  const rows = (id: number) => articleRows(ctx().t, id);
  const expectCopy = (id: number, wp: WpSite) =>
    expectExactCopy(ctx().t, { Cookie: ctx().admin }, id, wp);

  /** Every row's categories and tags are its post's term names in WordPress. */
  async function expectWordPressTerms(id: number, wp: WpSite) {
    const names = JSON.parse(
      await wpCli(
        wp,
        `$out = [];
         foreach (get_posts(['numberposts' => -1, 'post_status' => ['publish', 'draft', 'private', 'future', 'trash', 'pending']]) as $p) {
           $out[$p->ID] = [wp_get_post_categories($p->ID, ['fields' => 'names']), wp_get_post_tags($p->ID, ['fields' => 'names'])];
         }
         echo json_encode($out);`,
      ),
    ) as Record<string, [string[], string[]]>;
    const live = (await rows(id)).filter((a) => !a.deletedInWp);
    expect(live.length).toBe(Object.keys(names).length);
    const sorted = (xs: string[]) => [...xs].sort();
    // WordPress stores term names escaped (`Sport &amp; Games`); people read them decoded.
    const decoded = (xs: string[]) => xs.map(plainText).sort();
    const ours = Object.fromEntries(
      live.map((a) => [a.remoteId, [sorted(a.categories ?? []), sorted(a.tags ?? [])]]),
    );
    const theirs = Object.fromEntries(
      Object.entries(names).map(([remoteId, [c, t]]) => [remoteId, [decoded(c), decoded(t)]]),
    );
    expect(ours).toEqual(theirs);
    expect(live.some((a) => (a.tags ?? []).length > 0)).toBe(true);
  }

  return {
    addWebsite,
    addConnection,
    reconcile,
    syncEnding,
    sync,
    runOf,
    rows,
    expectCopy,
    expectWordPressTerms,
  };
}
