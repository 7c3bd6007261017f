/**
 * The measuring half of `npm run bench:ai` (test/bench/ai.bench.ts starts it with ts-node, which
 * keeps the decorator metadata Nest needs). Boots the whole app (API, sockets, workers) on a
 * database and Redis prefix of its own, with a provider pointing at the local OpenAI-compatible
 * server, then in the same run:
 *  1. the same streamed completions made directly with the `openai` SDK and through the gateway
 *     (`ProviderGateway.complete`: service lookup, key unsealing, quota check, outbound guard,
 *     retries, usage ledger), CALLS of each at CONCURRENCY at once;
 *  2. time to first token, pair by pair: the SDK's first streamed piece against the first
 *     `job.text` a Socket.IO client watching the job's room receives from a gateway call.
 * Prints one JSON line (`RESULT {...}`) for the parent to report.
 */
import OpenAI from 'openai';
import { OutboundHttp } from '../../src/core/security/outbound-http';
import { guardedFetch } from '../../src/providers/gateway/guarded-fetch';
import { JobRun } from '../../src/core/queues/entities/job-run.entity';
import { ProviderGateway } from '../../src/providers/gateway/provider-gateway.service';
import { startOpenAiServer } from '../../../test/support/provider-servers';
import { connectSocket, dropEnv, login, startApp, testEnv } from './test-app';

const CALLS = Number(process.env.BENCH_AI_CALLS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_AI_CONCURRENCY ?? 50);
const PAIRS = Number(process.env.BENCH_AI_PAIRS ?? 3);
const TTFT_PAIRS = Number(process.env.BENCH_AI_TTFT_PAIRS ?? 200);
const PROMPT =
  'Rewrite the opening paragraph of this article in a calmer tone for the morning edition';
const MAX_TOKENS = 16;

async function round(total: number, concurrency: number, task: () => Promise<void>) {
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < total) {
      started++;
      const s = performance.now();
      await task();
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  const server = await startOpenAiServer({ apiKey: 'sk-bench-local-0123456789' });
  const env = testEnv();
  const t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
  try {
    const { cookie } = await login(t);
    const post = async (path: string, body: object) => {
      const res = await t.http.post(path).set('Cookie', cookie).send(body);
      if (res.status !== 201) throw new Error(`${path}: HTTP ${res.status}`);
      return res.body.data as { id: number };
    };
    const provider = await post('/api/providers', {
      name: 'bench-openai',
      prettyName: 'Bench OpenAI',
      type: 'ai',
      protocol: 'openai',
      baseUrl: server.baseUrl,
      apiKey: server.apiKey,
    });
    const service = await post(`/api/providers/${provider.id}/services`, {
      name: 'Bench',
      model: 'local-small',
      priceInputPerMillion: 0.5,
      priceOutputPerMillion: 1.5,
    });
    const me = await t.http.get('/api/auth/me').set('Cookie', cookie);
    const user = me.body.userData as { id: number; accountId: number | null };
    const gateway = t.app.get(ProviderGateway);
    const context = {
      purpose: 'generate' as const,
      userId: user.id,
      accountId: user.accountId,
      websiteId: null,
    };
    const sdk = new OpenAI({ apiKey: server.apiKey, baseURL: server.baseUrl, maxRetries: 0 });

    // Diagnostic: the same SDK, its requests through the product's outbound-address guard (what
    // the gateway's fetch is), to tell the guard's share from the gateway's own.
    const guard = OutboundHttp.withMaxSockets(t.config, 256);
    const guardedSdk = new OpenAI({
      apiKey: server.apiKey,
      baseURL: server.baseUrl,
      maxRetries: 0,
      fetch: guardedFetch(guard, 60_000),
    });
    const direct = async (onFirst?: () => void, client = sdk) => {
      const stream = await client.chat.completions.create({
        model: 'local-small',
        messages: [{ role: 'user', content: PROMPT }],
        max_tokens: MAX_TOKENS,
        stream: true,
        stream_options: { include_usage: true },
      });
      let text = '';
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content ?? '';
        if (piece && !text) onFirst?.();
        text += piece;
      }
      if (!text) throw new Error('empty answer');
    };
    const viaGateway = async (jobId?: string) => {
      const result = await gateway.complete(
        service.id,
        { prompt: PROMPT, maxTokens: MAX_TOKENS },
        { context, ...(jobId ? { stream: { jobId, field: 'body' } } : {}) },
      );
      if (!result.text) throw new Error('empty answer');
    };
    // The gateway streams from the provider whether or not a job room is named; a job room adds
    // the socket publishing. The throughput rounds publish to a job room nobody watches.
    const streamed = () => viaGateway('0');

    // Warm-up: connections, JIT, statement caches, both sides.
    await round(200, CONCURRENCY, () => direct());
    await round(200, CONCURRENCY, streamed);

    const before = { ...server.billed };
    // Alternating pairs, so a load spike from elsewhere on the machine hits both sides alike.
    const sdkRounds = [];
    const gwRounds = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      sdkRounds.push(await round(CALLS, CONCURRENCY, () => direct()));
      gwRounds.push(await round(CALLS, CONCURRENCY, streamed));
    }
    const guarded = await round(CALLS, CONCURRENCY, () => direct(undefined, guardedSdk));

    // Time to first token, pair by pair, one call at a time.
    const run = await t.db.getRepository(JobRun).save(
      t.db.getRepository(JobRun).create({
        queue: 'generation',
        name: 'generate',
        bullJobId: 'bench-ai',
        state: 'active',
        payload: {},
        userId: null,
        accountId: null,
      }),
    );
    const socket = await connectSocket(t, cookie);
    if (!(await socket.emitWithAck('job.watch', String(run.id)))) throw new Error('watch refused');
    let firstSeen: (() => void) | null = null;
    socket.on('job.text', (p) => {
      if (p.delta && firstSeen) {
        const f = firstSeen;
        firstSeen = null;
        f();
      }
    });
    const sdkTtft: number[] = [];
    const gwTtft: number[] = [];
    for (let i = 0; i < TTFT_PAIRS; i++) {
      let s = performance.now();
      let first = 0;
      await direct(() => (first = performance.now() - s));
      sdkTtft.push(first);
      s = performance.now();
      const seen = new Promise<number>((resolve) => {
        firstSeen = () => resolve(performance.now() - s);
      });
      await viaGateway(String(run.id));
      gwTtft.push(await seen);
    }
    socket.disconnect();
    guard.onModuleDestroy();

    const totals = await t.http
      .get(`/api/providers/usage/totals?groupBy=provider&providerId=${provider.id}`)
      .set('Cookie', cookie);
    const ledger = totals.body.data[0] as {
      calls: number;
      inputTokens: number;
      outputTokens: number;
    };
    console.log(
      'RESULT ' +
        JSON.stringify({
          calls: CALLS,
          concurrency: CONCURRENCY,
          chunkDelayMs: server.chunkDelayMs,
          maxTokens: MAX_TOKENS,
          sdk: sdkRounds,
          gateway: gwRounds,
          guarded,
          sdkTtft,
          gwTtft,
          ledger,
          billedSinceWarmUp: {
            inputTokens: server.billed.inputTokens - before.inputTokens,
            outputTokens: server.billed.outputTokens - before.outputTokens,
          },
          billed: server.billed,
        }),
    );
  } finally {
    await t.close();
    await server.close();
    await dropEnv(env);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
