import {
  holdPosts,
  seedPosts,
  startWordPressSites,
  stopAll,
  wpCli,
  type WpSite,
} from '../../test/wordpress/harness';
import { MoreThan } from 'typeorm';
import { Article } from '../src/articles/entities/article.entity';
import { SyncService } from '../src/articles/sync/sync.service';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { QueueName } from '../src/core/queues/job-catalogue';
import type { ArticlesChanged, JobProgress } from '../src/core/realtime/event-map';
import { eventually } from './support/eventually';
import { createRole, createUser } from './support/factories';
import { syncTools } from './support/sync-tools';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  waitForEvent,
  withQueuePaused,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addMuPlugin, wpTotal } from './support/wordpress';
import { SHARED_SECRETS, startWorker, type WorkerProcess } from './support/worker-process';

jest.setTimeout(120_000);

/**
 * The API runs in this process (ROLE=api); syncs run in separate worker processes (ROLE=worker)
 * on the same database and Redis prefix, so one can be killed with SIGKILL mid-sync.
 */
describe('article sync against real WordPress', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let big: WpSite;
  const workers: WorkerProcess[] = [];
  let admin: string;
  let socket: TestSocket;
  let websiteId: number;

  beforeAll(async () => {
    [t, sites] = await Promise.all([
      startApp(env, { ROLE: 'api', OUTBOUND_ALLOW_PRIVATE: 'true', ...SHARED_SECRETS }),
      startWordPressSites({ count: 2, yoast: [true, false] }),
    ]);
    [site, big] = sites as [WpSite, WpSite];
    await Promise.all([seedPosts(site, 250, { days: 5 }), seedPosts(big, 2000, { days: 5 })]);
    workers.push(await startWorker(env));
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    websiteId = await addWebsite(site);
  });

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(workers.map((w) => w.kill()));
    await stopAll(sites ?? []);
    await t?.close();
    await dropEnv(env);
  });

  const {
    addWebsite,
    addConnection,
    reconcile,
    syncEnding,
    sync,
    runOf,
    rows,
    expectCopy,
    expectWordPressTerms,
  } = syncTools(() => ({ t, admin, socket }));

  it('a full sync copies every post of every status: the count equals X-WP-Total', async () => {
    const changed: ArticlesChanged[] = [];
    socket.on('articles.changed', (e) => changed.push(e));
    const { event, progress } = await sync(websiteId);
    socket.off('articles.changed');
    // The completion carries the counts a person reads: what was new, changed and deleted.
    expect(event.detail).toMatchObject({ total: 250, inserted: 250, changed: 0, deleted: 0 });
    await expectCopy(websiteId, site);
    // Lists heard of every new row before the sync ended, in no more messages than progress ticks.
    expect(changed.every((e) => e.websiteId === websiteId && e.count > 0)).toBe(true);
    expect(changed.reduce((sum, e) => sum + e.count, 0)).toBe(250);
    expect(changed.length).toBeLessThanOrEqual(progress.length);
    const statuses = new Set((await rows(websiteId)).map((a) => a.status));
    expect([...statuses].sort()).toEqual(['draft', 'future', 'private', 'publish', 'trash']);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.every((p) => p.stage === 'synchronizing' && p.progress <= 95)).toBe(true);
    expect(progress[progress.length - 1]!.detail).toMatchObject({
      pagesDone: 3,
      pagesTotal: 3,
      articlesDone: 250,
      articlesTotal: 250,
    });
    const sample = (await rows(websiteId)).find((a) => a.status === 'publish')!;
    expect(sample).toMatchObject({ authorName: expect.any(String), deletedInWp: false });
    expect(sample.categories!.length).toBeGreaterThan(0);
    await expectWordPressTerms(websiteId, site);
    // Dates are WordPress's GMT dates to the second, whatever the servers' time zones.
    const wpDates = JSON.parse(
      await wpCli(
        site,
        `$p = get_post(${sample.remoteId}); echo json_encode([$p->post_date_gmt, $p->post_modified_gmt]);`,
      ),
    ) as [string, string];
    const utc = (gmt: string) => `${gmt.replace(' ', 'T')}.000Z`;
    expect([sample.createdAt?.toISOString(), sample.modifiedAt.toISOString()]).toEqual(
      wpDates.map(utc),
    );
    const mail = await t.db.getRepository(OutboxMail).find();
    expect(mail.some((m) => m.subject.includes('Articles synchronized successfully'))).toBe(true);
    const detail = await t.http.get(`/api/articles/${sample.id}`).set('Cookie', admin).expect(200);
    expect(detail.body).toMatchObject({ title: sample.title, seoTitle: null });
    expect(detail.body.contentHtml).toContain('<p>');
  });

  it('a second click while a sync runs joins the same job', async () => {
    // The posts pages wait until released: the run is still under way when the second click
    // comes, however busy the machine (an incremental run of a quiet site can otherwise end in
    // between).
    const hold = await holdPosts(site);
    try {
      const first = await t.http.post(`/api/websites/${websiteId}/sync`).set('Cookie', admin);
      const second = await t.http.post(`/api/websites/${websiteId}/sync`).set('Cookie', admin);
      expect(first.status).toBe(202);
      expect(second.body.jobId).toBe(first.body.jobId);
      const job = await followJob(t, socket, first.body.jobId as string);
      await hold.release();
      expect(await job.outcome).toMatchObject({ state: 'completed' });
    } finally {
      await hold.restore();
    }
  });

  it('two clicks at the same moment (two api nodes, two editors) start one run, not an orphan', async () => {
    const hold = await holdPosts(site);
    try {
      const before = await t.db.getRepository(JobRun).countBy({ websiteId, name: 'sync.website' });
      const clicks = await Promise.all(
        [0, 1, 2, 3, 4].map(() =>
          t.http.post(`/api/websites/${websiteId}/sync`).set('Cookie', admin),
        ),
      );
      expect(new Set(clicks.map((c) => c.body.jobId as string)).size).toBe(1);
      const runs = await t.db.getRepository(JobRun).countBy({ websiteId, name: 'sync.website' });
      expect(runs - before).toBe(1);
      const job = await followJob(t, socket, clicks[0].body.jobId as string);
      await hold.release();
      expect(await job.outcome).toMatchObject({ state: 'completed' });
    } finally {
      await hold.restore();
    }
  });

  it('editing one post in WordPress then re-syncing updates exactly that row', async () => {
    const before = await rows(websiteId);
    const target = before.find((a) => a.status === 'publish')!;
    await new Promise((r) => setTimeout(r, 1100)); // a new modified second
    await wpCli(
      site,
      `wp_update_post(['ID' => ${target.remoteId}, 'post_title' => 'Edited in WordPress']);`,
    );
    const changed: ArticlesChanged[] = [];
    socket.on('articles.changed', (e) => changed.push(e));
    await sync(websiteId);
    socket.off('articles.changed');
    expect(changed).toEqual([{ websiteId, count: 1 }]);
    const after = await rows(websiteId);
    expect(after).toHaveLength(before.length);
    const edited = after.find((a) => a.id === target.id)!;
    expect(edited.title).toBe('Edited in WordPress');
    expect(edited.modifiedAt.getTime()).toBeGreaterThan(target.modifiedAt.getTime());
    expect(edited.updatedAt.getTime()).toBeGreaterThan(target.updatedAt.getTime());
    const untouched = after.filter((a) => a.id !== target.id);
    const earlier = new Map(before.map((a) => [a.id, a.updatedAt.getTime()]));
    expect(untouched.filter((a) => a.updatedAt.getTime() !== earlier.get(a.id))).toEqual([]);
  });

  it('a post deleted in WordPress is marked by the reconcile pass; syncing twice creates no duplicate', async () => {
    const target = (await rows(websiteId)).find((a) => a.status === 'draft')!;
    await wpCli(site, `wp_delete_post(${target.remoteId}, true);`);
    await sync(websiteId);
    // A permanent deletion leaves no trace in `modified`: the incremental sync cannot see it.
    expect((await t.db.getRepository(Article).findOneByOrFail({ id: target.id })).deletedInWp).toBe(
      false,
    );
    expect(await reconcile(websiteId)).toMatchObject({ detail: { deleted: 1 } });
    await sync(websiteId);
    const marked = await t.db.getRepository(Article).findOneByOrFail({ id: target.id });
    expect(marked.deletedInWp).toBe(true);
    const detail = await t.http.get(`/api/articles/${target.id}`).set('Cookie', admin).expect(200);
    expect(detail.body.deletedInWp).toBe(true);
    await expectCopy(websiteId, site);
  });

  it('a scheduled tick runs the same sync (no email: nobody asked for it), and checks deletions', async () => {
    const mailsBefore = await t.db.getRepository(OutboxMail).count();
    // A post deleted for good in WordPress since: the schedule's own deletions check finds it.
    // (A draft: later tests read the first published row's terms.)
    const target = (await rows(websiteId)).find((a) => !a.deletedInWp && a.status === 'draft')!;
    await wpCli(site, `wp_delete_post(${target.remoteId}, true);`);
    await t.app.get(SyncService).startScheduled(websiteId);
    const run = await t.db
      .getRepository(JobRun)
      .findOneOrFail({ where: { websiteId }, order: { id: 'DESC' } });
    expect(run).toMatchObject({ name: 'sync.website', userId: null });
    const job = await followJob(t, socket, String(run.id));
    expect(await job.outcome).toMatchObject({ state: 'completed' });
    expect(await t.db.getRepository(OutboxMail).count()).toBe(mailsBefore);
    // The check the schedule queued ends (the next tests' own checks must not join it).
    const check = async () =>
      t.db.getRepository(JobRun).findOne({
        where: { websiteId, name: 'sync.website.reconcile', id: MoreThan(run.id) },
        order: { id: 'DESC' },
      });
    await eventually(async () => (await check())?.state, 'completed', 30_000);
    expect(await check()).toMatchObject({ userId: null });
    expect((await t.db.getRepository(Article).findOneByOrFail({ id: target.id })).deletedInWp).toBe(
      true,
    );
    await expectCopy(websiteId, site);
  });

  it('counts that drifted (a worker killed between a write and its count) are exact after the next sync', async () => {
    await t.db.query(
      "UPDATE article_counts SET count = count + 7 WHERE websiteId = ? AND status IN ('publish', 'draft')",
      [websiteId],
    );
    const drifted = await t.http
      .get(`/api/articles?websiteId=${websiteId}&perPage=5`)
      .set('Cookie', admin)
      .expect(200);
    expect(drifted.body.total).toBe((await wpTotal(site)) + 14);
    await sync(websiteId);
    await expectCopy(websiteId, site);
    const live = (await rows(websiteId)).filter((a) => !a.deletedInWp);
    for (const status of ['publish', 'draft', 'private', 'future', 'trash']) {
      const list = await t.http
        .get(`/api/articles?websiteId=${websiteId}&status=${status}&perPage=5`)
        .set('Cookie', admin)
        .expect(200);
      expect({ status, total: list.body.total }).toEqual({
        status,
        total: live.filter((a) => a.status === status).length,
      });
    }
  });

  it('a site whose search route is closed still gets its category and tag names', async () => {
    const removePlugin = await addMuPlugin(
      site,
      'no-search-route',
      "add_filter('rest_endpoints', function ($e) { unset($e['/wp/v2/search']); return $e; });",
    );
    try {
      await wpCli(
        site,
        `foreach (get_terms(['taxonomy' => ['category', 'post_tag'], 'hide_empty' => false]) as $t) {
           wp_update_term($t->term_id, $t->taxonomy, ['name' => $t->name . ' (renamed)']);
         }`,
      );
      await sync(websiteId);
      // A rename leaves the posts' `modified` alone: the reconcile pass brings it.
      await reconcile(websiteId);
      await expectWordPressTerms(websiteId, site);
      const renamed = (await rows(websiteId)).find((a) => a.status === 'publish')!;
      expect(renamed.categories![0]).toMatch(/ \(renamed\)$/);
    } finally {
      await removePlugin();
    }
  });

  it('a failed attempt leaves whole rows and counts that match them; the retry completes the copy', async () => {
    const removePlugin = await addMuPlugin(
      site,
      'broken-page-2',
      `add_filter('rest_pre_dispatch', function ($result, $server, $request) {
        if ($request->get_route() === '/wp/v2/posts' && (int) $request->get_param('page') === 2) {
          return new WP_Error('broken', 'Page 2 is broken', ['status' => 500]);
        }
        return $result;
      }, 10, 3);`,
    );
    const id = await addConnection(site);
    let finished: Promise<JobProgress> | undefined;
    try {
      const res = await t.http.post(`/api/websites/${id}/sync`).set('Cookie', admin).expect(202);
      finished = (await followJob(t, socket, res.body.jobId as string, 90_000)).outcome;
      const runs = t.db.getRepository(JobRun);
      const deadline = Date.now() + 20_000;
      let run = await runs.findOneByOrFail({ id: Number(res.body.jobId) });
      while (!(run.state === 'waiting' && run.message) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        run = await runs.findOneByOrFail({ id: Number(res.body.jobId) });
      }
      expect(run).toMatchObject({ state: 'waiting', attempts: 1 });
      // It says that it will try again, and when: the sync's backoff is 5 s.
      const api = await t.http.get(`/api/jobs/${res.body.jobId}`).set('Cookie', admin).expect(200);
      expect(api.body).toMatchObject({ state: 'waiting', attempts: 1, maxAttempts: 4 });
      const due = Date.parse(api.body.nextAttemptAt as string) - Date.now();
      expect(due).toBeGreaterThan(-1_000);
      expect(due).toBeLessThanOrEqual(5_000);
      // Between the attempts (Bull waits 5 s): what was written is counted exactly.
      const live = (await rows(id)).filter((a) => !a.deletedInWp);
      expect(live.length).toBeGreaterThan(0);
      expect(live.length).toBeLessThan(250);
      const list = await t.http
        .get(`/api/articles?websiteId=${id}&perPage=5`)
        .set('Cookie', admin)
        .expect(200);
      expect(list.body.total).toBe(live.length);
      const drafts = await t.http
        .get(`/api/articles?websiteId=${id}&status=draft&perPage=5`)
        .set('Cookie', admin)
        .expect(200);
      expect(drafts.body.total).toBe(live.filter((a) => a.status === 'draft').length);
    } finally {
      await removePlugin();
    }
    expect(await finished).toMatchObject({ state: 'completed' });
    await expectCopy(id, site);
  });

  it('a user without assignment cannot see the website or its articles (404)', async () => {
    const role = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'website' },
        { action: 'read', subject: 'article' },
      ],
    });
    const { body } = await t.http.get(`/api/websites/${websiteId}`).set('Cookie', admin);
    const outsider = await createUser(t.db, { roleName: role.name, accountId: body.accountId });
    const cookie = (await login(t, outsider.email, outsider.password)).cookie;
    await t.http.get(`/api/websites/${websiteId}`).set('Cookie', cookie).expect(404);
    const list = await t.http.get('/api/articles').set('Cookie', cookie).expect(200);
    expect(list.body).toMatchObject({ data: [], total: 0 });
    const filtered = await t.http
      .get(`/api/articles?websiteId=${websiteId}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(filtered.body.data).toEqual([]);
    const article = (await rows(websiteId))[0]!;
    await t.http.get(`/api/articles/${article.id}`).set('Cookie', cookie).expect(404);
    // Nor follow its jobs, nor find them in job history.
    const run = await t.db
      .getRepository(JobRun)
      .findOneOrFail({ where: { websiteId }, order: { id: 'DESC' } });
    const outsiderSocket = await connectSocket(t, cookie);
    expect(await outsiderSocket.emitWithAck('job.watch', String(run.id))).toBe(false);
    outsiderSocket.disconnect();
    await t.http.get(`/api/jobs/${run.id}`).set('Cookie', cookie).expect(404);
  });

  it('killing the worker (SIGKILL) mid-sync: another worker retries to the exact count, no duplicate', async () => {
    const bigId = await addConnection(big);
    const { jobId, job, started } = await withQueuePaused(t, QueueName.Sync, async () => {
      const res = await t.http.post(`/api/websites/${bigId}/sync`).set('Cookie', admin).expect(202);
      const jobId = res.body.jobId as string;
      const started = waitForEvent(
        socket,
        'job.progress',
        (p) => p.jobId === jobId && (p.detail?.pagesDone ?? 0) > 0,
      );
      return { jobId, job: await followJob(t, socket, jobId, 90_000), started };
    });
    const progress = await started;
    await workers[0]!.kill('SIGKILL');
    const partial = (await rows(bigId)).length;
    expect(progress.detail?.pagesTotal).toBe(20);
    expect(partial).toBeLessThan(2000);
    // A browser opening the Jobs page now is shown the run under way, not a finished one.
    expect(['waiting', 'active']).toContain((await runOf(jobId)).state);
    workers.push(await startWorker(env));
    const event = await job.outcome;
    expect(event).toMatchObject({ jobId, state: 'completed', progress: 100 });
    // History keeps the counts it ended with, for a browser that opens the run afterwards.
    expect(event.detail).toMatchObject({ total: 2000 });
    expect(await runOf(jobId)).toMatchObject({
      state: 'completed',
      progress: 100,
      detail: event.detail,
    });
    await expectCopy(bigId, big);
    const run = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
    expect(run.state).toBe('completed');
  });

  it('revoking the application password mid-sync ends failed at once with the credentials reason; nothing is marked deleted', async () => {
    const [appPassword, uuid] = JSON.parse(
      await wpCli(
        big,
        `$user = get_user_by('login', 'admin');
         [$password, $item] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'revoked mid-sync']);
         echo json_encode([$password, $item['uuid']]);`,
      ),
    ) as [string, string];
    const id = await addConnection(big, { ...big.users.admin, appPassword });
    await sync(id, 90_000);
    const removePlugin = await addMuPlugin(
      big,
      'revoke-on-page-3',
      `add_filter('rest_pre_dispatch', function ($result, $server, $request) {
        if ($request->get_route() === '/wp/v2/posts' && (int) $request->get_param('page') === 3) {
          $user = get_user_by('login', 'admin');
          WP_Application_Passwords::delete_application_password($user->ID, '${uuid}');
        }
        return $result;
      }, 10, 3);`,
    );
    try {
      const { jobId, event } = await syncEnding(id, '?full=true');
      expect(event).toMatchObject({ state: 'failed', code: 'sync.wrong_credentials' });
      // At once: no retry waits for a password that will not come back.
      const run = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
      expect(run).toMatchObject({ state: 'failed', attempts: 1, code: 'sync.wrong_credentials' });
      const all = await rows(id);
      expect(all.filter((a) => a.deletedInWp)).toEqual([]);
      expect(all).toHaveLength(2000);
      const website = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
      expect(website.body.verified).toBe(false);
    } finally {
      await removePlugin();
    }
  });

  it('a 500 on page 3 ends failed naming the page; the next run completes', async () => {
    const removePlugin = await addMuPlugin(
      site,
      'broken-page-3',
      `add_filter('rest_pre_dispatch', function ($result, $server, $request) {
        if ($request->get_route() === '/wp/v2/posts' && (int) $request->get_param('page') === 3) {
          return new WP_Error('broken', 'Page 3 is broken', ['status' => 500]);
        }
        return $result;
      }, 10, 3);`,
    );
    const id = await addConnection(site);
    try {
      const { event } = await syncEnding(id, '', 110_000);
      expect(event).toMatchObject({
        state: 'failed',
        code: 'sync.page_server_error',
        params: { page: 3, pages: 3, status: 500 },
      });
      expect((await rows(id)).filter((a) => a.deletedInWp)).toEqual([]);
      // Job history keeps the code and the page: the Jobs page says it in each reader's language.
      const failed = (
        await t.http
          .get(`/api/jobs?websiteId=${id}&name=sync.website&state=failed&perPage=5`)
          .set('Cookie', admin)
          .expect(200)
      ).body.data[0];
      expect(failed).toMatchObject({
        code: 'sync.page_server_error',
        params: { page: 3, pages: 3, status: 500 },
      });
    } finally {
      await removePlugin();
    }
    const { event } = await sync(id);
    expect(event.detail).toMatchObject({ full: 1, total: await wpTotal(site) });
    await expectCopy(id, site);
  }, 150_000);

  it('never writes an application password to the worker logs', () => {
    const logs = workers.map((w) => w.output()).join('\n');
    expect(logs).toContain('worker running');
    for (const wp of sites) {
      for (const user of Object.values(wp.users)) {
        expect(logs).not.toContain(user.appPassword);
        expect(logs).not.toContain(
          Buffer.from(`${user.login}:${user.appPassword}`).toString('base64'),
        );
      }
    }
  });
});
