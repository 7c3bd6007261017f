import Anthropic from '@anthropic-ai/sdk';
import { LRUCache } from 'lru-cache';
import OpenAI from 'openai';
import { PROVIDER_ERRORS } from '../providers.errors';
import {
  failureOfStatus,
  fromTransport,
  ProviderCallError,
  retryAfterMs,
  scrub,
} from './provider-call-error';
import { originOf } from '../../core/security/outbound-http';
import { boundFetch } from './guarded-fetch';
import type { AttemptResult, CallTarget, CompletionAttempt } from './types';

/** The SDK's requests carry the key: to the base URL's origin alone (ARCHITECTURE "Secrets"). */
const keyedFetch = (fetchImpl: typeof fetch, baseURL: string) =>
  boundFetch(fetchImpl, originOf(baseURL) ?? baseURL);

const OPENAI_DEFAULT = 'https://api.openai.com/v1';
const ANTHROPIC_DEFAULT = 'https://api.anthropic.com';

/**
 * SDK clients by fetch, base URL and key: building one per call costs more than the call's own
 * work on a busy worker. A few dozen at most (one per provider in use); never logged.
 */
const clients = new WeakMap<typeof fetch, LRUCache<string, OpenAI | Anthropic>>();
const MAX_CLIENTS = 64;

function clientOf<C extends OpenAI | Anthropic>(
  fetchImpl: typeof fetch,
  kind: 'openai' | 'anthropic',
  baseURL: string,
  apiKey: string,
  make: () => C,
): C {
  let known = clients.get(fetchImpl);
  if (!known) clients.set(fetchImpl, (known = new LRUCache({ max: MAX_CLIENTS })));
  const key = `${kind}\n${baseURL}\n${apiKey}`;
  let client = known.get(key) as C | undefined;
  if (!client) {
    client = make();
    known.set(key, client);
  }
  return client;
}

/** One completion attempt through the official SDK of the target's protocol. */
export function completeOnce(
  target: CallTarget,
  fetchImpl: typeof fetch,
  call: CompletionAttempt,
): Promise<AttemptResult> {
  if (!target.model) throw new ProviderCallError('unknown-model', 'No model is set.');
  switch (target.protocol) {
    case 'openai':
      return openAiOnce(target, fetchImpl, call);
    case 'anthropic':
      return anthropicOnce(target, fetchImpl, call);
    case 'deepl':
    case 'libretranslate':
    case 'google':
      throw new ProviderCallError('provider-error', PROVIDER_ERRORS.protocolType.message);
  }
}

async function openAiOnce(
  target: CallTarget,
  fetchImpl: typeof fetch,
  call: CompletionAttempt,
): Promise<AttemptResult> {
  const apiKey = target.apiKey ?? 'none';
  const baseURL = target.baseUrl ?? OPENAI_DEFAULT;
  const client = clientOf(
    fetchImpl,
    'openai',
    baseURL,
    apiKey,
    () =>
      new OpenAI({
        apiKey,
        baseURL,
        fetch: keyedFetch(fetchImpl, baseURL),
        maxRetries: 0,
        timeout: 10 * 60_000,
      }),
  );
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    ...(call.system ? [{ role: 'system' as const, content: call.system }] : []),
    { role: 'user', content: call.prompt },
  ];
  const body = {
    ...target.settings,
    model: target.model!,
    messages,
    max_tokens: call.maxTokens,
    ...(target.temperature !== null ? { temperature: target.temperature } : {}),
    ...(call.json
      ? {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: call.json.name, schema: call.json.schema, strict: true },
          },
        }
      : {}),
  };
  try {
    if (!call.onDelta) {
      const res = await client.chat.completions.create(
        { ...body, stream: false },
        { signal: call.signal },
      );
      return {
        text: res.choices[0]?.message?.content ?? '',
        inputTokens: res.usage?.prompt_tokens ?? 0,
        outputTokens: res.usage?.completion_tokens ?? 0,
        model: res.model ?? target.model!,
      };
    }
    const stream = await client.chat.completions.create(
      { ...body, stream: true, stream_options: { include_usage: true } },
      { signal: call.signal },
    );
    let text = '';
    let inputTokens = 0;
    let outputTokens = 0;
    let model = target.model!;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        call.onDelta(delta);
      }
      if (chunk.usage) {
        inputTokens = chunk.usage.prompt_tokens;
        outputTokens = chunk.usage.completion_tokens;
      }
      if (chunk.model) model = chunk.model;
    }
    // The SDK ends the iteration quietly when the call is aborted: it did not complete.
    call.signal.throwIfAborted();
    return { text, inputTokens, outputTokens, model };
  } catch (error) {
    throw fromSdkError(error, target.apiKey, OpenAI.APIError, OpenAI.APIUserAbortError);
  }
}

async function anthropicOnce(
  target: CallTarget,
  fetchImpl: typeof fetch,
  call: CompletionAttempt,
): Promise<AttemptResult> {
  const apiKey = target.apiKey ?? 'none';
  const baseURL = target.baseUrl ?? ANTHROPIC_DEFAULT;
  const client = clientOf(
    fetchImpl,
    'anthropic',
    baseURL,
    apiKey,
    () =>
      new Anthropic({
        apiKey,
        baseURL,
        fetch: keyedFetch(fetchImpl, baseURL),
        maxRetries: 0,
        timeout: 10 * 60_000,
      }),
  );
  // Anthropic has no response_format: the schema goes in the system prompt, the answer is checked.
  const system = [
    call.system,
    call.json
      ? `Answer with one JSON value only, no prose, following this JSON Schema:\n${JSON.stringify(call.json.schema)}`
      : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = {
    ...target.settings,
    model: target.model!,
    max_tokens: call.maxTokens,
    ...(system ? { system } : {}),
    messages: [{ role: 'user' as const, content: call.prompt }],
    ...(target.temperature !== null ? { temperature: Math.min(1, target.temperature) } : {}),
  };
  try {
    if (!call.onDelta) {
      const res = await client.messages.create({ ...body, stream: false }, { signal: call.signal });
      return {
        text: res.content.map((b) => (b.type === 'text' ? b.text : '')).join(''),
        inputTokens: res.usage.input_tokens,
        outputTokens: res.usage.output_tokens,
        model: res.model,
      };
    }
    const stream = await client.messages.create({ ...body, stream: true }, { signal: call.signal });
    let text = '';
    let inputTokens = 0;
    let outputTokens = 0;
    let model = target.model!;
    for await (const event of stream) {
      if (event.type === 'message_start') {
        inputTokens = event.message.usage.input_tokens;
        outputTokens = event.message.usage.output_tokens;
        model = event.message.model;
      } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
        text += event.delta.text;
        call.onDelta(event.delta.text);
      } else if (event.type === 'message_delta') {
        outputTokens = event.usage.output_tokens;
      }
    }
    call.signal.throwIfAborted();
    return { text, inputTokens, outputTokens, model };
  } catch (error) {
    throw fromSdkError(error, target.apiKey, Anthropic.APIError, Anthropic.APIUserAbortError);
  }
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** An SDK failure as a plain-words ProviderCallError (the provider's words scrubbed of the key). */
function fromSdkError(
  error: unknown,
  secret: string | null,
  ApiError: ErrorClass,
  AbortError: ErrorClass,
): Error {
  if (error instanceof ProviderCallError) return error;
  if (error instanceof AbortError || (error as Error)?.name === 'AbortError') return error as Error;
  const transport = fromTransport(error, secret);
  if (transport) return transport;
  if (error instanceof ApiError) {
    const e = error as Error & { status?: number; headers?: Headers; error?: unknown };
    if (e.status === undefined) {
      return new ProviderCallError('unreachable', scrub(e.message, secret));
    }
    const words = providerWords(e.error) ?? e.message;
    return new ProviderCallError(
      failureOfStatus(e.status, words),
      scrub(words, secret),
      e.status,
      retryAfterMs(e.headers),
    );
  }
  if (error instanceof SyntaxError) {
    return new ProviderCallError('invalid-response', scrub(error.message, secret));
  }
  return new ProviderCallError(
    'invalid-response',
    scrub(String((error as Error)?.message ?? error), secret),
  );
}

/** `{ error: { message } }` (OpenAI, Anthropic) or `{ message }`. */
function providerWords(body: unknown): string | undefined {
  const b = body as { error?: { message?: unknown } | string; message?: unknown } | undefined;
  if (typeof b?.error === 'object' && typeof b.error?.message === 'string') return b.error.message;
  if (typeof b?.error === 'string') return b.error;
  if (typeof b?.message === 'string') return b.message;
  return undefined;
}
