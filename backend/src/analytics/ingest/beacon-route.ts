import { Logger } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import getRawBody from 'raw-body';
import { DomainException } from '../../core/http/domain-error';
import { toErrorBody } from '../../core/http/error.filter';
import { HTTP_ERRORS } from '../../core/http/http.errors';
import type { AnalyticsIngest, IngestOutcome } from './analytics-ingest.service';
import { BEACON_MAX_BYTES, parseBeacon, parseBeaconText, type Beacon } from './beacon';

/** The body types a beacon may have (the script sends text/plain: a simple request, no preflight). */
export const BEACON_TYPES = ['text/plain', 'application/json'];

/** A request as the beacon reads it: raw, or already parsed by the API's JSON parser. */
type BeaconRequest = IncomingMessage & { body?: unknown };

/** Why raw-body could not read a body, as the error a client gets. */
function readError(error: unknown): unknown {
  const { type, status } = error as { type?: string; status?: number };
  if (type === 'entity.too.large') return new DomainException(HTTP_ERRORS.tooLarge);
  // A body shorter or longer than its Content-Length, or one the client gave up on.
  if (status !== undefined && status < 500) return new DomainException(HTTP_ERRORS.malformedBody);
  return error;
}

/**
 * The body as text, at most BEACON_MAX_BYTES (413 past that), to `done`. Already read by the
 * API's JSON parser on the Nest route; else read here as bytes (raw-body's callback form: a beacon
 * costs no promise) and decoded at once (raw-body's own decoding goes through a charset decoder).
 */
function readText(req: BeaconRequest, done: (error: unknown, text?: string) => void): void {
  if (req.readableEnded) {
    const text = JSON.stringify(req.body ?? null);
    if (text.length > BEACON_MAX_BYTES) done(new DomainException(HTTP_ERRORS.tooLarge));
    else done(null, text);
    return;
  }
  getRawBody(
    req,
    { length: req.headers['content-length'], limit: BEACON_MAX_BYTES },
    (error, body) => (error ? done(readError(error)) : done(null, body.toString('utf8'))),
  );
}

const log = new Logger('Analytics');

/** Answers a beacon that could not be taken: its error as the API shapes errors. */
function answerError(res: ServerResponse, error: unknown): void {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) log.warn(`beacon: ${body.code}: ${(error as Error).message}`);
  res.writeHead(body.statusCode, {
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
  });
  res.end(JSON.stringify(body));
}

function answerAccepted(res: ServerResponse, outcome: IngestOutcome): void {
  const headers: Record<string, string | number> = { 'Cache-Control': 'no-store' };
  if (outcome.allowOrigin) {
    headers['Access-Control-Allow-Origin'] = outcome.allowOrigin;
    headers.Vary = 'Origin';
  }
  headers['Content-Length'] = 0;
  res.writeHead(202, headers);
  res.end();
}

/** The beacon in a body: the script's text/plain JSON, or declared JSON (400 when it is not). */
function beaconOf(ingest: AnalyticsIngest, media: string | undefined, text: string): Beacon {
  // Declared JSON that does not parse is a malformed body, as on every API route (not counted
  // as a beacon); text/plain is the script's own type, so anything in it is a junk beacon.
  let read = () => parseBeaconText(text);
  if (media === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new DomainException(HTTP_ERRORS.malformedBody);
    }
    read = () => parseBeacon(body);
  }
  try {
    return read();
  } catch (error) {
    ingest.countInvalid();
    throw error;
  }
}

const noop = () => undefined;

/**
 * One beacon, answered: 202 (with CORS for the website's own origin), 400/413 for a body that is
 * not a beacon, 415 for another body type, 503 while nothing can hold it. The body is read here,
 * not by the API's JSON parser (a beacon is text/plain JSON of at most 4 KB). `done` runs once the
 * answer is sent. A beacon to store is answered once it is in Redis (BeaconStream).
 */
export function serveBeacon(
  ingest: AnalyticsIngest,
  req: BeaconRequest,
  res: ServerResponse,
  ip: string,
  done: () => void = noop,
): void {
  const type = req.headers['content-type'];
  const media = type?.split(';')[0]!.trim().toLowerCase();
  if (media !== undefined && !BEACON_TYPES.includes(media)) {
    answerError(res, new DomainException(HTTP_ERRORS.unsupportedMediaType));
    done();
    return;
  }
  readText(req, (readFailure, text) => {
    try {
      if (readFailure) {
        ingest.countInvalid();
        throw readFailure;
      }
      const outcome = ingest.accept(beaconOf(ingest, media, text!), {
        origin: req.headers.origin,
        userAgent: req.headers['user-agent'],
        ip,
      });
      if (!(outcome instanceof Promise)) {
        answerAccepted(res, outcome);
        done();
        return;
      }
      outcome
        .then(
          (taken) => answerAccepted(res, taken),
          (error: unknown) => answerError(res, error),
        )
        .finally(done);
    } catch (error) {
      answerError(res, error);
      done();
    }
  });
}

/** serveBeacon, settling once the answer is sent (the Nest route). */
export const answerBeacon = (
  ingest: AnalyticsIngest,
  req: BeaconRequest,
  res: ServerResponse,
  ip: string,
): Promise<void> => new Promise((resolve) => serveBeacon(ingest, req, res, ip, resolve));

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustFn = (address: string, hop: number) => boolean;

/** Whether a request line's target is the beacon's path (with or without a query or a final slash). */
const BEACON_PATH = /^\/api\/collect\/?(?:\?|$)/;

/**
 * Serves `POST /api/collect` on the HTTP server itself, ahead of Express and the API's middleware
 * (routing, request gate, security headers, access log, guards, pipes): beacons come by the
 * thousand a second, from other sites, with no session, and answer an empty 202. Every other
 * request goes to Express as before. The client's address is taken as Express takes `req.ip`,
 * through the application's `trust proxy` setting. The Nest route (CollectController) documents
 * it and answers the same way where this handler is not mounted.
 */
export function mountBeaconRoute(server: Server, ingest: AnalyticsIngest, trust: TrustFn): void {
  const others = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && BEACON_PATH.test(req.url ?? '')) {
      serveBeacon(ingest, req, res, proxyaddr(req, trust));
      return;
    }
    for (const listener of others) listener(req, res);
  });
}
