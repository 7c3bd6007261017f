import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../core/config/env';
import { DomainException } from '../core/http/domain-error';
import { InjectRedis } from '../core/redis/redis.module';
import { AUTH_ERRORS } from './auth.errors';

/** Failed attempts one source may make on one subject within the window before that pair locks. */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * Failures on one subject from every unknown source together (at least ten addresses, as each pair
 * locks at five) before a correct password from an unknown device stops being enough on its own:
 * it then needs the second factor or the mailed link. Nobody is refused by it outright.
 */
export const ACCOUNT_FAILURE_LIMIT = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Each further lock of the same pair within a day lasts twice as long as the last, up to a day. */
export const MAX_LOCK_MS = 24 * 3600_000;
const STRIKES_TTL_MS = 24 * 3600_000;

/** How long a pair's `strike`-th lock (1 for the first) lasts: 15 min, 30 min, 1 h… up to a day. */
export const lockDurationMs = (strike: number): number =>
  Math.min(LOGIN_FAILURE_WINDOW_MS * 2 ** Math.max(0, strike - 1), MAX_LOCK_MS);

/**
 * Who guesses: a device the subject signed in from before (`known`: its failures are its own and
 * the account-wide count never holds it back), or else the client's address.
 */
export interface AttemptSource {
  id: string;
  known: boolean;
}

export const fromAddress = (ip?: string): AttemptSource => ({
  id: `address:${ip ?? 'unknown'}`,
  known: false,
});
export const fromDevice = (deviceId: string): AttemptSource => ({
  id: `device:${deviceId}`,
  known: true,
});

export interface AttemptVerdict {
  /**
   * The subject has had ACCOUNT_FAILURE_LIMIT failures from unknown sources in the window and this
   * source is unknown too: a correct password alone does not sign in.
   */
  accountLocked: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const tooManyAttempts = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Brute-force protection, shared by every api node through Redis. `subject` is what is guessed at
 * (an email, or a user's two-step switch), `source` who guesses. Failures are counted per
 * (subject, source) pair: LOGIN_FAILURE_LIMIT in the window lock that pair alone, longer each time
 * it happens again within a day. A stranger's guesses, from however many addresses, never lock the
 * owner out: they only make a correct password from an unknown device ask for more proof.
 */
@Injectable()
export class LoginAttempts {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:login:`;
  }

  /** Keyed by hashes, so Redis holds no email, client address or device id. */
  private keys(subject: string, source: AttemptSource) {
    const subjectHash = sha256(subject.trim().toLowerCase());
    const sourceHash = sha256(source.id);
    return {
      sourceHash,
      ...this.pairKeys(subjectHash, sourceHash),
      ...this.subjectKeys(subjectHash),
    };
  }

  private pairKeys(subjectHash: string, sourceHash: string) {
    return {
      pair: `${this.prefix}pair:${subjectHash}:${sourceHash}`,
      strikes: `${this.prefix}strikes:${subjectHash}:${sourceHash}`,
    };
  }

  private subjectKeys(subjectHash: string) {
    return {
      account: `${this.prefix}account:${subjectHash}`,
      /** The sources that failed on the subject, so a new password can clear every pair. */
      sources: `${this.prefix}sources:${subjectHash}`,
    };
  }

  /** Refuses a locked pair (429 with the minutes left); says whether the account asks for more. */
  async check(subject: string, source: AttemptSource): Promise<AttemptVerdict> {
    const keys = this.keys(subject, source);
    const replies = (await this.redis
      .multi()
      .get(keys.pair)
      .pttl(keys.pair)
      .get(keys.account)
      .pttl(keys.account)
      .exec()) as [Error | null, string | number | null][];
    const [pair, pairTtl, account, accountTtl] = replies.map(([, value]) => Number(value ?? 0));
    if (pairTtl! > 0 && pair! >= LOGIN_FAILURE_LIMIT) {
      const minutes = Math.ceil(pairTtl! / 60_000);
      throw new DomainException(AUTH_ERRORS.tooManyAttempts, {
        message: tooManyAttempts(minutes),
        params: { count: minutes },
      });
    }
    return {
      accountLocked: !source.known && accountTtl! > 0 && account! >= ACCOUNT_FAILURE_LIMIT,
    };
  }

  /** `check` for places that only guard one source (a signed-in user's password or switch). */
  async assertAllowed(subject: string, source: AttemptSource = fromAddress()): Promise<void> {
    await this.check(subject, source);
  }

  async failed(subject: string, source: AttemptSource = fromAddress()): Promise<void> {
    const keys = this.keys(subject, source);
    const multi = this.redis
      .multi()
      .incr(keys.pair)
      // The window opens at the first failure and is not pushed back by later ones.
      .pexpire(keys.pair, LOGIN_FAILURE_WINDOW_MS, 'NX')
      .sadd(keys.sources, keys.sourceHash)
      .pexpire(keys.sources, MAX_LOCK_MS + STRIKES_TTL_MS);
    if (!source.known) {
      multi.incr(keys.account).pexpire(keys.account, LOGIN_FAILURE_WINDOW_MS, 'NX');
    }
    const [[, count]] = (await multi.exec()) as [Error | null, number][];
    // Exactly at the limit: concurrent failures past it do not count as further strikes.
    if (count === LOGIN_FAILURE_LIMIT) {
      const [[, strike]] = (await this.redis
        .multi()
        .incr(keys.strikes)
        .pexpire(keys.strikes, STRIKES_TTL_MS)
        .exec()) as [Error | null, number][];
      await this.redis.pexpire(keys.pair, lockDurationMs(strike));
    }
  }

  /** A complete sign-in clears its own source; others' failures on the account still count. */
  async succeeded(subject: string, source: AttemptSource = fromAddress()): Promise<void> {
    const keys = this.keys(subject, source);
    await this.redis.del(keys.pair, keys.strikes);
  }

  /** A new password (reset, invitation) makes every earlier guess moot: all pairs are cleared. */
  async reset(subject: string): Promise<void> {
    const subjectHash = sha256(subject.trim().toLowerCase());
    const { account, sources } = this.subjectKeys(subjectHash);
    const pairs = (await this.redis.smembers(sources)).flatMap((sourceHash) =>
      Object.values(this.pairKeys(subjectHash, sourceHash)),
    );
    await this.redis.del(account, sources, ...pairs);
  }
}
