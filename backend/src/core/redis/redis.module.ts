import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/env';
import { connectRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);

/** How long a command of the shared connection may wait for Redis's answer. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Delay before each reconnection attempt (ioredis and Bull alike): never more than a second, so
 * a Redis that comes back is in use again within a second, however long it was away.
 */
export const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1000);

/** How long the app waits at start for Redis; past it, it starts and reconnects on its own. */
const FIRST_CONNECTION_MS = 5000;

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The shared connection fails fast: while Redis is away a command is refused at once (no offline
 * queue) and a command already sent gives up after one reconnection or REDIS_COMMAND_TIMEOUT_MS,
 * so a request answers 503 (or goes on without Redis) instead of waiting for it.
 */
async function connectShared(config: AppConfig): Promise<Redis> {
  const log = new Logger('Redis');
  const redis = connectRedis(config, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
    // Auto-pipelining: commands issued in the same tick (one throttle check per request under
    // load) leave in one write instead of one each.
    enableAutoPipelining: true,
  });
  let lastError: string | null = null;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (error.message !== lastError) log.warn(`Redis: ${error.message}`);
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError !== null) log.log('Redis is reachable again');
    lastError = null;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_MS);
    redis.once('ready', done);
  });
  return redis;
}

/** One shared command connection (throttling, realtime publishing, health). */
@Global()
@Module({
  providers: [{ provide: REDIS, inject: [AppConfig], useFactory: connectShared }, RedisCloser],
  exports: [REDIS],
})
export class RedisModule {}
