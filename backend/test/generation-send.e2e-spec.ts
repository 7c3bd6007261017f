import { Article } from '../src/articles/entities/article.entity';
import { GeneratedArticle } from '../src/generation/entities/generated-article.entity';
import { startOpenAiServer, type ProtocolServer } from '../../test/support/provider-servers';
import { startWordPressSites, stopAll, type WpSite } from '../../test/wordpress/harness';
import { addMuPlugin, addVerifiedWebsite, basicAuth } from './support/wordpress';
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
import { SHARED_SECRETS, startWorker, type WorkerProcess } from './support/worker-process';

interface WpPost {
  id: number;
  status: string;
  title: { raw: string };
  content: { raw: string };
  meta: Record<string, string>;
}

/**
 * "Use" sends a generated article to a real WordPress site, its SEO data into Yoast: a follow-up
 * as a new draft, an update into the existing post. The API runs here (ROLE=api); the jobs run in
 * a worker process (ROLE=worker), so one can be killed mid-send.
 */
describe('generate with AI: use sends to the destination', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let openai: ProtocolServer;
  const workers: WorkerProcess[] = [];
  let admin: string;
  let socket: TestSocket;
  let websiteId: number;
  let sourceId: number;
  const unique = Date.now().toString(36);

  const wp = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${site.url}/wp-json/${path}`, {
      method,
      headers: {
        authorization: basicAuth(site.users.admin),
        'content-type': 'application/json',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const remotePost = (id: number) => wp<WpPost>('GET', `wp/v2/posts/${id}?context=edit`);
  const postsTitled = async (title: string) =>
    (
      await wp<WpPost[]>(
        'GET',
        `wp/v2/posts?context=edit&status=publish,draft&per_page=100&search=${encodeURIComponent(title)}`,
      )
    ).filter((p) => p.title.raw === title);

  beforeAll(async () => {
    [t, sites, openai] = await Promise.all([
      startApp(env, { ROLE: 'api', OUTBOUND_ALLOW_PRIVATE: 'true', ...SHARED_SECRETS }),
      startWordPressSites({ count: 1, yoast: [true] }),
      startOpenAiServer({ apiKey: 'sk-send-SECRET-000111' }),
    ]);
    site = sites[0]!;
    workers.push(await startWorker(env));
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    const post = async (path: string, body: object) =>
      (await t.http.post(path).set('Cookie', admin).send(body).expect(201)).body.data as {
        id: number;
      };
    const provider = await post('/api/providers', {
      name: 'send-openai',
      prettyName: 'Send OpenAI',
      type: 'ai',
      protocol: 'openai',
      baseUrl: openai.baseUrl,
      apiKey: openai.apiKey,
    });
    const service = await post(`/api/providers/${provider.id}/services`, {
      name: 'Small',
      model: 'local-small',
    });
    websiteId = await addVerifiedWebsite(t, { Cookie: admin }, site);
    await t.db.query('UPDATE websites SET aiProviderId = ?, aiServiceId = ? WHERE id = ?', [
      provider.id,
      service.id,
      websiteId,
    ]);
    sourceId = await articleRow(999_001, 'Harbour storm', '<p>The storm hit.</p>');
  }, 300_000);
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(workers.map((w) => w.kill()));
    await stopAll(sites ?? []);
    await t?.close();
    await openai?.close();
    await dropEnv(env);
  });

  async function articleRow(remoteId: number, title: string, html: string, status = 'publish') {
    const inserted = await t.db.query<{ insertId: number }>(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, contentHtml, categories, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [websiteId, remoteId, title, status, new Date(), html, '["Coast"]', '["storm"]'],
    );
    return Number(inserted.insertId);
  }

  /** Generates (the answers queued on the local AI server) and follows the job to its end. */
  async function generate(body: object, title: string, html: string) {
    openai.answers.push(
      `${title}\n\n${html}`,
      JSON.stringify({
        excerpt: 'Boats are back.',
        seo: {
          title: `${title} | SEO`,
          ogTitle: 'Harbour (OG)',
          metaDescription: 'The harbour reopened.',
          focusKeyword: 'harbour',
        },
      }),
    );
    const started = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({ topic: 'The harbour', sourceArticleIds: [sourceId], websiteId, ...body })
      .expect(202);
    const job = await followJob(t, socket, started.body.jobId as string);
    expect((await job.outcome).state).toBe('completed');
    return started.body.id as number;
  }

  /** "Use": 202 with the send job, followed to its end; resolves with the row as the page reads it. */
  async function use(
    id: number,
    onStarted?: (jobId: string) => Promise<void>,
    body: { replace?: boolean } = {},
  ) {
    const res = await t.http
      .post(`/api/articles/generated/${id}/use`)
      .set('Cookie', admin)
      .send(body)
      .expect(202);
    expect(res.body).toMatchObject({ id, state: 'sending', jobId: expect.any(String) });
    const jobId = res.body.jobId as string;
    const job = await followJob(t, socket, jobId, 240_000);
    await onStarted?.(jobId);
    expect(await job.outcome).toMatchObject({ state: 'completed' });
    return (await t.http.get(`/api/articles/generated/${id}`).set('Cookie', admin).expect(200))
      .body as { state: string; remoteId: number; articleId: number; yoast: string };
  }

  it('follow up: one new draft post with the Yoast fields; its row flagged generated-with-AI', async () => {
    const title = `The harbour, a day later ${unique}`;
    const id = await generate({ mode: 'follow_up' }, title, '<p>Boats are back.</p>');
    const used = await use(id);
    expect(used).toMatchObject({ state: 'used', yoast: 'saved' });
    const post = await remotePost(used.remoteId);
    expect(post.status).toBe('draft');
    expect(post.title.raw).toBe(title);
    expect(post.content.raw).toContain('Boats are back.');
    expect(post.meta).toMatchObject({
      _yoast_wpseo_title: `${title} | SEO`,
      _yoast_wpseo_metadesc: 'The harbour reopened.',
      _yoast_wpseo_focuskw: 'harbour',
    });
    const row = await t.db
      .getRepository(Article)
      .findOneByOrFail({ websiteId, remoteId: used.remoteId });
    expect(row).toMatchObject({ id: used.articleId, generatedByAi: true, title });
    // The follow-up is linked to its sources.
    expect(await t.db.getRepository(GeneratedArticle).findOneByOrFail({ id })).toMatchObject({
      sourceArticleIds: [sourceId],
      articleId: used.articleId,
    });

    // Used once: a second click sends nothing.
    const again = await t.http.post(`/api/articles/generated/${id}/use`).set('Cookie', admin);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('generation.not_ready');
    expect(await postsTitled(title)).toHaveLength(1);
  }, 120_000);

  it('edited before use: the person’s title, body and SEO title arrive; one part asked of the AI again', async () => {
    const title = `The harbour, as the AI wrote it ${unique}`;
    const id = await generate({ mode: 'follow_up' }, title, '<p>Boats are back.</p>');
    const draft = {
      title: `The harbour, as the desk wrote it ${unique}`,
      html: '<p>Boats are back, says the harbour master.</p>',
      excerpt: 'Boats are back.',
      seo: {
        title: 'Desk title | SEO',
        ogTitle: 'Harbour (OG)',
        metaDescription: 'The harbour reopened.',
        focusKeyword: 'harbour',
      },
    };
    openai.answers.push(JSON.stringify({ text: 'The harbour is busy again.' }));
    const revised = await t.http
      .post(`/api/articles/generated/${id}/revise`)
      .set('Cookie', admin)
      .send({ part: 'excerpt', instruction: 'shorter', draft })
      .expect(200);
    expect(revised.body).toEqual({ part: 'excerpt', text: 'The harbour is busy again.' });
    const empty = await t.http
      .put(`/api/articles/generated/${id}`)
      .set('Cookie', admin)
      .send({ ...draft, html: '' })
      .expect(400);
    expect(empty.body.errors.html).toEqual(['The body is required.']);
    const saved = await t.http
      .put(`/api/articles/generated/${id}`)
      .set('Cookie', admin)
      .send({ ...draft, excerpt: revised.body.text })
      .expect(200);
    expect(saved.body).toMatchObject({
      state: 'ready',
      title: draft.title,
      excerpt: 'The harbour is busy again.',
      seoTitle: 'Desk title | SEO',
    });
    const used = await use(id);
    const post = await remotePost(used.remoteId);
    expect(post.title.raw).toBe(draft.title);
    expect(post.content.raw).toContain('says the harbour master');
    expect(post.meta).toMatchObject({ _yoast_wpseo_title: 'Desk title | SEO' });
    // Used: no longer edited.
    const late = await t.http
      .put(`/api/articles/generated/${id}`)
      .set('Cookie', admin)
      .send(draft)
      .expect(409);
    expect(late.body.code).toBe('generation.not_ready');
  }, 120_000);

  it('update: the existing article and its post change in place (same ids, status kept), nothing new', async () => {
    const oldTitle = `Harbour closed ${unique}`;
    const existing = await wp<WpPost>('POST', 'wp/v2/posts', {
      title: oldTitle,
      content: '<p>The harbour is closed.</p>',
      status: 'publish',
    });
    const targetId = await articleRow(existing.id, oldTitle, '<p>The harbour is closed.</p>');
    const before = (await wp<WpPost[]>('GET', 'wp/v2/posts?context=edit&status=publish,draft'))
      .length;
    const title = `Harbour reopened ${unique}`;
    const id = await generate(
      { mode: 'update', targetArticleId: targetId },
      title,
      '<p>The harbour reopened on Monday.</p>',
    );
    // Replacing a live post is asked first, showing what changes; nothing is written before.
    const unasked = await t.http
      .post(`/api/articles/generated/${id}/use`)
      .set('Cookie', admin)
      .send({})
      .expect(409);
    expect(unasked.body.code).toBe('generation.replace.unconfirmed');
    expect((await remotePost(existing.id)).title.raw).toBe(oldTitle);
    const preview = await t.http
      .get(`/api/articles/generated/${id}/replacement`)
      .set('Cookie', admin)
      .expect(200);
    expect(preview.body).toMatchObject({
      current: { title: oldTitle, contentHtml: '<p>The harbour is closed.</p>' },
      next: { title, contentHtml: '<p>The harbour reopened on Monday.</p>' },
    });
    const used = await use(id, undefined, { replace: true });
    expect(used).toMatchObject({ state: 'used', remoteId: existing.id, articleId: targetId });
    const post = await remotePost(existing.id);
    expect(post).toMatchObject({ status: 'publish', title: { raw: title } });
    expect(post.content.raw).toContain('The harbour reopened on Monday.');
    expect(post.meta._yoast_wpseo_title).toBe(`${title} | SEO`);
    expect(
      (await wp<WpPost[]>('GET', 'wp/v2/posts?context=edit&status=publish,draft')).length,
    ).toBe(before);
    const row = await t.db.getRepository(Article).findOneByOrFail({ id: targetId });
    expect(row).toMatchObject({
      remoteId: existing.id,
      title,
      generatedByAi: true,
      status: 'publish',
      categories: ['Coast'],
    });
    expect(await t.db.getRepository(Article).countBy({ websiteId, remoteId: existing.id })).toBe(1);

    // One action undoes it: the post's earlier words are back, and the article may be used again.
    const undone = await t.http
      .post(`/api/articles/generated/${id}/undo`)
      .set('Cookie', admin)
      .expect(200);
    expect(undone.body).toMatchObject({ state: 'ready', undoable: false });
    const restored = await remotePost(existing.id);
    expect(restored).toMatchObject({ status: 'publish', title: { raw: oldTitle } });
    expect(restored.content.raw).toBe('<p>The harbour is closed.</p>');
    const twice = await t.http.post(`/api/articles/generated/${id}/undo`).set('Cookie', admin);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('generation.undo.nothing');
    // WordPress kept a revision of each state besides.
    const revisions = await wp<{ title: { raw: string } }[]>(
      'GET',
      `wp/v2/posts/${existing.id}/revisions?context=edit`,
    );
    expect(revisions.map((r) => r.title.raw)).toEqual(expect.arrayContaining([title, oldTitle]));
  }, 120_000);

  it('sends a generated article full of script, handlers and javascript: links without any of them', async () => {
    const title = `Harbour, poisoned ${unique}`;
    openai.answers.push(
      `${title}<script>steal()</script>\n\n<p onclick="steal()">Boats are back.</p><script>steal()</script><p><a href="javascript:steal()">read</a> <a href="https://example.org/ok">ok</a></p><img src="x" onerror="steal()"><svg onload="steal()"></svg>`,
      JSON.stringify({
        excerpt: 'Back.<script>steal()</script>',
        seo: {
          title: `${title} | SEO<img src=x onerror=steal()>`,
          ogTitle: 'OG<script>steal()</script>',
          metaDescription: 'The harbour reopened.',
          focusKeyword: 'harbour',
        },
      }),
    );
    const started = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({ topic: 'The harbour', sourceArticleIds: [sourceId], websiteId, mode: 'follow_up' })
      .expect(202);
    expect((await (await followJob(t, socket, started.body.jobId as string)).outcome).state).toBe(
      'completed',
    );
    const used = await use(started.body.id as number);
    const post = await remotePost(used.remoteId);
    const published = JSON.stringify([post.title, post.content, post.meta]);
    expect(published).not.toMatch(/steal\(|<script|onclick|onload|onerror|javascript:/i);
    expect(post.title.raw).toBe(title);
    expect(post.content.raw).toContain('Boats are back.');
    expect(post.content.raw).toContain('href="https://example.org/ok"');
    expect(post.meta._yoast_wpseo_title).toBe(`${title} | SEO`);
  }, 120_000);

  it('refuses a one-line AI answer with its reason, and nothing reaches WordPress', async () => {
    const line = `Echo: Topic: The harbour ${unique}. Source 1: Harbour storm. The storm hit.`;
    openai.answers.push(line);
    const started = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({ topic: 'The harbour', sourceArticleIds: [sourceId], websiteId, mode: 'follow_up' })
      .expect(202);
    const job = await followJob(t, socket, started.body.jobId as string);
    expect(await job.outcome).toMatchObject({
      state: 'failed',
      code: 'generation.answer.no_body',
    });
    const row = await t.http
      .get(`/api/articles/generated/${started.body.id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(row.body).toMatchObject({
      state: 'failed',
      failureCode: 'generation.answer.no_body',
      title: null,
      contentHtml: null,
    });
    const refused = await t.http
      .post(`/api/articles/generated/${started.body.id}/use`)
      .set('Cookie', admin)
      .send({ replace: true });
    expect(refused.status).toBe(409);
    expect(await postsTitled(line)).toEqual([]);

    // A paragraph where the title should be is no title.
    openai.answers.push(`${'The storm hit the harbour and the boats. '.repeat(8)}\n\n<p>Body.</p>`);
    const para = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({ topic: 'The harbour', sourceArticleIds: [sourceId], websiteId, mode: 'follow_up' })
      .expect(202);
    expect(await (await followJob(t, socket, para.body.jobId as string)).outcome).toMatchObject({
      state: 'failed',
      code: 'generation.answer.no_title',
    });
  }, 120_000);

  it('refuses a fourth source and an article to update on another website, with their codes', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((n) => articleRow(999_100 + n, `Source ${n}`, '<p>x</p>')),
    );
    const four = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({ topic: 'T', sourceArticleIds: [sourceId, ...ids], websiteId, mode: 'follow_up' });
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({
      code: 'generation.too_many_sources',
      message: 'Choose at most 3 source articles.',
    });
    const other = await t.db.query<{ insertId: number }>(
      "INSERT INTO websites (accountId, name, url, verified) SELECT accountId, 'Other', 'http://other.test', 0 FROM websites WHERE id = ?",
      [websiteId],
    );
    const elsewhere = await t.db.query<{ insertId: number }>(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, contentHtml) VALUES (?, 1, ?, ?, ?, ?)',
      [Number(other.insertId), 'Elsewhere', 'publish', new Date(), '<p>x</p>'],
    );
    const wrong = await t.http
      .post('/api/articles/generate')
      .set('Cookie', admin)
      .send({
        topic: 'T',
        sourceArticleIds: [sourceId],
        websiteId,
        mode: 'update',
        targetArticleId: Number(elsewhere.insertId),
      });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('generation.target_other_website');
    expect(await t.db.getRepository(GeneratedArticle).countBy({ topic: 'T' })).toBe(0);
  });

  it('killing the worker mid-send: the retry leaves exactly one post on the destination', async () => {
    const title = `Slow harbour news ${unique}`;
    const id = await generate({ mode: 'follow_up' }, title, '<p>Slowly back.</p>');
    // WordPress takes 4 s to create this post: the worker is killed while it waits for the answer.
    const removeSlow = await addMuPlugin(
      site,
      'slow-create',
      `add_filter('rest_pre_insert_post', function ($post) { if (empty($post->ID) && strpos($post->post_title ?? '', 'Slow harbour') !== false) sleep(4); return $post; });`,
    );
    try {
      const used = await use(id, async () => {
        // The creation is asked for (marked just before the request): WordPress is still on it.
        const rows = t.db.getRepository(GeneratedArticle);
        const deadline = Date.now() + 30_000;
        while (!(await rows.findOneByOrFail({ id })).creatingAt && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 500));
        await workers[0]!.kill('SIGKILL');
        // The creation was asked for and its answer never heard.
        expect(await t.db.getRepository(GeneratedArticle).findOneByOrFail({ id })).toMatchObject({
          state: 'sending',
          remoteId: null,
          creatingAt: expect.any(Date),
        });
        workers.push(await startWorker(env));
      });
      expect(used.state).toBe('used');
      const posts = await postsTitled(title);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.id).toBe(used.remoteId);
    } finally {
      await removeSlow();
    }
  }, 300_000);
});
