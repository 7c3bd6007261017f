import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import type { JobText } from '../src/core/realtime/event-map';
import { OutboundHttp } from '../src/core/security/outbound-http';
import { ProviderCallError } from '../src/providers/gateway/provider-call-error';
import { ProviderCalls } from '../src/providers/gateway/provider-calls';
import { ProviderGateway } from '../src/providers/gateway/provider-gateway.service';
import { ProviderRateLimiter } from '../src/providers/gateway/rate-limiter';
import type { CallTarget } from '../src/providers/gateway/types';
import {
  countTokens,
  startAnthropicServer,
  startDeepLServer,
  startGoogleTranslateServer,
  startLibreTranslateServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { connectSocket, dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('provider gateway', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let openai: ProtocolServer;
  let anthropic: ProtocolServer;
  let deepl: ProtocolServer;
  let libre: ProtocolServer;
  let gateway: ProviderGateway;
  let aiServiceId: number;
  let claudeServiceId: number;
  let deeplId: number;
  let libreId: number;
  let redis: Redis;
  const clients: OutboundHttp[] = [];
  const outbound = (allowPrivate: boolean) => {
    const client = OutboundHttp.withPolicy({ allowPrivate });
    clients.push(client);
    return client;
  };

  const post = async (path: string, body: object) => {
    const res = await t.http.post(path).set('Cookie', admin).send(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const target = (server: ProtocolServer, extra: Partial<CallTarget> = {}): CallTarget => ({
    providerId: 9000 + Math.floor(Math.random() * 1000),
    protocol: 'openai',
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    requestsPerMinute: null,
    tokensPerMinute: null,
    serviceId: null,
    model: 'local-small',
    temperature: null,
    settings: {},
    ...extra,
  });

  beforeAll(async () => {
    [openai, anthropic, deepl, libre] = await Promise.all([
      startOpenAiServer({ apiKey: 'sk-gw-SECRET-openai-000111222' }),
      startAnthropicServer({ apiKey: 'sk-ant-gw-SECRET-000111222' }),
      startDeepLServer({ apiKey: 'gw-SECRET-deepl:fx' }),
      startLibreTranslateServer({ apiKey: 'gw-SECRET-libre' }),
    ]);
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    gateway = t.app.get(ProviderGateway);
    redis = new Redis(REDIS_URL);
    const ai = await post('/api/providers', {
      name: 'gw-openai',
      prettyName: 'GW OpenAI',
      type: 'ai',
      protocol: 'openai',
      baseUrl: openai.baseUrl,
      apiKey: openai.apiKey,
    });
    aiServiceId = (
      await post(`/api/providers/${ai.id}/services`, { name: 'Small', model: 'local-small' })
    ).id;
    const claude = await post('/api/providers', {
      name: 'gw-anthropic',
      prettyName: 'GW Anthropic',
      type: 'ai',
      protocol: 'anthropic',
      baseUrl: anthropic.baseUrl,
      apiKey: anthropic.apiKey,
    });
    claudeServiceId = (
      await post(`/api/providers/${claude.id}/services`, { name: 'Haiku', model: 'local-small' })
    ).id;
    deeplId = (
      await post('/api/providers', {
        name: 'gw-deepl',
        prettyName: 'GW DeepL',
        type: 'translation',
        protocol: 'deepl',
        baseUrl: deepl.url,
        apiKey: deepl.apiKey,
      })
    ).id;
    libreId = (
      await post('/api/providers', {
        name: 'gw-libre',
        prettyName: 'GW Libre',
        type: 'translation',
        protocol: 'libretranslate',
        baseUrl: libre.url,
        apiKey: libre.apiKey,
      })
    ).id;
  });
  afterAll(async () => {
    for (const client of clients) client.onModuleDestroy();
    redis.disconnect();
    await t.close();
    await Promise.all([openai, anthropic, deepl, libre].map((s) => s.close()));
    await dropEnv(env);
  });

  it('completes with the usage the server counted', async () => {
    const result = await gateway.complete(aiServiceId, {
      prompt: 'hello there world',
      maxTokens: 3,
    });
    expect(result.text).toBe('Echo: hello there');
    expect(result).toMatchObject({
      inputTokens: 3,
      outputTokens: 3,
      model: 'local-small',
      attempts: 1,
    });
    const claude = await gateway.complete(claudeServiceId, {
      prompt: 'good morning',
      system: 'Be brief',
    });
    expect(claude).toMatchObject({
      text: 'Echo: good morning',
      inputTokens: countTokens('Be brief good morning'),
      outputTokens: 3,
    });
  });

  it('retries 429 after its Retry-After and 500 after a backoff, then succeeds', async () => {
    openai.faults.push({ status: 429, retryAfter: '1' }, { status: 500 });
    const before = openai.requests.length;
    const result = await gateway.complete(aiServiceId, { prompt: 'retry me' });
    expect(result.attempts).toBe(3);
    const [first, second, third] = openai.requests.slice(before);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
    expect(second!.at - first!.at).toBeLessThan(1600);
    // The backoff starts at 500 ms and doubles: 1000 ms before the third try (+ up to 20% jitter).
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(1000);
    expect(third!.at - second!.at).toBeLessThan(1500);
  });

  it('gives up at once when Retry-After is longer than it may wait, and after its retries on 5xx', async () => {
    openai.faults.push({ status: 429, retryAfter: '600' });
    const before = openai.requests.length;
    await expect(gateway.complete(aiServiceId, { prompt: 'x' })).rejects.toMatchObject({
      code: 'provider.call.rate_limited',
    });
    expect(openai.requests.length - before).toBe(1);
    const engine = new ProviderCalls(
      outbound(true),
      new ProviderRateLimiter(redis, env.redisPrefix),
      {
        retries: 2,
        baseDelayMs: 20,
        maxDelayMs: 1000,
      },
    );
    openai.faults.push({ status: 500 }, { status: 502 }, { status: 503 });
    const start = openai.requests.length;
    await expect(engine.complete(target(openai), { prompt: 'x' })).rejects.toMatchObject({
      code: 'provider.call.provider_error',
    });
    expect(openai.requests.length - start).toBe(3);
    openai.faults.length = 0;
  });

  it('streams deltas to a socket.io client in the job room, in order', async () => {
    const run = await t.db.getRepository(JobRun).save(
      t.db.getRepository(JobRun).create({
        queue: 'generation',
        name: 'generate',
        bullJobId: 'x1',
        state: 'active',
        payload: {},
        userId: null,
        accountId: null,
      }),
    );
    const socket = await connectSocket(t, admin);
    expect(await socket.emitWithAck('job.watch', String(run.id))).toBe(true);
    const heard: JobText[] = [];
    const done = new Promise<void>((resolve) => {
      socket.on('job.text', (p) => {
        heard.push(p);
        if (p.done) resolve();
      });
    });
    // Two frames apart (JobTextLog's FRAME_MS): each token is a piece of its own.
    openai.chunkDelayMs = 40;
    const result = await gateway.complete(
      aiServiceId,
      { prompt: 'one two three four five six' },
      { stream: { jobId: String(run.id), field: 'body' } },
    );
    await done;
    openai.chunkDelayMs = 5;
    expect(heard.length).toBeGreaterThan(5);
    expect(heard.map((p) => p.seq)).toEqual(heard.map((_, i) => i));
    expect(heard.map((p) => p.delta).join('')).toBe(result.text);
    expect(result.text).toBe('Echo: one two three four five six');
    expect(heard.every((p) => p.field === 'body' && p.jobId === String(run.id))).toBe(true);
    expect(result.outputTokens).toBe(7);

    // Anthropic's event stream arrives the same way.
    const claudeHeard: string[] = [];
    socket.off('job.text');
    socket.on('job.text', (p) => claudeHeard.push(p.delta));
    const claude = await gateway.complete(
      claudeServiceId,
      { prompt: 'stream this please' },
      { stream: { jobId: String(run.id), field: 'title' } },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(claudeHeard.join('')).toBe(claude.text);
    expect(claude.outputTokens).toBe(4);
    socket.disconnect();
  });

  it('cancels a streaming call: the connection to the server closes and the call says cancelled', async () => {
    openai.chunkDelayMs = 200;
    const controller = new AbortController();
    const deltas: string[] = [];
    const before = openai.requests.length;
    const call = gateway.calls.complete(target(openai), {
      prompt: 'a b c d e f g h i j k l m n o p',
      signal: controller.signal,
      onDelta: (d) => deltas.push(d),
    });
    setTimeout(() => controller.abort(), 500);
    await expect(call).rejects.toMatchObject({ code: 'provider.call.cancelled' });
    openai.chunkDelayMs = 5;
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThan(6);
    await new Promise((r) => setTimeout(r, 300));
    // The server never finished writing the answer.
    expect(openai.requests[before]!.doneAt).toBeUndefined();
  });

  it('ends a slow call at its deadline, and reads invalid JSON as an invalid answer', async () => {
    openai.faults.push({ delayMs: 2000 });
    const started = Date.now();
    await expect(
      gateway.calls.complete(target(openai), { prompt: 'slow', timeoutMs: 400 }),
    ).rejects.toMatchObject({
      code: 'provider.call.timeout',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    openai.faults.push({ invalidJson: true });
    await expect(gateway.calls.complete(target(openai), { prompt: 'x' })).rejects.toMatchObject({
      code: 'provider.call.invalid_response',
    });
  });

  it('refuses private addresses when the guard says so', async () => {
    const guarded = new ProviderCalls(
      outbound(false),
      new ProviderRateLimiter(redis, env.redisPrefix),
    );
    const before = openai.requests.length;
    const error = await guarded.complete(target(openai), { prompt: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({ code: 'provider.call.blocked_address' });
    expect(openai.requests.length).toBe(before);
  });

  it('validates structured output against its schema and asks once more on invalid JSON', async () => {
    const output = {
      name: 'headline',
      schema: {
        type: 'object',
        properties: { title: { type: 'string' } },
        required: ['title'],
        additionalProperties: false,
      },
      parse: (v: unknown) => {
        const title = (v as { title?: unknown })?.title;
        if (typeof title !== 'string') throw new Error('title must be text');
        return { title };
      },
    };
    openai.answers.push('Sure! Here it is: {title', '{"title": "Good news"}');
    const before = openai.requests.length;
    const result = await gateway.completeJson(aiServiceId, { prompt: 'Write a headline' }, output);
    expect(result.value).toEqual({ title: 'Good news' });
    expect(openai.requests.length - before).toBe(2);
    const sent = JSON.parse(openai.requests[before]!.body) as {
      response_format: { type: string; json_schema: { name: string } };
    };
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'headline' },
    });
    expect(JSON.parse(openai.requests[before + 1]!.body).messages.at(-1).content).toContain(
      'not valid JSON',
    );

    openai.answers.push('{"title": 3}', 'nope');
    await expect(
      gateway.completeJson(aiServiceId, { prompt: 'Again' }, output),
    ).rejects.toMatchObject({
      code: 'provider.call.invalid_response',
    });
    anthropic.answers.push('{"title": "Claude says hi"}');
    expect(
      (await gateway.completeJson(claudeServiceId, { prompt: 'Headline' }, output)).value,
    ).toEqual({ title: 'Claude says hi' });
    expect(JSON.parse(anthropic.requests.at(-1)!.body).system).toContain('JSON Schema');
  });

  it('translates plain text and HTML with the tags kept (DeepL, LibreTranslate)', async () => {
    const html =
      '<p class="lead">Hello <strong>world</strong></p><img src="hello.png" alt="hello">';
    const d = await gateway.translate(deeplId, {
      texts: ['Good morning', html],
      target: 'it',
      format: 'html',
    });
    expect(d.texts).toEqual([
      'Buon giorno',
      '<p class="lead">Ciao <strong>mondo</strong></p><img src="hello.png" alt="hello">',
    ]);
    expect(d.characters).toBe(12 + html.length);
    expect(JSON.parse(deepl.requests.at(-1)!.body)).toMatchObject({
      target_lang: 'IT',
      tag_handling: 'html',
    });
    const l = await gateway.translate(libreId, { texts: ['The news'], target: 'de' });
    expect(l.texts).toEqual(['Die Nachrichten']);
    deepl.faults.push({ status: 429, retryAfter: '0' });
    expect((await gateway.translate(deeplId, { texts: ['hello'], target: 'fr' })).attempts).toBe(2);
  });

  it('translates through Google Cloud Translation v2 and names a wrong key', async () => {
    const google = await startGoogleTranslateServer({ apiKey: 'AIza-gw-SECRET-google' });
    try {
      const gTarget = target(google, {
        protocol: 'google',
        baseUrl: `${google.url}/language/translate/v2`,
        model: null,
      });
      const html = '<h1 title="hello">Hello world</h1>';
      const done = await gateway.calls.translate(gTarget, {
        texts: [html, 'good morning'],
        target: 'fr',
        format: 'html',
      });
      expect(done.texts).toEqual(['<h1 title="hello">Bonjour monde</h1>', 'bon matin']);
      expect(google.requests.at(-1)!.headers['x-goog-api-key']).toBe(google.apiKey);
      const wrong = await gateway.calls
        .translate({ ...gTarget, apiKey: 'AIza-wrong-key-000' }, { texts: ['x'], target: 'fr' })
        .catch((e: unknown) => e);
      expect(wrong).toMatchObject({
        code: 'provider.call.bad_key',
        providerDetail: 'API key not valid. Please pass a valid API key.',
      });
    } finally {
      await google.close();
    }
  });

  it('holds calls back on the shared tokens-per-minute limit', async () => {
    // A 1.5 s window; the gaps are read where the calls arrive, at the provider, so each may come
    // up to 0.6 s late under a loaded test run. Without the limit the three arrive together.
    const engine = new ProviderCalls(
      outbound(true),
      new ProviderRateLimiter(redis, env.redisPrefix, 1500),
    );
    // Each prompt is estimated at 10 tokens: a 15-token window admits one call at a time.
    const limited = target(openai, { tokensPerMinute: 15, providerId: 5151 });
    const before = openai.requests.length;
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => engine.complete(limited, { prompt: 'x'.repeat(40) })));
    const times = openai.requests
      .slice(before)
      .map((r) => r.at)
      .sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  it('files every call in the usage ledger with the figures the server billed, and totals them', async () => {
    const billing = await startOpenAiServer({ apiKey: 'sk-ledger-SECRET-0123456789' });
    try {
      const p = await post('/api/providers', {
        name: 'ledger-openai',
        prettyName: 'Ledger',
        type: 'ai',
        protocol: 'openai',
        baseUrl: billing.baseUrl,
        apiKey: billing.apiKey,
      });
      const s = await post(`/api/providers/${p.id}/services`, {
        name: 'Priced',
        model: 'local-large',
        priceInputPerMillion: 0.5,
        priceOutputPerMillion: 1.5,
      });
      const context = { purpose: 'rework' as const, websiteId: 77, userId: 5, accountId: 9 };
      await gateway.complete(s.id, { prompt: 'rework this short text please' }, { context });
      await gateway.complete(
        s.id,
        { prompt: 'and stream this one' },
        {
          context,
          stream: { jobId: '999999', field: 'body' },
        },
      );
      billing.faults.push({ status: 429, retryAfter: '600' });
      await expect(
        gateway.complete(s.id, { prompt: 'refused' }, { context }),
      ).rejects.toMatchObject({
        code: 'provider.call.rate_limited',
      });

      const totals = await t.http
        .get(`/api/providers/usage/totals?groupBy=provider&providerId=${p.id}`)
        .set('Cookie', admin)
        .expect(200);
      const { inputTokens, outputTokens } = billing.billed;
      expect(inputTokens).toBeGreaterThan(0);
      expect(totals.body.data).toEqual([
        {
          key: String(p.id),
          calls: 3,
          okCalls: 2,
          inputTokens,
          outputTokens,
          characters: 0,
          estimatedCost: expect.closeTo((inputTokens * 0.5 + outputTokens * 1.5) / 1e6, 9),
        },
      ]);
      const byWebsite = await t.http
        .get(`/api/providers/usage/totals?groupBy=website&providerId=${p.id}`)
        .set('Cookie', admin)
        .expect(200);
      expect(byWebsite.body.data).toMatchObject([{ key: '77', calls: 3 }]);

      const chars = deepl.billed.characters;
      const before = await t.http
        .get(`/api/providers/usage/totals?groupBy=provider&providerId=${deeplId}`)
        .set('Cookie', admin)
        .expect(200);
      expect(before.body.data[0].characters).toBe(chars);
      await gateway.translate(deeplId, { texts: ['Good news'], target: 'de' });
      const after = await t.http
        .get(`/api/providers/usage/totals?groupBy=provider&providerId=${deeplId}`)
        .set('Cookie', admin)
        .expect(200);
      expect(after.body.data[0].characters).toBe(deepl.billed.characters);
      expect(deepl.billed.characters - chars).toBe(9);
      const bad = await t.http
        .get('/api/providers/usage/totals?groupBy=planet')
        .set('Cookie', admin);
      expect(bad.status).toBe(400);
    } finally {
      await billing.close();
    }
  });

  it('shares one rate limit between two worker processes: the server never sees more than the limit', async () => {
    const WINDOW = 5000;
    const LIMIT = 3;
    // Requests are admitted by Redis's clock and reach the server later: a child process on a busy
    // machine (its first request opens a connection, its event loop waits its turn) has been seen
    // to take more than 600 ms. Without one shared window all 8 would arrive within a second.
    const TRANSIT = 1500;
    const shared = target(openai, { requestsPerMinute: LIMIT, providerId: 4242 });
    const before = openai.requests.length;
    const started = Date.now();
    const children: ChildProcess[] = [];
    const finished = [0, 1].map(
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['-r', 'ts-node/register', join(__dirname, 'support', 'gateway-process.ts')],
            {
              cwd: join(__dirname, '..'),
              env: {
                ...process.env,
                REDIS_URL,
                REDIS_PREFIX: env.redisPrefix,
                PROVIDER_RATE_WINDOW_MS: String(WINDOW),
                GATEWAY_TARGET: JSON.stringify(shared),
                GATEWAY_CALLS: '4',
              },
              stdio: ['pipe', 'pipe', 'pipe'],
            },
          );
          children.push(child);
          let out = '';
          child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
          child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
          child.on('exit', () => (out.includes('done 4') ? resolve(out) : reject(new Error(out))));
        }),
    );
    // Let both load, then start them together.
    await new Promise((r) => setTimeout(r, 4000));
    for (const child of children) child.stdin!.write('go\n');
    await Promise.all(finished);
    const seen = openai.requests.slice(before);
    expect(seen).toHaveLength(8);
    const times = seen.map((r) => r.at).sort((a, b) => a - b);
    const most = Math.max(
      ...times.map((at) => times.filter((x) => x >= at && x - at < WINDOW - TRANSIT).length),
    );
    expect(most).toBeLessThanOrEqual(LIMIT);
    // 8 calls at 3 per window need at least two full windows.
    expect(Date.now() - started - 4000).toBeGreaterThanOrEqual(2 * WINDOW - 200);
  }, 60_000);
});
