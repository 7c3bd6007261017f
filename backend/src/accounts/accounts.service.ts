import { Injectable } from '@nestjs/common';
import { isAdministrator } from '../core/access/grants';
import type { AuthUser } from '../core/access/auth-user';
import { auditChanges, type Audit, type AuditAction } from '../core/audit/audit-trail';
import { isStillReferenced } from '../core/database/db-errors';
import type { Page } from '../core/http/pagination';
import { DomainException } from '../core/http/domain-error';
import { RecordVersions } from '../core/http/record-versions';
import { type ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { ACCOUNT_ERRORS } from './accounts.errors';
import { AccountsRepository, type AccountRow, type AccountScope } from './accounts.repository';
import type {
  AccountDto,
  AccountQueryDto,
  AccountSavedDto,
  CreateAccountDto,
  PlanDto,
  PlanSavedDto,
  UpdatePlanDto,
  UpdateAccountDto,
} from './dto/account.dto';
import type { Plan } from './entities/plan.entity';

export const ACCOUNT_MESSAGES = {
  saved: 'Account created or updated successfully',
  deleted: 'Operation completed.',
  planSaved: 'The plan has been saved',
} as const;

@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly events: RealtimeEvents,
    private readonly versions: RecordVersions,
  ) {}

  async list(user: AuthUser, query: AccountQueryDto): Promise<Page<AccountDto>> {
    const [rows, total] = await this.accounts.page(query, scopeOf(user));
    const websites = await this.accounts.websitesCount(rows.map((r) => r.id));
    return {
      data: rows.map((r) => toDto(r, websites.get(r.id) ?? 0)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** Another account's id answers 404, as if it did not exist. */
  async get(user: AuthUser, id: number): Promise<AccountDto> {
    const row = await this.accounts.findOne(id, scopeOf(user));
    if (!row) throw new DomainException(ACCOUNT_ERRORS.notFound);
    const websites = await this.accounts.websitesCount([id]);
    return toDto(row, websites.get(id) ?? 0);
  }

  async plans(): Promise<PlanDto[]> {
    return (await this.accounts.allPlans()).map(toPlanDto);
  }

  /** Administrators only (the route asks for manage on all): a plan's monthly limits. */
  async updatePlan(id: number, dto: UpdatePlanDto): Promise<PlanSavedDto> {
    const patch: Partial<Pick<Plan, 'monthlyTokenLimit' | 'monthlyCharacterLimit'>> = {};
    if (dto.monthlyTokenLimit !== undefined) patch.monthlyTokenLimit = dto.monthlyTokenLimit;
    if (dto.monthlyCharacterLimit !== undefined) {
      patch.monthlyCharacterLimit = dto.monthlyCharacterLimit;
    }
    if (!(await this.accounts.findPlan({ id })))
      throw new DomainException(ACCOUNT_ERRORS.planNotFound);
    if (Object.keys(patch).length > 0) await this.accounts.updatePlan(id, patch);
    const plan = (await this.accounts.findPlan({ id }))!;
    void this.events.publish('accounts.changed', { action: 'updated', id: 0 });
    return { message: ACCOUNT_MESSAGES.planSaved, data: toPlanDto(plan) };
  }

  /** Administrators only (the route asks for manage on all). */
  async create(user: AuthUser, dto: CreateAccountDto): Promise<AccountSavedDto> {
    const plan = await this.resolvePlan(dto);
    if (!plan) throw DomainException.onField('plan', ACCOUNT_ERRORS.planRequired);
    const id = await this.accounts.insert(
      { name: dto.name, planId: plan.id },
      accountAudit(user, 'created', null, { name: dto.name, plan: plan.name }),
    );
    this.announce('created', id);
    return { message: ACCOUNT_MESSAGES.saved, data: await this.get(user, id) };
  }

  /** Administrators edit any account; others with write on account may rename their own. */
  async update(user: AuthUser, id: number, dto: UpdateAccountDto): Promise<AccountSavedDto> {
    const current = await this.accounts.findOne(id, scopeOf(user));
    if (!current) throw new DomainException(ACCOUNT_ERRORS.notFound);
    const edit = { version: dto.version, by: user.id };
    const now = async () => {
      const row = await this.accounts.findOne(id, scopeOf(user));
      if (!row) throw new DomainException(ACCOUNT_ERRORS.notFound);
      return { stamp: row, record: await this.get(user, id) };
    };
    // A stale form is refused before its plan is checked against a record that moved on.
    await this.versions.check(edit, current, now);
    const plan = await this.resolvePlan(dto);
    const patch: { name?: string; planId?: number } = {};
    if (dto.name !== undefined && dto.name !== current.name) patch.name = dto.name;
    if (plan && plan.id !== current.plan.id) {
      if (!isAdministrator(user)) throw new DomainException(ACCOUNT_ERRORS.planAdminsOnly);
      patch.planId = plan.id;
    }
    if (Object.keys(patch).length > 0) {
      const audit = accountAudit(
        user,
        'updated',
        { id, name: current.name, plan: current.plan.name },
        {
          name: patch.name ?? current.name,
          plan: plan && patch.planId ? plan.name : current.plan.name,
        },
      );
      await this.versions.save(edit, current, now, () =>
        this.accounts.update(id, patch, edit, audit),
      );
      this.announce('updated', id);
    }
    return { message: ACCOUNT_MESSAGES.saved, data: await this.get(user, id) };
  }

  /** Refused while users (or, once they exist, websites) still belong to the account. */
  async remove(user: AuthUser, id: number): Promise<{ message: string }> {
    const current = await this.accounts.findOne(id, scopeOf(user));
    if (!current) throw new DomainException(ACCOUNT_ERRORS.notFound);
    const [users, websites] = await Promise.all([
      this.accounts.usersCount(id),
      this.accounts.websitesCount([id]),
    ]);
    if (users > 0 || (websites.get(id) ?? 0) > 0) {
      throw new DomainException(ACCOUNT_ERRORS.hasMembers);
    }
    let deleted: boolean;
    try {
      deleted = await this.accounts.delete(
        id,
        accountAudit(user, 'deleted', { id, name: current.name, plan: current.plan.name }, null),
      );
    } catch (error) {
      // A user added between the check and the delete still holds the foreign key.
      if (isStillReferenced(error)) throw new DomainException(ACCOUNT_ERRORS.hasMembers);
      throw error;
    }
    if (!deleted) throw new DomainException(ACCOUNT_ERRORS.notFound);
    this.announce('deleted', id);
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  /** The plan named by id or code; a name that matches nothing is a field error. */
  private async resolvePlan(dto: { planId?: number; plan?: string }): Promise<Plan | null> {
    if (dto.planId === undefined && dto.plan === undefined) return null;
    const plan = await this.accounts.findPlan(
      dto.planId !== undefined ? { id: dto.planId } : { code: dto.plan as Plan['code'] },
    );
    const field = dto.planId !== undefined ? 'planId' : 'plan';
    if (!plan) throw DomainException.onField(field, ACCOUNT_ERRORS.planUnknown);
    if (dto.planId !== undefined && dto.plan !== undefined && plan.code !== dto.plan) {
      throw DomainException.onField('plan', ACCOUNT_ERRORS.planMismatch);
    }
    return plan;
  }

  private announce(action: ChangeAction, id: number) {
    void this.events.publish('accounts.changed', { action, id });
  }
}

function scopeOf(user: AuthUser): AccountScope {
  return isAdministrator(user) ? { all: true } : { all: false, accountId: user.accountId };
}

function toPlanDto(plan: Plan): PlanDto {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    monthlyTokenLimit: plan.monthlyTokenLimit,
    monthlyCharacterLimit: plan.monthlyCharacterLimit,
  };
}

function toDto(row: AccountRow, websitesCount: number): AccountDto {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    usersCount: row.usersCount,
    websitesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

interface AccountAuditState {
  id?: number;
  name: string;
  plan: string;
}

/** An account's trail entry: its name and plan, before → after; it is its own account's. */
function accountAudit(
  by: AuthUser,
  action: AuditAction,
  before: AccountAuditState | null,
  after: AccountAuditState | null,
): Audit {
  return {
    by,
    note: {
      subject: 'account',
      subjectId: before?.id ?? null,
      label: (after ?? before)!.name,
      action,
      accountId: before?.id ?? null,
      changes: auditChanges(before, after, ['name', 'plan']),
    },
  };
}
