import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, Module, SetMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/env';
import { withinRedisTimeout } from '../redis/redis-errors';
import { REDIS } from '../redis/redis.module';
import { HTTP_ERRORS } from './http.errors';

const LOGIN_THROTTLE = 'throttle:login';

/** The stricter per-IP limit of sign-in routes (THROTTLE_LOGIN_LIMIT a minute). */
export const LoginThrottle = () => SetMetadata(LOGIN_THROTTLE, true);

const UNLIMITED = { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };

/**
 * Limits are a guard, not a dependency: while Redis cannot answer (in 500 ms) requests go through
 * unlimited instead of failing, and routes that need Redis answer 503 on their own.
 */
class FailOpenStorage implements ThrottlerStorage {
  private readonly log = new Logger('Throttling');
  private warnedAt = 0;
  /** A Redis that did not answer is left alone for a second: a hung one costs one wait, not each. */
  private failedAt = 0;

  constructor(private readonly inner: ThrottlerStorage) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorage['increment']> {
    if (Date.now() - this.failedAt < 1000) return UNLIMITED;
    try {
      return await withinRedisTimeout(
        500,
        this.inner.increment(key, ttl, limit, blockDuration, throttlerName),
      );
    } catch (error) {
      this.failedAt = Date.now();
      if (Date.now() - this.warnedAt > 60_000) {
        this.warnedAt = Date.now();
        this.log.warn(
          `Request limits are off while Redis cannot answer: ${(error as Error).message}`,
        );
      }
      return UNLIMITED;
    }
  }
}

/** Request limits shared by every api node through Redis. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, REDIS],
      useFactory: (config: AppConfig, redis: Redis) => ({
        throttlers: [
          { name: 'default', ttl: 60_000, limit: config.THROTTLE_LIMIT },
          {
            name: 'login',
            ttl: 60_000,
            limit: config.THROTTLE_LOGIN_LIMIT,
            skipIf: (context) => !Reflect.getMetadata(LOGIN_THROTTLE, context.getHandler()),
          },
        ],
        storage: new FailOpenStorage(new ThrottlerStorageRedisService(redis)),
        // The guard's default key carries no prefix: deployments (and test files) sharing a Redis
        // would share their counters.
        generateKey: (context, tracker, name) =>
          `${config.REDIS_PREFIX}:throttle:${createHash('sha256')
            .update(`${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`)
            .digest('hex')}`,
        errorMessage: HTTP_ERRORS.throttled.message,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class ThrottlingModule {}
