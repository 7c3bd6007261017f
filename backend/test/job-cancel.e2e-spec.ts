import {
  addMuPlugin,
  holdPosts,
  seedPosts,
  startWordPressSites,
  stopAll,
  type WpSite,
} from '../../test/wordpress/harness';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { QueueName } from '../src/core/queues/job-catalogue';
import { JobsService } from '../src/core/queues/jobs.service';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { eventually } from './support/eventually';
import { createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { startInbox, type MailInbox } from './support/mail-inbox';
import { addVerifiedWebsite, articleRows } from './support/wordpress';

jest.setTimeout(120_000);

/** Nobody waits on a job that will not end: cancelling runs, and runs whose queue job is gone. */
describe('cancelling jobs, and jobs lost from the queue', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let admin: { cookie: string };
  let websiteId: number;
  let socket: TestSocket;
  let inbox: MailInbox;
  const POSTS = 300;

  const run = (id: string | number) =>
    t.db.getRepository(JobRun).findOneByOrFail({ id: Number(id) });
  const queue = () => t.app.get(JobsService).queue(QueueName.Sync);
  const startSync = async () => {
    const res = await t.http
      .post(`/api/websites/${websiteId}/sync`)
      .set('Cookie', admin.cookie)
      .expect(202);
    return res.body.jobId as string;
  };

  beforeAll(async () => {
    inbox = await startInbox();
    [t, sites] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true', SMTP_URL: inbox.smtpUrl }),
      startWordPressSites({ count: 1 }),
    ]);
    site = sites[0]!;
    await seedPosts(site, POSTS, { days: 5 });
    admin = await login(t);
    websiteId = await addVerifiedWebsite(t, { Cookie: admin.cookie }, site);
    socket = await connectSocket(t, admin.cookie);
  });

  afterAll(async () => {
    socket?.disconnect();
    await stopAll(sites ?? []);
    await t?.close();
    await inbox?.close();
    await dropEnv(env);
  });

  it('stops a running sync at once for those watching, keeps it stopped, and the next run completes', async () => {
    // The posts pages are held: the worker must end the request under way, not wait it out.
    const hold = await holdPosts(site);
    let jobId: string;
    try {
      jobId = await startSync();
      const followed = await followJob(t, socket, jobId, 60_000);
      await eventually(async () => (await run(jobId)).state, 'active', 20_000);

      // Someone who only reads the website may watch the run, not stop it.
      const role = await createRole(t.db, {
        permissions: [{ action: 'read', subject: 'website' }],
      });
      const { body: website } = await t.http
        .get(`/api/websites/${websiteId}`)
        .set('Cookie', admin.cookie)
        .expect(200);
      const viewer = await createUser(t.db, {
        roleName: role.name,
        accountId: website.accountId as number,
      });
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId, userId: viewer.id, canWrite: false });
      const viewerSession = await login(t, viewer.email, viewer.password);
      const seen = await t.http
        .get(`/api/jobs/${jobId}`)
        .set('Cookie', viewerSession.cookie)
        .expect(200);
      expect(seen.body).toMatchObject({ state: 'active', cancellable: false });
      await t.http
        .post(`/api/jobs/${jobId}/cancel`)
        .set('Cookie', viewerSession.cookie)
        .expect(403);

      const cancelled = await t.http
        .post(`/api/jobs/${jobId}/cancel`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(cancelled.body).toMatchObject({
        state: 'cancelled',
        code: 'job.cancelled',
        message: 'The job was cancelled.',
        cancellable: false,
        retryable: true,
      });
      await expect(followed.outcome).resolves.toMatchObject({
        state: 'cancelled',
        code: 'job.cancelled',
      });

      // The worker stops at once, its held page request ended: its queue job ends without a retry
      // waiting.
      const bullJobId = (await run(jobId)).bullJobId;
      const settled = async () => {
        const state = (await (await queue().getJob(bullJobId))?.getState()) ?? 'gone';
        return !['active', 'delayed', 'waiting'].includes(state);
      };
      await eventually(settled, true, 20_000);
      // …and history still says cancelled, not completed behind the user's back.
      expect(await run(jobId)).toMatchObject({ state: 'cancelled', code: 'job.cancelled' });
      expect((await articleRows(t, websiteId)).length).toBeLessThan(POSTS);
      await t.http.post(`/api/jobs/${jobId}/cancel`).set('Cookie', admin.cookie).expect(409);
    } finally {
      await hold.restore();
    }

    const next = await startSync();
    expect(next).not.toBe(jobId);
    const followed = await followJob(t, socket, next, 60_000);
    await expect(followed.outcome).resolves.toMatchObject({ state: 'completed' });
    expect((await articleRows(t, websiteId)).length).toBe(POSTS);
  });

  it('never retries, completes or mails a sync cancelled while its call stalls and then fails', async () => {
    const synced = (await articleRows(t, websiteId)).length;
    // Mail of the runs before this one (the last sync completed) is out first.
    const mailQueue = t.app.get(JobsService).queue(QueueName.Mail);
    const mailPending = async () => {
      const counts = await mailQueue.getJobCounts();
      return counts.waiting + counts.active + counts.delayed;
    };
    await eventually(mailPending, 0, 20_000);
    const before = inbox.mails.length;
    // A stalled site: each posts request hangs 3 s, then fails with a server error.
    const removeStall = await addMuPlugin(
      site,
      'stall-then-fail',
      `if (strpos($_SERVER['REQUEST_URI'] ?? '', 'wp/v2/posts') !== false) { usleep(3000000); status_header(500); header('Content-Type: application/json'); echo '{"code":"stalled"}'; exit; }`,
    );
    let jobId: string;
    try {
      jobId = await startSync();
      await eventually(async () => (await run(jobId)).state, 'active', 20_000);
      const cancelledAt = Date.now();
      const res = await t.http
        .post(`/api/jobs/${jobId}/cancel`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(res.body.state).toBe('cancelled');
      // Its stalled call fails after the cancel (within 5 s): the attempt ends for good.
      const bullJobId = (await run(jobId)).bullJobId;
      const over = async () => {
        const state = (await (await queue().getJob(bullJobId))?.getState()) ?? 'gone';
        return !['active', 'delayed', 'waiting'].includes(state);
      };
      await eventually(over, true, 10_000);
      expect(Date.now() - cancelledAt).toBeLessThan(8_000);
    } finally {
      // The site answers again: a retry of the run would now complete.
      await removeStall();
    }
    // Past the first retry's backoff (5 s): nothing ran again, nothing completed, nobody was told.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await run(jobId)).toMatchObject({ state: 'cancelled', attempts: 1 });
    expect((await articleRows(t, websiteId)).length).toBe(synced);
    expect(await mailPending()).toBe(0);
    expect(inbox.mails.slice(before).map((m) => m.subject)).toEqual([]);
  });

  it('takes a waiting run off the queue', async () => {
    await queue().pause(true); // this process's worker takes nothing: the run waits
    try {
      const jobId = await startSync();
      expect((await run(jobId)).state).toBe('waiting');
      const bullJobId = (await run(jobId)).bullJobId;
      await t.http.post(`/api/jobs/${jobId}/cancel`).set('Cookie', admin.cookie).expect(200);
      expect(await run(jobId)).toMatchObject({ state: 'cancelled', code: 'job.cancelled' });
      expect(await queue().getJob(bullJobId)).toBeNull();
    } finally {
      await queue().resume(true);
    }
  });

  it('ends a run whose queue job was taken away as failed with the reason, within half a minute', async () => {
    await queue().pause(true);
    try {
      const jobId = await startSync();
      const followed = await followJob(t, socket, jobId, 45_000);
      const bullJob = await queue().getJob((await run(jobId)).bullJobId);
      await bullJob!.remove(); // as a Redis flush, or another installation on the prefix, would
      const started = Date.now();
      await expect(followed.outcome).resolves.toMatchObject({ state: 'failed', code: 'job.lost' });
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await queue().resume(true);
    }
  });
});
