import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'x-aims-signature';

/** Signs a body at a time with the account's secret (what the receiver recomputes). */
export function signWebhook(secret: string, body: string, at: number): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * A receiver's check (documented in the README, used by the tests): the signature matches the
 * body and is at most `toleranceMs` old, so a captured post cannot be replayed later.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  now = Date.now(),
  toleranceMs = 5 * 60_000,
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now - t * 1000) > toleranceMs || !parts.v1) return false;
  const expected = Buffer.from(signWebhook(secret, body, t * 1000).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
