import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { OutboundHttpError, type OutboundHttp } from '../../core/security/outbound-http';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY = new Set([101, 204, 205, 304]);

/** A `fetch` init naming the origin the key in its headers was entered for (`boundFetch`). */
type BoundInit = RequestInit & { secretOrigin?: string };

/**
 * The same fetch, its every request carrying the key entered for `origin`: the SDKs' calls go to
 * that origin alone, and a redirect elsewhere fails instead of following (OutboundHttp).
 */
export function boundFetch(fetchImpl: typeof fetch, origin: string): typeof fetch {
  return ((input: string | URL | Request, init: RequestInit = {}) =>
    fetchImpl(input, { ...init, secretOrigin: origin } as BoundInit)) as typeof fetch;
}

/**
 * A WHATWG `fetch` that goes out through the outbound-address guard (`OutboundHttp.stream`): the
 * `fetch` option of the openai and Anthropic SDKs, so their calls are checked like every other
 * outbound call (private addresses refused, redirects re-checked). Bodies stream, so SSE works.
 * A guard refusal surfaces as a TypeError whose `cause` is the OutboundHttpError, as fetch does.
 */
export function guardedFetch(outbound: OutboundHttp, timeoutMs = 60_000): typeof fetch {
  return (async (input: string | URL | Request, init: BoundInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!METHODS.has(method)) throw new TypeError(`Unsupported method ${method}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined)).forEach(
      (value, key) => {
        headers[key] = value;
      },
    );
    const body = await bodyOf(init.body);
    try {
      const res = await outbound.stream(url, {
        method: method as Method,
        headers,
        body,
        timeoutMs,
        signal: init.signal ?? undefined,
        secretOrigin: init.secretOrigin,
      });
      const responseHeaders = new Headers();
      for (const [key, value] of Object.entries(res.headers)) responseHeaders.set(key, value);
      // The body is decoded already.
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
      const stream = NO_BODY.has(res.status)
        ? null
        : (Readable.toWeb(res.body) as WebReadableStream<Uint8Array> as unknown as ReadableStream);
      if (!stream) res.body.destroy();
      const response = new Response(stream, { status: res.status, headers: responseHeaders });
      Object.defineProperty(response, 'url', { value: res.url });
      return response;
    } catch (error) {
      if (error instanceof OutboundHttpError) {
        throw new TypeError(`fetch failed: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }) as typeof fetch;
}

async function bodyOf(body: RequestInit['body']): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  if (typeof (body as ReadableStream).getReader === 'function') {
    return Buffer.from(await new Response(body as ReadableStream).arrayBuffer());
  }
  throw new TypeError('Unsupported request body');
}
