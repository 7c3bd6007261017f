import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppConfig } from '../config/env';

/**
 * Outbound HTTP for everything that calls a server a user configured (WordPress sites, providers).
 *
 * SSRF guard: every hop's host is resolved by our own `lookup`, which refuses private, loopback,
 * link-local, multicast, unspecified and reserved addresses (IPv4 and IPv6, IPv4-mapped and
 * NAT64/6to4-embedded IPv4 included). The socket connects to exactly the address that lookup
 * checked, so a DNS answer cannot change between the check and the connection (no rebinding
 * window). IP-literal hosts skip DNS and are checked directly. Redirects are followed by hand
 * (at most 5), each hop checked again, and Authorization is dropped when the origin changes.
 *
 * Secrets: a request carrying a stored secret names the origin it was entered for
 * (`secretOrigin`). It is refused before it leaves when its address is another origin, and a
 * redirect to another origin is not followed but fails (`secret-origin`): the secret, in a header
 * or in the body, goes to that one origin and nowhere else (ARCHITECTURE "Secrets").
 */

export type OutboundFailureReason =
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'blocked-address'
  | 'too-large'
  | 'too-many-redirects'
  | 'secret-origin'
  | 'invalid-url';

export class OutboundHttpError extends Error {
  constructor(
    readonly reason: OutboundFailureReason,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, every redirect included (default 20 s). */
  timeoutMs?: number;
  /** Largest decoded body accepted (default 20 MB). */
  maxBytes?: number;
  /** Redirects followed (default and maximum 5); 0 returns the 3xx itself. */
  maxRedirects?: number;
  /**
   * The origin (scheme + host + port) the secret this request carries was entered for: any other
   * address, first or redirected to, fails with `secret-origin` before anything is sent there.
   */
  secretOrigin?: string;
  /**
   * Aborting ends the exchange at any point (a cancelled job's read), rejecting with the signal's
   * reason; with `stream`, the body too.
   */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with ", " (Link too). */
  headers: Record<string, string>;
  /** The address that answered, after redirects. */
  url: string;
  body: Buffer;
  text(): string;
}

/** A response whose body is read as it arrives (server-sent events, large answers). */
export interface OutboundStreamResponse {
  status: number;
  headers: Record<string, string>;
  url: string;
  /** The decoded body; destroying it ends the connection. */
  body: Readable;
}

export type OutboundStreamRequest = Omit<OutboundRequest, 'maxBytes'>;

export interface OutboundPolicy {
  allowPrivate: boolean;
  /** Tests only: decides per address instead of the built-in classification. */
  allowAddress?: (address: string) => boolean;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 5;

const TLS_CODES =
  /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO$|HOSTNAME_MISMATCH)/;

@Injectable()
export class OutboundHttp implements OnModuleDestroy {
  private readonly policy: OutboundPolicy;
  private readonly httpAgent: HttpAgent;
  private readonly httpsAgent: HttpsAgent;

  constructor(config: AppConfig) {
    this.policy = { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE };
    const lookup = guardedLookup(this.policy);
    this.httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 16, lookup } as object);
    this.httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 16, lookup } as object);
  }

  onModuleDestroy() {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  /** Tests: replaces the policy (the agents read it on every connection). */
  static withPolicy(policy: OutboundPolicy): OutboundHttp {
    const client = new OutboundHttp(
      Object.assign(new AppConfig(), { OUTBOUND_ALLOW_PRIVATE: policy.allowPrivate }),
    );
    Object.assign(client.policy, policy);
    return client;
  }

  /**
   * The same guard with connection pools of its own, allowing `maxSockets` connections per host
   * (the default 16 suits WordPress sites; the AI gateway holds many long streams to one provider).
   * The caller destroys it (`onModuleDestroy`).
   */
  static withMaxSockets(config: AppConfig, maxSockets: number): OutboundHttp {
    const client = new OutboundHttp(config);
    client.httpAgent.maxSockets = maxSockets;
    client.httpsAgent.maxSockets = maxSockets;
    return client;
  }

  fetch(address: string, init: OutboundRequest = {}): Promise<OutboundResponse> {
    return this.follow(
      address,
      init,
      (url, method, headers, body, deadline) =>
        this.once(url, method, headers, body, deadline, init.maxBytes, init.signal),
      () => undefined,
    );
  }

  /**
   * As `fetch`, through the same guard and redirects, but resolves once the headers arrive and
   * hands the body over as a stream. `timeoutMs` bounds the wait for the headers; `signal` ends it
   * at any time (the stream then fails with an AbortError).
   */
  stream(address: string, init: OutboundStreamRequest = {}): Promise<OutboundStreamResponse> {
    return this.follow(
      address,
      init,
      (url, method, headers, body, deadline) =>
        this.openOnce(url, method, headers, body, deadline, init.signal),
      (res) => res.body.destroy(),
    );
  }

  /**
   * One exchange and its redirects, each hop through the address guard: the credentials stay on
   * the first origin, and a 303 (or a 301/302 answering a POST) goes on as a GET without a body.
   * `maxRedirects` 0 returns the 3xx itself; `discard` frees a redirect's unread body.
   */
  private async follow<R extends { status: number; headers: Record<string, string> }>(
    address: string,
    init: Omit<OutboundRequest, 'maxBytes'>,
    open: (
      url: URL,
      method: string,
      headers: Record<string, string>,
      body: string | Buffer | undefined,
      deadline: number,
    ) => Promise<R>,
    discard: (res: R) => void,
  ): Promise<R> {
    const deadline = Date.now() + (init.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const maxRedirects = Math.min(init.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);
    let url = parseUrl(address);
    let method: string = init.method ?? 'GET';
    let body = init.body;
    const headers = { ...lowerKeys(init.headers ?? {}) };
    for (let hop = 0; ; hop++) {
      if (init.secretOrigin !== undefined) checkSecretOrigin(url, init.secretOrigin);
      this.checkLiteral(url);
      // A kept-alive connection the server closed as idle just as this request went out: sent
      // again once on a new connection (the server never read it).
      const res = await open(url, method, headers, body, deadline).catch((error: unknown) => {
        if (error instanceof OutboundHttpError && STALE.has(error)) {
          return open(url, method, headers, body, deadline);
        }
        throw error;
      });
      const location = res.headers.location;
      if (res.status < 300 || res.status >= 400 || res.status === 304 || !location) return res;
      if (maxRedirects === 0) return res;
      discard(res);
      if (hop >= maxRedirects) {
        throw new OutboundHttpError(
          'too-many-redirects',
          `More than ${maxRedirects} redirects.`,
          url.href,
        );
      }
      const next = parseUrl(location, url);
      if (next.origin !== url.origin) delete headers.authorization;
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      url = next;
    }
  }

  private openOnce(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
    deadline: number,
    signal?: AbortSignal,
  ): Promise<OutboundStreamResponse> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(timedOut(url.href));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const https = url.protocol === 'https:';
    return new Promise<OutboundStreamResponse>((resolve, reject) => {
      let settled = false;
      /** The answer's body once the headers came: an abort then ends it. */
      let answer: Readable | null = null;
      const req = (https ? httpsRequest : httpRequest)(url, {
        method,
        agent: https ? this.httpsAgent : this.httpAgent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'ai-multisite/1 (+back-office)',
          ...headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      });
      // One listener on the caller's signal, removed however the exchange ends: a job's signal
      // outlives many calls, and each one left would hold its request until the job ends.
      const onAbort = () => {
        const error = abortError(signal!);
        if (answer) return void answer.destroy(error);
        req.destroy(error);
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          reject(error);
        }
      };
      const unlisten = () => signal?.removeEventListener('abort', onAbort);
      signal?.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        unlisten();
        req.destroy();
        reject(timedOut(url.href));
      }, remaining);
      req.on('error', (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unlisten();
        reject(classifyRequest(req, error, url.href));
      });
      req.on('response', (res: IncomingMessage) => {
        if (settled) return res.destroy();
        settled = true;
        clearTimeout(timer);
        const stream = decoded(res);
        if (stream !== res) res.on('error', (error) => stream.destroy(error));
        answer = stream;
        stream.once('close', unlisten);
        resolve({
          status: res.statusCode ?? 0,
          headers: flatHeaders(res),
          url: url.href,
          body: stream,
        });
      });
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  private checkLiteral(url: URL) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowed(host, this.policy)) {
      throw blocked(host, url.href);
    }
  }

  private once(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
    deadline: number,
    maxBytes = DEFAULT_MAX_BYTES,
    signal?: AbortSignal,
  ): Promise<OutboundResponse> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(timedOut(url.href));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const https = url.protocol === 'https:';
    return new Promise<OutboundResponse>((resolve, reject) => {
      let settled = false;
      const finish = (error: Error | null, value?: OutboundResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) {
          req.destroy();
          reject(error);
        } else resolve(value!);
      };
      const req = (https ? httpsRequest : httpRequest)(url, {
        method,
        agent: https ? this.httpsAgent : this.httpAgent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'ai-multisite/1 (+back-office)',
          ...headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      });
      const timer = setTimeout(() => finish(timedOut(url.href)), remaining);
      const onAbort = () => finish(abortError(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      let answered = false;
      req.on('error', (error) =>
        finish(answered ? classify(error, url.href) : classifyRequest(req, error, url.href)),
      );
      req.on('response', (res: IncomingMessage) => {
        answered = true;
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          res.resume();
          return finish(tooLarge(maxBytes, url.href));
        }
        const stream = decoded(res);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            stream.destroy();
            return finish(tooLarge(maxBytes, url.href));
          }
          chunks.push(chunk);
        });
        stream.on('error', (error) => finish(classify(error, url.href)));
        res.on('error', (error) => finish(classify(error, url.href)));
        stream.on('end', () => {
          const data = Buffer.concat(chunks);
          finish(null, {
            status: res.statusCode ?? 0,
            headers: flatHeaders(res),
            url: url.href,
            body: data,
            text: () => data.toString('utf8'),
          });
        });
      });
      if (body !== undefined) req.write(body);
      req.end();
    });
  }
}

/** The lookup every outbound socket uses: resolve, refuse forbidden addresses, connect to the rest. */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return ((hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    const wantsAll = typeof options === 'object' && options?.all === true;
    const family = typeof options === 'number' ? options : (options as { family?: number }).family;
    dnsLookup(hostname, { all: true, family: family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, wantsAll ? [] : '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !isAllowed(a.address, policy));
      if (refused || list.length === 0) {
        const err = Object.assign(new Error(`${hostname} resolves to a forbidden address`), {
          code: 'EBLOCKEDADDRESS',
          address: refused?.address ?? hostname,
        });
        return callback(err, wantsAll ? [] : '', 0);
      }
      if (wantsAll) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  }) as LookupFunction;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export function isAllowed(address: string, policy: OutboundPolicy): boolean {
  if (policy.allowAddress) return policy.allowAddress(address);
  return policy.allowPrivate || !isForbiddenAddress(address);
}

/**
 * Private, loopback, link-local, multicast, unspecified, broadcast and reserved ranges. IPv6 forms
 * that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by that IPv4 address.
 */
export function isForbiddenAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return forbiddenV4(v4Bytes(address)!);
  if (kind === 6) {
    const b = v6Bytes(address);
    if (!b) return true;
    const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
    // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated; :: and ::1 included)
    if (zeros(0, 10) && ((b[10] === 0xff && b[11] === 0xff) || (b[10] === 0 && b[11] === 0))) {
      if (zeros(0, 16) || (zeros(0, 15) && b[15] === 1)) return true;
      return forbiddenV4(b.slice(12, 16));
    }
    // 64:ff9b::/96 NAT64 and 2002::/16 6to4 embed an IPv4 address
    if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) {
      return forbiddenV4(b.slice(12, 16));
    }
    if (b[0] === 0x20 && b[1] === 0x02) return forbiddenV4(b.slice(2, 6));
    if ((b[0]! & 0xfe) === 0xfc) return true; // fc00::/7 unique local
    if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return true; // fe80::/10 link-local
    if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return true; // fec0::/10 site-local
    if (b[0] === 0xff) return true; // ff00::/8 multicast
    if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true; // docs
    if (b[0] === 0x01 && zeros(1, 8)) return true; // 100::/64 discard
    return false;
  }
  return true;
}

function forbiddenV4(b: number[]): boolean {
  const [a, c] = [b[0]!, b[1]!];
  return (
    a === 0 || // 0.0.0.0/8 unspecified / "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && (c & 0xc0) === 64) || // 100.64/10 carrier-grade NAT
    (a === 169 && c === 254) || // link-local (cloud metadata lives here)
    (a === 172 && (c & 0xf0) === 16) ||
    (a === 192 && c === 168) ||
    (a === 192 && c === 0 && (b[2] === 0 || b[2] === 2)) || // IETF protocol, TEST-NET-1
    (a === 198 && (c & 0xfe) === 18) || // benchmarking
    (a === 198 && c === 51 && b[2] === 100) ||
    (a === 203 && c === 0 && b[2] === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

function v4Bytes(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255)
    ? parts
    : null;
}

function v6Bytes(input: string): number[] | null {
  let address = input.split('%')[0]!.toLowerCase();
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const maybeV4 = address.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    const v4 = v4Bytes(maybeV4);
    if (!v4) return null;
    tail.push(...v4);
    address = address.slice(0, lastColon + 1) + '0:0';
  }
  const [head, rest] = address.split('::') as [string, string | undefined];
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const fill = 8 - left.length - right.length;
  if (fill < 0 || (rest === undefined && fill !== 0)) return null;
  const all = [...left, ...Array<string>(fill).fill('0'), ...right];
  const bytes: number[] = [];
  for (const g of all) {
    const n = parseInt(g, 16);
    if (!/^[0-9a-f]{1,4}$/.test(g) || Number.isNaN(n)) return null;
    bytes.push(n >> 8, n & 0xff);
  }
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The origin a website or provider address names (`https://host:port`), or null for a bad one. */
export function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function checkSecretOrigin(url: URL, secretOrigin: string): void {
  if (url.origin === secretOrigin) return;
  throw new OutboundHttpError(
    'secret-origin',
    `The key was entered for ${secretOrigin}, and ${url.origin} is another address: save the new address together with its key.`,
    url.href,
  );
}

function parseUrl(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new OutboundHttpError('invalid-url', 'The address is not a valid URL.', address);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundHttpError(
      'invalid-url',
      'Only http and https addresses are allowed.',
      address,
    );
  }
  if (url.username || url.password) {
    throw new OutboundHttpError('invalid-url', 'Addresses may not carry credentials.', url.origin);
  }
  return url;
}

/** Failures of a request the server closed unread on a reused connection: safe to send again. */
const STALE = new WeakSet<OutboundHttpError>();

/** As `classify`, marking a reset of a reused kept-alive connection before any answer. */
function classifyRequest(req: ClientRequest, error: Error, url: string): OutboundHttpError {
  const failure = classify(error, url);
  const code = (error as NodeJS.ErrnoException).code;
  if (req.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE')) STALE.add(failure);
  return failure;
}

function classify(error: Error, url: string): OutboundHttpError {
  if (error instanceof OutboundHttpError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'EBLOCKEDADDRESS') {
    return blocked((error as { address?: string }).address ?? '', url);
  }
  if (TLS_CODES.test(code) || /SSL|TLS|certificate/i.test(error.message)) {
    return new OutboundHttpError('tls', `TLS error: ${code || error.message}`, url);
  }
  if (code === 'ETIMEDOUT') return timedOut(url);
  return new OutboundHttpError('unreachable', `Cannot connect: ${code || error.message}`, url);
}

const blocked = (address: string, url: string) =>
  new OutboundHttpError(
    'blocked-address',
    `The address ${address} is private, loopback, link-local or reserved, and outbound calls to it are not allowed.`,
    url,
  );
const timedOut = (url: string) =>
  new OutboundHttpError('timeout', 'The server did not answer in time.', url);
const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error
    ? signal.reason
    : Object.assign(new Error('The request was aborted.'), { name: 'AbortError' });
const tooLarge = (max: number, url: string) =>
  new OutboundHttpError('too-large', `The response is larger than ${max} bytes.`, url);

function decoded(res: IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(createGunzip());
    case 'deflate':
      return res.pipe(createInflate());
    case 'br':
      return res.pipe(createBrotliDecompress());
    default:
      return res;
  }
}

function flatHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
