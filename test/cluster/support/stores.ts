// A database and Redis prefix of the cluster test's own, dropped at the end.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import type { SharedEnv } from '../../../backend/test/support/worker-process';

const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'mariadb://root@127.0.0.1:3306/';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function privateStores(): SharedEnv {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(DATABASE_SERVER);
  url.pathname = `/ams_cluster_${id}`;
  return { databaseUrl: url.toString(), redisPrefix: `c${id}` };
}

/** Drops the database and every Redis key under the prefix (call once the processes are gone). */
export async function dropStores({ databaseUrl, redisPrefix }: SharedEnv): Promise<void> {
  const url = new URL(databaseUrl);
  const server = await createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  });
  await server.query(`DROP DATABASE IF EXISTS \`${url.pathname.slice(1)}\``);
  await server.end();
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
