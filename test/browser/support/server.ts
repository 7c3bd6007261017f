import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../../support/free-port';
import { TEST_PASSWORD_ENV } from '../../support/password-cost';
import { dropRedisKeys } from '../../support/stores';
import { copyTemplate } from '../../../backend/test/support/template-db';

export const ROOT = join(__dirname, '..', '..', '..');
export const ADMIN = { email: 'admin@browser.test', password: 'browser admin password' };

export interface RunningServer {
  url: string;
  databaseUrl: string;
  /** Its Redis namespace (Bull's keys live under `<prefix>:bull`). */
  redisPrefix: string;
  /** Stops the process and keeps its data, as an operator restarting it would. */
  halt(): Promise<void>;
  /** Starts it again on the same port, database and Redis namespace. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built product (`backend/dist/main.js`, serving `frontend/dist`) on a free port with a
 * database and Redis namespace of its own (a copy of the run's migrated template where there is
 * one); `stop()` kills it and drops both.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = join(ROOT, 'backend', 'dist', 'main.js');
  if (!existsSync(main) || !existsSync(join(ROOT, 'frontend', 'dist', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const id = randomBytes(3).toString('hex');
  // A caller may pick the port itself, e.g. to give the server a matching PUBLIC_URL for mailed links.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const database = `ams_browser_${process.pid}_${id}`;
  const databaseUrl = `mariadb://root@127.0.0.1:3306/${database}`;
  const redisPrefix = `b${process.pid}${id}`;
  const env_ = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: 'browser-tests-secret'.padEnd(40, '-'),
    ENCRYPTION_KEY: 'ab'.repeat(32),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    THROTTLE_LOGIN_LIMIT: '1000',
    ...TEST_PASSWORD_ENV,
    ...env,
  };
  // The run's migrated template when the runner made one (run.ts); otherwise the server migrates.
  await copyTemplate(databaseUrl);
  let child = await spawnUntilRunning(main, env_);
  const url = `http://127.0.0.1:${port}`;
  const halt = async () => {
    halting.add(child);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };
  return {
    url,
    databaseUrl,
    redisPrefix,
    halt,
    async resume() {
      child = await spawnUntilRunning(main, env_);
    },
    async stop() {
      await halt();
      const conn = await createConnection({ host: '127.0.0.1', user: 'root' });
      await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await conn.end();
      // Its queues, sequences and sessions: a run must leave Redis as it found it.
      await dropRedisKeys(
        env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisPrefix,
      );
    },
  };
}

/** Servers a test stopped on purpose; any other exit is reported with what the server printed. */
const halting = new WeakSet<ChildProcess>();
/** How much of a server's output an unexpected exit shows (its last lines say why). */
const OUTPUT_KEPT = 8000;

async function spawnUntilRunning(main: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A server that dies under a test shows up there only as a reset connection: say why here.
  child.once('exit', (code, signal) => {
    if (halting.has(child)) return;
    process.stderr.write(
      `\n✖ The server on port ${env.PORT} exited on its own (${signal ?? `code ${code}`}):\n${output}\n`,
    );
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      halting.add(child);
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}
