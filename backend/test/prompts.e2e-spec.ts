import { randomUUID } from 'node:crypto';
import { DomainException } from '../src/core/http/domain-error';
import type { JobText } from '../src/core/realtime/event-map';
import { ArticleAiService, type ArticleAiStage } from '../src/article-ai/article-ai.service';
import { PromptsService } from '../src/prompts/prompts.service';
import { DEFAULT_PROMPTS } from '../src/prompts/prompt-defaults';
import { User } from '../src/users/entities/user.entity';
import { Website } from '../src/websites/entities/website.entity';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import {
  startDeepLServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { addLocalProviders } from './support/providers';
import {
  ADMIN,
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

const BODY =
  '<p>Hello world, the news.</p><figure><img src="https://src.example/a.jpg" srcset="https://src.example/a-300.jpg 300w"></figure><p>Read <a href="https://src.example/more">more</a>.</p>';

describe('prompts and the AI rework', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let openai: ProtocolServer;
  let deepl: ProtocolServer;
  let serviceId: number;
  let deeplId: number;
  let accountId: number;
  let ai: ArticleAiService;

  const website = async (values: Partial<Website> = {}) => {
    const repo = t.db.getRepository(Website);
    return repo.save(
      repo.create({
        accountId,
        name: `Site ${randomUUID().slice(0, 8)}`,
        url: 'https://dest.example',
        language: 'it',
        aiServiceId: serviceId,
        translationProviderId: deeplId,
        ...values,
      }),
    );
  };
  const answer = (value: object) => openai.answers.push(JSON.stringify(value));
  const good = (
    html = '<p>Ciao mondo, le notizie riscritte.</p><figure><img src="https://src.example/a.jpg"></figure><p>Leggi <a href="https://src.example/more">altro</a>.</p>',
  ) => ({
    title: 'Titolo riscritto',
    html,
    excerpt: 'Sommario',
    seo: {
      title: 'SEO titolo',
      ogTitle: 'OG titolo',
      metaDescription: 'Una descrizione',
      focusKeyword: 'notizie',
    },
  });
  const codeOf = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainException);
    return (error as DomainException).code;
  };

  beforeAll(async () => {
    [openai, deepl] = await Promise.all([
      startOpenAiServer({ apiKey: 'sk-prompts-SECRET-000111' }),
      startDeepLServer({ apiKey: 'prompts-SECRET-deepl:fx' }),
    ]);
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    ai = t.app.get(ArticleAiService);
    accountId = (await t.db.getRepository(User).findOneByOrFail({ email: ADMIN.email })).accountId!;
    ({ serviceId, deeplId } = await addLocalProviders(t, admin, 'Prompts', { openai, deepl }));
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([openai.close(), deepl.close()]);
    await dropEnv(env);
  });
  beforeEach(() => {
    openai.answers.length = 0;
    openai.faults.length = 0;
  });

  describe('system prompts', () => {
    it('lists the built-in default of every type and saves a change (administrators only)', async () => {
      const list = await t.http.get('/api/prompts/system').set('Cookie', admin).expect(200);
      expect(list.body.data.map((p: { type: string }) => p.type)).toEqual([
        'translation',
        'persona',
        'generation',
        'rework',
        'seo',
      ]);
      expect(list.body.data[3]).toMatchObject({ promptText: DEFAULT_PROMPTS.rework, own: false });

      const saved = await t.http
        .put('/api/prompts/system/persona')
        .set('Cookie', admin)
        .send({ promptText: 'You are a sports reporter.', enabled: true })
        .expect(200);
      expect(saved.body).toMatchObject({
        message: 'Saved successfully.',
        data: { type: 'persona', promptText: 'You are a sports reporter.' },
      });
      expect(saved.body.data.updatedBy).toMatchObject({ name: 'Demo Administrator' });

      const editor = await createUser(t.db, { roleName: 'Editor', accountId });
      const editorCookie = (await login(t, editor.email, editor.password)).cookie;
      await t.http.get('/api/prompts/system').set('Cookie', editorCookie).expect(403);
      await t.http
        .put('/api/prompts/system/persona')
        .set('Cookie', editorCookie)
        .send({ promptText: 'x' })
        .expect(403);
    });

    it('generates a system prompt with the first active AI service when none is chosen', async () => {
      openai.answers.push('Translate like a native editor.');
      const socket = await connectSocket(t, admin);
      const started = await t.http
        .post('/api/prompts/system/translation/generate')
        .set('Cookie', admin)
        .send({ instructions: 'Native, faithful translations' })
        .expect(202);
      const jobId = started.body.jobId as string;
      expect(await socket.emitWithAck('job.watch', jobId)).toBe(true);
      const outcome = await (await followJob(t, socket, jobId)).outcome;
      expect(outcome.state).toBe('completed');
      socket.disconnect();
      const list = await t.http.get('/api/prompts/system').set('Cookie', admin);
      expect(list.body.data.find((p: { type: string }) => p.type === 'translation')).toMatchObject({
        generatedPrompt: 'Translate like a native editor.',
        generationInstructions: 'Native, faithful translations',
      });
    });

    it('refuses an unknown type and an empty text with clear 400s', async () => {
      await t.http
        .put('/api/prompts/system/poetry')
        .set('Cookie', admin)
        .send({ promptText: 'x' })
        .expect(400);
      const empty = await t.http
        .put('/api/prompts/system/seo')
        .set('Cookie', admin)
        .send({ promptText: '   ' })
        .expect(400);
      expect(JSON.stringify(empty.body)).toContain('Prompt text is required');
    });
  });

  describe('website prompts', () => {
    it('overrides a default, resets it, deletes it; only writers of the website may', async () => {
      const site = await website();
      const base = `/api/websites/${site.id}/prompts`;
      const before = await t.http.get(base).set('Cookie', admin).expect(200);
      expect(before.body.data.find((p: { type: string }) => p.type === 'seo')).toMatchObject({
        own: false,
        promptText: DEFAULT_PROMPTS.seo,
      });

      const saved = await t.http
        .put(`${base}/seo`)
        .set('Cookie', admin)
        .send({ promptText: 'Short SEO please.', generationInstructions: 'be short' })
        .expect(200);
      expect(saved.body.data).toMatchObject({
        own: true,
        websiteId: site.id,
        promptText: 'Short SEO please.',
      });
      expect(await t.app.get(PromptsService).effective(site.id, 'seo')).toBe('Short SEO please.');

      const reset = await t.http.post(`${base}/seo/reset`).set('Cookie', admin).expect(200);
      expect(reset.body).toMatchObject({
        message: 'The prompt has been reset',
        data: { own: true, promptText: DEFAULT_PROMPTS.seo, generationInstructions: 'be short' },
      });

      const removed = await t.http.delete(`${base}/seo`).set('Cookie', admin).expect(200);
      expect(removed.body).toEqual({ message: 'The prompt has been deleted' });
      const again = await t.http.delete(`${base}/seo`).set('Cookie', admin).expect(404);
      expect(again.body.code).toBe('prompt.not_found');

      // A switched-off website prompt leaves the work without one of its type.
      await t.http
        .put(`${base}/persona`)
        .set('Cookie', admin)
        .send({ promptText: 'Mine', enabled: false })
        .expect(200);
      expect(await t.app.get(PromptsService).effective(site.id, 'persona')).toBeNull();

      // An editor assigned read-only reads them but cannot change them; another account sees nothing.
      const editor = await createUser(t.db, { roleName: 'Editor', accountId });
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId: site.id, userId: editor.id, canWrite: false });
      const editorCookie = (await login(t, editor.email, editor.password)).cookie;
      await t.http.get(base).set('Cookie', editorCookie).expect(200);
      const refused = await t.http
        .put(`${base}/seo`)
        .set('Cookie', editorCookie)
        .send({ promptText: 'Nope' })
        .expect(403);
      expect(refused.body.code).toBe('website.view_only');
      const author = await createUser(t.db, { roleName: 'Author', accountId });
      const authorCookie = (await login(t, author.email, author.password)).cookie;
      await t.http.get(base).set('Cookie', authorCookie).expect(403);
    });

    it('tells the website audience live when a prompt changes', async () => {
      const site = await website();
      const socket = await connectSocket(t, admin);
      const heard = new Promise((resolve) => socket.once('prompts.changed', resolve));
      await t.http
        .put(`/api/websites/${site.id}/prompts/rework`)
        .set('Cookie', admin)
        .send({ promptText: 'Rewrite it.' })
        .expect(200);
      expect(await heard).toEqual({ action: 'updated', websiteId: site.id, type: 'rework' });
      socket.disconnect();
    });

    it('generates a prompt from instructions: a job whose text streams to its room', async () => {
      const site = await website();
      await t.http
        .put(`/api/websites/${site.id}/prompts/persona`)
        .set('Cookie', admin)
        .send({ promptText: 'Old persona' })
        .expect(200);
      openai.chunkDelayMs = 30;
      openai.answers.push('You are a calm and precise science journalist who explains clearly.');
      const socket = await connectSocket(t, admin);
      const texts: JobText[] = [];
      socket.on('job.text', (p) => texts.push(p));
      const started = await t.http
        .post(`/api/websites/${site.id}/prompts/persona/generate`)
        .set('Cookie', admin)
        .send({ instructions: 'A calm science journalist' })
        .expect(202);
      const jobId = started.body.jobId as string;
      expect(await socket.emitWithAck('job.watch', jobId)).toBe(true);
      const job = await followJob(t, socket, jobId);
      // A page that joins once several pieces went out still gets the text from its beginning.
      await eventually(async () => texts.length > 3, true, 5000);
      const late = await connectSocket(t, admin);
      const lateTexts: JobText[] = [];
      late.on('job.text', (p) => lateTexts.push(p));
      expect(await late.emitWithAck('job.text.watch', jobId)).toBe(true);
      const outcome = await job.outcome;
      openai.chunkDelayMs = 5;
      expect(outcome.state).toBe('completed');
      const last = texts.find((p) => p.done)!;
      expect(last.text).toBe('You are a calm and precise science journalist who explains clearly.');
      expect(texts.filter((p) => !p.done).length).toBeGreaterThan(3);
      expect(texts.every((p) => p.field === 'prompt' && p.jobId === jobId)).toBe(true);
      await eventually(async () => lateTexts.some((p) => p.done), true);
      const bySeq = new Map(lateTexts.filter((p) => !p.done).map((p) => [p.seq, p.delta]));
      const pieces = texts.filter((p) => !p.done).length;
      expect([...bySeq.keys()].sort((a, b) => a - b)).toEqual([...Array(pieces).keys()]);
      expect([...Array(pieces).keys()].map((seq) => bySeq.get(seq)).join('')).toBe(last.text);
      late.disconnect();
      const list = await t.http.get(`/api/websites/${site.id}/prompts`).set('Cookie', admin);
      expect(list.body.data.find((p: { type: string }) => p.type === 'persona')).toMatchObject({
        promptText: 'Old persona',
        generationInstructions: 'A calm science journalist',
        generatedPrompt: 'You are a calm and precise science journalist who explains clearly.',
      });
      socket.disconnect();

      // No AI service on the website: refused before any job.
      const bare = await website({ aiServiceId: null });
      const refused = await t.http
        .post(`/api/websites/${bare.id}/prompts/persona/generate`)
        .set('Cookie', admin)
        .send({ instructions: 'x' })
        .expect(409);
      expect(refused.body.code).toBe('prompt.no_ai_service');
    });
  });

  describe('article rework', () => {
    it('translates with the translation provider, then rewrites following the website prompts', async () => {
      const site = await website();
      await t.http
        .put(`/api/websites/${site.id}/prompts/rework`)
        .set('Cookie', admin)
        .send({ promptText: 'REWORK-MARKER keep it short.' })
        .expect(200);
      answer(good());
      const stages: ArticleAiStage[] = [];
      const deeplBefore = deepl.requests.length;
      const result = await ai.rework({
        websiteId: site.id,
        title: 'Good morning',
        html: BODY,
        excerpt: '<p>The news</p>',
        sourceLanguage: 'en',
        skipTranslation: false,
        onStage: (s) => {
          stages.push(s);
        },
      });
      expect(stages).toEqual(['translating', 'rewriting']);
      expect(result).toEqual({
        title: 'Titolo riscritto',
        html: good().html,
        excerpt: 'Sommario',
        seo: good().seo,
      });
      expect(deepl.requests.length - deeplBefore).toBe(2);
      const sent = JSON.parse(openai.requests.at(-1)!.body) as {
        messages: { role: string; content: string }[];
        response_format: { type: string };
      };
      expect(sent.response_format.type).toBe('json_schema');
      const [system, user] = sent.messages;
      expect(system!.content).toContain('REWORK-MARKER');
      expect(system!.content).toContain('Italian (it)');
      // The AI reworks the translated text, tags and addresses kept.
      expect(user!.content).toContain('Buon giorno');
      expect(user!.content).toContain('Ciao mondo, le notizie.');
      expect(user!.content).toContain('https://src.example/a-300.jpg 300w');
    });

    it('skipping translation has the AI write in the website language, with the translation prompt', async () => {
      const site = await website();
      answer(good());
      const deeplBefore = deepl.requests.length;
      const stages: ArticleAiStage[] = [];
      await ai.rework({
        websiteId: site.id,
        title: 'Good morning',
        html: BODY,
        excerpt: '',
        skipTranslation: true,
        onStage: (s) => {
          stages.push(s);
        },
      });
      expect(stages).toEqual(['rewriting']);
      expect(deepl.requests.length).toBe(deeplBefore);
      const sent = JSON.parse(openai.requests.at(-1)!.body) as { messages: { content: string }[] };
      expect(sent.messages[0]!.content).toContain('translating the article');
      expect(sent.messages[0]!.content).toContain(DEFAULT_PROMPTS.translation);
      expect(sent.messages[1]!.content).toContain('Hello world');
    });

    it('asks again once for invalid JSON, then fails with a code', async () => {
      const site = await website({ language: null });
      openai.answers.push('not json at all', JSON.stringify(good(BODY)));
      const ok = await ai.rework({
        websiteId: site.id,
        title: 'T',
        html: BODY,
        excerpt: '',
        skipTranslation: false,
      });
      expect(ok.title).toBe('Titolo riscritto');

      openai.answers.push('{"title": 1}', JSON.stringify({ title: 'x', html: BODY }));
      expect(
        await codeOf(
          ai.rework({
            websiteId: site.id,
            title: 'T',
            html: BODY,
            excerpt: '',
            skipTranslation: false,
          }),
        ),
      ).toBe('prompt.invalid_answer');
    });

    it('refuses a body that lost an image or a link (after asking once more)', async () => {
      const site = await website({ language: null });
      const noImage = good('<p>Ciao</p><p>Leggi <a href="https://src.example/more">altro</a>.</p>');
      answer(noImage);
      answer(noImage);
      const error = await ai
        .rework({ websiteId: site.id, title: 'T', html: BODY, excerpt: '', skipTranslation: false })
        .catch((e: DomainException) => e);
      expect(error).toBeInstanceOf(DomainException);
      expect((error as DomainException).code).toBe('prompt.media_changed');
      expect((error as DomainException).params).toEqual({ address: 'https://src.example/a.jpg' });
      const retry = JSON.parse(openai.requests.at(-1)!.body) as { messages: { content: string }[] };
      expect(retry.messages[1]!.content).toContain(
        'lost or changed the image or link https://src.example/a.jpg',
      );
    });

    it('works against the local server without a queued answer (npm run ai:local)', async () => {
      const site = await website({ language: null });
      const result = await ai.rework({
        websiteId: site.id,
        title: 'Local title',
        html: BODY,
        excerpt: 'Local excerpt',
        skipTranslation: false,
      });
      expect(result).toMatchObject({ title: 'Local title', html: BODY, excerpt: 'Local excerpt' });
      expect(result.seo.title).toMatch(/^Echo: /);
    });

    it('needs an AI service on the destination', async () => {
      const site = await website({ aiServiceId: null });
      expect(
        await codeOf(
          ai.rework({
            websiteId: site.id,
            title: 'T',
            html: BODY,
            excerpt: '',
            skipTranslation: false,
          }),
        ),
      ).toBe('prompt.no_ai_service');
    });
  });
});
