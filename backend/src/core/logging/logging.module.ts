import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import { destination } from 'pino';
import { AppConfig } from '../config/env';

/** Structured JSON logs; credentials never reach a log line. */
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

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: [
          {
            level: config.LOG_LEVEL,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            // Health checks and analytics beacons (thousands a second; /metrics counts them) are
            // not access-logged.
            autoLogging: { ignore: (req) => UNLOGGED.has((req.url ?? '').split('?')[0]!) },
            // Bound once here rather than through customProps, which costs a child logger per
            // request.
            base: { pid: process.pid, hostname: hostname(), role: config.ROLE },
            // The serializers below read the raw request and response: pino-std-serializers would
            // first copy every header into an object of its own, on every request, for nothing.
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
          },
          // Asynchronous: lines written while a write is in flight go out together in one write,
          // instead of one blocking write per request. pino flushes what is left on exit.
          destination({ dest: 1, sync: false }),
        ],
      }),
    }),
  ],
})
export class LoggingModule {}
