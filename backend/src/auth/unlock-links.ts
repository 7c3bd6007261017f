import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../core/config/env';
import { InjectRedis } from '../core/redis/redis.module';
import { hashToken } from '../users/user-tokens.service';

/** How long an unlock link works. */
export const UNLOCK_TTL_HOURS = 1;
/** At most one unlock mail a minute per user: a stranger cannot fill the mailbox. */
const MAIL_INTERVAL_MS = 60_000;
/** 32 random bytes in base64url, as every mailed token. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Single-use sign-in links, mailed when a correct password met an account locked by strangers'
 * guesses. Kept in Redis (only the SHA-256 of the token), expiring on their own; a new link
 * replaces the user's earlier unused one.
 */
@Injectable()
export class UnlockLinks {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:login:unlock:`;
  }

  /** The raw token for the link; null when one was issued to the user less than a minute ago. */
  async issue(userId: number): Promise<string | null> {
    const fresh = await this.redis.set(
      `${this.prefix}mailed:${userId}`,
      '1',
      'PX',
      MAIL_INTERVAL_MS,
      'NX',
    );
    if (fresh !== 'OK') return null;
    const raw = randomBytes(32).toString('base64url');
    const ttl = UNLOCK_TTL_HOURS * 3600_000;
    const latest = `${this.prefix}user:${userId}`;
    const previous = await this.redis.get(latest);
    const multi = this.redis
      .multi()
      .set(`${this.prefix}token:${hashToken(raw)}`, String(userId), 'PX', ttl)
      .set(latest, hashToken(raw), 'PX', ttl);
    if (previous) multi.del(`${this.prefix}token:${previous}`);
    await multi.exec();
    return raw;
  }

  /** The link's user, once; null when it is unknown, expired, replaced or already used. */
  async consume(raw: string): Promise<number | null> {
    if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
    const userId = await this.redis.getdel(`${this.prefix}token:${hashToken(raw)}`);
    return userId === null ? null : Number(userId);
  }
}
