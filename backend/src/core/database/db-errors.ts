import { QueryFailedError } from 'typeorm';

interface DriverError {
  errno?: number;
  code?: string;
  sqlMessage?: string;
}

function driverError(error: unknown): DriverError | null {
  if (!(error instanceof QueryFailedError)) return null;
  return (error as QueryFailedError & { driverError?: DriverError }).driverError ?? null;
}

/** A unique index refused the row (ER_DUP_ENTRY); with `index`, only that index. */
export function isDuplicateKey(error: unknown, index?: string): boolean {
  const e = driverError(error);
  if (e?.errno !== 1062) return false;
  return (
    index === undefined ||
    (e.sqlMessage ?? '').includes(`'${index}'`) ||
    (e.sqlMessage ?? '').includes(`.${index}'`)
  );
}

/** A foreign key still points at the row being deleted (ER_ROW_IS_REFERENCED_2). */
export function isStillReferenced(error: unknown): boolean {
  const errno = driverError(error)?.errno;
  return errno === 1451 || errno === 1217;
}

/** The row points at a parent that does not exist (ER_NO_REFERENCED_ROW_2). */
export function isMissingReference(error: unknown): boolean {
  const errno = driverError(error)?.errno;
  return errno === 1452 || errno === 1216;
}

/** mysql2's codes for a server it cannot reach or lost (refused, reset, timed out, closed). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
]);

/**
 * The server's own "not now": ER_CON_COUNT_ERROR, ER_TOO_MANY_USER_CONNECTIONS, ER_SERVER_SHUTDOWN,
 * and MariaDB's ER_CONNECTION_KILLED (sent to every session of a server shutting down).
 */
const UNAVAILABLE_ERRNOS = new Set([1040, 1203, 1053, 1927]);

interface ConnectionError extends DriverError {
  sqlState?: string;
  fatal?: boolean;
  message?: string;
  cause?: unknown;
}

/**
 * Whether a query failed because the database cannot be reached (down, restarting, too many
 * connections), not because of the query: mysql2's connection errors, raw (a pool that cannot open
 * a connection) or wrapped in TypeORM's QueryFailedError. A network code counts only when mysql2
 * marked it fatal or TypeORM wrapped it: an ECONNREFUSED from another server (WordPress) is not one.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const wrapped = driverError(error) as ConnectionError | null;
  const e = wrapped ?? (error as ConnectionError);
  const fromDriver = wrapped !== null || e.fatal === true || e.sqlState !== undefined;
  if (fromDriver && e.errno !== undefined && UNAVAILABLE_ERRNOS.has(e.errno)) return true;
  if (fromDriver && e.code !== undefined && UNREACHABLE_CODES.has(e.code)) return true;
  // mysql2's words for a connection already lost when the query was sent.
  if (
    fromDriver &&
    /^(Connection lost|Can't add new command when connection is in closed state)/.test(
      e.message ?? '',
    )
  ) {
    return true;
  }
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
