import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../core/config/env';
import { DomainException } from '../core/http/domain-error';
import { InjectRedis } from '../core/redis/redis.module';
import { AUTH_ERRORS } from './auth.errors';

/** Failed attempts allowed from one source within the window before that source is locked. */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * Failed attempts on one account from every source together before the account itself is locked:
 * far above what one person mistypes, so a stranger's five guesses lock only the stranger out.
 */
export const ACCOUNT_FAILURE_LIMIT = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

const ALL_SOURCES = '*';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const tooManyAttempts = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Brute-force protection, shared by every api node through Redis. `subject` is what is guessed at
 * (an email, or a user's two-step switch), `source` who guesses (the client's address). A window
 * opens at the first failure; LOGIN_FAILURE_LIMIT failures lock that source out of that subject,
 * ACCOUNT_FAILURE_LIMIT failures from all sources lock the subject, until the window closes.
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

  /**
   * One Redis hash per subject: field `*` counts every failure, one field per source its own. Keyed
   * by hashes, so Redis holds no email or client addresses.
   */
  private key(subject: string): string {
    return this.prefix + sha256(subject.trim().toLowerCase());
  }

  async assertAllowed(subject: string, source?: string): Promise<void> {
    const key = this.key(subject);
    const [[, counts], [, ttl]] = (await this.redis
      .multi()
      .hmget(key, ALL_SOURCES, sha256(source ?? 'unknown'))
      .pttl(key)
      .exec()) as [[Error | null, (string | null)[]], [Error | null, number]];
    const [all, mine] = counts.map((c) => Number(c ?? 0));
    if (ttl > 0 && (all! >= ACCOUNT_FAILURE_LIMIT || mine! >= LOGIN_FAILURE_LIMIT)) {
      const minutes = Math.ceil(ttl / 60_000);
      throw new DomainException(AUTH_ERRORS.tooManyAttempts, {
        message: tooManyAttempts(minutes),
        params: { count: minutes },
      });
    }
  }

  async failed(subject: string, source?: string): Promise<void> {
    const key = this.key(subject);
    await this.redis
      .multi()
      .hincrby(key, ALL_SOURCES, 1)
      .hincrby(key, sha256(source ?? 'unknown'), 1)
      // The window opens at the first failure and is not pushed back by later ones.
      .pexpire(key, LOGIN_FAILURE_WINDOW_MS, 'NX')
      .exec();
  }

  /** A complete sign-in (or a password reset) clears the subject for every source. */
  async succeeded(subject: string): Promise<void> {
    await this.redis.del(this.key(subject));
  }
}
