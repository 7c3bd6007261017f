import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local servers speaking the providers' real wire formats, for tests and `npm run ai:local`:
 * OpenAI Chat Completions (JSON and SSE streaming with usage), Anthropic Messages (JSON and the
 * streaming event sequence), DeepL (/v2/translate, /v2/usage) and LibreTranslate (/translate).
 * Each one checks the API key, and answers a queued fault on demand: 429 with Retry-After, 500,
 * a slow answer, invalid JSON. Every request is recorded (time, path, body) for assertions.
 */

export type Fault =
  | { status: 429; retryAfter?: string }
  | { status: 500 | 502 | 503 }
  | { delayMs: number }
  /** The answer waits until the promise settles (calls held in flight together, by design). */
  | { hold: Promise<unknown> }
  | { invalidJson: true };

export interface RecordedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** When the answer was complete. */
  doneAt?: number;
}

export interface ProtocolServer {
  kind: 'openai' | 'anthropic' | 'deepl' | 'libretranslate' | 'google';
  url: string;
  /** The base URL to enter as the provider's (OpenAI: `…/v1`). */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Consumed one per request, first in first out. */
  faults: Fault[];
  /** Delay between two streamed pieces (default 5 ms). */
  chunkDelayMs: number;
  /** AI: answers given in order instead of the echo (then the echo again). */
  answers: string[];
  /** AI: the models that exist. */
  models: string[];
  /** What the server billed for the answers it gave (the usage it reported). */
  billed: { inputTokens: number; outputTokens: number; characters: number };
  /** DeepL: the glossaries created (`POST /v2/glossaries`), by id. */
  glossaries: Map<string, { sourceLang: string; targetLang: string; entries: [string, string][] }>;
  /** The largest number of requests that arrived within any `windowMs`. */
  maxInWindow(windowMs: number): number;
  close(): Promise<void>;
}

interface Options {
  apiKey?: string;
  port?: number;
  host?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits `ms`, or less when the client hangs up or the server closes meanwhile: a slow answer's
 * timer never outlives its request (it kept a test process alive after its tests were done).
 */
const delay = (res: ServerResponse, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Words as "tokens": what the servers count and bill. */
export const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function start(
  kind: ProtocolServer['kind'],
  options: Options,
  handle: (
    s: ProtocolServer,
    req: IncomingMessage,
    body: string,
    res: ServerResponse,
  ) => Promise<void>,
): Promise<ProtocolServer> {
  const state: ProtocolServer = {
    kind,
    url: '',
    baseUrl: '',
    apiKey: options.apiKey ?? `${kind}-local-key-${Math.random().toString(36).slice(2, 10)}`,
    requests: [],
    faults: [],
    chunkDelayMs: 5,
    answers: [],
    models: ['local-small', 'local-large'],
    billed: { inputTokens: 0, outputTokens: 0, characters: 0 },
    glossaries: new Map(),
    maxInWindow(windowMs) {
      const times = state.requests.map((r) => r.at).sort((a, b) => a - b);
      let best = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (times[i]! - times[j]! >= windowMs) j++;
        best = Math.max(best, i - j + 1);
      }
      return best;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const record: RecordedRequest = {
        at: Date.now(),
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: '',
      };
      state.requests.push(record);
      record.body = await readBody(req);
      res.on('finish', () => (record.doneAt = Date.now()));
      const fault = state.faults.shift();
      if (fault && 'status' in fault) {
        const headers: Record<string, string> =
          fault.status === 429 && fault.retryAfter !== undefined
            ? { 'retry-after': fault.retryAfter }
            : {};
        return json(
          res,
          fault.status,
          errorBody(kind, fault.status === 429 ? 'Rate limit reached' : 'Internal server error'),
          headers,
        );
      }
      if (fault && 'delayMs' in fault) {
        await delay(res, fault.delayMs);
        if (res.destroyed) return;
      }
      if (fault && 'hold' in fault) {
        await fault.hold.catch(() => undefined);
        if (res.destroyed) return;
      }
      if (fault && 'invalidJson' in fault) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"choices": [ this is not json');
      }
      await handle(state, req, record.body, res);
    })().catch((error: Error) => {
      if (!res.headersSent) json(res, 500, errorBody(kind, error.message));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  state.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  state.baseUrl = kind === 'openai' ? `${state.url}/v1` : state.url;
  return state;
}

function errorBody(kind: ProtocolServer['kind'], message: string) {
  switch (kind) {
    case 'openai':
      return { error: { message, type: 'server_error', code: null } };
    case 'anthropic':
      return { type: 'error', error: { type: 'api_error', message } };
    case 'deepl':
      return { message };
    case 'libretranslate':
      return { error: message };
    case 'google':
      return { error: { code: 500, message, status: 'INTERNAL' } };
  }
}

/** The answer an AI server writes: the queued answer, or an echo of the prompt. */
function answerOf(s: ProtocolServer, prompt: string, maxTokens: number): string {
  const queued = s.answers.shift();
  if (queued !== undefined) return queued;
  const words = `Echo: ${prompt}`.split(/\s+/).filter(Boolean);
  return words.slice(0, Math.max(1, maxTokens)).join(' ');
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The last JSON object the prompt carries (e.g. the article to rework), if any. */
function jsonIn(prompt: string): Record<string, unknown> | null {
  for (let at = prompt.lastIndexOf('{'); at >= 0; at = prompt.lastIndexOf('{', at - 1)) {
    try {
      const value = JSON.parse(prompt.slice(at)) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // not JSON from here: look further back
    }
  }
  return null;
}

/**
 * Structured output without a queued answer: a value following the schema, its text fields taken
 * from the JSON the prompt carries under the same name (so a rework keeps the article), else an
 * echo of the prompt's first words.
 */
function valueOf(
  schema: JsonSchema,
  source: Record<string, unknown> | null,
  prompt: string,
): unknown {
  const echo = `Echo: ${prompt.split(/\s+/).filter(Boolean).slice(0, 8).join(' ')}`;
  if (schema.type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, sub]) => {
        const from = source?.[key];
        return [
          key,
          sub.type === 'string' && typeof from === 'string'
            ? from
            : valueOf(
                sub,
                from && typeof from === 'object' ? (from as Record<string, unknown>) : null,
                prompt,
              ),
        ];
      }),
    );
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'number' || schema.type === 'integer') return 0;
  if (schema.type === 'boolean') return false;
  return echo;
}

/** Splits an answer into streamed pieces: each word with its leading space. */
const pieces = (text: string) => text.match(/\s*\S+/g) ?? [];

// ---------- OpenAI Chat Completions ----------

export function startOpenAiServer(options: Options = {}): Promise<ProtocolServer> {
  return start('openai', options, async (s, req, body, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.headers.authorization !== `Bearer ${s.apiKey}`) {
      return json(res, 401, {
        error: {
          message: `Incorrect API key provided: ${mask(String(req.headers.authorization ?? '').replace(/^Bearer /, ''))}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    if (req.method === 'GET' && path === '/v1/models') {
      return json(res, 200, {
        object: 'list',
        data: s.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'local' })),
      });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return json(res, 404, {
        error: { message: `Unknown path ${path}`, type: 'invalid_request_error' },
      });
    }
    const request = JSON.parse(body) as {
      model: string;
      messages: { role: string; content: string }[];
      max_tokens?: number;
      max_completion_tokens?: number;
      stream?: boolean;
      stream_options?: { include_usage?: boolean };
      response_format?: { type: string; json_schema?: { schema?: JsonSchema } };
    };
    if (!s.models.includes(request.model)) {
      return json(res, 404, {
        error: {
          message: `The model \`${request.model}\` does not exist or you do not have access to it.`,
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      });
    }
    const prompt = request.messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .join('\n');
    const promptTokens = countTokens(request.messages.map((m) => m.content).join(' '));
    const schema = request.response_format?.json_schema?.schema;
    const text =
      schema && s.answers.length === 0
        ? JSON.stringify(valueOf(schema, jsonIn(prompt), prompt))
        : answerOf(s, prompt, request.max_completion_tokens ?? request.max_tokens ?? 256);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: countTokens(text),
      total_tokens: promptTokens + countTokens(text),
    };
    s.billed.inputTokens += usage.prompt_tokens;
    s.billed.outputTokens += usage.completion_tokens;
    const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
    const created = Math.floor(Date.now() / 1000);
    if (!request.stream) {
      return json(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      });
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: object, finish: string | null, extra: object = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of pieces(text)) {
      if (res.destroyed) return;
      await sleep(s.chunkDelayMs);
      res.write(chunk({ content: piece }, null));
    }
    res.write(chunk({}, 'stop'));
    if (request.stream_options?.include_usage) {
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [], usage })}\n\n`,
      );
    }
    res.end('data: [DONE]\n\n');
  });
}

// ---------- Anthropic Messages ----------

export function startAnthropicServer(options: Options = {}): Promise<ProtocolServer> {
  return start('anthropic', options, async (s, req, body, res) => {
    const path = (req.url ?? '').split('?')[0];
    // The SDK sends the key as x-api-key or (newer releases) as a bearer token.
    if (
      req.headers['x-api-key'] !== s.apiKey &&
      req.headers.authorization !== `Bearer ${s.apiKey}`
    ) {
      return json(res, 401, {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      });
    }
    if (req.method !== 'POST' || path !== '/v1/messages') {
      return json(res, 404, {
        type: 'error',
        error: { type: 'not_found_error', message: `Unknown path ${path}` },
      });
    }
    const request = JSON.parse(body) as {
      model: string;
      max_tokens: number;
      system?: string;
      messages: { role: string; content: string }[];
      stream?: boolean;
    };
    if (!s.models.includes(request.model)) {
      return json(res, 404, {
        type: 'error',
        error: { type: 'not_found_error', message: `model: ${request.model}` },
      });
    }
    const prompt = request.messages.map((m) => m.content).join('\n');
    const inputTokens = countTokens(`${request.system ?? ''} ${prompt}`);
    const text = answerOf(s, prompt, request.max_tokens);
    s.billed.inputTokens += inputTokens;
    s.billed.outputTokens += countTokens(text);
    const id = `msg_${Math.random().toString(36).slice(2)}`;
    if (!request.stream) {
      return json(res, 200, {
        id,
        type: 'message',
        role: 'assistant',
        model: request.model,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: countTokens(text) },
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (type: string, data: object) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', {
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: request.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: 1 },
      },
    });
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    event('ping', {});
    for (const piece of pieces(text)) {
      if (res.destroyed) return;
      await sleep(s.chunkDelayMs);
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
    }
    event('content_block_stop', { index: 0 });
    event('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: countTokens(text) },
    });
    event('message_stop', {});
    res.end();
  });
}

// ---------- translation ----------

const DICTIONARY: Record<string, Record<string, string>> = {
  de: {
    hello: 'hallo',
    world: 'Welt',
    the: 'die',
    news: 'Nachrichten',
    good: 'gut',
    morning: 'Morgen',
  },
  it: {
    hello: 'ciao',
    world: 'mondo',
    the: 'le',
    news: 'notizie',
    good: 'buon',
    morning: 'giorno',
  },
  fr: {
    hello: 'bonjour',
    world: 'monde',
    the: 'les',
    news: 'nouvelles',
    good: 'bon',
    morning: 'matin',
  },
};

/** Word by word through a small dictionary; unknown words are kept. */
function translateText(text: string, target: string): string {
  const words = DICTIONARY[target.toLowerCase().split('-')[0]!] ?? {};
  return text.replace(/[A-Za-z]+/g, (w) => {
    const t = words[w.toLowerCase()];
    if (!t) return w;
    return w[0] === w[0]!.toUpperCase() ? t[0]!.toUpperCase() + t.slice(1) : t;
  });
}

/** HTML: only the text between tags is translated; tags and attributes are kept as sent. */
function translateHtml(html: string, target: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : translateText(part, target)))
    .join('');
}

export function startDeepLServer(options: Options = {}): Promise<ProtocolServer> {
  let characters = 0;
  return start('deepl', options, async (s, req, body, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.headers.authorization !== `DeepL-Auth-Key ${s.apiKey}`) {
      return json(res, 403, { message: 'Wrong endpoint or authorization key.' });
    }
    if (path === '/v2/usage') {
      return json(res, 200, { character_count: characters, character_limit: 500000 });
    }
    if (req.method === 'POST' && path === '/v2/glossaries') {
      const g = JSON.parse(body) as {
        name?: string;
        source_lang?: string;
        target_lang?: string;
        entries?: string;
        entries_format?: string;
      };
      if (!g.name || !g.source_lang || !g.target_lang || g.entries_format !== 'tsv' || !g.entries) {
        return json(res, 400, { message: 'Invalid glossary.' });
      }
      const entries = g.entries
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t') as [string, string]);
      if (entries.some((e) => e.length !== 2)) {
        return json(res, 400, { message: 'Invalid glossary entries.' });
      }
      const id = `gl-${Math.random().toString(36).slice(2, 12)}`;
      s.glossaries.set(id, {
        sourceLang: g.source_lang.toLowerCase(),
        targetLang: g.target_lang.toLowerCase(),
        entries,
      });
      return json(res, 201, {
        glossary_id: id,
        name: g.name,
        ready: true,
        source_lang: g.source_lang,
        target_lang: g.target_lang,
        creation_time: new Date().toISOString(),
        entry_count: entries.length,
      });
    }
    if (req.method !== 'POST' || path !== '/v2/translate') {
      return json(res, 404, { message: 'Not found' });
    }
    const form = String(req.headers['content-type'] ?? '').includes('application/json')
      ? (JSON.parse(body) as {
          text: string[];
          target_lang: string;
          source_lang?: string;
          tag_handling?: string;
          glossary_id?: string;
        })
      : formBody(body);
    const texts = ([] as string[]).concat(form.text ?? []);
    if (!form.target_lang || texts.length === 0) {
      return json(res, 400, { message: "Value for 'target_lang' not supported." });
    }
    let glossary: [string, string][] = [];
    if (form.glossary_id) {
      const g = s.glossaries.get(form.glossary_id);
      if (!g) return json(res, 404, { message: 'Glossary not found.' });
      if (!form.source_lang) {
        return json(res, 400, {
          message: "Use of a glossary requires the 'source_lang' parameter.",
        });
      }
      if (
        g.sourceLang !== form.source_lang.toLowerCase().split('-')[0] ||
        g.targetLang !== form.target_lang.toLowerCase().split('-')[0]
      ) {
        return json(res, 400, { message: 'The glossary does not match the language pair.' });
      }
      glossary = g.entries;
    }
    characters += texts.reduce((n, t) => n + t.length, 0);
    s.billed.characters += texts.reduce((n, t) => n + t.length, 0);
    const translate = (t: string) =>
      withGlossary(t, glossary, (x) => translateText(x, form.target_lang));
    return json(res, 200, {
      translations: texts.map((t) => ({
        detected_source_language: 'EN',
        text:
          form.tag_handling === 'html'
            ? t
                .split(/(<[^>]*>)/)
                .map((part) => (part.startsWith('<') ? part : translate(part)))
                .join('')
            : translate(t),
      })),
    });
  });
}

/** A DeepL glossary: its source terms come out as its target terms, the rest is translated. */
function withGlossary(
  text: string,
  entries: [string, string][],
  translate: (text: string) => string,
): string {
  if (entries.length === 0) return translate(text);
  const sorted = [...entries].sort((a, b) => b[0].length - a[0].length);
  const pattern = new RegExp(
    `(${sorted.map(([src]) => src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  return text
    .split(pattern)
    .map((part, i) =>
      i % 2 === 1 ? (entries.find(([src]) => src === part)?.[1] ?? part) : translate(part),
    )
    .join('');
}

function formBody(body: string): {
  text: string[];
  target_lang: string;
  source_lang?: string;
  tag_handling?: string;
  glossary_id?: string;
} {
  const params = new URLSearchParams(body);
  return {
    source_lang: params.get('source_lang') ?? undefined,
    glossary_id: params.get('glossary_id') ?? undefined,
    text: params.getAll('text'),
    target_lang: params.get('target_lang') ?? '',
    tag_handling: params.get('tag_handling') ?? undefined,
  };
}

export function startLibreTranslateServer(options: Options = {}): Promise<ProtocolServer> {
  return start('libretranslate', options, async (s, req, body, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || path !== '/translate')
      return json(res, 404, { error: 'Not Found' });
    const request = JSON.parse(body) as {
      q: string | string[];
      target: string;
      format?: string;
      api_key?: string;
    };
    if (request.api_key !== s.apiKey) return json(res, 403, { error: 'Invalid API key' });
    const one = (t: string) =>
      request.format === 'html'
        ? translateHtml(t, request.target)
        : translateText(t, request.target);
    return json(res, 200, {
      translatedText: Array.isArray(request.q) ? request.q.map(one) : one(request.q),
    });
  });
}

/** Google Cloud Translation v2 (`POST /language/translate/v2`, key as `x-goog-api-key` or `?key=`). */
export function startGoogleTranslateServer(options: Options = {}): Promise<ProtocolServer> {
  return start('google', options, async (s, req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method !== 'POST' || url.pathname !== '/language/translate/v2') {
      return json(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    }
    const key = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    if (key !== s.apiKey) {
      return json(res, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    const request = JSON.parse(body) as { q: string | string[]; target: string; format?: string };
    const texts = ([] as string[]).concat(request.q);
    s.billed.characters += texts.reduce((n, t) => n + t.length, 0);
    return json(res, 200, {
      data: {
        translations: texts.map((t) => ({
          translatedText:
            request.format === 'text'
              ? translateText(t, request.target)
              : translateHtml(t, request.target),
          detectedSourceLanguage: 'en',
        })),
      },
    });
  });
}

/** What the OpenAI server says when a wrong key is sent: only a masked form of it. */
const mask = (key: string) => (key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : '***');
