/**
 * A separate process running the provider gateway's engine (ProviderCalls) against the shared
 * Redis, as a worker does: `GATEWAY_CALLS` completions to the target in `GATEWAY_TARGET` (JSON),
 * all at once. Prints `done <n>` when every call ended, or `failed <code>`.
 */
import Redis from 'ioredis';
import { OutboundHttp } from '../../src/core/security/outbound-http';
import { ProviderCalls } from '../../src/providers/gateway/provider-calls';
import { ProviderRateLimiter } from '../../src/providers/gateway/rate-limiter';
import type { CallTarget } from '../../src/providers/gateway/types';

async function main() {
  const target = JSON.parse(process.env.GATEWAY_TARGET!) as CallTarget;
  const calls = Number(process.env.GATEWAY_CALLS ?? 1);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const limiter = new ProviderRateLimiter(
    redis,
    process.env.REDIS_PREFIX!,
    Number(process.env.PROVIDER_RATE_WINDOW_MS ?? 60_000),
  );
  const engine = new ProviderCalls(OutboundHttp.withPolicy({ allowPrivate: true }), limiter);
  // Both processes start together: wait for the go signal on stdin.
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  try {
    await Promise.all(
      Array.from({ length: calls }, (_, i) => engine.complete(target, { prompt: `call ${i}` })),
    );
    process.stdout.write(`done ${calls}\n`);
  } catch (error) {
    process.stdout.write(`failed ${(error as { code?: string }).code ?? String(error)}\n`);
  } finally {
    redis.disconnect();
    process.exit(0);
  }
}

void main();
