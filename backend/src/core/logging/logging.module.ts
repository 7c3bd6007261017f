import {
  Inject,
  Module,
  RequestMethod,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import { pino, destination, type Logger as PinoLogger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';
import { AppConfig } from '../config/env';

/** Structured logs (JSON, or short lines on a terminal); credentials never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.apiKey',
  '*.token',
];

/**
 * Values of query parameters that carry secrets: the API takes none in a query string, but a client
 * may still send one (a mail link's token pasted into a call), and the access line holds the URL.
 */
const SECRET_QUERY = /([?&](?:token|access_?token|password|secret|api_?key|key)=)[^&#]*/gi;

export const loggedUrl = (url: string) =>
  url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;

const UNLOGGED = new Set(['/api/health', '/api/collect', '/t.js']);

/** The process's one pino logger: Nest's log lines and the access log both write through it. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Whether log lines are for a person (a terminal) or for a collector (JSON). */
export const prettyLogs = (format: AppConfig['LOG_FORMAT'], tty = process.stdout.isTTY === true) =>
  format === 'pretty' || (format === 'auto' && tty);

/**
 * A person's log line: `12:04:05 INFO  [Analytics] Retention pass done`, the request's method, path
 * and status on an access line; pid, hostname and the rest of the entry left out.
 */
export const prettyStream = (destination: number | NodeJS.WritableStream = 1) =>
  pretty({
    destination,
    colorize: destination === 1 && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,role,context,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      const access = req?.method
        ? `${req.method} ${req.url} ${res?.statusCode ?? ''} ${typeof log.responseTime === 'number' ? `${log.responseTime} ms` : ''}`.trim()
        : '';
      return `${context}${access || String(log[messageKey] ?? '')}`;
    },
    sync: true,
  });

const rootLogger = (config: AppConfig): PinoLogger =>
  pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Bound once here rather than per line or per request.
      base: { pid: process.pid, hostname: hostname(), role: config.ROLE },
    },
    prettyLogs(config.LOG_FORMAT)
      ? prettyStream()
      : // Asynchronous: lines written while a write is in flight go out together in one write,
        // instead of one blocking write per request. pino flushes what is left on exit.
        destination({ dest: 1, sync: false }),
  );

@Module({
  providers: [{ provide: ROOT_LOGGER, inject: [AppConfig], useFactory: rootLogger }],
  exports: [ROOT_LOGGER],
})
class RootLoggerModule {}

/**
 * JSON logs through pino: Nest's Logger (nestjs-pino) for the application's lines, pino-http for
 * one access line per request.
 *
 * nestjs-pino's own middleware is not mounted (`forRoutes: []`): it runs every request inside an
 * AsyncLocalStorage, only so that a line logged during a request carries that request. On Node 20
 * an AsyncLocalStorage in use installs async hooks, which then run on every promise and every socket
 * write of the process: measured, a broadcast to 5,000 sockets took 26 % longer (median 68 → 86 ms)
 * and a GET's p50 about 0.5 ms more. A failure's own line names its request, as the access line
 * does (ErrorFilter); other lines written while a request runs do not.
 */
@Module({
  imports: [
    RootLoggerModule,
    LoggerModule.forRootAsync({
      imports: [RootLoggerModule],
      inject: [ROOT_LOGGER],
      useFactory: (logger: PinoLogger) => ({ pinoHttp: { logger }, forRoutes: [] }),
    }),
  ],
})
export class LoggingModule implements NestModule {
  constructor(@Inject(ROOT_LOGGER) private readonly root: PinoLogger) {}

  configure(consumer: MiddlewareConsumer) {
    const access = pinoHttp({
      logger: this.root,
      // Health checks and analytics beacons (thousands a second; /metrics counts them) are not
      // access-logged.
      autoLogging: { ignore: (req) => UNLOGGED.has((req.url ?? '').split('?')[0]!) },
      // The serializers below read the raw request and response: pino-std-serializers would first
      // copy every header into an object of its own, on every request, for nothing.
      wrapSerializers: false,
      serializers: {
        req: (req: { id: unknown; method: string; url: string; originalUrl?: string }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.originalUrl ?? req.url),
        }),
        // The status is what an access line needs; the response headers (a dozen security
        // headers on every line) are noise and cost more to write than the request did.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    });
    consumer.apply(access).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
