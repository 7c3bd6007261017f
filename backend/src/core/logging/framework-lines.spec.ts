import type { LoggerService } from '@nestjs/common';
import { quietFrameworkLines } from './framework-lines';

describe('quietFrameworkLines', () => {
  it("logs Nest's start-up lines at debug and the app's own lines as they are", () => {
    const calls: string[] = [];
    const record =
      (level: string) =>
      (message: unknown, ...rest: unknown[]) =>
        calls.push(`${level} ${String(message)} [${String(rest.at(-1))}]`);
    const inner: LoggerService = {
      log: record('log'),
      error: record('error'),
      warn: record('warn'),
      debug: record('debug'),
    };
    const logger = quietFrameworkLines(inner);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Range caches ready', 'AnalyticsRetention');
    logger.warn('Redis: connection lost', 'Redis');
    logger.error('boom', 'stack', 'ErrorFilter');
    expect(calls).toEqual([
      'debug Mapped {/api/health, GET} route [RouterExplorer]',
      'debug AppModule dependencies initialized [InstanceLoader]',
      'log Range caches ready [AnalyticsRetention]',
      'warn Redis: connection lost [Redis]',
      'error boom [ErrorFilter]',
    ]);
  });
});
