/**
 * `npm run bench:auth`: sign-ins per second and their p50/p99 at 50 concurrent clients against the
 * real backend, next to the raw argon2 verify of the same password hash measured in the same run,
 * in this process, with the same library and parameters (the backend hashes with argon2's
 * defaults) and the same concurrency. A sign-in is a password check by design: the ratio shows how
 * much of its cost is the hash and how much the framework, the database and Redis around it.
 */
import { hash, verify } from 'argon2';
import { availableParallelism, loadavg } from 'node:os';
import { ADMIN, percentile, startBackend } from './support/backend';

const CLIENTS = 50;
const LOGINS = 150;
const WARM_UP = 20;
/** Stops a round early on a slow machine; what was measured so far is reported. */
const ROUND_LIMIT_MS = 60_000;

async function timedRound(
  total: number,
  concurrency: number,
  task: () => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < total && performance.now() - t0 < ROUND_LIMIT_MS) {
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
  console.log(`bench:auth on ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(2)}`);
  // Raw cost: the same library and defaults the backend uses (argon2.hash(password)).
  const stored = await hash(ADMIN.password);
  const rawVerify = async () => {
    if (!(await verify(stored, ADMIN.password))) throw new Error('verify failed');
  };
  await timedRound(10, 4, rawVerify);
  const rawAlone = await timedRound(20, 1, rawVerify);
  const raw = await timedRound(LOGINS, CLIENTS, rawVerify);

  const backend = await startBackend({ THROTTLE_LOGIN_LIMIT: '100000000' });
  try {
    const login = async () => {
      const res = await fetch(`${backend.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`login: HTTP ${res.status}`);
    };
    await timedRound(WARM_UP, CLIENTS, login);
    const loginAlone = await timedRound(20, 1, login);
    const logins = await timedRound(LOGINS, CLIENTS, login);

    const row = (name: string, r: { latencies: number[]; seconds: number }) =>
      `${name.padEnd(34)} ${String(r.latencies.length).padStart(5)} in ${r.seconds.toFixed(1)} s` +
      `  ${(r.latencies.length / r.seconds).toFixed(1).padStart(7)}/s` +
      `  p50 ${percentile(r.latencies, 50).toFixed(1).padStart(7)} ms` +
      `  p99 ${percentile(r.latencies, 99).toFixed(1).padStart(7)} ms`;
    console.log(row('argon2 verify, one at a time', rawAlone));
    console.log(row(`argon2 verify, ${CLIENTS} at once`, raw));
    console.log(row('POST /api/auth/login, one client', loginAlone));
    console.log(row(`POST /api/auth/login, ${CLIENTS} clients`, logins));
    const rate = (r: { latencies: number[]; seconds: number }) => r.latencies.length / r.seconds;
    const aloneShare = percentile(rawAlone.latencies, 50) / percentile(loginAlone.latencies, 50);
    console.log(
      `ratio  logins/s ÷ raw verifies/s at ${CLIENTS}: ${(rate(logins) / rate(raw)).toFixed(2)}` +
        `   (1.00 = the hash is the whole cost)`,
    );
    console.log(
      `ratio  hash share of one sign-in (p50 verify ÷ p50 login, one client): ${aloneShare.toFixed(2)}`,
    );
  } finally {
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
