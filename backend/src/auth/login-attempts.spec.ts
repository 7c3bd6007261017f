import type Redis from 'ioredis';
import type { AppConfig } from '../core/config/env';
import { DomainException } from '../core/http/domain-error';
import {
  ACCOUNT_FAILURE_LIMIT,
  fromAddress,
  fromDevice,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LoginAttempts,
  lockDurationMs,
  MAX_LOCK_MS,
} from './login-attempts';

type Entry = { value: string | Set<string>; expiresAt: number | null };

/** The few Redis commands LoginAttempts uses, in memory, with a clock the test moves. */
class FakeRedis {
  now = 1_000_000;
  private readonly store = new Map<string, Entry>();

  private live(key: string): Entry | undefined {
    const entry = this.store.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= this.now) this.store.delete(key);
    return this.store.get(key);
  }
  get(key: string) {
    const entry = this.live(key);
    return entry ? (entry.value as string) : null;
  }
  pttl(key: string) {
    const entry = this.live(key);
    if (!entry) return -2;
    return entry.expiresAt === null ? -1 : entry.expiresAt - this.now;
  }
  incr(key: string) {
    const entry = this.live(key);
    const value = Number(entry?.value ?? 0) + 1;
    this.store.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? null });
    return value;
  }
  pexpire(key: string, ms: number, mode?: 'NX') {
    const entry = this.live(key);
    if (!entry || (mode === 'NX' && entry.expiresAt !== null)) return 0;
    entry.expiresAt = this.now + ms;
    return 1;
  }
  sadd(key: string, member: string) {
    const entry = this.live(key) ?? { value: new Set<string>(), expiresAt: null };
    (entry.value as Set<string>).add(member);
    this.store.set(key, entry);
    return 1;
  }
  smembers(key: string) {
    return [...((this.live(key)?.value as Set<string> | undefined) ?? [])];
  }
  del(...keys: string[]) {
    return keys.filter((key) => this.store.delete(key)).length;
  }
  multi() {
    const calls: [string, unknown[]][] = [];
    const chain: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_, name: string) =>
          name === 'exec'
            ? () =>
                Promise.resolve(
                  calls.map(([command, args]) => [
                    null,
                    (this as unknown as Record<string, (...a: unknown[]) => unknown>)[command](
                      ...args,
                    ),
                  ]),
                )
            : (...args: unknown[]) => {
                calls.push([name, args]);
                return chain;
              },
      },
    );
    return chain;
  }
  keys() {
    return [...this.store.keys()].filter((key) => this.live(key));
  }
}

const EMAIL = 'owner@example.com';

describe('LoginAttempts', () => {
  let redis: FakeRedis;
  let attempts: LoginAttempts;

  beforeEach(() => {
    redis = new FakeRedis();
    attempts = new LoginAttempts(
      redis as unknown as Redis,
      {
        REDIS_PREFIX: 'unit',
      } as AppConfig,
    );
  });

  const failTimes = async (count: number, source = fromAddress('198.51.100.1')) => {
    for (let i = 0; i < count; i++) await attempts.failed(EMAIL, source);
  };
  const lockedMinutes = async (source: ReturnType<typeof fromAddress>) => {
    const error = await attempts.check(EMAIL, source).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainException);
    expect((error as DomainException).code).toBe('auth.too_many_attempts');
    return (error as DomainException).params?.count;
  };

  it('locks a pair after the limit, and only that pair', async () => {
    const attacker = fromAddress('198.51.100.1');
    await failTimes(LOGIN_FAILURE_LIMIT - 1, attacker);
    await expect(attempts.check(EMAIL, attacker)).resolves.toEqual({ accountLocked: false });
    await failTimes(1, attacker);
    expect(await lockedMinutes(attacker)).toBe(15);
    await expect(attempts.check(EMAIL, fromAddress('203.0.113.9'))).resolves.toEqual({
      accountLocked: false,
    });
    await expect(attempts.check('other@example.com', attacker)).resolves.toEqual({
      accountLocked: false,
    });
    // The email's case and spaces do not make it another subject.
    await expect(attempts.check(' OWNER@example.com', attacker)).rejects.toThrow(DomainException);
  });

  it('holds a pair locked longer each time it locks again within a day', async () => {
    const attacker = fromAddress('198.51.100.1');
    await failTimes(LOGIN_FAILURE_LIMIT, attacker);
    expect(await lockedMinutes(attacker)).toBe(15);
    redis.now += LOGIN_FAILURE_WINDOW_MS;
    await expect(attempts.check(EMAIL, attacker)).resolves.toEqual({ accountLocked: false });
    await failTimes(LOGIN_FAILURE_LIMIT, attacker);
    expect(await lockedMinutes(attacker)).toBe(30);
    redis.now += 30 * 60_000;
    await failTimes(LOGIN_FAILURE_LIMIT, attacker);
    expect(await lockedMinutes(attacker)).toBe(60);
    expect(lockDurationMs(20)).toBe(MAX_LOCK_MS);
  });

  it('forgets a window that closed before the limit', async () => {
    const owner = fromAddress('203.0.113.9');
    await failTimes(LOGIN_FAILURE_LIMIT - 1, owner);
    redis.now += LOGIN_FAILURE_WINDOW_MS;
    await failTimes(LOGIN_FAILURE_LIMIT - 1, owner);
    await expect(attempts.check(EMAIL, owner)).resolves.toEqual({ accountLocked: false });
  });

  it('puts the account on guard for unknown sources only, after failures from many addresses', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT / LOGIN_FAILURE_LIMIT; i++) {
      await failTimes(LOGIN_FAILURE_LIMIT, fromAddress(`198.51.100.${i + 1}`));
    }
    await expect(attempts.check(EMAIL, fromAddress('203.0.113.9'))).resolves.toEqual({
      accountLocked: true,
    });
    await expect(attempts.check(EMAIL, fromDevice('d-1'))).resolves.toEqual({
      accountLocked: false,
    });
    expect(await lockedMinutes(fromAddress('198.51.100.1'))).toBe(15);
    redis.now += LOGIN_FAILURE_WINDOW_MS;
    await expect(attempts.check(EMAIL, fromAddress('203.0.113.9'))).resolves.toEqual({
      accountLocked: false,
    });
  });

  it("counts a known device's failures apart: they lock the device, never the account", async () => {
    const device = fromDevice('d-1');
    await failTimes(ACCOUNT_FAILURE_LIMIT, device);
    expect(await lockedMinutes(device)).toBe(15);
    await expect(attempts.check(EMAIL, fromAddress('203.0.113.9'))).resolves.toEqual({
      accountLocked: false,
    });
  });

  it('clears only its own source on success, and every trace on a new password', async () => {
    const owner = fromAddress('203.0.113.9');
    const attacker = fromAddress('198.51.100.1');
    await failTimes(LOGIN_FAILURE_LIMIT, attacker);
    await failTimes(LOGIN_FAILURE_LIMIT - 1, owner);
    await attempts.succeeded(EMAIL, owner);
    await failTimes(LOGIN_FAILURE_LIMIT - 1, owner);
    await expect(attempts.check(EMAIL, owner)).resolves.toEqual({ accountLocked: false });
    expect(await lockedMinutes(attacker)).toBe(15);

    await attempts.reset(EMAIL);
    await expect(attempts.check(EMAIL, attacker)).resolves.toEqual({ accountLocked: false });
    expect(redis.keys()).toEqual([]);
  });
});
