import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/env';
import { DomainException } from '../../core/http/domain-error';
import { JobTextLog } from '../../core/realtime/job-text-log';
import { InjectRedis } from '../../core/redis/redis.module';
import { OutboundHttp } from '../../core/security/outbound-http';
import type { ServiceSetting } from '../entities/provider-service.entity';
import type { Provider } from '../entities/provider.entity';
import { PROVIDER_ERRORS } from '../providers.errors';
import { ProvidersService } from '../providers.service';
import { createHash } from 'node:crypto';
import { GlossaryService } from '../glossary/glossary.service';
import { protectTerms, toTsv, type GlossaryEntry } from '../glossary/glossary-terms';
import { ProviderCalls } from './provider-calls';
import { createDeepLGlossary } from './translation-clients';
import { ProviderCallError } from './provider-call-error';
import {
  UsageLedger,
  type CallContext,
  type CallPrices,
  type QuotaEstimate,
} from '../usage/usage-ledger';
import { ProviderRateLimiter } from './rate-limiter';
import {
  DEFAULT_MAX_TOKENS,
  type CallTarget,
  type CompletionRequest,
  type CompletionResult,
  type JsonOutput,
  type TranslationRequest,
  type TranslationResult,
} from './types';

/** How long a resolved AI target is reused without reading the database again. */
const TARGET_TTL_MS = 2_000;
/** Connections per provider host (streams stay open for the whole answer). */
const GATEWAY_SOCKETS_PER_HOST = 256;

/** Where a streamed answer is shown: the job's room, under a field name. */
export interface StreamTo {
  jobId: string;
  field: string;
}

export interface CallOptions {
  /** Streams the answer to this job's room. */
  stream?: StreamTo;
  /** What the usage ledger files the call under (default: generate / translate, nobody). */
  context?: CallContext;
}

/**
 * THE door to AI models and translation engines: every caller (cloning, generation, prompts,
 * connection tests) goes through here. Resolves the provider and service (both must be active),
 * opens the sealed key for the call only, and runs it through ProviderCalls. Streamed text is
 * kept and published as `job.text` on `job:<id>` (JobTextLog). Failures log their code only,
 * never the key.
 */
@Injectable()
export class ProviderGateway implements OnModuleDestroy {
  private readonly log = new Logger('ProviderGateway');
  readonly calls: ProviderCalls;
  private readonly outbound: OutboundHttp;
  /**
   * Resolved AI targets (service, provider, unsealed key) by service, for TARGET_TTL_MS: a busy
   * worker does not read and unseal the same rows for every call. Forgotten at once on any change
   * made through this process, within TARGET_TTL_MS for changes made by another.
   */
  private readonly aiTargets = new Map<
    number,
    { at: number; value: Promise<{ target: CallTarget; prices: CallPrices }> }
  >();
  /** DeepL glossary ids by provider, languages and entries (DeepL glossaries never change). */
  private readonly deeplGlossaries = new Map<string, Promise<string>>();

  constructor(
    private readonly providers: ProvidersService,
    private readonly glossary: GlossaryService,
    private readonly texts: JobTextLog,
    private readonly ledger: UsageLedger,
    @InjectRedis() redis: Redis,
    config: AppConfig,
  ) {
    providers.onChange(() => this.aiTargets.clear());
    // Pools of its own: 50 answers streaming from one provider must not queue behind the
    // 16 connections per host the shared guard allows (the bench measured half the speed).
    this.outbound = OutboundHttp.withMaxSockets(config, GATEWAY_SOCKETS_PER_HOST);
    this.calls = new ProviderCalls(
      this.outbound,
      new ProviderRateLimiter(redis, config.REDIS_PREFIX, config.PROVIDER_RATE_WINDOW_MS),
    );
  }

  onModuleDestroy() {
    this.outbound.onModuleDestroy();
  }

  /** Text from an AI service; with `stream`, the text reaches the job's room as it is written. */
  async complete(
    serviceId: number,
    req: Omit<CompletionRequest, 'onDelta'>,
    { stream, context = { purpose: 'generate' } }: CallOptions = {},
  ): Promise<CompletionResult> {
    const { target, prices } = await this.aiTarget(serviceId);
    const writer = stream ? this.texts.writer(stream) : undefined;
    const result = await this.recorded(
      target,
      context,
      prices,
      () => this.calls.complete(target, { ...req, onDelta: writer?.write }),
      { quota: { tokens: estimateTokens(req) } },
    );
    writer?.end(result.text);
    return result;
  }

  async completeJson<T>(
    serviceId: number,
    req: Omit<CompletionRequest, 'onDelta'>,
    output: JsonOutput<T>,
    { context = { purpose: 'generate' } }: CallOptions = {},
  ): Promise<CompletionResult & { value: T }> {
    const { target, prices } = await this.aiTarget(serviceId);
    return this.recorded(
      target,
      context,
      prices,
      () => this.calls.completeJson(target, req, output),
      { quota: { tokens: estimateTokens(req) } },
    );
  }

  /**
   * Plain text or HTML (tags kept) through a translation provider. A call filed under a website
   * follows the website's glossary for the target language: as a DeepL glossary when the provider
   * is DeepL and the source language is known (DeepL requires it), else by the product's own
   * substitution (terms protected by placeholders, their translations put back after).
   */
  async translate(
    providerId: number,
    req: TranslationRequest,
    { context = { purpose: 'translate' } }: CallOptions = {},
  ): Promise<TranslationResult> {
    const provider = await this.providers.found(providerId);
    if (provider.type !== 'translation') {
      throw new DomainException(PROVIDER_ERRORS.protocolType);
    }
    if (!provider.active) throw new DomainException(PROVIDER_ERRORS.inactive);
    const target = await this.target(provider, null);
    const chars = req.texts.reduce((n, t) => n + t.length, 0);
    // The glossary is looked up (and a DeepL glossary created) inside the call: after the quota.
    const run = async (): Promise<TranslationResult> => {
      const terms: GlossaryEntry[] = context.websiteId
        ? await this.glossary.forLanguage(context.websiteId, req.target)
        : [];
      if (terms.length > 0 && target.protocol === 'deepl' && req.source) {
        const glossaryId = await this.deeplGlossary(
          target,
          req.source,
          req.target,
          terms,
          req.signal,
        );
        const settings = { ...target.settings, glossary_id: glossaryId };
        return this.calls.translate({ ...target, settings }, req);
      }
      if (terms.length > 0) {
        const protectedTexts = protectTerms(req.texts, terms, req.format ?? 'text');
        const result = await this.calls.translate(target, { ...req, texts: protectedTexts.texts });
        return { ...result, texts: protectedTexts.restore(result.texts) };
      }
      return this.calls.translate(target, req);
    };
    return this.recorded(target, context, null, run, {
      characters: chars,
      quota: { characters: chars },
    });
  }

  private deeplGlossary(
    target: CallTarget,
    source: string,
    to: string,
    terms: GlossaryEntry[],
    signal?: AbortSignal,
  ): Promise<string> {
    const entries = toTsv(terms);
    const key = createHash('sha256')
      .update(`${target.providerId}\n${source}\n${to}\n${entries}`)
      .digest('hex');
    let id = this.deeplGlossaries.get(key);
    if (!id) {
      id = createDeepLGlossary(
        this.outbound,
        target,
        { name: `ams-${key.slice(0, 16)}`, source, target: to, entries },
        signal ?? AbortSignal.timeout(60_000),
      );
      this.deeplGlossaries.set(key, id);
      id.catch(() => this.deeplGlossaries.delete(key));
    }
    return id;
  }

  /** The target of a service (AI) or provider (translation), active or not: for connection tests. */
  async targetOf(provider: Provider, service: CallTargetService | null): Promise<CallTarget> {
    return this.target(provider, service);
  }

  private aiTarget(serviceId: number): Promise<{ target: CallTarget; prices: CallPrices }> {
    const now = performance.now();
    const known = this.aiTargets.get(serviceId);
    if (known && now - known.at < TARGET_TTL_MS) return known.value;
    const value = this.resolveAiTarget(serviceId);
    this.aiTargets.set(serviceId, { at: now, value });
    value.catch(() => this.aiTargets.delete(serviceId));
    return value;
  }

  private async resolveAiTarget(
    serviceId: number,
  ): Promise<{ target: CallTarget; prices: CallPrices }> {
    const service = await this.providers.foundService(serviceId);
    if (!service.provider.active) throw new DomainException(PROVIDER_ERRORS.inactive);
    if (!service.active) throw new DomainException(PROVIDER_ERRORS.serviceInactive);
    return { target: await this.target(service.provider, service), prices: service };
  }

  private async target(provider: Provider, service: CallTargetService | null): Promise<CallTarget> {
    return {
      providerId: provider.id,
      protocol: provider.protocol,
      baseUrl: provider.baseUrl,
      apiKey: await this.providers.apiKeyOf(provider),
      requestsPerMinute: provider.requestsPerMinute,
      tokensPerMinute: provider.tokensPerMinute,
      serviceId: service?.id ?? null,
      model: service?.model ?? null,
      temperature: service?.temperature ?? null,
      settings: parseSettings(service?.settings ?? []),
    };
  }

  /**
   * Runs a call and files it in the usage ledger whatever its outcome (tokens from the provider's
   * own usage figures, characters for translations, cost from the service's prices). With `quota`,
   * the call is first reserved against the account's monthly limit (refused before it is made when
   * it would pass it); its real figures then replace the reservation, a failure holding nothing.
   * Failures log their code only.
   */
  async recorded<R extends object>(
    target: CallTarget,
    context: CallContext,
    prices: CallPrices | null,
    run: () => Promise<R>,
    { characters, quota }: { characters?: number; quota?: QuotaEstimate } = {},
  ): Promise<R> {
    const base = { providerId: target.providerId, serviceId: target.serviceId };
    const reservation = quota ? await this.ledger.reserve(context, base, quota) : null;
    const started = performance.now();
    try {
      const result = await run();
      const r = result as Partial<CompletionResult & TranslationResult>;
      await this.ledger.record(
        {
          ...base,
          inputTokens: r.inputTokens,
          outputTokens: r.outputTokens,
          characters: r.characters ?? characters,
          latencyMs: r.latencyMs ?? Math.round(performance.now() - started),
          outcome: 'ok',
        },
        context,
        prices,
        reservation,
      );
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      await this.ledger.record(
        {
          ...base,
          latencyMs: Math.round(performance.now() - started),
          outcome: typeof code === 'string' ? code : 'error',
        },
        context,
        prices,
        reservation,
      );
      if (error instanceof ProviderCallError) {
        this.log.warn(
          `provider ${target.providerId} service ${target.serviceId ?? '-'}: ${error.code}`,
        );
      }
      throw error;
    }
  }
}

/**
 * The tokens a completion may use, before it is sent: the prompt at about four characters a token
 * (the usual figure for English with OpenAI's and Anthropic's tokenizers), at least one, plus the
 * answer's upper bound.
 */
export function estimateTokens(req: {
  system?: string;
  prompt: string;
  maxTokens?: number;
}): number {
  const input = Math.max(1, Math.ceil(((req.system?.length ?? 0) + req.prompt.length) / 4));
  return input + (req.maxTokens ?? DEFAULT_MAX_TOKENS);
}

export interface CallTargetService {
  id: number;
  model: string;
  temperature: number | null;
  settings: ServiceSetting[];
}

/** `"800"` → 800, `"true"` → true, JSON objects and arrays parsed; anything else stays text. */
export function parseSettings(settings: ServiceSetting[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, value } of settings) {
    const text = value.trim();
    if (/^-?\d+(\.\d+)?$/.test(text)) out[key] = Number(text);
    else if (text === 'true' || text === 'false') out[key] = text === 'true';
    else if (/^[[{]/.test(text)) {
      try {
        out[key] = JSON.parse(text);
      } catch {
        out[key] = value;
      }
    } else out[key] = value;
  }
  return out;
}
