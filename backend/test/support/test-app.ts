import { getQueueToken } from '@nestjs/bull';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bull';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalyticsRetention } from '../../src/analytics/store/analytics-retention';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/core/config/env';
import { ensureDatabase } from '../../src/core/database/preflight';
import { JobRun } from '../../src/core/queues/entities/job-run.entity';
import type { QueueName } from '../../src/core/queues/job-catalogue';
import type {
  ClientToServerEvents,
  JobProgress,
  ServerToClientEvents,
} from '../../src/core/realtime/event-map';
import { PasswordHasher } from '../../src/core/security/passwords';
import { seed } from '../../src/database/seed';
import { TEST_PASSWORD_ENV } from '../../../test/support/password-cost';
import { dropDatabase, dropRedisKeys } from '../../../test/support/stores';
import { copyTemplate } from './template-db';
import { SERVER_URL } from './test-server';

export const ADMIN = { email: 'admin@e2e.test', password: 'correct horse battery' };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: DataSource;
  url: string;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface TestEnv {
  databaseUrl: string;
  redisPrefix: string;
}

/** A private database and Redis namespace for one test file. */
export function testEnv(): TestEnv {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/ams_e2e_${id}`;
  return { databaseUrl: url.toString(), redisPrefix: `t${id}` };
}

export async function startApp(
  env: TestEnv,
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: env.redisPrefix,
    JWT_SECRET: 'e2e-secret-'.padEnd(40, 'x'),
    ENCRYPTION_KEY: '0f'.repeat(32),
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SPA_DIR: '/nonexistent',
    THROTTLE_LIMIT: '100000',
    // Tests send many beacons from one address; the beacon limits have tests of their own.
    BEACON_LIMIT_PER_ADDRESS: '1000000',
    BEACON_LIMIT_PER_SITE: '1000000',
    THROTTLE_LOGIN_LIMIT: '1000',
    ...TEST_PASSWORD_ENV,
    ...overrides,
  });
  // A copy of the run's migrated template when it can be (the app then finds nothing to migrate).
  if (!(await copyTemplate(config.DATABASE_URL))) await ensureDatabase(config);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const db = app.get(DataSource);
  if (config.runsApi) await seed(db, ADMIN, app.get(PasswordHasher));
  // A worker's work at start writes rows (range caches); a test that compares the database before
  // and after a request must not see it land in between.
  if (config.runsWorkers) await app.get(AnalyticsRetention, { strict: false }).started;
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return { app, config, db, url, http: request(app.getHttpServer()), close: () => app.close() };
}

/** Drops the file's database and Redis keys. */
export async function dropEnv(env: TestEnv): Promise<void> {
  await dropDatabase(env.databaseUrl);
  await dropEnvRedisKeys(env);
}

/** Drops the file's Redis keys only (for a database on a server the test removes itself). */
export function dropEnvRedisKeys(env: TestEnv): Promise<void> {
  return dropRedisKeys(REDIS_URL, env.redisPrefix);
}

export async function login(t: TestApp, email = ADMIN.email, password = ADMIN.password) {
  const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('accessToken='));
  return { cookie: cookie!.split(';')[0], token: res.body.accessToken as string, body: res.body };
}

/** Registration is off on a fresh install: an administrator opens it in the settings. */
export async function openRegistration(t: TestApp): Promise<void> {
  const { cookie } = await login(t);
  await t.http
    .put('/api/settings')
    .set('Cookie', cookie)
    .field('registrationOpen', 'true')
    .expect(200);
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function connectSocket(t: TestApp, cookie?: string): Promise<TestSocket> {
  const socket: TestSocket = io(t.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    (socket as unknown as Socket).once(event as string, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
    });
  });
}

/** The first `event` whose payload matches, within `timeoutMs`. */
export function waitForEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = 60_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const raw = socket as unknown as {
    on(e: string, l: (p: Payload) => void): void;
    off(e: string, l: (p: Payload) => void): void;
  };
  return new Promise((resolve, reject) => {
    const off = () => {
      clearTimeout(timer);
      raw.off(event as string, listener);
    };
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Payload) => {
      if (!match(payload)) return;
      off();
      resolve(payload);
    };
    raw.on(event as string, listener);
  });
}

/**
 * Which of `sockets` hear `event` while `act` runs. `proof` is a socket sure to hear it (or to
 * hear another event `act` sends): once it has, `act` has published, and the others get `quietMs`
 * more. So a `false` means the event was sent and did not arrive (never that the window closed
 * before a slow request sent it), and a `true` does not depend on how long `act` took.
 */
export async function whoHears<E extends keyof ServerToClientEvents>(
  sockets: TestSocket[],
  event: E,
  act: () => PromiseLike<unknown>,
  proof: TestSocket | { socket: TestSocket; event: keyof ServerToClientEvents },
  quietMs = 300,
): Promise<boolean[]> {
  const heard = sockets.map(() => false);
  const raw = sockets as unknown as Socket[];
  const listeners = raw.map((socket, i) => {
    const listener = () => (heard[i] = true);
    socket.on(event as string, listener);
    return listener;
  });
  try {
    const sent =
      'emitWithAck' in proof
        ? nextEvent(proof, event, 15_000)
        : nextEvent(proof.socket, proof.event, 15_000);
    // Awaited below; if `act` throws first, its timeout must not surface as an unhandled rejection.
    sent.catch(() => undefined);
    await act();
    await sent;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    return heard;
  } finally {
    raw.forEach((socket, i) => socket.off(event as string, listeners[i]));
  }
}

/**
 * Runs `during` (start a job, watch it) with `queue` paused for every worker, then resumes it: the
 * job starts only once it is watched. A browser is told where a run stands when it opens it; a
 * test that counts the reports it hears would miss those a worker sent before the watch began
 * (the first stage of a fast job, or all of them).
 */
export async function withQueuePaused<T>(
  t: TestApp,
  queue: QueueName,
  during: () => Promise<T>,
): Promise<T> {
  const bull = t.app.get<Queue>(getQueueToken(queue));
  await bull.pause();
  try {
    return await during();
  } finally {
    await bull.resume();
  }
}

export interface FollowedJob {
  /** Every `job.progress` heard since the watch began. */
  progress: JobProgress[];
  /** `job.completed` or `job.failed` (or the run as history has it, if it ended before the watch). */
  outcome: Promise<JobProgress>;
}

/** Watches `job:<jobId>` as a browser does: its progress, then how it ended. */
export async function followJob(
  t: TestApp,
  socket: TestSocket,
  jobId: string,
  timeoutMs = 60_000,
): Promise<FollowedJob> {
  const progress: JobProgress[] = [];
  const raw = socket as unknown as {
    on(e: string, l: (p: JobProgress) => void): void;
    off(e: string, l: (p: JobProgress) => void): void;
  };
  const onProgress = (p: JobProgress) => {
    if (p.jobId === jobId) progress.push(p);
  };
  let onEnd: (p: JobProgress) => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<JobProgress>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`job ${jobId} did not end within ${timeoutMs} ms`)),
      timeoutMs,
    );
    onEnd = (p) => {
      if (p.jobId === jobId) resolve(p);
    };
  });
  raw.on('job.progress', onProgress);
  raw.on('job.completed', onEnd);
  raw.on('job.failed', onEnd);
  const stop = () => {
    clearTimeout(timer);
    raw.off('job.progress', onProgress);
    raw.off('job.completed', onEnd);
    raw.off('job.failed', onEnd);
  };
  if (!(await socket.emitWithAck('job.watch', jobId))) {
    stop();
    throw new Error(`may not watch job ${jobId}`);
  }
  // It may have ended before the watch began: history says how.
  const run = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
  const outcome =
    run.state === 'completed' || run.state === 'failed'
      ? Promise.resolve<JobProgress>({
          jobId,
          queue: run.queue,
          name: run.name,
          state: run.state,
          progress: run.progress,
          message: run.message ?? undefined,
          code: run.code ?? undefined,
          detail: run.detail ?? undefined,
        })
      : ended;
  outcome.then(stop, stop);
  ended.catch(() => undefined);
  return { progress, outcome };
}
