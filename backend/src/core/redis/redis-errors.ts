/**
 * Whether an error means Redis cannot be reached (down, restarting, unreachable), as opposed to a
 * command Redis refused: ioredis gives up on a command after its retries, or finds the connection
 * closed, or the command timed out.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  // ioredis's own words only: a bare ECONNREFUSED may come from any other server.
  return /^(Connection is closed|Stream isn't writeable|Command timed out|Redis is unreachable)/.test(
    error.message,
  );
}

/** Rejects with "Redis is unreachable" when `work` takes longer than `ms`. */
export function withinRedisTimeout<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is unreachable (no answer in time)')), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}
