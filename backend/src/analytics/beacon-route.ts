import { Logger } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import getRawBody from 'raw-body';
import { DomainException } from '../core/http/domain-error';
import { toErrorBody } from '../core/http/error.filter';
import { HTTP_ERRORS } from '../core/http/http.errors';
import type { AnalyticsIngest } from './analytics-ingest.service';
import { BEACON_MAX_BYTES, parseBeacon, parseBeaconText, type Beacon } from './beacon';

class MalformedJson extends Error {}

/** The body types a beacon may have (the script sends text/plain: a simple request, no preflight). */
export const BEACON_TYPES = ['text/plain', 'application/json'];

/** A request as the beacon reads it: raw, or already parsed by the API's JSON parser. */
type BeaconRequest = IncomingMessage & { body?: unknown };

/** The body as text, at most BEACON_MAX_BYTES (413 past that). */
async function readText(req: BeaconRequest): Promise<string> {
  // Already read by the API's JSON parser (the Nest route behind the request gate).
  if (req.readableEnded) {
    const text = JSON.stringify(req.body ?? null);
    if (text.length > BEACON_MAX_BYTES) throw new DomainException(HTTP_ERRORS.tooLarge);
    return text;
  }
  try {
    // As bytes, decoded here: raw-body's own decoding goes through a charset decoder per request.
    const body = await getRawBody(req, {
      length: req.headers['content-length'],
      limit: BEACON_MAX_BYTES,
    });
    return body.toString('utf8');
  } catch (error) {
    const { type, status } = error as { type?: string; status?: number };
    if (type === 'entity.too.large') throw new DomainException(HTTP_ERRORS.tooLarge);
    // A body shorter or longer than its Content-Length, or one the client gave up on.
    if (status !== undefined && status < 500) throw new DomainException(HTTP_ERRORS.malformedBody);
    throw error;
  }
}

const log = new Logger('Analytics');

/**
 * One beacon, answered: 202 (with CORS for the website's own origin), 400/413 for a body that is
 * not a beacon, 415 for another body type, 503 while nothing can hold it. The body is read here,
 * not by the API's JSON parser (a beacon is text/plain JSON of at most 4 KB).
 */
export async function answerBeacon(
  ingest: AnalyticsIngest,
  req: BeaconRequest,
  res: ServerResponse,
  ip: string,
): Promise<void> {
  try {
    const type = req.headers['content-type'];
    const media = type?.split(';')[0]!.trim().toLowerCase();
    if (media !== undefined && !BEACON_TYPES.includes(media)) {
      throw new DomainException(HTTP_ERRORS.unsupportedMediaType);
    }
    let beacon: Beacon;
    try {
      const text = await readText(req);
      // Declared JSON that does not parse is a malformed body, as on every API route (not counted
      // as a beacon); text/plain is the script's own type, so anything in it is a junk beacon.
      if (media === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new MalformedJson();
        }
        beacon = parseBeacon(body);
      } else beacon = parseBeaconText(text);
    } catch (error) {
      if (error instanceof MalformedJson) throw new DomainException(HTTP_ERRORS.malformedBody);
      ingest.countInvalid();
      throw error;
    }
    const outcome = await ingest.accept(beacon, {
      origin: req.headers.origin,
      userAgent: req.headers['user-agent'],
      ip,
    });
    res.statusCode = 202;
    res.setHeader('Cache-Control', 'no-store');
    if (outcome.allowOrigin) {
      res.setHeader('Access-Control-Allow-Origin', outcome.allowOrigin);
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Content-Length', 0);
    res.end();
  } catch (error) {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) log.warn(`beacon: ${body.code}: ${(error as Error).message}`);
    res.statusCode = body.statusCode;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }
}

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
      void answerBeacon(ingest, req, res, proxyaddr(req, trust));
      return;
    }
    for (const listener of others) listener(req, res);
  });
}
