import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A sliding-window log in Redis: every admitted call is a member scored with the Redis server's
 * clock, so every worker process shares one exact count (no fixed-window burst at a boundary).
 * Requests are counted one each; tokens (or characters) by the estimate each call declares.
 * Returns 0 when admitted (and records the call), otherwise how many ms until it could be.
 */
const ADMIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local win = tonumber(ARGV[1])
local rpm = tonumber(ARGV[2])
local tpm = tonumber(ARGV[3])
local tok = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - win)
local wait = 0
if rpm > 0 then
  local n = redis.call('ZCARD', KEYS[1])
  if n >= rpm then
    local e = redis.call('ZRANGE', KEYS[1], n - rpm, n - rpm, 'WITHSCORES')
    wait = math.max(wait, tonumber(e[2]) + win - now + 1)
  end
end
if tpm > 0 then
  local e = redis.call('ZRANGE', KEYS[2], 0, -1, 'WITHSCORES')
  local used = 0
  for i = 1, #e, 2 do used = used + tonumber(string.match(e[i], ':(%d+)$')) end
  if used > 0 and used + tok > tpm then
    local freed = 0
    for i = 1, #e, 2 do
      freed = freed + tonumber(string.match(e[i], ':(%d+)$'))
      if used - freed + tok <= tpm then
        wait = math.max(wait, tonumber(e[i + 1]) + win - now + 1)
        break
      end
    end
  end
end
if wait > 0 then return wait end
if rpm > 0 then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[1], win)
end
if tpm > 0 then
  redis.call('ZADD', KEYS[2], now, ARGV[5] .. ':' .. tok)
  redis.call('PEXPIRE', KEYS[2], win)
end
return 0
`;

export interface RateLimits {
  requestsPerMinute: number | null;
  tokensPerMinute: number | null;
}

export class RateLimitWaitAborted extends Error {}

export class ProviderRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** The window the per-minute limits apply to (60 s; tests shorten it). */
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Waits until the provider's shared window admits one more call costing `tokens`, then records
   * it. A call larger than the whole token limit still goes when the window is empty.
   */
  async acquire(providerId: number, limits: RateLimits, tokens: number, signal?: AbortSignal) {
    const rpm = limits.requestsPerMinute ?? 0;
    const tpm = limits.tokensPerMinute ?? 0;
    if (rpm <= 0 && tpm <= 0) return;
    const keys = [
      `${this.prefix}:provider:${providerId}:rpm`,
      `${this.prefix}:provider:${providerId}:tpm`,
    ];
    const member = randomUUID();
    for (;;) {
      signal?.throwIfAborted();
      const wait = Number(
        await this.redis.eval(
          ADMIT,
          2,
          ...keys,
          this.windowMs,
          rpm,
          tpm,
          Math.max(0, Math.ceil(tokens)),
          member,
        ),
      );
      if (wait <= 0) return;
      await sleep(wait, undefined, signal ? { signal } : undefined);
    }
  }
}
