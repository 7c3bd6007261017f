import Redis, { type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/env';

export type RedisConfig = Pick<
  AppConfig,
  'REDIS_URL' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD' | 'redisSentinels'
>;

/**
 * Where every Redis connection of the process goes (Bull, the Socket.IO adapter and emitter, the
 * beacon stream, throttling, caches): REDIS_URL, or, with REDIS_SENTINELS, the primary the
 * sentinels name for REDIS_SENTINEL_NAME. REDIS_URL then still gives the password, user, database
 * and TLS. When the primary dies its connections drop and ioredis asks the sentinels again until
 * they name the promoted replica; a connection left on a primary demoted without dying (a manual
 * failover: READONLY) reconnects too. (ioredis's `failoverDetector` is off: it reconnected every
 * connection a second time after a failover, a second short outage that answered a request 503 in
 * test:cluster.)
 */
export function redisOptions(config: RedisConfig): RedisOptions {
  const url = new URL(config.REDIS_URL);
  const auth = {
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.replace(/^\//, '') || 0),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  const sentinels = config.redisSentinels;
  if (sentinels.length === 0) {
    return { host: url.hostname, port: Number(url.port || 6379), ...auth };
  }
  return {
    sentinels,
    name: config.REDIS_SENTINEL_NAME,
    ...auth,
    sentinelPassword: config.REDIS_SENTINEL_PASSWORD,
    // The sentinels are asked again within a second of the primary going (the default backs off
    // to 2 s per round).
    sentinelRetryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
    reconnectOnError: (error: Error) => (error.message.startsWith('READONLY') ? 2 : false),
    ...(url.protocol === 'rediss:' ? { enableTLSForSentinelMode: true } : {}),
  };
}

/** A connection to the installation's Redis (see `redisOptions`), with `options` on top. */
export function connectRedis(config: RedisConfig, options: RedisOptions = {}): Redis {
  return new Redis({ ...redisOptions(config), ...options });
}

/** host:port of REDIS_URL, or the sentinels and their primary's name. */
export function describeRedis(config: RedisConfig): string {
  if (config.redisSentinels.length > 0) {
    return `sentinels ${config.redisSentinels.map((s) => `${s.host}:${s.port}`).join(', ')} (primary "${config.REDIS_SENTINEL_NAME}")`;
  }
  const url = new URL(config.REDIS_URL);
  return `${url.hostname}:${url.port || 6379}`;
}
