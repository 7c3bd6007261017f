import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';

/** Cleanup shared by the API e2e tests, the cluster test and the benches: one copy of each. */

/** Drops the database a `mysql://` or `mariadb://` URL names. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const server = await createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  });
  await server.query(`DROP DATABASE IF EXISTS \`${decodeURIComponent(url.pathname.slice(1))}\``);
  await server.end();
}

/**
 * Deletes every Redis key under `prefix:`, also where a hash tag wraps it (`{prefix:…}:hits`, the
 * throttler's counters, would otherwise stay until they expire).
 */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  for (const pattern of [`${prefix}:*`, `{${prefix}:*`]) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  await redis.quit();
}
