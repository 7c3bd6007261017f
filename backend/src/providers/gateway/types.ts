import type { ProviderProtocol } from '../entities/provider.entity';

/** Everything a call needs about its provider and service, key included: never logged or sent. */
export interface CallTarget {
  providerId: number;
  protocol: ProviderProtocol;
  baseUrl: string | null;
  apiKey: string | null;
  requestsPerMinute: number | null;
  tokensPerMinute: number | null;
  serviceId: number | null;
  /** The model (AI) or, for translation, optional. */
  model: string | null;
  temperature: number | null;
  /** The service's extra settings, values parsed (numbers, booleans, JSON) where they parse. */
  settings: Record<string, unknown>;
}

export interface JsonOutput<T> {
  /** Name of the schema (OpenAI `response_format.json_schema.name`). */
  name: string;
  /** The JSON Schema the answer must follow. */
  schema: Record<string, unknown>;
  /** Validates the parsed answer: returns it typed, or throws (the call is retried once). */
  parse(value: unknown): T;
}

/** The answer's upper bound when a request names none. */
export const DEFAULT_MAX_TOKENS = 1024;

export interface CompletionRequest {
  system?: string;
  prompt: string;
  /** Upper bound of the answer (default 1024). */
  maxTokens?: number;
  /** Streams the answer, calling back with each piece of text as it arrives. */
  onDelta?: (delta: string) => void;
  signal?: AbortSignal;
  /** The whole call, retries included (default 120 s). */
  timeoutMs?: number;
}

export interface CompletionResult {
  text: string;
  inputTokens: number;
  outputTokens: number;
  model: string;
  latencyMs: number;
  attempts: number;
}

export interface TranslationRequest {
  texts: string[];
  /** Target language code (`it`, `en-GB`). */
  target: string;
  source?: string;
  /** `html`: tags are kept and only the text between them is translated. */
  format?: 'text' | 'html';
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface TranslationResult {
  texts: string[];
  characters: number;
  latencyMs: number;
  attempts: number;
}

/** One attempt of a completion, as the protocol clients perform it. */
export interface CompletionAttempt {
  system?: string;
  prompt: string;
  maxTokens: number;
  json?: { name: string; schema: Record<string, unknown> };
  onDelta?: (delta: string) => void;
  signal: AbortSignal;
}

export type AttemptResult = Omit<CompletionResult, 'latencyMs' | 'attempts'>;
