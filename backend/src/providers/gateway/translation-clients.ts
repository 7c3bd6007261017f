import { originOf, type OutboundHttp } from '../../core/security/outbound-http';
import { PROVIDER_ERRORS } from '../providers.errors';
import {
  failureOfStatus,
  fromTransport,
  ProviderCallError,
  retryAfterMs,
  scrub,
} from './provider-call-error';
import type { CallTarget } from './types';

const MAX_BYTES = 20 * 1024 * 1024;

export interface TranslateAttempt {
  texts: string[];
  target: string;
  source?: string;
  format: 'text' | 'html';
  signal: AbortSignal;
}

/**
 * One translation attempt over the provider's REST protocol, through the outbound guard. DeepL
 * is spoken here rather than through deepl-node: that SDK sends through its own module-level axios
 * instance and agents, which no option can route through the guard.
 */
export async function translateOnce(
  outbound: OutboundHttp,
  target: CallTarget,
  call: TranslateAttempt,
): Promise<string[]> {
  switch (target.protocol) {
    case 'deepl':
      return deepl(outbound, target, call);
    case 'libretranslate':
      return libre(outbound, target, call);
    case 'google':
      return google(outbound, target, call);
    case 'openai':
    case 'anthropic':
      throw new ProviderCallError('provider-error', PROVIDER_ERRORS.protocolType.message);
  }
}

/** DeepL's documented default: `:fx` keys belong to the free API. */
export function deeplBase(target: CallTarget): string {
  if (target.baseUrl) return target.baseUrl.replace(/\/v2$/, '');
  return target.apiKey?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

async function deepl(outbound: OutboundHttp, target: CallTarget, call: TranslateAttempt) {
  const body = {
    ...target.settings,
    text: call.texts,
    target_lang: call.target.toUpperCase(),
    ...(call.source ? { source_lang: call.source.toUpperCase().split('-')[0] } : {}),
    ...(call.format === 'html' ? { tag_handling: 'html' } : {}),
  };
  const json = (await send(outbound, target, `${deeplBase(target)}/v2/translate`, call.signal, {
    headers: { authorization: `DeepL-Auth-Key ${target.apiKey ?? ''}` },
    body,
  })) as { translations?: { text?: unknown }[] };
  return expectTexts(
    json.translations?.map((t) => t.text),
    call.texts.length,
    target,
  );
}

/**
 * Creates a DeepL glossary (`POST /v2/glossaries`, entries as TSV) and answers its id. DeepL
 * glossaries are immutable: a changed glossary is a new one.
 */
export async function createDeepLGlossary(
  outbound: OutboundHttp,
  target: CallTarget,
  glossary: { name: string; source: string; target: string; entries: string },
  signal: AbortSignal,
): Promise<string> {
  const json = (await send(outbound, target, `${deeplBase(target)}/v2/glossaries`, signal, {
    headers: { authorization: `DeepL-Auth-Key ${target.apiKey ?? ''}` },
    body: {
      name: glossary.name,
      source_lang: glossary.source.split('-')[0]!.toLowerCase(),
      target_lang: glossary.target.split('-')[0]!.toLowerCase(),
      entries: glossary.entries,
      entries_format: 'tsv',
    },
  })) as { glossary_id?: unknown };
  if (typeof json.glossary_id !== 'string') {
    throw new ProviderCallError('invalid-response', 'DeepL did not name the glossary.');
  }
  return json.glossary_id;
}

async function libre(outbound: OutboundHttp, target: CallTarget, call: TranslateAttempt) {
  if (!target.baseUrl)
    throw new ProviderCallError('unreachable', 'LibreTranslate needs a base URL.');
  const body = {
    ...target.settings,
    q: call.texts,
    source: call.source?.split('-')[0] ?? 'auto',
    target: call.target.split('-')[0]!.toLowerCase(),
    format: call.format,
    ...(target.apiKey ? { api_key: target.apiKey } : {}),
  };
  const json = (await send(outbound, target, `${target.baseUrl}/translate`, call.signal, {
    body,
  })) as { translatedText?: unknown };
  const texts = Array.isArray(json.translatedText) ? json.translatedText : [json.translatedText];
  return expectTexts(texts, call.texts.length, target);
}

async function google(outbound: OutboundHttp, target: CallTarget, call: TranslateAttempt) {
  const base = target.baseUrl ?? 'https://translation.googleapis.com/language/translate/v2';
  const body = {
    ...target.settings,
    q: call.texts,
    target: call.target,
    format: call.format,
    ...(call.source ? { source: call.source } : {}),
  };
  const json = (await send(outbound, target, base, call.signal, {
    headers: { 'x-goog-api-key': target.apiKey ?? '' },
    body,
  })) as { data?: { translations?: { translatedText?: unknown }[] } };
  return expectTexts(
    json.data?.translations?.map((t) => t.translatedText),
    call.texts.length,
    target,
  );
}

function expectTexts(texts: unknown[] | undefined, count: number, target: CallTarget): string[] {
  if (!texts || texts.length !== count || texts.some((t) => typeof t !== 'string')) {
    throw new ProviderCallError(
      'invalid-response',
      scrub(`Expected ${count} translations.`, target.apiKey),
    );
  }
  return texts as string[];
}

/**
 * POSTs JSON, reads the answer whole; any failure becomes a ProviderCallError. A request carrying
 * the key goes to its address's origin alone: a redirect elsewhere fails instead of following.
 */
async function send(
  outbound: OutboundHttp,
  target: CallTarget,
  url: string,
  signal: AbortSignal,
  init: { headers?: Record<string, string>; body: unknown },
): Promise<unknown> {
  let status: number;
  let headers: Record<string, string>;
  let text: string;
  try {
    const res = await outbound.stream(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
      body: JSON.stringify(init.body),
      signal,
      timeoutMs: 10 * 60_000,
      ...(target.apiKey ? { secretOrigin: originOf(url) ?? url } : {}),
    });
    status = res.status;
    headers = res.headers;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BYTES) {
        res.body.destroy();
        throw new ProviderCallError('invalid-response', 'The answer is too large.');
      }
      chunks.push(chunk);
    }
    text = Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if (error instanceof ProviderCallError || (error as Error)?.name === 'AbortError') throw error;
    throw fromTransport(error, target.apiKey) ?? error;
  }
  if (status < 200 || status >= 300) {
    const words = wordsOf(text) ?? `HTTP ${status}`;
    throw new ProviderCallError(
      failureOfStatus(status, words),
      scrub(words, target.apiKey),
      status,
      retryAfterMs({ get: (name) => headers[name] ?? null }),
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderCallError('invalid-response', 'The answer is not JSON.');
  }
}

/** `{ message }` (DeepL), `{ error }` (LibreTranslate), `{ error: { message } }` (Google). */
function wordsOf(text: string): string | undefined {
  try {
    const b = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string') return b.message;
    if (typeof b.error === 'string') return b.error;
    const nested = (b.error as { message?: unknown } | undefined)?.message;
    if (typeof nested === 'string') return nested;
  } catch {
    /* not JSON */
  }
  return text.trim() ? text.trim().slice(0, 300) : undefined;
}
