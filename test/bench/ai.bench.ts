/**
 * `npm run bench:ai`: 2,000 streamed completions at 50 concurrent through the product's gateway to
 * the local OpenAI-compatible server (test/support/provider-servers.ts), against the same calls
 * made directly with the `openai` SDK in the same run, in the same process; then the time to the
 * first streamed token as a Socket.IO client watching the job's room sees it, against the SDK's
 * first piece, pair by pair. Goals: calls/s ratio (SDK ÷ gateway) ≤ 1.10, added first-token time
 * ≤ 20 ms at p99.
 *
 * The gateway side runs in a child process started with ts-node (backend/test/support/
 * ai-bench-driver.ts), which keeps the decorator metadata the Nest app needs; the SDK calls run
 * in that same process so both share one event loop and one machine load.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchNodeArgs, percentile, ROOT } from './support/backend';

interface Round {
  latencies: number[];
  seconds: number;
}
interface Result {
  calls: number;
  concurrency: number;
  chunkDelayMs: number;
  maxTokens: number;
  sdk: Round[];
  gateway: Round[];
  guarded: Round;
  sdkTtft: number[];
  gwTtft: number[];
  ledger: { calls: number; inputTokens: number; outputTokens: number };
  billed: { inputTokens: number; outputTokens: number };
}

function runDriver(): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...benchNodeArgs(), '-r', 'ts-node/register', join('test', 'support', 'ai-bench-driver.ts')],
      {
        cwd: join(ROOT, 'backend'),
        env: { ...process.env, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) {
        reject(new Error(`the driver failed (exit ${code}):\n${(err || out).slice(-4000)}`));
      } else resolve(JSON.parse(line.slice('RESULT '.length)) as Result);
    });
  });
}

async function main() {
  console.log(`bench:ai on ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(2)}`);
  const r = await runDriver();
  console.log(
    `${r.calls} streamed completions of ${r.maxTokens} tokens at ${r.concurrency} concurrent, ` +
      `local OpenAI-compatible server (${r.chunkDelayMs} ms between streamed pieces)`,
  );
  const row = (name: string, x: Round) =>
    `${name.padEnd(30)} ${String(x.latencies.length).padStart(5)} in ${x.seconds.toFixed(2)} s` +
    `  ${(x.latencies.length / x.seconds).toFixed(1).padStart(7)}/s` +
    `  p50 ${percentile(x.latencies, 50).toFixed(1).padStart(6)} ms` +
    `  p99 ${percentile(x.latencies, 99).toFixed(1).padStart(6)} ms`;
  r.sdk.forEach((x, i) => {
    console.log(row(`openai SDK, pair ${i + 1}`, x));
    console.log(row(`gateway, pair ${i + 1}`, r.gateway[i]!));
  });
  console.log(row('SDK via the outbound guard', r.guarded) + '   (diagnostic)');
  const rate = (xs: Round[]) =>
    xs.reduce((n, x) => n + x.latencies.length, 0) / xs.reduce((s, x) => s + x.seconds, 0);
  const ratio = rate(r.sdk) / rate(r.gateway);
  const pairRatios = r.sdk.map((x, i) => rate([x]) / rate([r.gateway[i]!]));
  const median = [...pairRatios].sort((a, b) => a - b)[Math.floor(pairRatios.length / 2)]!;
  console.log(
    `ratio  SDK calls/s ÷ gateway calls/s, all rounds: ${ratio.toFixed(3)};` +
      ` per pair ${pairRatios.map((x) => x.toFixed(3)).join(', ')}, median ${median.toFixed(3)}` +
      `   (goal ≤ 1.10) ${median <= 1.1 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `       outbound guard alone (SDK ÷ SDK via guard): ${(rate(r.sdk) / rate([r.guarded])).toFixed(3)}`,
  );
  const added = r.gwTtft.map((g, i) => g - r.sdkTtft[i]!);
  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  console.log(
    `first token, ${r.gwTtft.length} pairs one at a time:` +
      `  SDK p50 ${p(r.sdkTtft, 50)} / p99 ${p(r.sdkTtft, 99)} ms` +
      `  gateway → Socket.IO client p50 ${p(r.gwTtft, 50)} / p99 ${p(r.gwTtft, 99)} ms`,
  );
  const addedP99 = percentile(added, 99);
  console.log(
    `added time to first token (pairwise): p50 ${p(added, 50)} ms  p99 ${addedP99.toFixed(1)} ms` +
      `   (goal ≤ 20 ms at p99) ${addedP99 <= 20 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `ledger: ${r.ledger.calls} calls, ${r.ledger.inputTokens} in / ${r.ledger.outputTokens} out;` +
      ` the server billed ${r.billed.inputTokens} in / ${r.billed.outputTokens} out` +
      ` (SDK calls included)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
