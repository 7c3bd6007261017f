import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { likeContains, pageOffset } from '../core/http/pagination';
import type { AccountQueryDto } from './dto/account.dto';
import { Account } from './entities/account.entity';
import { Plan, type PlanCode } from './entities/plan.entity';

/** Which accounts a caller may see: all of them, or only their own. */
export type AccountScope = { all: true } | { all: false; accountId: number | null };

export interface AccountRow {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  plan: { id: number; code: PlanCode; name: string };
  usersCount: number;
  version: number;
  editedById: number | null;
  editedAt: Date | null;
}

interface RawAccountRow {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  planId: number;
  planCode: PlanCode;
  planName: string;
  usersCount: number | string | null;
  version: number | string;
  editedById: number | string | null;
  editedAt: Date | string | null;
}

const SORT_COLUMNS: Record<AccountQueryDto['sortBy'], string> = {
  name: 'a.name',
  plan: 'p.id',
  usersCount: 'usersCount',
  createdAt: 'a.createdAt',
  updatedAt: 'a.updatedAt',
};

@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
  ) {}

  /** One page of accounts with their plan and users count: one query for rows, one for the total. */
  async page(query: AccountQueryDto, scope: AccountScope): Promise<[AccountRow[], number]> {
    const base = this.scoped(scope);
    if (query.q) base.andWhere('a.name LIKE :like', { like: likeContains(query.q) });
    if (query.plan) base.andWhere('p.code = :plan', { plan: query.plan });
    if (query.planId) base.andWhere('p.id = :planId', { planId: query.planId });
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    const [raw, total] = await Promise.all([
      this.withCounts(base.clone())
        .orderBy(SORT_COLUMNS[query.sortBy], direction)
        .addOrderBy('a.id', direction)
        .offset(pageOffset(query))
        .limit(query.perPage)
        .getRawMany<RawAccountRow>(),
      base.clone().getCount(),
    ]);
    return [raw.map(toRow), total];
  }

  /** One account with its plan and users count, if the scope lets the caller see it. */
  async findOne(id: number, scope: AccountScope): Promise<AccountRow | null> {
    const raw = await this.withCounts(
      this.scoped(scope).andWhere('a.id = :id', { id }),
    ).getRawOne<RawAccountRow>();
    return raw ? toRow(raw) : null;
  }

  findEntity(id: number): Promise<Account | null> {
    return this.accounts.findOneBy({ id });
  }

  /**
   * Every user attached to the account, whatever their status (they all hold its foreign key).
   * Accounts come before users in the domain order, so this reads the table by name.
   */
  async usersCount(accountId: number): Promise<number> {
    const raw = await this.accounts.manager
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .from('users', 'u')
      .where('u.accountId = :accountId', { accountId })
      .getRawOne<{ count: string | number }>();
    return Number(raw?.count ?? 0);
  }

  /**
   * Websites per account, in one grouped query. Accounts come before websites in the domain order,
   * so this reads the table rather than importing the websites module.
   */
  async websitesCount(accountIds: number[]): Promise<Map<number, number>> {
    const counts = new Map(accountIds.map((id): [number, number] => [id, 0]));
    if (accountIds.length === 0) return counts;
    const rows: { accountId: number; n: string | number }[] = await this.accounts.manager.query(
      'SELECT accountId, COUNT(*) AS n FROM websites WHERE accountId IN (?) GROUP BY accountId',
      [accountIds],
    );
    for (const row of rows) counts.set(Number(row.accountId), Number(row.n));
    return counts;
  }

  allPlans(): Promise<Plan[]> {
    return this.plans.find({ order: { id: 'ASC' } });
  }

  findPlan(by: { id: number } | { code: PlanCode }): Promise<Plan | null> {
    return this.plans.findOneBy(by);
  }

  async updatePlan(
    id: number,
    patch: Partial<Pick<Plan, 'monthlyTokenLimit' | 'monthlyCharacterLimit'>>,
  ): Promise<void> {
    await this.plans.update(id, patch);
  }

  /** Each write commits with its trail entry, or not at all. */
  insert(row: { name: string; planId: number }, audit: Audit): Promise<number> {
    return this.accounts.manager.transaction(async (tx) => {
      const result = await tx.getRepository(Account).insert(row);
      const id = (result.identifiers[0] as { id: number }).id;
      await writeAudit(tx, audit, id);
      return id;
    });
  }

  /** A save of the edit form: the version is checked and moved in the same statement. */
  async update(
    id: number,
    patch: { name?: string; planId?: number },
    edit: Edit,
    audit: Audit,
  ): Promise<void> {
    await this.accounts.manager.transaction(async (tx) => {
      await updateVersioned(tx.getRepository(Account), id, patch, edit);
      await writeAudit(tx, audit);
    });
  }

  delete(id: number, audit: Audit): Promise<boolean> {
    return this.accounts.manager.transaction(async (tx) => {
      const result = await tx.getRepository(Account).delete(id);
      if (!result.affected) return false;
      await writeAudit(tx, audit);
      return true;
    });
  }

  private scoped(scope: AccountScope): SelectQueryBuilder<Account> {
    const qb = this.accounts.createQueryBuilder('a').innerJoin('a.plan', 'p');
    if (scope.all) return qb.where('1 = 1');
    if (scope.accountId === null) return qb.where('1 = 0');
    return qb.where('a.id = :scopeAccountId', { scopeAccountId: scope.accountId });
  }

  private withCounts(qb: SelectQueryBuilder<Account>): SelectQueryBuilder<Account> {
    return qb
      .leftJoin(
        (sub: SelectQueryBuilder<object>) =>
          sub
            .select('u.accountId', 'accountId')
            .addSelect('COUNT(*)', 'usersCount')
            .from('users', 'u')
            .where('u.accountId IS NOT NULL')
            .groupBy('u.accountId'),
        'uc',
        'uc.accountId = a.id',
      )
      .select([
        'a.id AS id',
        'a.name AS name',
        'a.createdAt AS createdAt',
        'a.updatedAt AS updatedAt',
        'a.version AS version',
        'a.editedById AS editedById',
        'a.editedAt AS editedAt',
        'p.id AS planId',
        'p.code AS planCode',
        'p.name AS planName',
      ])
      .addSelect('COALESCE(uc.usersCount, 0)', 'usersCount');
  }
}

function toRow(raw: RawAccountRow): AccountRow {
  return {
    id: Number(raw.id),
    name: raw.name,
    createdAt: new Date(raw.createdAt),
    updatedAt: new Date(raw.updatedAt),
    plan: { id: Number(raw.planId), code: raw.planCode, name: raw.planName },
    usersCount: Number(raw.usersCount ?? 0),
    version: Number(raw.version),
    editedById: raw.editedById === null ? null : Number(raw.editedById),
    editedAt: raw.editedAt === null ? null : new Date(raw.editedAt),
  };
}
