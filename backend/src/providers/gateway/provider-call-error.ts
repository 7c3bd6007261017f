import { DomainException } from '../../core/http/domain-error';
import { OutboundHttpError } from '../../core/security/outbound-http';
import { PROVIDER_CALL_ERRORS, type ProviderCallFailure } from '../providers.errors';

/**
 * A failed call to a provider, in plain words (`provider.call.bad_key` …), with the provider's own
 * words as `detail` — any API key scrubbed out. Carries what the retry loop needs.
 */
export class ProviderCallError extends DomainException {
  constructor(
    readonly reason: ProviderCallFailure,
    readonly providerDetail?: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
    /** What the provider asked us to wait (Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(PROVIDER_CALL_ERRORS[reason], {
      reason,
      ...(providerDetail ? { detail: providerDetail } : {}),
    });
    this.name = 'ProviderCallError';
  }

  /** 429 and 5xx answers are worth another try (after a wait). */
  get retryable(): boolean {
    return (
      this.providerStatus === 429 ||
      (this.providerStatus !== undefined && this.providerStatus >= 500)
    );
  }
}

/** Removes the key (and anything shaped like one) from text that may be shown or stored. */
export function scrub(text: string, secret: string | null | undefined): string {
  let out = text;
  if (secret && secret.length >= 4) out = out.split(secret).join('••••');
  return out
    .replace(/\b(sk|pk|key|ak)-[A-Za-z0-9*_-]{6,}/gi, '••••')
    .replace(/([?&](key|api_key|apikey|token)=)[^&\s"']+/gi, '$1••••')
    .replace(/(Bearer|DeepL-Auth-Key)\s+\S+/gi, '$1 ••••')
    .slice(0, 500);
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in ms. */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined) {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** An HTTP status the provider answered with, as a failure. */
export function failureOfStatus(status: number, body: string): ProviderCallFailure {
  if (status === 401 || status === 403) return 'bad-key';
  // Google answers a wrong key with 400 "API key not valid".
  if (status === 400 && /api[ _-]?key/i.test(body) && /(not valid|invalid)/i.test(body)) {
    return 'bad-key';
  }
  if (status === 429) return 'rate-limited';
  if (
    status === 404 ||
    (status === 400 && /model/i.test(body) && /(not|unknown|invalid|exist)/i.test(body))
  ) {
    return 'unknown-model';
  }
  return 'provider-error';
}

/** A transport failure (the guard refused, DNS, refused connection, timeout). */
export function fromTransport(error: unknown, secret: string | null): ProviderCallError | null {
  let at: unknown = error;
  for (let depth = 0; at && depth < 5; depth++) {
    if (at instanceof OutboundHttpError) {
      const reason: ProviderCallFailure =
        at.reason === 'blocked-address'
          ? 'blocked-address'
          : at.reason === 'timeout'
            ? 'timeout'
            : at.reason === 'secret-origin'
              ? 'moved'
              : 'unreachable';
      return new ProviderCallError(reason, scrub(at.message, secret));
    }
    at = (at as { cause?: unknown }).cause;
  }
  return null;
}
