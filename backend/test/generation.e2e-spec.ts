import type { JobText } from '../src/core/realtime/event-map';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { User } from '../src/users/entities/user.entity';
import { eventually } from './support/eventually';
import { startOpenAiServer, type ProtocolServer } from '../../test/support/provider-servers';
import { createUser } from './support/factories';
import {
  ADMIN,
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';

const SEO = {
  excerpt: 'Breve sommario.',
  seo: {
    title: 'Titolo SEO',
    ogTitle: 'Titolo OG',
    metaDescription: 'Descrizione meta',
    focusKeyword: 'tempesta',
  },
};

describe('generate with AI', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let openai: ProtocolServer;
  let websiteId: number;
  let articleIds: number[];
  let socket: TestSocket;

  beforeAll(async () => {
    openai = await startOpenAiServer({ apiKey: 'sk-gen-SECRET-000111' });
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    const post = async (path: string, body: object) =>
      (await t.http.post(path).set('Cookie', admin).send(body).expect(201)).body.data as {
        id: number;
      };
    const provider = await post('/api/providers', {
      name: 'gen-openai',
      prettyName: 'Gen OpenAI',
      type: 'ai',
      protocol: 'openai',
      baseUrl: openai.baseUrl,
      apiKey: openai.apiKey,
    });
    const service = await post(`/api/providers/${provider.id}/services`, {
      name: 'Small',
      model: 'local-small',
    });
    const accountId = (await t.db.getRepository(User).findOneByOrFail({ email: ADMIN.email }))
      .accountId!;
    const site = await t.db.query<{ insertId: number }>(
      'INSERT INTO websites (accountId, name, url, verified, language, aiProviderId, aiServiceId) VALUES (?, ?, ?, 1, ?, ?, ?)',
      [accountId, 'Gen site', 'https://gen.example.com', 'it', provider.id, service.id],
    );
    websiteId = Number(site.insertId);
    await t.db.query(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, contentHtml) VALUES ?',
      [
        [1, 2, 3, 4].map((n) => [
          websiteId,
          n,
          `Storm day ${n}`,
          'publish',
          new Date(),
          `<p>Facts of day ${n}.</p>`,
        ]),
      ],
    );
    articleIds = (
      await t.db.query<{ id: number }[]>(
        'SELECT id FROM articles WHERE websiteId = ? ORDER BY id',
        [websiteId],
      )
    ).map((r) => Number(r.id));
    socket = await connectSocket(t, admin);
  });
  afterAll(async () => {
    socket.disconnect();
    await t.close();
    await openai.close();
    await dropEnv(env);
  });

  const runOf = (jobId: string) =>
    t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
  const start = (body: object) =>
    t.http.post('/api/articles/generate').set('Cookie', admin).send(body);

  /** Follows the job as the page does; answers the text heard and how it ended. */
  async function follow(jobId: string) {
    const heard: JobText[] = [];
    const listener = (p: JobText) => {
      if (p.jobId === jobId) heard.push(p);
    };
    socket.on('job.text', listener);
    expect(await socket.emitWithAck('job.watch', jobId)).toBe(true);
    const outcome = await (await followJob(t, socket, jobId)).outcome;
    socket.off('job.text', listener);
    return { heard, outcome };
  }

  it('refuses a fourth source, and update or rework without the article to change', async () => {
    const four = await start({
      topic: 'The storm',
      sourceArticleIds: articleIds,
      websiteId,
      mode: 'follow_up',
    }).expect(400);
    expect(four.body).toMatchObject({
      code: 'generation.too_many_sources',
      message: 'Choose at most 3 source articles.',
      params: { count: 3 },
    });
    expect(Object.keys(four.body.errors)).toEqual(['sourceArticleIds']);
    const noTarget = await start({
      topic: 'The storm',
      sourceArticleIds: articleIds.slice(0, 1),
      websiteId,
      mode: 'update',
    }).expect(400);
    expect(noTarget.body.code).toBe('generation.target_required');
    const missing = await start({
      topic: 'The storm',
      sourceArticleIds: [99_999_999],
      websiteId,
      mode: 'follow_up',
    }).expect(400);
    expect(missing.body.code).toBe('generation.source_not_found');
    await start({ topic: '', sourceArticleIds: [], websiteId, mode: 'sideways' }).expect(400);
  });

  it('streams the article as it is written, keeps it with its SEO data, regenerates and uses it', async () => {
    openai.chunkDelayMs = 20;
    openai.answers.push(
      'Tempesta, il giorno dopo\n\n<p>La città conta i danni.</p><p>Le scuole riaprono.</p>',
      JSON.stringify(SEO),
    );
    const started = await start({
      topic: 'The storm, one day later',
      sourceArticleIds: articleIds.slice(0, 3),
      websiteId,
      mode: 'follow_up',
    }).expect(202);
    expect(started.body).toMatchObject({ state: 'generating', websiteId });
    const { heard, outcome } = await follow(started.body.jobId as string);
    expect(outcome.state).toBe('completed');
    expect(heard.filter((p) => !p.done).length).toBeGreaterThan(3);
    expect(heard.every((p) => p.field === 'article')).toBe(true);
    expect(heard.find((p) => p.done)?.text).toContain('La città conta i danni.');

    const request = JSON.parse(
      openai.requests.filter((r) => r.path === '/v1/chat/completions').at(-2)!.body,
    ) as { messages: { content: string }[] };
    expect(request.messages[0]!.content).toContain('Italian (it)');
    expect(request.messages[0]!.content).toContain('follow-up');
    expect(request.messages[1]!.content).toContain('Storm day 3');
    expect(request.messages[1]!.content).toContain('Facts of day 2.');

    const id = started.body.id as number;
    const ready = await t.http
      .get(`/api/articles/generated/${id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(ready.body).toMatchObject({
      state: 'ready',
      title: 'Tempesta, il giorno dopo',
      contentHtml: '<p>La città conta i danni.</p><p>Le scuole riaprono.</p>',
      excerpt: 'Breve sommario.',
      seoTitle: 'Titolo SEO',
      ogTitle: 'Titolo OG',
      metaDescription: 'Descrizione meta',
      focusKeyword: 'tempesta',
    });

    openai.answers.push('Seconda versione\n\nTesto semplice.', JSON.stringify(SEO));
    const again = await t.http
      .post(`/api/articles/generated/${id}/regenerate`)
      .set('Cookie', admin)
      .expect(202);
    expect(again.body.jobId).not.toBe(started.body.jobId);
    expect((await follow(again.body.jobId as string)).outcome.state).toBe('completed');
    openai.chunkDelayMs = 5;
    const second = await t.http.get(`/api/articles/generated/${id}`).set('Cookie', admin);
    expect(second.body).toMatchObject({
      title: 'Seconda versione',
      contentHtml: '<p>Testo semplice.</p>',
    });

    // A website without an application password cannot be sent to: the article stays ready.
    const refused = await t.http.post(`/api/articles/generated/${id}/use`).set('Cookie', admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('generation.no_credentials');
    const still = await t.http.get(`/api/articles/generated/${id}`).set('Cookie', admin);
    expect(still.body.state).toBe('ready');

    // Someone else's generation answers 404.
    const other = await createUser(t.db, { roleName: 'Editor', accountId: null });
    const cookie = (await login(t, other.email, other.password)).cookie;
    await t.http.get(`/api/articles/generated/${id}`).set('Cookie', cookie).expect(404);
  });

  it('stops a generation whose provider hangs: the call is aborted, the run ends cancelled', async () => {
    openai.faults.push({ delayMs: 60_000 });
    const started = await start({
      topic: 'Hanging',
      sourceArticleIds: [articleIds[0]],
      websiteId,
      mode: 'follow_up',
    }).expect(202);
    const jobId = started.body.jobId as string;
    const followed = await followJob(t, socket, jobId, 20_000);
    await eventually(
      async () => openai.requests.some((r) => r.body.includes('Topic: Hanging')),
      true,
      10_000,
    );
    const stoppedAt = Date.now();
    await t.http
      .delete(`/api/articles/generated/${started.body.id}`)
      .set('Cookie', admin)
      .expect(200);
    await expect(followed.outcome).resolves.toMatchObject({
      state: 'cancelled',
      code: 'job.cancelled',
    });
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    // The worker's abort closed the provider's hanging answer at once; the row stays discarded.
    await eventually(async () => (await runOf(jobId)).state, 'cancelled', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const row = await t.http.get(`/api/articles/generated/${started.body.id}`).set('Cookie', admin);
    expect(row.body).toMatchObject({ state: 'discarded', title: null, contentHtml: null });
  });

  it('discards an article, and a failed call leaves it failed with its code', async () => {
    openai.faults.push({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const started = await start({
      topic: 'Failing',
      sourceArticleIds: [articleIds[0]],
      websiteId,
      mode: 'rework',
      targetArticleId: articleIds[1],
    }).expect(202);
    const { outcome } = await follow(started.body.jobId as string);
    expect(outcome.state).toBe('failed');
    expect(outcome.code).toBe('provider.call.provider_error');
    const failed = await t.http
      .get(`/api/articles/generated/${started.body.id}`)
      .set('Cookie', admin);
    expect(failed.body).toMatchObject({
      state: 'failed',
      failureCode: 'provider.call.provider_error',
    });
    const gone = await t.http
      .delete(`/api/articles/generated/${started.body.id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(gone.body).toEqual({ message: 'Operation completed.' });
  });
});
