import type Redis from 'ioredis';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import type { AppConfig } from '../config/env';
import { connectRedis, describeRedis, type RedisConfig } from '../redis/redis-connection';

export class PreflightError extends Error {}

const MYSQL_HINT =
  'start it with `start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd` (or `docker compose up -d mysql`), or set DATABASE_URL';
const REDIS_HINT =
  'start it with `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no` (or `docker compose up -d redis`), or set REDIS_URL';

function describe(url: string) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('mysql') ? 3306 : 6379)}`;
}

/** Connection options for the server itself (no database), whatever the URL's scheme. */
export function serverOptions(databaseUrl: string) {
  const u = new URL(databaseUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
    connectTimeout: 5000,
  };
}

/** Creates the database when absent. Fails with one line naming the server and how to start it. */
export async function ensureDatabase(config: Pick<AppConfig, 'DATABASE_URL'>): Promise<void> {
  const url = new URL(config.DATABASE_URL);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) {
    throw new PreflightError(
      `DATABASE_URL must name a database made of letters, digits and _ (got "${database}")`,
    );
  }
  let connection;
  try {
    connection = await createConnection(serverOptions(config.DATABASE_URL));
  } catch (error) {
    const reason = (error as { code?: string; message: string }).code ?? (error as Error).message;
    throw new PreflightError(
      `Cannot reach MySQL at ${describe(config.DATABASE_URL)} (${reason}): ${MYSQL_HINT}.`,
    );
  }
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

/** A connection for one question at start: no retries, no reconnection, errors thrown. */
function oneShotRedis(config: RedisConfig): Redis {
  const client = connectRedis(config, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    sentinelRetryStrategy: () => null,
    connectTimeout: 3000,
  });
  client.on('error', () => undefined);
  return client;
}

export async function checkRedis(config: RedisConfig): Promise<void> {
  const client = oneShotRedis(config);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    const reason = (error as { code?: string; message: string }).code ?? (error as Error).message;
    throw new PreflightError(
      `Cannot reach Redis at ${describeRedis(config)} (${reason}): ${REDIS_HINT}.`,
    );
  } finally {
    client.disconnect();
  }
}

export type ServerFlavour = 'mariadb' | 'mysql';

/**
 * Which server DATABASE_URL reaches, asked of the server itself: `mysql://` is the usual URL for a
 * MariaDB too, and TypeORM must know (it reads MariaDB's metadata differently).
 */
export async function detectServer(databaseUrl: string): Promise<ServerFlavour> {
  const connection = await createConnection(serverOptions(databaseUrl));
  try {
    const [rows] = await connection.query<RowDataPacket[]>('SELECT VERSION() AS version');
    return /mariadb/i.test(String(rows[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/** The database an installation keeps its data in, as its server names it: host, port, schema. */
export async function databaseIdentity(databaseUrl: string): Promise<string> {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  const connection = await createConnection(serverOptions(databaseUrl));
  try {
    const [rows] = await connection.query<RowDataPacket[]>(
      'SELECT @@hostname AS host, @@port AS port',
    );
    return `${String(rows[0]?.host)}:${String(rows[0]?.port)}/${database}`;
  } finally {
    await connection.end();
  }
}

/**
 * Claims the Redis prefix for this installation's database (`<prefix>:owner`), or refuses to
 * start when another database holds it: two installations on one prefix would take each other's
 * jobs, and each one's history would wait for ever on runs the other finished. Every process of
 * one installation (api nodes, workers) shares the claim.
 */
export async function claimRedisPrefix(
  config: Pick<AppConfig, 'DATABASE_URL' | 'REDIS_PREFIX'> & RedisConfig,
): Promise<void> {
  const identity = await databaseIdentity(config.DATABASE_URL);
  const key = `${config.REDIS_PREFIX}:owner`;
  const client = oneShotRedis(config);
  try {
    await client.connect();
    await client.set(key, identity, 'NX');
    const owner = await client.get(key);
    if (owner !== null && owner !== identity) {
      throw new PreflightError(
        `REDIS_PREFIX "${config.REDIS_PREFIX}" belongs to another installation (database ${owner}); this one uses ${identity}. ` +
          `Give this installation a REDIS_PREFIX of its own (or, if that installation is gone, delete the Redis key ${key}).`,
      );
    }
  } finally {
    client.disconnect();
  }
}
