import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { User } from '../src/users/entities/user.entity';
import { JOB_QUEUE, JobName, QueueName } from '../src/core/queues/job-catalogue';
import { JobHandlers } from '../src/core/queues/job-handlers';
import { JobsService } from '../src/core/queues/jobs.service';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { Website } from '../src/websites/entities/website.entity';
import { eventually } from './support/eventually';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  startApp,
  testEnv,
  waitForEvent,
  type TestApp,
  type TestSocket,
} from './support/test-app';

jest.setTimeout(60_000);

type Permissions = Parameters<typeof createRole>[1]['permissions'];

/** Job history through the API: what ran, for whom, how it ended, and running it again. */
describe('Jobs API', () => {
  const env = testEnv();
  let t: TestApp;
  let accountId: number;
  let websiteId: number;
  let editor: { id: number; bearer: string; cookie: string };
  let sockets: TestSocket[] = [];

  const member = async (permissions: Permissions) => {
    const role = await createRole(t.db, { permissions });
    const user = await createUser(t.db, { roleName: role.name, accountId });
    const { token, cookie } = await login(t, user.email, user.password);
    return { id: user.id, bearer: `Bearer ${token}`, cookie };
  };
  const assign = (userId: number, canWrite: boolean) =>
    t.db.getRepository(WebsiteUser).insert({ websiteId, userId, canWrite });
  const jobs = (bearer: string, query = '') =>
    t.http.get(`/api/jobs${query}`).set('Authorization', bearer);

  /** Starts a sync as `editor`, and waits for the run to fail for good. */
  const failedSync = async () => {
    const socket = await connectSocket(t, editor.cookie);
    sockets.push(socket);
    const started = await t.http
      .post(`/api/websites/${websiteId}/sync`)
      .set('Authorization', editor.bearer)
      .expect(202);
    const jobId = started.body.jobId as string;
    const failed = waitForEvent(socket, 'job.failed', (p) => p.jobId === jobId, 20_000);
    await new Promise<void>((resolve) =>
      socket.emit('job.watch', jobId, (ok) => {
        expect(ok).toBe(true);
        resolve();
      }),
    );
    // The run may have failed before the watch: the API is the source of truth either way.
    await eventually(
      async () => (await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) })).state,
      'failed',
      15_000,
    );
    return { jobId, failed };
  };

  beforeAll(async () => {
    t = await startApp(env);
    accountId = (await createAccount(t.db)).id;
    const websites = t.db.getRepository(Website);
    // Verified, but its credentials are gone: every sync of it fails at once, for a known reason.
    websiteId = (
      await websites.save(
        websites.create({
          accountId,
          name: 'Night desk',
          url: 'https://night-desk.example.org',
          verified: true,
        }),
      )
    ).id;
    editor = await member([{ action: 'write', subject: 'website' }]);
    await assign(editor.id, true);
    // The editor reads the product in Polish: mails about their runs come in Polish too.
    await t.db.getRepository(User).update(editor.id, { locale: 'pl' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    await t?.close();
    await dropEnv(env);
  });

  it('runs every job of the catalogue through one handler, on its queue, and offers retry only where a start exists', async () => {
    const handlers = t.app.get(JobHandlers).all();
    // Each job has exactly one handler (a second one fails the start), and none is left out.
    expect(handlers.map((h) => h.name).sort()).toEqual(Object.values(JobName).sort());
    // The one processor of each queue took them all: Bull knows every job by name, on its queue.
    for (const { name } of handlers) {
      const queue = t.app.get<Queue>(getQueueToken(JOB_QUEUE[name]));
      expect(Object.keys((queue as unknown as { handlers: object }).handlers)).toContain(name);
    }
    const retried = handlers.filter((h) => h.handler.retry).map((h) => h.name);
    expect(retried.sort()).toEqual(
      [JobName.CloneArticle, JobName.ReconcileWebsite, JobName.SyncWebsite].sort(),
    );
  });

  it('shows periodic maintenance to administrators: each job, its interval, next tick and last outcome; runs one on demand', async () => {
    const admin = `Bearer ${(await login(t)).token}`;
    const list = () =>
      t.http
        .get('/api/jobs/maintenance')
        .set('Authorization', admin)
        .expect(200)
        .then(
          (res) =>
            res.body.data as {
              name: string;
              everyMs: number;
              nextRunAt: string | null;
              last: { state: string; startedAt: string } | null;
            }[],
        );
    // Scheduled at start as repeatable jobs: every one has its next tick.
    const scheduled = await eventually(
      async () => (await list()).filter((job) => job.nextRunAt !== null).length,
      6,
      10_000,
    ).then(list);
    expect(scheduled.map((job) => [job.name, job.everyMs])).toEqual([
      [JobName.ReconcileJobs, 10_000],
      [JobName.AnalyticsRetention, 3_600_000],
      [JobName.AnalyticsLive, 2_000],
      [JobName.PresenceSweep, 10_000],
      [JobName.AuditRetention, 3_600_000],
      [JobName.NotificationDigest, 600_000],
    ]);
    // The live counts tick every 2 s: its outcome is soon on record.
    await eventually(
      async () => (await list()).find((job) => job.name === JobName.AnalyticsLive)?.last?.state,
      'completed',
      10_000,
    );
    // Run now: the hourly retention runs at once, and its last outcome says so.
    const before = (await list()).find((job) => job.name === JobName.AnalyticsRetention)!.last;
    // The pass every worker makes at start is its first run on record (the hourly tick is far).
    // With its message: a failed pass says why (it failed once in a loaded fresh-clone run).
    expect({ state: before?.state, message: (before as { message?: string }).message }).toEqual({
      state: 'completed',
      message: undefined,
    });
    await t.http
      .post(`/api/jobs/maintenance/${JobName.AnalyticsRetention}/run`)
      .set('Authorization', admin)
      .expect(202);
    await eventually(
      async () => {
        const last = (await list()).find((job) => job.name === JobName.AnalyticsRetention)!.last;
        return last !== null && last.startedAt !== before?.startedAt && last.state;
      },
      'completed',
      15_000,
    );
    const unknown = await t.http
      .post('/api/jobs/maintenance/sync.website/run')
      .set('Authorization', admin)
      .expect(404);
    expect(unknown.body.code).toBe('job.not_found');
    // Not for anyone else, whatever else they may do with jobs.
    await t.http.get('/api/jobs/maintenance').set('Authorization', editor.bearer).expect(403);
    await t.http
      .post(`/api/jobs/maintenance/${JobName.ReconcileJobs}/run`)
      .set('Authorization', editor.bearer)
      .expect(403);
  });

  it('lists a sync run started through the API with its state, stage, progress, duration and error code', async () => {
    const { jobId, failed } = await failedSync();
    const res = await jobs(editor.bearer).expect(200);
    const row = (res.body.data as Record<string, unknown>[]).find((r) => r.id === Number(jobId));
    expect(row).toMatchObject({
      name: JobName.SyncWebsite,
      queue: QueueName.Sync,
      state: 'failed',
      stage: 'synchronizing',
      code: 'sync.missing_credentials',
      message: 'The website has no API username or application password: add them and verify it.',
      websiteId,
      websiteName: 'Night desk',
      userId: editor.id,
      retryable: true,
    });
    expect(typeof row?.progress).toBe('number');
    expect(row?.durationMs).toBeGreaterThanOrEqual(0);
    expect(row?.finishedAt).toEqual(expect.any(String));
    expect(res.body).toMatchObject({ page: 1, perPage: 25 });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    // Whoever watched the job heard how it ended, with the code to translate.
    await expect(failed).resolves.toMatchObject({
      state: 'failed',
      code: 'sync.missing_credentials',
    });

    // The failure mail speaks the requester's language, the reason included (by its code).
    const mail = await t.db.getRepository(OutboxMail).findOneOrFail({
      where: { subject: 'Nie udało się zsynchronizować artykułów — Night desk' },
    });
    expect(mail.text).toBe(
      'Nie udało się zsynchronizować artykułów: Night desk.\n\nPrzyczyna: Witryna nie ma nazwy użytkownika API ani hasła aplikacji: dodaj je i zweryfikuj witrynę.',
    );

    const one = await t.http
      .get(`/api/jobs/${jobId}`)
      .set('Authorization', editor.bearer)
      .expect(200);
    expect(one.body).toMatchObject({ id: Number(jobId), code: 'sync.missing_credentials' });
  });

  it('filters by kind, state, website, user and date, and searches the error text', async () => {
    const ids = async (query: string) =>
      ((await jobs(editor.bearer, query).expect(200)).body.data as { id: number }[]).map(
        (r) => r.id,
      );
    const all = await ids('');
    expect(all.length).toBeGreaterThan(0);
    expect(await ids(`?name=${JobName.SyncWebsite}&state=failed`)).toEqual(all);
    expect(await ids('?state=completed')).toEqual([]);
    expect(await ids(`?name=${JobName.SendMail}`)).toEqual([]);
    expect(await ids(`?websiteId=${websiteId}&userId=${editor.id}`)).toEqual(all);
    expect(await ids(`?websiteId=${websiteId + 1000}`)).toEqual([]);
    expect(await ids('?q=application%20password')).toEqual(all);
    expect(await ids('?q=missing_credentials')).toEqual(all);
    expect(await ids('?q=nothing%20like%20this')).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await ids(`?from=${encodeURIComponent(tomorrow)}`)).toEqual([]);
    expect(await ids(`?to=${encodeURIComponent(tomorrow)}`)).toEqual(all);

    const bad = await jobs(editor.bearer, '?state=stuck&from=yesterday').expect(400);
    expect(bad.body.errors).toMatchObject({
      state: [expect.stringMatching(/^state must be one of waiting, active/)],
      from: ['from must be a date (ISO 8601).'],
    });
  });

  it('shows a run only to those who may read its website', async () => {
    const outsider = await member([{ action: 'read', subject: 'website' }]);
    const { body } = await jobs(outsider.bearer).expect(200);
    expect(body).toMatchObject({ data: [], total: 0 });
    const [run] = await t.db.getRepository(JobRun).find({ where: { websiteId }, take: 1 });
    const hidden = await t.http
      .get(`/api/jobs/${run.id}`)
      .set('Authorization', outsider.bearer)
      .expect(404);
    expect(hidden.body).toMatchObject({ code: 'job.not_found', message: 'Job not found' });
    await t.http
      .post(`/api/jobs/${run.id}/retry`)
      .set('Authorization', outsider.bearer)
      .expect(404);

    // Without read on websites, the route itself is closed.
    const reader = await member([{ action: 'read', subject: 'user' }]);
    await jobs(reader.bearer).expect(403);

    // The administrator sees every run.
    const admin = `Bearer ${(await login(t)).token}`;
    const all = await jobs(admin, `?websiteId=${websiteId}`).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(1);
  });

  it('retries a failed run through the sync start: a new run that runs again', async () => {
    const { jobId } = await failedSync();
    const retried = await t.http
      .post(`/api/jobs/${jobId}/retry`)
      .set('Authorization', editor.bearer)
      .expect(202);
    const next = Number(retried.body.jobId);
    expect(next).toBeGreaterThan(Number(jobId));
    await eventually(
      async () => (await t.db.getRepository(JobRun).findOneBy({ id: next }))?.state,
      'failed',
      15_000,
    );
    expect(await t.db.getRepository(JobRun).findOneByOrFail({ id: next })).toMatchObject({
      code: 'sync.missing_credentials',
      websiteId,
    });
    // The failed run stays as it was: history is never rewritten.
    const before = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
    expect(before.state).toBe('failed');

    // A viewer of the website may see the run but not start work on it.
    const viewer = await member([{ action: 'read', subject: 'website' }]);
    await assign(viewer.id, false);
    const refused = await t.http
      .post(`/api/jobs/${next}/retry`)
      .set('Authorization', viewer.bearer)
      .expect(403);
    expect(refused.body.message).toBe('You have view-only access to this website.');
  });

  it('starts one run under one job id however many start it at once, over a finished job or none', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QueueName.Sync));
    const service = t.app.get(JobsService);
    const runs = t.db.getRepository(JobRun);
    const by = { id: editor.id, accountId };
    const payload = { websiteId, requestedBy: editor.id };
    await queue.pause();
    try {
      for (const finished of [false, true, true]) {
        const jobId = `together-${finished ? 'over' : 'fresh'}-${Date.now()}`;
        if (finished) {
          // An earlier run's job, ended: where Bull keeps a failed job (the queue is paused).
          await queue.add(JobName.SyncWebsite, { ...payload, runId: 0 }, { jobId });
          await queue.client
            .multi()
            .lrem(queue.toKey('paused'), 0, jobId)
            .lrem(queue.toKey('wait'), 0, jobId)
            .zrem(queue.toKey('delayed'), jobId)
            .zadd(queue.toKey('failed'), Date.now(), jobId)
            .exec();
          expect(await (await queue.getJob(jobId))!.getState()).toBe('failed');
        }
        const started = await Promise.all(
          [0, 1, 2, 3, 4].map(() =>
            service.enqueue(JobName.SyncWebsite, payload, { jobId, by, accountId }),
          ),
        );
        expect(new Set(started.map((run) => run.id)).size).toBe(1);
        expect(await runs.countBy({ bullJobId: jobId })).toBe(1);
        const held = await queue.getJob(jobId);
        expect((held!.data as { runId: number }).runId).toBe(started[0]!.id);
        await held!.remove();
      }
    } finally {
      await queue.resume();
    }
  });

  it('refuses to retry a run that has not failed', async () => {
    const runs = t.db.getRepository(JobRun);
    const done = await runs.save(
      runs.create({
        queue: QueueName.Sync,
        name: JobName.SyncWebsite,
        bullJobId: 'done-1',
        state: 'completed',
        progress: 100,
        payload: { websiteId, requestedBy: editor.id },
        websiteId,
        userId: editor.id,
      }),
    );
    const res = await t.http
      .post(`/api/jobs/${done.id}/retry`)
      .set('Authorization', editor.bearer)
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'job.not_retryable',
      message: 'Only a failed job can be run again.',
    });
    const listed = await jobs(editor.bearer, '?state=completed').expect(200);
    expect(listed.body.data[0]).toMatchObject({ id: done.id, retryable: false });
  });

  it('tells whoever may see a run when one appears or changes state (jobs.changed)', async () => {
    const socket = await connectSocket(t, editor.cookie);
    sockets.push(socket);
    const outsider = await member([{ action: 'read', subject: 'website' }]);
    const other = await connectSocket(t, outsider.cookie);
    sockets.push(other);
    let outsiderHeard = false;
    other.on('jobs.changed', () => (outsiderHeard = true));
    const failed = waitForEvent(socket, 'jobs.changed', (p) => p.state === 'failed', 20_000);
    const created = waitForEvent(socket, 'jobs.changed', (p) => p.state === 'waiting', 20_000);
    await t.http
      .post(`/api/websites/${websiteId}/sync`)
      .set('Authorization', editor.bearer)
      .expect(202);
    await expect(created).resolves.toMatchObject({ websiteId });
    await expect(failed).resolves.toMatchObject({ websiteId });
    expect(outsiderHeard).toBe(false);
  });

  it('keeps the values a failure names beside its code (the host), for the reader’s translation', async () => {
    const admin = await login(t);
    // A site on a private address: outbound calls may not reach it, and the failure names the host.
    const created = await t.http
      .post('/api/websites')
      .set('Cookie', admin.cookie)
      .send({
        name: 'Inner desk',
        url: 'http://127.0.0.1:9',
        apiUsername: 'editor',
        apiKey: 'abcd efgh ijkl mnop qrst uvwx',
        language: 'en',
      })
      .expect(201);
    const innerId = created.body.data.id as number;
    await t.db.getRepository(Website).update(innerId, { verified: true });
    const started = await t.http
      .post(`/api/websites/${innerId}/sync`)
      .set('Cookie', admin.cookie)
      .expect(202);
    const jobId = Number(started.body.jobId);
    // A blocked address is no better on a second attempt: the run ends at once, with no retry
    // promised (the list of failures retrying cannot fix is one, shared by every job).
    const run = await eventually(
      async () => (await t.db.getRepository(JobRun).findOneByOrFail({ id: jobId })).state,
      'failed',
      20_000,
    ).then(() => t.http.get(`/api/jobs/${jobId}`).set('Cookie', admin.cookie).expect(200));
    expect(run.body).toMatchObject({
      code: 'sync.blocked_address',
      params: { host: '127.0.0.1:9' },
      attempts: 1,
      maxAttempts: 4,
      nextAttemptAt: null,
    });
    expect(run.body.message).toMatch(/^127\.0\.0\.1:9 points to a private/);
    // Ended: nothing is left to cancel.
    await t.http.post(`/api/jobs/${jobId}/cancel`).set('Cookie', admin.cookie).expect(409);
  });
});
