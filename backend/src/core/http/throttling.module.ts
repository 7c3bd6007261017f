import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module, SetMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/env';
import { REDIS } from '../redis/redis.module';

const LOGIN_THROTTLE = 'throttle:login';

/** The stricter per-IP limit of sign-in routes (THROTTLE_LOGIN_LIMIT a minute). */
export const LoginThrottle = () => SetMetadata(LOGIN_THROTTLE, true);

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
        storage: new ThrottlerStorageRedisService(redis),
        // The guard's default key carries no prefix: deployments (and test files) sharing a Redis
        // would share their counters.
        generateKey: (context, tracker, name) =>
          `${config.REDIS_PREFIX}:throttle:${createHash('sha256')
            .update(`${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`)
            .digest('hex')}`,
        errorMessage: 'Too many requests. Please wait a moment and try again.',
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class ThrottlingModule {}
