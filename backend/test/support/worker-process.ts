import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..', '..');
const BUILT_MAIN = join(BACKEND, 'dist', 'main.js');

/** Whether processes run the build (`dist/main.js`) instead of the source through ts-node. */
let built = false;

/**
 * From now on this file's processes run the built backend (`npm run build`), as production does:
 * nothing is compiled at start, which matters where processes are killed and started again
 * (test/cluster, the soak).
 */
export function runBuiltBackend(): void {
  if (!existsSync(BUILT_MAIN)) throw new Error(`Build first (npm run build): no ${BUILT_MAIN}`);
  built = true;
}
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * How long a process may take to start. ts-node transpiles the backend with SWC (tsconfig.json's
 * "ts-node" section): 2.8 CPU-s against 10.8 with TypeScript's own transpiler; a busy 2-CPU
 * machine beside bench:ingest once took over 60 s with the latter.
 */
const START_MS = Number(process.env.E2E_PROCESS_START_MS ?? 120_000);

/** Secrets shared by the in-process API and worker processes of one test file. */
export const SHARED_SECRETS = {
  JWT_SECRET: 'e2e-secret-'.padEnd(40, 'x'),
  ENCRYPTION_KEY: '0f'.repeat(32),
};

/**
 * The database and Redis prefix the processes share (a `TestEnv` from test-app fits), declared
 * here so suites outside Jest (test/cluster) start processes without type-checking backend code.
 */
export interface SharedEnv {
  databaseUrl: string;
  redisPrefix: string;
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the process printed (its logs). */
  output(): string;
  /** SIGKILL (or another signal) and wait for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real `ROLE=worker` process (`src/main.ts` through ts-node, or the build: runBuiltBackend) on the test file's
 * database and Redis prefix. Resolves once Nest reports the worker running.
 */
export function startWorker(
  env: SharedEnv,
  overrides: Record<string, string> = {},
): Promise<WorkerProcess> {
  return startNode(env, { ROLE: 'worker', PORT: '0', ...overrides }, 'worker running');
}

/** A real `ROLE=api` process on `port`, as `startWorker`: for what only its own output shows. */
export function startApiProcess(
  env: SharedEnv,
  port: number,
  overrides: Record<string, string> = {},
): Promise<WorkerProcess> {
  return startNode(env, { ROLE: 'api', PORT: String(port), ...overrides }, 'is running at');
}

function startNode(
  env: SharedEnv,
  overrides: Record<string, string>,
  ready: string,
): Promise<WorkerProcess> {
  const args = built ? [BUILT_MAIN] : ['-r', 'ts-node/register', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: BACKEND,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: env.redisPrefix,
      ...SHARED_SECRETS,
      LOG_LEVEL: 'info',
      SEED: 'false',
      RUN_MIGRATIONS: 'false',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      BEACON_LIMIT_PER_ADDRESS: '1000000',
      BEACON_LIMIT_PER_SITE: '1000000',
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const node: WorkerProcess = {
    child,
    output: () => output,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const role = overrides.ROLE ?? 'worker';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void node.kill();
      reject(new Error(`${role} did not start within ${START_MS / 1000} s:\n${output}`));
    }, START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve(node);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
}
