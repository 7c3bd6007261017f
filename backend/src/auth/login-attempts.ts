import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../core/config/env';
import { InjectRedis } from '../core/redis/redis.module';

/** Failed sign-ins allowed per email within the window before that email is locked. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export const tooManyAttempts = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Per-account brute-force protection, shared by every api node through Redis. The window opens at
 * the first failure; once it holds LOGIN_FAILURE_LIMIT failures, every attempt for that email
 * (even with the right password) is refused until the window closes. A full sign-in clears it.
 */
@Injectable()
export class LoginAttempts {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:login:failures:`;
  }

  /** Keyed by a hash, so Redis holds no email addresses. */
  private key(email: string): string {
    return this.prefix + createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  async assertAllowed(email: string): Promise<void> {
    const key = this.key(email);
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (Number(count ?? 0) >= LOGIN_FAILURE_LIMIT && ttl > 0) {
      throw new HttpException(
        tooManyAttempts(Math.ceil(ttl / 60_000)),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async failed(email: string): Promise<void> {
    const key = this.key(email);
    await this.redis.multi().set(key, 0, 'PX', LOGIN_FAILURE_WINDOW_MS, 'NX').incr(key).exec();
  }

  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
