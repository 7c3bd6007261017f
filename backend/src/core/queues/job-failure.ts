import { DomainException, type ErrorParams } from '../http/domain-error';
import { JobCancelled } from './job-cancellation';

/**
 * How an attempt failed, as every job's history, room and handler read it: a stable code (the
 * reader's language comes from it), the values its message names, whether retrying could help,
 * and whether it is a cancel (its own ending, not a failure).
 */
export interface JobFailure {
  code?: string;
  params?: ErrorParams;
  /** Retrying cannot fix it: the run ends at once, whatever attempts it had left. */
  permanent: boolean;
  cancelled: boolean;
  /** The English sentence history keeps beside the code. */
  message: string;
}

/** What a handler knows of its own domain's failures: their codes (and values), never the rest. */
export type FailureCodes = (error: unknown) => { code: string; params?: ErrorParams } | undefined;

/** A failure's stable code (a DomainException, or an error that names one), for history. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z_]+(\.[a-z_]+)+$/.test(code) ? code : undefined;
}

/** The values a failure's message names (`{ host, status }`), when its error carries them. */
export function paramsOf(error: unknown): ErrorParams | undefined {
  const params = (error as { params?: unknown } | null)?.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const values = Object.entries(params).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return values.length ? Object.fromEntries(values) : undefined;
}

/**
 * The one chain every job failure goes through: a cancel first; then the handler's own codes
 * (a WordPress reason read as `sync.unreachable` or `clone.unreachable`); then whatever code and
 * values the error carries. Permanent: a refusal with a code (DomainException: no AI service,
 * a cancel) or an error that says so itself (`permanent`: a refused WordPress password, a clone
 * or sync that cannot go on); everything else is worth another attempt.
 */
export function jobFailure(error: unknown, own?: FailureCodes): JobFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof JobCancelled) {
    return { code: error.code, permanent: true, cancelled: true, message };
  }
  const mapped = own?.(error);
  const permanent =
    error instanceof DomainException ||
    (error as { permanent?: unknown } | null)?.permanent === true;
  return {
    code: mapped?.code ?? codeOf(error),
    params: mapped?.params ?? paramsOf(error),
    permanent,
    cancelled: false,
    message,
  };
}
