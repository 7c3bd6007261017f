import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboundHttp } from '../../core/security/outbound-http';
import { completeOnce } from './ai-clients';
import { guardedFetch } from './guarded-fetch';
import { ProviderCallError, scrub } from './provider-call-error';
import type { ProviderRateLimiter } from './rate-limiter';
import { translateOnce } from './translation-clients';
import {
  DEFAULT_MAX_TOKENS,
  type AttemptResult,
  type CallTarget,
  type CompletionRequest,
  type CompletionResult,
  type JsonOutput,
  type TranslationRequest,
  type TranslationResult,
} from './types';

export interface RetryPolicy {
  /** Tries after the first (default 3). */
  retries: number;
  /** First backoff when the provider gives no Retry-After (doubles each time, default 500 ms). */
  baseDelayMs: number;
  /** Longest single wait (default 30 s); a longer Retry-After ends the call as rate limited. */
  maxDelayMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 30_000 };
const DEFAULT_TIMEOUT_MS = 120_000;

/** What a call was and how it went, for the caller's ledger or log (never the key). */
export interface CallRecord {
  providerId: number;
  serviceId: number | null;
  attempts: number;
  /** Each wait before a retry, in ms. */
  waits: number[];
}

/**
 * The gateway's engine, free of Nest and the database so any process can run it: the shared
 * rate limit, then the protocol client through the outbound guard, with a deadline, cancellation
 * and retries (backoff, honouring Retry-After) on 429 and 5xx. A streamed answer that has
 * already shown text is not retried (the reader would see it twice).
 */
export class ProviderCalls {
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly outbound: OutboundHttp,
    private readonly limiter: ProviderRateLimiter,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    /** Tests: every wait before a retry. */
    private readonly onWait?: (ms: number, error: ProviderCallError) => void,
  ) {
    this.fetchImpl = guardedFetch(outbound, 10 * 60_000);
  }

  async complete(target: CallTarget, req: CompletionRequest): Promise<CompletionResult> {
    return this.deadline(req, async (signal, record) => {
      const result = await this.attempts(target, signal, record, req.prompt.length, () =>
        completeOnce(target, this.fetchImpl, {
          system: req.system,
          prompt: req.prompt,
          maxTokens: req.maxTokens ?? DEFAULT_MAX_TOKENS,
          onDelta: req.onDelta,
          signal,
        }),
      );
      return result;
    });
  }

  /**
   * A completion whose answer must be JSON following `output.schema`: asked for as structured
   * output, parsed and checked with `output.parse`; an invalid answer is asked for once more.
   */
  async completeJson<T>(
    target: CallTarget,
    req: Omit<CompletionRequest, 'onDelta'>,
    output: JsonOutput<T>,
  ): Promise<CompletionResult & { value: T }> {
    let lastProblem = '';
    for (let round = 0; round < 2; round++) {
      const result = await this.deadline(req, (signal, record) =>
        this.attempts(target, signal, record, req.prompt.length, () =>
          completeOnce(target, this.fetchImpl, {
            system: req.system,
            prompt:
              round === 0
                ? req.prompt
                : `${req.prompt}\n\nYour previous answer was not valid JSON for the schema (${lastProblem}). Answer again with valid JSON only.`,
            maxTokens: req.maxTokens ?? DEFAULT_MAX_TOKENS,
            json: { name: output.name, schema: output.schema },
            signal,
          }),
        ),
      );
      try {
        const value = output.parse(JSON.parse(stripFences(result.text)));
        return { ...result, value };
      } catch (error) {
        lastProblem = scrub(String((error as Error)?.message ?? error), target.apiKey).slice(
          0,
          200,
        );
      }
    }
    throw new ProviderCallError(
      'invalid-response',
      `The answer was not valid JSON: ${lastProblem}`,
    );
  }

  async translate(target: CallTarget, req: TranslationRequest): Promise<TranslationResult> {
    const characters = req.texts.reduce((n, t) => n + t.length, 0);
    return this.deadline(req, async (signal, record) => {
      const texts = await this.attempts(target, signal, record, characters, async () =>
        translateOnce(this.outbound, target, {
          texts: req.texts,
          target: req.target,
          source: req.source,
          format: req.format ?? 'text',
          signal,
        }),
      );
      return { texts, characters };
    });
  }

  /** Runs `work` under the caller's signal and the call's deadline; reports latency and tries. */
  private async deadline<R extends object>(
    req: { signal?: AbortSignal; timeoutMs?: number },
    work: (signal: AbortSignal, record: { attempts: number }) => Promise<R>,
  ): Promise<R & { latencyMs: number; attempts: number }> {
    const timeout = AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const started = performance.now();
    const record = { attempts: 0 };
    try {
      const result = await work(signal, record);
      return {
        ...result,
        latencyMs: Math.round(performance.now() - started),
        attempts: record.attempts,
      };
    } catch (error) {
      if (error instanceof ProviderCallError && error.reason !== 'unreachable') throw error;
      if (req.signal?.aborted) throw new ProviderCallError('cancelled');
      if (timeout.aborted) throw new ProviderCallError('timeout');
      throw error;
    }
  }

  private async attempts<R>(
    target: CallTarget,
    signal: AbortSignal,
    record: { attempts: number },
    estimate: number,
    once: () => Promise<R>,
  ): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      await this.limiter
        .acquire(target.providerId, target, Math.ceil(estimate / 4), signal)
        .catch((error: unknown) => {
          if (signal.aborted) throw abortOf(signal);
          throw error;
        });
      record.attempts++;
      try {
        return await once();
      } catch (error) {
        if (signal.aborted) throw abortOf(signal);
        if (!(error instanceof ProviderCallError) || !error.retryable) throw error;
        if (attempt >= this.retry.retries) throw error;
        const backoff = this.retry.baseDelayMs * 2 ** attempt * (1 + Math.random() * 0.2);
        const wait = error.retryAfterMs ?? backoff;
        if (wait > this.retry.maxDelayMs) throw error;
        this.onWait?.(wait, error);
        await sleep(wait, undefined, { signal }).catch(() => {
          throw abortOf(signal);
        });
      }
    }
  }
}

const abortOf = (signal: AbortSignal) =>
  Object.assign(new Error(String(signal.reason ?? 'aborted')), { name: 'AbortError' });

/** Some models wrap JSON in a Markdown fence. */
function stripFences(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return m ? m[1]! : text;
}

export type { AttemptResult };
