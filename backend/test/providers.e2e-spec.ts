import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { freePort } from '../../test/support/free-port';
import { Provider } from '../src/providers/entities/provider.entity';
import {
  startDeepLServer,
  startLibreTranslateServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { createAccount, createRole, createUser } from './support/factories';
import { startApiProcess } from './support/worker-process';
import {
  ADMIN,
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  whoHears,
  type TestApp,
} from './support/test-app';

interface ProviderBody {
  id: number;
  name: string;
  prettyName: string;
  type: string;
  protocol: string;
  active: boolean;
  apiKeyMasked: string | null;
  servicesCount: number;
  websitesCount: number;
}

describe('providers and services', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let reader: string;
  let viewer: string;
  let accountId: number;
  let openai: ProtocolServer;
  let deepl: ProtocolServer;
  let libre: ProtocolServer;
  /** Every body the API answered in this file: none may hold a key. */
  const bodies: string[] = [];

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely
  const call = async <T = any>(
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    body?: object,
    cookie = admin,
  ) => {
    const req = t.http[method](path).set('Cookie', cookie);
    const res = body ? await req.send(body) : await req;
    bodies.push(res.text);
    return res as typeof res & { body: T };
  };
  const createProvider = async (body: object) => {
    const res = await call<{ data: ProviderBody }>('post', '/api/providers', body);
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const createService = async (providerId: number, body: object) => {
    const res = await call('post', `/api/providers/${providerId}/services`, body);
    expect(res.status).toBe(201);
    return res.body.data as { id: number; name: string; model: string };
  };

  beforeAll(async () => {
    [openai, deepl, libre] = await Promise.all([
      startOpenAiServer({ apiKey: 'sk-local-SECRET-openai-0123456789' }),
      startDeepLServer({ apiKey: 'deepl-SECRET-key-0123456789:fx' }),
      startLibreTranslateServer({ apiKey: 'libre-SECRET-key-0123456789' }),
    ]);
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    const role = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'external-provider' },
        { action: 'read', subject: 'website' },
      ],
    });
    const r = await createUser(t.db, { roleName: role.name });
    reader = (await login(t, r.email, r.password)).cookie;
    const v = await createUser(t.db, { roleName: 'Viewer' });
    viewer = (await login(t, v.email, v.password)).cookie;
    accountId = (await createAccount(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([openai.close(), deepl.close(), libre.close()]);
    await dropEnv(env);
  });

  it('creates a provider with a sealed key that is never returned, and lists and filters', async () => {
    const p = await createProvider({
      name: 'local-openai',
      prettyName: ' Local OpenAI ',
      type: 'ai',
      protocol: 'openai',
      baseUrl: `${openai.baseUrl}/`,
      apiKey: openai.apiKey,
      requestsPerMinute: 100,
    });
    expect(p).toMatchObject({
      name: 'local-openai',
      prettyName: 'Local OpenAI',
      type: 'ai',
      protocol: 'openai',
      active: true,
      apiKeyMasked: '••••••••',
      servicesCount: 0,
      websitesCount: 0,
    });
    expect(JSON.stringify(p)).not.toContain(openai.apiKey);
    const row = await t.db
      .getRepository(Provider)
      .createQueryBuilder('p')
      .addSelect('p.apiKeySealed')
      .where('p.id = :id', { id: p.id })
      .getOneOrFail();
    expect(row.apiKeySealed).toMatch(/^v2\./);
    expect(row.baseUrl).toBe(openai.baseUrl);

    await createProvider({
      name: 'local-deepl',
      prettyName: 'Local DeepL',
      type: 'translation',
      protocol: 'deepl',
    });
    const list = await call('get', '/api/providers?type=translation');
    expect(list.body.data.map((x: ProviderBody) => x.name)).toEqual(['local-deepl']);
    const search = await call('get', '/api/providers?q=openai');
    expect(search.body.total).toBe(1);

    const dup = await call('post', '/api/providers', {
      name: 'local-openai',
      prettyName: 'Again',
      type: 'ai',
      protocol: 'openai',
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'provider.name_taken' });
    const mismatch = await call('post', '/api/providers', {
      name: 'odd',
      prettyName: 'Odd',
      type: 'ai',
      protocol: 'deepl',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('provider.protocol_type');
    const bad = await call('post', '/api/providers', { name: 'Bad Name', type: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['name', 'prettyName', 'type', 'protocol']),
    );

    // Changing the key keeps it sealed; null removes it.
    const cleared = await call('patch', `/api/providers/${p.id}`, { apiKey: null });
    expect(cleared.body.data.apiKeyMasked).toBeNull();
    const back = await call('patch', `/api/providers/${p.id}`, { apiKey: openai.apiKey });
    expect(back.body.data.apiKeyMasked).toBe('••••••••');
  });

  it('manages services, lists them across providers with filters, and refuses bad values', async () => {
    const ai = (await call('get', '/api/providers?q=local-openai')).body.data[0] as ProviderBody;
    const small = await createService(ai.id, {
      name: 'Small',
      model: 'local-small',
      temperature: 0.7,
      priceInputPerMillion: 0.15,
      priceOutputPerMillion: 0.6,
      settings: [{ key: 'top_p', value: '0.9' }],
    });
    await createService(ai.id, { name: 'Large', model: 'local-large', description: 'Bigger' });
    const tr = (await call('get', '/api/providers?type=translation')).body.data[0] as ProviderBody;
    await createService(tr.id, { name: 'DeepL', model: 'default', pricePerMillionChars: 20 });

    const all = await call('get', '/api/providers/services?sortBy=name');
    expect(all.body.total).toBe(3);
    expect(all.body.data[0]).toMatchObject({
      name: 'DeepL',
      providerName: 'Local DeepL',
      providerType: 'translation',
      pricePerMillionChars: 20,
    });
    const aiOnly = await call('get', '/api/providers/services?type=ai&q=small');
    expect(aiOnly.body.data).toEqual([
      expect.objectContaining({
        id: small.id,
        temperature: 0.7,
        priceInputPerMillion: 0.15,
        settings: [{ key: 'top_p', value: '0.9' }],
      }),
    ]);
    const ofProvider = await call('get', `/api/providers/services?providerId=${ai.id}`);
    expect(ofProvider.body.total).toBe(2);
    expect((await call('get', `/api/providers/${ai.id}`)).body.servicesCount).toBe(2);

    const hot = await call('post', `/api/providers/${ai.id}/services`, {
      name: 'Hot',
      model: 'x',
      temperature: 2.5,
    });
    expect(hot.status).toBe(400);
    expect(hot.body.errors.temperature).toEqual(['Temperature must be a number from 0 to 2']);
    const twice = await call('post', `/api/providers/${ai.id}/services`, {
      name: 'Small',
      model: 'x',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('provider.service.name_taken');
    const dupKeys = await call('post', `/api/providers/${ai.id}/services`, {
      name: 'Keys',
      model: 'x',
      settings: [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    });
    expect(dupKeys.body.errors.settings).toEqual(['Setting keys must be unique']);

    const off = await call('patch', `/api/providers/services/${small.id}`, { active: false });
    expect(off.body.data.active).toBe(false);
    const inactive = await call('get', '/api/providers/services?active=false');
    expect(inactive.body.data.map((s: { id: number }) => s.id)).toEqual([small.id]);
    await call('patch', `/api/providers/services/${small.id}`, { active: true });
  });

  it('checks the external-provider permission on every route and announces changes to readers', async () => {
    expect((await call('get', '/api/providers', undefined, viewer)).status).toBe(403);
    expect((await call('get', '/api/providers/services', undefined, viewer)).status).toBe(403);
    expect((await call('get', '/api/providers', undefined, reader)).status).toBe(200);
    expect(
      (
        await call(
          'post',
          '/api/providers',
          { name: 'x', prettyName: 'X', type: 'ai', protocol: 'openai' },
          reader,
        )
      ).status,
    ).toBe(403);
    const ai = (await call('get', '/api/providers?q=local-openai')).body.data[0] as ProviderBody;
    expect((await call('patch', `/api/providers/${ai.id}`, { active: false }, reader)).status).toBe(
      403,
    );
    expect((await call('post', `/api/providers/${ai.id}/test`, undefined, reader)).status).toBe(
      403,
    );

    const socket = await connectSocket(t, reader);
    const heard = nextEvent(socket, 'providers.changed');
    await call('patch', `/api/providers/${ai.id}`, { description: 'Local test server' });
    expect(await heard).toEqual({ action: 'updated', id: ai.id });
    const viewerSocket = await connectSocket(t, viewer);
    const patchAgain = () => call('patch', `/api/providers/${ai.id}`, { description: 'Again' });
    expect(await whoHears([viewerSocket], 'providers.changed', patchAgain, socket)).toEqual([
      false,
    ]);
    socket.disconnect();
    viewerSocket.disconnect();
  });

  it('lets a website choose active providers and a service, and refuses deleting what it uses', async () => {
    const ai = (await call('get', '/api/providers?q=local-openai')).body.data[0] as ProviderBody;
    const tr = (await call('get', '/api/providers?type=translation')).body.data[0] as ProviderBody;
    const services = (await call('get', `/api/providers/services/options?providerId=${ai.id}`)).body
      .data;
    expect(services.map((s: { name: string }) => s.name)).toEqual(['Large', 'Small']);
    const large = services[0] as { id: number };

    const site = await call('post', '/api/websites', {
      name: 'Daily News',
      url: 'https://daily.example.com',
      accountId,
      aiProviderId: ai.id,
      aiServiceId: large.id,
      translationProviderId: tr.id,
    });
    expect(site.status).toBe(201);
    expect(site.body.data).toMatchObject({
      aiProviderId: ai.id,
      aiServiceId: large.id,
      translationProviderId: tr.id,
    });
    const siteId = site.body.data.id as number;

    // A service of another provider, or a switched-off one, cannot be chosen.
    const deeplService = (await call('get', `/api/providers/services?providerId=${tr.id}`)).body
      .data[0];
    const foreign = await call('patch', `/api/websites/${siteId}`, {
      aiServiceId: deeplService.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('website.ai_service.unusable');
    const small = services[1] as { id: number };
    await call('patch', `/api/providers/services/${small.id}`, { active: false });
    const offService = await call('patch', `/api/websites/${siteId}`, { aiServiceId: small.id });
    expect(offService.body.code).toBe('website.ai_service.unusable');
    await call('patch', `/api/providers/services/${small.id}`, { active: true });

    const other = await createProvider({
      name: 'sleepy',
      prettyName: 'Sleepy',
      type: 'ai',
      protocol: 'anthropic',
      active: false,
    });
    const inactive = await call('patch', `/api/websites/${siteId}`, { aiProviderId: other.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body.code).toBe('website.ai_provider.unusable');

    expect((await call('get', `/api/providers/${ai.id}`)).body.websitesCount).toBe(1);
    const refused = await call('delete', `/api/providers/${ai.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'provider.in_use',
      message: 'The provider is used by: Daily News.',
    });
    const refusedService = await call('delete', `/api/providers/services/${large.id}`);
    expect(refusedService.status).toBe(409);
    expect(refusedService.body).toMatchObject({
      code: 'provider.service.in_use',
      message: 'The service is used by: Daily News.',
    });
    const typeLocked = await call('patch', `/api/providers/${tr.id}`, {
      type: 'ai',
      protocol: 'openai',
    });
    expect(typeLocked.body.code).toBe('provider.type_locked');

    // Switching the provider clears the service; then both can go.
    const moved = await call('patch', `/api/websites/${siteId}`, {
      aiProviderId: null,
      translationProviderId: null,
    });
    expect(moved.body.data).toMatchObject({ aiProviderId: null, aiServiceId: null });
    expect((await call('delete', `/api/providers/services/${small.id}`)).status).toBe(200);
    expect((await call('delete', `/api/providers/${other.id}`)).status).toBe(200);
    expect((await call('get', `/api/providers/${other.id}`)).body.code).toBe('provider.not_found');
  });

  it('tests the connection: latency when it works, the failure in plain words when not', async () => {
    const ai = (await call('get', '/api/providers?q=local-openai')).body.data[0] as ProviderBody;
    const ok = await call('post', `/api/providers/${ai.id}/test`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, model: 'local-large' });
    expect(ok.body.latencyMs).toBeGreaterThanOrEqual(0);
    const sent = JSON.parse(openai.requests.at(-1)!.body) as { max_tokens: number };
    expect(sent.max_tokens).toBe(1);

    const unknown = await createService(ai.id, { name: 'Ghost', model: 'no-such-model' });
    const missing = await call('post', `/api/providers/services/${unknown.id}/test`);
    expect(missing.body).toMatchObject({
      ok: false,
      code: 'provider.call.unknown_model',
      message: 'The provider does not know this model.',
    });

    await call('patch', `/api/providers/${ai.id}`, { apiKey: 'sk-wrong-SECRET-key-9876543210' });
    const badKey = await call('post', `/api/providers/${ai.id}/test`);
    expect(badKey.body).toMatchObject({
      ok: false,
      code: 'provider.call.bad_key',
      message: 'The provider refused the API key.',
    });
    expect(badKey.body.detail).toMatch(/^Incorrect API key provided/);
    expect(badKey.text).not.toContain('sk-wrong-SECRET-key-9876543210');
    await call('patch', `/api/providers/${ai.id}`, { apiKey: openai.apiKey });

    openai.faults.push({ status: 429, retryAfter: '120' });
    const limited = await call('post', `/api/providers/${ai.id}/test`);
    expect(limited.body).toMatchObject({ ok: false, code: 'provider.call.rate_limited' });

    const closed = await createProvider({
      name: 'gone',
      prettyName: 'Gone',
      type: 'ai',
      protocol: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-gone-SECRET-0123456789',
    });
    // Nothing to call yet: what to do, not "Service not found".
    const empty = await call('post', `/api/providers/${closed.id}/test`);
    expect(empty.body).toMatchObject({
      ok: false,
      code: 'provider.no_service',
      message: 'Add a service (a model) to test this provider.',
    });
    await createService(closed.id, { name: 'Any', model: 'local-small' });
    const unreachable = await call('post', `/api/providers/${closed.id}/test`);
    expect(unreachable.body).toMatchObject({
      ok: false,
      code: 'provider.call.unreachable',
      message: 'The provider cannot be reached.',
    });

    const tr = (await call('get', '/api/providers?type=translation')).body.data[0] as ProviderBody;
    await call('patch', `/api/providers/${tr.id}`, { baseUrl: deepl.url, apiKey: deepl.apiKey });
    const translated = await call('post', `/api/providers/${tr.id}/test`);
    expect(translated.body).toMatchObject({ ok: true });
    expect(JSON.parse(deepl.requests.at(-1)!.body)).toMatchObject({
      text: ['Hello'],
      target_lang: 'DE',
    });

    const lt = await createProvider({
      name: 'libre',
      prettyName: 'LibreTranslate',
      type: 'translation',
      protocol: 'libretranslate',
      baseUrl: libre.url,
      apiKey: 'libre-wrong',
    });
    const ltBad = await call('post', `/api/providers/${lt.id}/test`);
    expect(ltBad.body).toMatchObject({
      ok: false,
      code: 'provider.call.bad_key',
      detail: 'Invalid API key',
    });
    await call('patch', `/api/providers/${lt.id}`, { apiKey: libre.apiKey });
    expect((await call('post', `/api/providers/${lt.id}/test`)).body).toMatchObject({ ok: true });
  });

  it('keeps every API key out of responses and the database dump', () => {
    const keys = [
      openai.apiKey,
      deepl.apiKey,
      libre.apiKey,
      'sk-wrong-SECRET-key-9876543210',
      'sk-gone-SECRET-0123456789',
    ];
    const all = bodies.join('\n');
    for (const key of keys) expect(all).not.toContain(key);
    const url = new URL(env.databaseUrl);
    const dump = execFileSync('mariadb-dump', [
      '-h',
      url.hostname,
      '-P',
      url.port || '3306',
      '-u',
      decodeURIComponent(url.username || 'root'),
      url.pathname.slice(1),
    ]).toString('utf8');
    expect(dump).toContain('local-openai');
    for (const key of keys) expect(dump).not.toContain(key);
  });

  it('keeps every API key out of the log lines of a real API process', async () => {
    const port = await freePort();
    const api = await startApiProcess(env, port, { LOG_LEVEL: 'debug' });
    try {
      const http = request(`http://127.0.0.1:${port}`);
      const signIn = await http.post('/api/auth/login').send(ADMIN).expect(200);
      const cookie = ([] as string[])
        .concat(signIn.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('accessToken='))!
        .split(';')[0]!;
      const secret = 'sk-logged-SECRET-never-0123456789';
      const created = await http
        .post('/api/providers')
        .set('Cookie', cookie)
        .send({
          name: 'logged',
          prettyName: 'Logged',
          type: 'ai',
          protocol: 'openai',
          baseUrl: openai.baseUrl,
          apiKey: secret,
        })
        .expect(201);
      const id = created.body.data.id as number;
      await http
        .post(`/api/providers/${id}/services`)
        .set('Cookie', cookie)
        .send({ name: 'S', model: 'local-small' })
        .expect(201);
      // The server answers 401 quoting (a masked form of) the wrong key; then 500; then it works.
      const failed = await http.post(`/api/providers/${id}/test`).set('Cookie', cookie).expect(200);
      expect(failed.body.code).toBe('provider.call.bad_key');
      await http
        .patch(`/api/providers/${id}`)
        .set('Cookie', cookie)
        .send({ apiKey: openai.apiKey })
        .expect(200);
      openai.faults.push({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
      const broken = await http.post(`/api/providers/${id}/test`).set('Cookie', cookie).expect(200);
      expect(broken.body.code).toBe('provider.call.provider_error');
      expect((await http.post(`/api/providers/${id}/test`).set('Cookie', cookie)).body.ok).toBe(
        true,
      );
      bodies.push(failed.text, broken.text);
      const output = api.output();
      expect(output).toContain('/api/providers');
      for (const key of [secret, openai.apiKey]) expect(output).not.toContain(key);
    } finally {
      await api.kill();
    }
  }, 90_000);
});
