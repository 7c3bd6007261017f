import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { isAdministrator } from '../../core/access/grants';
import { DomainException } from '../../core/http/domain-error';
import { PROVIDER_ERRORS } from '../providers.errors';
import type { UsageQueryDto, UsageTotalsDto } from '../dto/usage.dto';
import type { UsagePurpose } from '../entities/provider-usage.entity';
import { PENDING, UsageRepository, type UsageRow } from './usage.repository';

/** Who a call is for: what the ledger files it under. */
export interface CallContext {
  purpose: UsagePurpose;
  websiteId?: number | null;
  userId?: number | null;
  accountId?: number | null;
}

export interface CallPrices {
  priceInputPerMillion: number | null;
  priceOutputPerMillion: number | null;
  pricePerMillionChars: number | null;
}

export interface CallFigures {
  providerId: number;
  serviceId: number | null;
  inputTokens?: number;
  outputTokens?: number;
  characters?: number;
  latencyMs: number;
  outcome: string;
}

/** Cost from the service's prices; null when the prices that apply are not set. */
export function estimateCost(f: CallFigures, p: CallPrices | null): number | null {
  if (!p) return null;
  if (f.characters) {
    return p.pricePerMillionChars === null ? null : (f.characters * p.pricePerMillionChars) / 1e6;
  }
  if (p.priceInputPerMillion === null && p.priceOutputPerMillion === null) return null;
  return (
    ((f.inputTokens ?? 0) * (p.priceInputPerMillion ?? 0) +
      (f.outputTokens ?? 0) * (p.priceOutputPerMillion ?? 0)) /
    1e6
  );
}

/** Share of a monthly limit past which the account is told its quota is near its end. */
export const QUOTA_WARN_AT = 0.8;

/** A call that took an account's month past QUOTA_WARN_AT of its limit (told once per crossing). */
export interface QuotaNear {
  accountId: number;
  /** Whose call it was (null: the product's own). */
  userId: number | null;
  kind: 'tokens' | 'characters';
  used: number;
  limit: number;
}

/** What a call may use, estimated before it is made: tokens (AI) or characters (translation). */
export type QuotaEstimate = { tokens: number } | { characters: number };

/**
 * A reservation whose process died is no longer counted after this long (every call gives up
 * well before: the gateway's default whole-call timeout is 120 s).
 */
export const RESERVATION_STALE_MS = 30 * 60_000;

/**
 * Calls under no monthly limit are filed together: at most this long after the first waiting, or
 * once FILE_AT wait. An insert per call was a database round trip on every AI call's path
 * (bench:ai); the usage screen is a moment behind at most, and a graceful stop files what waits.
 */
export const FILE_EVERY_MS = 50;
const FILE_AT = 200;

/**
 * Records every gateway call and answers the totals. A call filed under an account with a monthly
 * limit is reserved before it is made (refused when it would pass the limit) and settled to its
 * real figures after. A failed write never fails the call once it is made.
 */
@Injectable()
export class UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger('UsageLedger');
  private readonly nearListeners: ((near: QuotaNear) => void)[] = [];
  /** Calls under no limit waiting to be filed together (see FILE_EVERY_MS). */
  private waiting: UsageRow[] = [];
  private timer?: NodeJS.Timeout;
  private filing: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(private readonly usage: UsageRepository) {}

  async beforeApplicationShutdown() {
    // Calls still finishing file their rows one by one from now on.
    this.stopping = true;
    await this.flush();
  }

  /** Files the calls that wait (and answers once every earlier filing has ended). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.waiting;
    if (rows.length === 0) return this.filing;
    this.waiting = [];
    this.filing = this.filing.then(() =>
      this.usage.recordMany(rows).catch((error: Error) => {
        this.log.warn(`usage of ${rows.length} calls not recorded: ${error.message}`);
      }),
    );
    return this.filing;
  }

  /** Told when a reservation takes an account past QUOTA_WARN_AT of a monthly limit. */
  onQuotaNear(listener: (near: QuotaNear) => void): void {
    this.nearListeners.push(listener);
  }

  /**
   * Refuses, before it is made, a call that would take the account past its plan's monthly limit
   * (calendar month, UTC), counting what calls in flight hold; otherwise holds the estimate until
   * the call is settled. Returns the reservation to settle, or null when no limit applies (calls
   * filed under no account, plans without a limit).
   */
  async reserve(
    context: CallContext,
    call: { providerId: number; serviceId: number | null },
    estimate: QuotaEstimate,
  ): Promise<string | null> {
    if (!context.accountId) return null;
    const kind = 'characters' in estimate ? 'characters' : 'tokens';
    const amount = 'characters' in estimate ? estimate.characters : estimate.tokens;
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const held = await this.usage.reserve(
      context.accountId,
      kind,
      amount,
      this.row({ ...call, latencyMs: 0, outcome: PENDING }, context, null),
      month,
      new Date(now.getTime() - RESERVATION_STALE_MS),
    );
    if (held.limit === null) return null;
    if ('refused' in held) {
      const { used, limit } = held;
      throw new DomainException(PROVIDER_ERRORS.quotaExceeded, {
        message: `This call would pass the account's monthly limit: ${used} of ${limit} ${kind} used.`,
        params: { used, limit, kind },
      });
    }
    // The one reservation that crosses the mark (the account's row is locked while it is made).
    const warnAt = held.limit * QUOTA_WARN_AT;
    if (held.used < warnAt && held.used + amount >= warnAt) {
      const near = {
        accountId: context.accountId,
        userId: context.userId ?? null,
        kind,
        used: held.used + amount,
        limit: held.limit,
      } as const;
      for (const listener of this.nearListeners) listener(near);
    }
    return held.id;
  }

  /**
   * Files a call's real figures: in its reservation when it has one (releasing the rest), else with
   * the calls filed together (FILE_EVERY_MS).
   */
  async record(
    figures: CallFigures,
    context: CallContext,
    prices: CallPrices | null,
    reservation: string | null = null,
  ) {
    const row = this.row(figures, context, prices);
    if (!reservation && !this.stopping) {
      this.waiting.push(row);
      if (this.waiting.length >= FILE_AT) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), FILE_EVERY_MS);
      return;
    }
    try {
      if (reservation) await this.usage.settle(reservation, row);
      else await this.usage.record(row);
    } catch (error) {
      this.log.warn(`usage not recorded: ${(error as Error).message}`);
    }
  }

  private row(figures: CallFigures, context: CallContext, prices: CallPrices | null): UsageRow {
    return {
      providerId: figures.providerId,
      serviceId: figures.serviceId,
      purpose: context.purpose,
      websiteId: context.websiteId ?? null,
      userId: context.userId ?? null,
      accountId: context.accountId ?? null,
      inputTokens: figures.inputTokens ?? 0,
      outputTokens: figures.outputTokens ?? 0,
      characters: figures.characters ?? 0,
      latencyMs: figures.latencyMs,
      outcome: figures.outcome,
      estimatedCost: estimateCost(figures, prices),
    };
  }

  /** Totals grouped one way; someone who is not an administrator sees their account's only. */
  async totals(user: AuthUser, query: UsageQueryDto): Promise<UsageTotalsDto> {
    // This process's calls are counted, those filed together included.
    await this.flush();
    const rows = await this.usage.totals(query.groupBy, {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      providerId: query.providerId,
      accountId: isAdministrator(user) ? query.accountId : (user.accountId ?? -1),
    });
    return {
      groupBy: query.groupBy,
      data: rows.map((r) => ({
        key: keyText(r.key as unknown),
        calls: Number(r.calls),
        okCalls: Number(r.okCalls),
        inputTokens: Number(r.inputTokens),
        outputTokens: Number(r.outputTokens),
        characters: Number(r.characters),
        estimatedCost: r.cost === null ? null : Number(r.cost),
      })),
    };
  }
}

/** Ids as text; a day (a Date or `YYYY-MM-DD…` from the driver) as `YYYY-MM-DD`. */
function keyText(key: unknown): string | null {
  if (key === null || key === undefined) return null;
  if (key instanceof Date) return key.toISOString().slice(0, 10);
  return String(key);
}
