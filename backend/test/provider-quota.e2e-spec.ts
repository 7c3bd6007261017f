import { eventually } from './support/eventually';
import { DomainException } from '../src/core/http/domain-error';
import { ProviderGateway } from '../src/providers/gateway/provider-gateway.service';
import {
  startDeepLServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { addLocalProviders } from './support/providers';
import { createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

interface PlanBody {
  id: number;
  code: string;
  monthlyTokenLimit: number | null;
  monthlyCharacterLimit: number | null;
}

describe('plan quotas', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let openai: ProtocolServer;
  let deepl: ProtocolServer;
  let gateway: ProviderGateway;
  let serviceId: number;
  let deeplId: number;
  let accountId: number;
  let free: PlanBody;

  const post = async (path: string, body: object) => {
    const res = await t.http.post(path).set('Cookie', admin).send(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const setLimits = (body: object) =>
    t.http.patch(`/api/plans/${free.id}`).set('Cookie', admin).send(body);
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainException);
    return (error as DomainException).getResponse() as {
      code: string;
      params: { used: number; limit: number };
    };
  };
  const accountTotals = async (providerId: number) => {
    const res = await t.http
      .get(`/api/providers/usage/totals?groupBy=account&providerId=${providerId}`)
      .set('Cookie', admin)
      .expect(200);
    return res.body.data as {
      key: string;
      inputTokens: number;
      outputTokens: number;
      characters: number;
    }[];
  };

  const accountTotalsOf = async (account: number) => {
    const res = await t.http
      .get(`/api/providers/usage/totals?groupBy=account&accountId=${account}`)
      .set('Cookie', admin)
      .expect(200);
    return res.body.data as { key: string; inputTokens: number; outputTokens: number }[];
  };
  const waitUntil = async (ready: () => boolean) => {
    for (let i = 0; i < 200 && !ready(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(ready()).toBe(true);
  };

  beforeAll(async () => {
    [openai, deepl] = await Promise.all([
      startOpenAiServer({ apiKey: 'sk-quota-SECRET-0123456789' }),
      startDeepLServer({ apiKey: 'quota-SECRET-deepl:fx' }),
    ]);
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    gateway = t.app.get(ProviderGateway);
    ({ serviceId, deeplId } = await addLocalProviders(t, admin, 'Quota', { openai, deepl }));
    accountId = (await post('/api/accounts', { name: 'Small paper', plan: 'free' })).id;
    const plans = await t.http.get('/api/plans').set('Cookie', admin).expect(200);
    free = (plans.body as PlanBody[]).find((p) => p.code === 'free')!;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([openai.close(), deepl.close()]);
    await dropEnv(env);
  });

  it('starts every plan with sensible monthly limits, Enterprise unlimited; administrators change them', async () => {
    const plans = (await t.http.get('/api/plans').set('Cookie', admin).expect(200))
      .body as PlanBody[];
    expect(plans.map((p) => [p.code, p.monthlyTokenLimit, p.monthlyCharacterLimit])).toEqual([
      ['free', 200_000, 500_000],
      ['premium', 5_000_000, 20_000_000],
      ['enterprise', null, null],
    ]);
    const bad = await setLimits({ monthlyTokenLimit: -5, monthlyCharacterLimit: 'many' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'monthlyCharacterLimit',
      'monthlyTokenLimit',
    ]);
    expect(
      (await t.http.patch('/api/plans/9999').set('Cookie', admin).send({ monthlyTokenLimit: 1 }))
        .status,
    ).toBe(404);
    const ok = await setLimits({ monthlyTokenLimit: 30, monthlyCharacterLimit: 20 }).expect(200);
    expect(ok.body.data).toMatchObject({ monthlyTokenLimit: 30, monthlyCharacterLimit: 20 });
  });

  it('refuses an AI call that would pass the month’s token limit before it reaches the server', async () => {
    await setLimits({ monthlyTokenLimit: 30 }).expect(200);
    const context = { purpose: 'rework' as const, accountId };
    // 39 characters: estimated at 10 tokens; the server counts 8 in and 5 out.
    const prompt = 'one two three four five six seven eight';
    await gateway.complete(serviceId, { prompt, maxTokens: 5 }, { context });
    await gateway.complete(serviceId, { prompt, maxTokens: 5 }, { context });
    expect(openai.requests).toHaveLength(2);
    const used = openai.billed.inputTokens + openai.billed.outputTokens;
    expect(used).toBe(26);

    const refused = await refusal(
      gateway.complete(serviceId, { prompt, maxTokens: 5 }, { context }),
    );
    expect(refused).toMatchObject({
      code: 'provider.quota_exceeded',
      params: { used: 26, limit: 30 },
    });
    // Streamed or structured, the call is refused the same way.
    await refusal(
      gateway.complete(
        serviceId,
        { prompt },
        { context, stream: { jobId: '424242', field: 'body' } },
      ),
    );
    expect(openai.requests).toHaveLength(2);

    const totals = await accountTotals(
      (await t.http.get('/api/providers').set('Cookie', admin)).body.data.find(
        (p: { name: string }) => p.name === 'quota-openai',
      ).id,
    );
    expect(totals).toEqual([
      expect.objectContaining({
        key: String(accountId),
        inputTokens: openai.billed.inputTokens,
        outputTokens: openai.billed.outputTokens,
      }),
    ]);

    // A call filed under no account, and an account without a limit, are not limited.
    await gateway.complete(serviceId, { prompt, maxTokens: 5 });
    await setLimits({ monthlyTokenLimit: null }).expect(200);
    await gateway.complete(serviceId, { prompt, maxTokens: 5 }, { context });
    expect(openai.requests).toHaveLength(4);
  });

  it('refuses a translation that would pass the month’s character limit before it reaches the server', async () => {
    await setLimits({ monthlyCharacterLimit: 20 }).expect(200);
    const context = { purpose: 'translate' as const, accountId };
    await gateway.translate(deeplId, { texts: ['Good news'], target: 'it' }, { context });
    await gateway.translate(deeplId, { texts: ['Good', 'news'], target: 'it' }, { context });
    expect(deepl.requests).toHaveLength(2);
    const refused = await refusal(
      gateway.translate(deeplId, { texts: ['Hello'], target: 'it' }, { context }),
    );
    expect(refused).toMatchObject({
      code: 'provider.quota_exceeded',
      params: { used: 17, limit: 20 },
    });
    expect(deepl.requests).toHaveLength(2);
    const [row] = await accountTotals(deeplId);
    expect(row).toMatchObject({ key: String(accountId), characters: deepl.billed.characters });
    expect(deepl.billed.characters).toBe(17);
  });

  it('holds the limit when calls race from two processes: the calls that go out never pass it', async () => {
    const plans = (await t.http.get('/api/plans').set('Cookie', admin).expect(200))
      .body as PlanBody[];
    const premium = plans.find((p) => p.code === 'premium')!;
    const limitTo = (monthlyTokenLimit: number | null) =>
      t.http
        .patch(`/api/plans/${premium.id}`)
        .set('Cookie', admin)
        .send({ monthlyTokenLimit })
        .expect(200);
    await limitTo(100);
    const racing = (await post('/api/accounts', { name: 'Racing paper', plan: 'premium' })).id;
    const context = { purpose: 'rework' as const, accountId: racing };
    // Estimated at 10 tokens in + 5 out = 15 held; the server bills 8 in + 5 out = 13.
    const prompt = 'one two three four five six seven eight';
    const worker = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true', ROLE: 'worker' });
    try {
      const gateways = [gateway, worker.app.get(ProviderGateway)];
      const before = openai.requests.length;
      const billedBefore = openai.billed.inputTokens + openai.billed.outputTokens;
      // Every answer is held until each of the twelve calls has either reached the server or
      // been refused: all of them are in flight together, however slow this machine is (a call
      // that ended early would free its unused hold and let another one through).
      let release!: () => void;
      const hold = new Promise<void>((resolve) => (release = resolve));
      openai.faults.push(...Array.from({ length: 12 }, () => ({ hold })));
      let refusedSoFar = 0;
      const calls = Array.from({ length: 12 }, (_, i) =>
        gateways[i % 2]!.complete(serviceId, { prompt, maxTokens: 5 }, { context }).catch(
          (error: unknown) => {
            refusedSoFar += 1;
            throw error;
          },
        ),
      );
      await eventually(
        async () => refusedSoFar + openai.requests.length - before,
        12,
        30_000,
      ).finally(release);
      const outcomes = await Promise.allSettled(calls);
      openai.faults.length = 0;
      const sent = openai.requests.length - before;
      const billed = openai.billed.inputTokens + openai.billed.outputTokens - billedBefore;
      // Six calls hold 90 of 100 tokens; a seventh would hold 105: refused before it is made.
      expect(sent).toBe(6);
      expect(billed).toBe(78);
      expect(billed).toBeLessThanOrEqual(100);
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(sent);
      expect(refused).toHaveLength(6);
      for (const o of refused) {
        const error = (o as PromiseRejectedResult).reason as DomainException;
        expect(error).toBeInstanceOf(DomainException);
        expect(error.getResponse()).toMatchObject({ code: 'provider.quota_exceeded' });
      }

      // Settled to what the server billed (78), the difference is free again: 78 + 15 fits.
      await gateways[1]!.complete(serviceId, { prompt, maxTokens: 5 }, { context });
      expect(openai.requests.length - before).toBe(7);
      expect(
        (await refusal(gateways[0]!.complete(serviceId, { prompt, maxTokens: 5 }, { context })))
          .params,
      ).toMatchObject({ used: 91, limit: 100 });

      // A call in flight holds its room; cancelled, it gives all of it back.
      await limitTo(110);
      openai.faults.push({ delayMs: 3_000 });
      const cancel = new AbortController();
      const slow = gateway.complete(
        serviceId,
        { prompt, maxTokens: 5, signal: cancel.signal },
        { context },
      );
      const slowOutcome = slow.then(
        () => null,
        (e: unknown) => e,
      );
      await waitUntil(() => openai.requests.length - before === 8);
      expect(
        (await refusal(gateways[1]!.complete(serviceId, { prompt, maxTokens: 5 }, { context })))
          .params,
      ).toMatchObject({ used: 106, limit: 110 });
      cancel.abort();
      expect(await slowOutcome).toBeTruthy();
      openai.faults.length = 0;
      await gateways[1]!.complete(serviceId, { prompt, maxTokens: 5 }, { context });
      expect(openai.requests.length - before).toBe(9);

      const [row] = await accountTotalsOf(racing);
      expect(row!.inputTokens + row!.outputTokens).toBe(104);
    } finally {
      await worker.close();
      await limitTo(null);
    }
  });

  it('fails a job with the quota code when its call would pass the limit, the server never asked', async () => {
    const plans = (await t.http.get('/api/plans').set('Cookie', admin).expect(200))
      .body as PlanBody[];
    // The administrator's own account is on Enterprise: give it a tiny limit for this test.
    const enterprise = plans.find((p) => p.code === 'enterprise')!;
    await t.http
      .patch(`/api/plans/${enterprise.id}`)
      .set('Cookie', admin)
      .send({ monthlyTokenLimit: 5 })
      .expect(200);
    const before = openai.requests.length;
    const socket = await connectSocket(t, admin);
    try {
      const started = await t.http
        .post('/api/prompts/system/persona/generate')
        .set('Cookie', admin)
        .send({ instructions: 'A calm science journalist who explains clearly', serviceId })
        .expect(202);
      const jobId = started.body.jobId as string;
      const outcome = await (await followJob(t, socket, jobId)).outcome;
      expect(outcome.state).toBe('failed');
      expect(outcome.code).toBe('provider.quota_exceeded');
      const run = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
      expect(run.state).toBe('failed');
      expect(openai.requests.length).toBe(before);
    } finally {
      socket.disconnect();
      await t.http
        .patch(`/api/plans/${enterprise.id}`)
        .set('Cookie', admin)
        .send({ monthlyTokenLimit: null })
        .expect(200);
    }
  });

  it('tells whose call took the month past 80% of a limit, once, on the bell and by mail', async () => {
    const user = await createUser(t.db, { accountId });
    const context = { purpose: 'translate' as const, accountId, userId: user.id };
    const [{ used }] = await t.db.query<{ used: string }[]>(
      'SELECT COALESCE(SUM(characters), 0) AS used FROM provider_usage WHERE accountId = ?',
      [accountId],
    );
    // A limit whose 80% mark lies 16 characters on: 14 stays under it, 4 more cross it, 1 more
    // is past it (told once).
    const limit = Math.ceil((Number(used) + 16) / 0.8);
    await setLimits({ monthlyCharacterLimit: limit }).expect(200);
    const notices = () =>
      t.db.query<{ kind: string; params: string | Record<string, string> }[]>(
        'SELECT kind, params FROM notifications WHERE userId = ?',
        [user.id],
      );
    await gateway.translate(deeplId, { texts: ['a'.repeat(14)], target: 'it' }, { context });
    expect(await notices()).toEqual([]);
    await gateway.translate(deeplId, { texts: ['b'.repeat(4)], target: 'it' }, { context });
    await gateway.translate(deeplId, { texts: ['c'], target: 'it' }, { context });
    await eventually(async () => (await notices()).length, 1, 5000);
    const [notice] = await notices();
    expect(notice!.kind).toBe('quota_near');
    expect(
      typeof notice!.params === 'string' ? JSON.parse(notice!.params) : notice!.params,
    ).toEqual({
      quota: 'characters',
      used: String(Number(used) + 18),
      limit: String(limit),
    });
    // Mailed by default (in the person's language: English here), with the figures.
    const mails = () =>
      t.db.query<{ subject: string; text: string }[]>(
        'SELECT subject, text FROM mail_outbox WHERE userId = ? ORDER BY id',
        [user.id],
      );
    await eventually(async () => (await mails()).length, 1, 5000);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Your AI quota is nearly used up');
    expect(mail!.text).toContain(
      `of its AI translation characters (${Number(used) + 18} of ${limit})`,
    );
    await setLimits({ monthlyCharacterLimit: null }).expect(200);
  });
});
