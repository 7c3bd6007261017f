// A database and Redis prefix of the cluster test's own, dropped at the end.
import { randomBytes } from 'node:crypto';
import type { SharedEnv } from '../../../backend/test/support/worker-process';
import { dropDatabase, dropRedisKeys } from '../../support/stores';

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
  await dropDatabase(databaseUrl);
  await dropRedisKeys(REDIS_URL, redisPrefix);
}
