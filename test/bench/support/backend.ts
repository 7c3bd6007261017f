// The product's backend for the benchmarks: the build `npm start` runs (`backend/dist/main.js`,
// built first when the sources are newer), on a database and Redis prefix of its own, dropped on
// stop. Not through ts-node: the TypeScript compiler in the heap would slow every collection.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { newest } from '../../../scripts/newest.mjs';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../../support/free-port';
import { dropRedisKeys } from '../../support/stores';

export const ROOT = join(__dirname, '..', '..', '..');
export const ADMIN = { email: 'admin@bench.test', password: 'bench admin password' };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DB_SERVER = { host: '127.0.0.1', port: 3306, user: 'root' };

export interface Backend {
  url: string;
  pid: number;
  /** The ROLE=worker process beside the api one (`startBackend(…, { worker: true })`). */
  workerPid: number | null;
  database: string;
  output(): string;
  /** Stops the worker as a deployment does (SIGTERM) and starts a new one in its place. */
  restartWorker(): Promise<void>;
  stop(): Promise<void>;
}

/** Accepts and discards every mail, so the backend's mail queue does not retry in the background. */
export async function startMailSink(): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

/** Builds the backend when its sources are newer than the build (as `npm start` does). */
function ensureBuilt() {
  if (newest(MAIN) >= newest(join(ROOT, 'backend', 'src'))) return;
  console.log('Building the backend…');
  execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** BENCH_NODE_ARGS: extra node flags for the product's side, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
export function benchNodeArgs(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** A backend process of `main.js` with `env`, once its output says `ready`. */
async function spawnBackend(
  env: Record<string, string>,
  ready: string,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [...benchNodeArgs(), MAIN], {
    cwd: join(ROOT, 'backend'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  // Boot, migrations included: up to minutes on a shared, loaded machine.
  const deadline = Date.now() + 300_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The backend did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output };
}

/** Stops a backend process as a deployment does (SIGTERM, then SIGKILL after 5 s). */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The real backend on its own database and Redis prefix: one ROLE=all process, or with
 * `worker: true` (and `ROLE: 'api'` in `env`) an api process and a ROLE=worker process beside it,
 * as a deployment runs them.
 */
export async function startBackend(
  env: Record<string, string> = {},
  opts: { worker?: boolean } = {},
): Promise<Backend> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const mail = await startMailSink();
  const database = `ams_bench_${id}`;
  const redisPrefix = `bench${id}`;
  const port = await freePort();
  ensureBuilt();
  const shared = {
    NODE_ENV: 'production',
    ROLE: 'all',
    HOST: '127.0.0.1',
    DATABASE_URL: `mariadb://root@127.0.0.1:3306/${database}`,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: 'bench-secret'.padEnd(40, '-'),
    ENCRYPTION_KEY: 'cd'.repeat(32),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    THROTTLE_LIMIT: '10000000',
    // The rates measured come from one address: the limits are set past them (printed by the bench).
    BEACON_LIMIT_PER_ADDRESS: process.env.BEACON_LIMIT_PER_ADDRESS ?? '1000000',
    BEACON_LIMIT_PER_SITE: process.env.BEACON_LIMIT_PER_SITE ?? '1000000',
    THROTTLE_LOGIN_LIMIT: '1000',
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SPA_DIR: '/nonexistent',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    ...env,
  };
  let api: Awaited<ReturnType<typeof spawnBackend>> | undefined;
  let worker: Awaited<ReturnType<typeof spawnBackend>> | undefined;
  try {
    api = await spawnBackend({ ...shared, PORT: String(port) }, 'is running at');
    if (opts.worker) {
      worker = await spawnBackend(
        { ...shared, ROLE: 'worker', PORT: String(await freePort()) },
        'worker running',
      );
    }
  } catch (error) {
    if (api) await stopProcess(api.child);
    await mail.close();
    throw error;
  }
  const started = api;
  const startWorker = async () =>
    spawnBackend({ ...shared, ROLE: 'worker', PORT: String(await freePort()) }, 'worker running');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: started.child.pid!,
    get workerPid() {
      return worker?.child.pid ?? null;
    },
    database,
    output: () => started.output() + (worker ? worker.output() : ''),
    async restartWorker() {
      if (worker) await stopProcess(worker.child);
      worker = await startWorker();
    },
    async stop() {
      await Promise.all([stopProcess(started.child), worker && stopProcess(worker.child)]);
      await mail.close();
      if (process.env.BENCH_KEEP_DB) {
        console.log(`(kept database ${database})`);
      } else {
        const conn = await createConnection(DB_SERVER);
        await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
        await conn.end();
      }
      await dropRedisKeys(REDIS_URL, redisPrefix);
    },
  };
}

/** Signs in as the seeded administrator; returns the cookie header. */
export async function signIn(
  url: string,
  who: { email: string; password: string } = ADMIN,
): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    // Throttle counters are shared by every process on this Redis (keyed by client address):
    // a bench signs in as a client of its own so other test runs cannot lock it out.
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('accessToken='));
  if (!cookie) throw new Error('login: no accessToken cookie');
  return cookie.split(';')[0]!;
}

export async function api<T>(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

const loadAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * A GET for load loops: node:http over kept-alive connections, reading the whole body. The bench
 * client shares the machine's CPUs with the server it measures, and `fetch` spends about twice
 * as much CPU per request (WHATWG streams), which the server's latency would pay for.
 */
export function loadGet(url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent: loadAgent, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode === 200) resolve();
        else
          reject(new Error(`${url}: HTTP ${res.statusCode} ${Buffer.concat(chunks).toString()}`));
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
