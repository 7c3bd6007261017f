import type { Logger } from '@nestjs/common';

/**
 * A warning said at most once per `everyMs` (a store that is away fails every call; the log should
 * say so, not repeat it thousands of times).
 */
export function rateLimitedWarning(log: Pick<Logger, 'warn'>, everyMs: number) {
  let saidAt = Number.NEGATIVE_INFINITY;
  return (message: string): void => {
    const now = Date.now();
    if (now - saidAt < everyMs) return;
    saidAt = now;
    log.warn(message);
  };
}
