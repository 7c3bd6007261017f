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
