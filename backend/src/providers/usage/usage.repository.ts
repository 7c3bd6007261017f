import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ProviderUsage } from '../entities/provider-usage.entity';

/** The outcome of a ledger row whose call is still in flight: its figures are what it holds. */
export const PENDING = 'pending';

export type UsageRow = Omit<ProviderUsage, 'id' | 'createdAt'>;
export type QuotaKind = 'tokens' | 'characters';

/** A reservation's answer: no limit applies, the call is refused, or its ledger row holds room. */
export type Reservation =
  | { limit: null }
  | { limit: number; used: number; refused: true }
  | { limit: number; used: number; id: string };

export const USAGE_GROUPS = ['provider', 'service', 'website', 'user', 'account', 'day'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

const GROUP_COLUMN: Record<UsageGroup, string> = {
  provider: 'u.providerId',
  service: 'u.serviceId',
  website: 'u.websiteId',
  user: 'u.userId',
  account: 'u.accountId',
  day: 'DATE(u.createdAt)',
};

export interface UsageFilter {
  from?: Date;
  to?: Date;
  providerId?: number;
  accountId?: number;
}

export interface UsageTotalRaw {
  key: string | number | null;
  calls: string;
  okCalls: string;
  inputTokens: string;
  outputTokens: string;
  characters: string;
  cost: string | null;
}

/** The `provider_usage` ledger: calls inserted (gathered, or one by one), totals grouped one way. */
@Injectable()
export class UsageRepository {
  constructor(@InjectRepository(ProviderUsage) private readonly usage: Repository<ProviderUsage>) {}

  async record(row: UsageRow): Promise<void> {
    await this.usage.insert(row);
  }

  /** Files many calls (at least one) in one statement. */
  async recordMany(rows: UsageRow[]): Promise<void> {
    await this.usage.insert(rows);
  }

  /**
   * Files a call before it is made, holding `amount` of the account's monthly limit, or refuses it.
   * Atomic across processes: the account's row is locked while its month is summed and the
   * reservation written, so two calls never both fit into the same room under the limit.
   */
  reserve(
    accountId: number,
    kind: QuotaKind,
    amount: number,
    row: UsageRow,
    since: Date,
    staleBefore: Date,
  ): Promise<Reservation> {
    return this.usage.manager.transaction('READ COMMITTED', async (m) => {
      const locked: unknown[] = await m.query('SELECT id FROM accounts WHERE id = ? FOR UPDATE', [
        accountId,
      ]);
      if (locked.length === 0) return { limit: null };
      const limit = (await this.limitsOf(accountId, m))[kind];
      if (limit === null) return { limit: null };
      const used = (await this.usedSince(accountId, since, staleBefore, m))[kind];
      if (used + amount > limit) return { limit, used, refused: true };
      const held =
        kind === 'tokens' ? { inputTokens: amount, outputTokens: 0 } : { characters: amount };
      const result = await m.insert(ProviderUsage, { ...row, ...held, outcome: PENDING });
      return { limit, used, id: String(result.identifiers[0]!.id) };
    });
  }

  /** Replaces a reservation with the call's real figures (a failed call holds nothing). */
  async settle(id: string, row: UsageRow): Promise<void> {
    await this.usage.update({ id, outcome: PENDING }, row);
  }

  /** The monthly limits of the account's plan (null: none, or no such account). */
  async limitsOf(
    accountId: number,
    manager: EntityManager = this.usage.manager,
  ): Promise<{ tokens: number | null; characters: number | null }> {
    const rows: { tokens: number | null; characters: number | null }[] = await manager.query(
      'SELECT p.monthlyTokenLimit AS tokens, p.monthlyCharacterLimit AS characters FROM accounts a JOIN plans p ON p.id = a.planId WHERE a.id = ?',
      [accountId],
    );
    const row = rows[0];
    return {
      tokens: row?.tokens == null ? null : Number(row.tokens),
      characters: row?.characters == null ? null : Number(row.characters),
    };
  }

  /**
   * Tokens (in + out) and characters the account's calls used since an instant, calls in flight
   * counted at what they hold (unless reserved before `staleBefore`: their process died).
   */
  async usedSince(
    accountId: number,
    since: Date,
    staleBefore: Date,
    manager: EntityManager = this.usage.manager,
  ): Promise<{ tokens: number; characters: number }> {
    const raw = await manager
      .createQueryBuilder(ProviderUsage, 'u')
      .select('COALESCE(SUM(u.inputTokens + u.outputTokens), 0)', 'tokens')
      .addSelect('COALESCE(SUM(u.characters), 0)', 'characters')
      .where('u.accountId = :accountId', { accountId })
      .andWhere('u.createdAt >= :since', { since })
      .andWhere('(u.outcome <> :pending OR u.createdAt >= :staleBefore)', {
        pending: PENDING,
        staleBefore,
      })
      .getRawOne<{ tokens: string; characters: string }>();
    return { tokens: Number(raw?.tokens ?? 0), characters: Number(raw?.characters ?? 0) };
  }

  totals(group: UsageGroup, filter: UsageFilter): Promise<UsageTotalRaw[]> {
    const key = GROUP_COLUMN[group];
    const qb = this.usage
      .createQueryBuilder('u')
      .select(key, 'key')
      .addSelect('COUNT(*)', 'calls')
      .addSelect("SUM(u.outcome = 'ok')", 'okCalls')
      .addSelect('SUM(u.inputTokens)', 'inputTokens')
      .addSelect('SUM(u.outputTokens)', 'outputTokens')
      .addSelect('SUM(u.characters)', 'characters')
      .addSelect('SUM(u.estimatedCost)', 'cost')
      .where('u.outcome <> :pending', { pending: PENDING });
    if (filter.from) qb.andWhere('u.createdAt >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('u.createdAt < :to', { to: filter.to });
    if (filter.providerId)
      qb.andWhere('u.providerId = :providerId', { providerId: filter.providerId });
    if (filter.accountId !== undefined) {
      qb.andWhere('u.accountId = :accountId', { accountId: filter.accountId });
    }
    return qb.groupBy(key).orderBy(key, 'ASC').limit(1000).getRawMany<UsageTotalRaw>();
  }
}
