import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/env';

export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => undefined);
  }
}

/** One shared command connection (throttling, realtime publishing, health). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      // Auto-pipelining: commands issued in the same tick (one throttle check per request under
      // load) leave in one write instead of one each.
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, enableAutoPipelining: true }),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
