import type { LoggerService } from '@nestjs/common';

/**
 * Nest's own start-up lines: a line per module, controller and route (about 240 at start). They
 * say nothing an operator acts on and buried the sign-in banner, so they are debug lines.
 */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestFactory',
  'NestApplication',
]);

/** The app's logger, with Nest's start-up lines logged at debug; everything else as it is. */
export function quietFrameworkLines(logger: LoggerService): LoggerService {
  return {
    log: (message: unknown, ...rest: unknown[]) => {
      const context = rest.at(-1);
      if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) {
        return logger.debug?.(message, ...rest);
      }
      return logger.log(message, ...rest);
    },
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug?.(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose?.(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal?.(message, ...rest),
  };
}
