import { QueryFailedError } from 'typeorm';
import type { AuthUser } from '../core/access/auth-user';
import type { Audit } from '../core/audit/audit-trail';
import type { RecordVersions } from '../core/http/record-versions';
import type { RealtimeEvents } from '../core/realtime/realtime-events';
import type { AccountRow, AccountScope, AccountsRepository } from './accounts.repository';
import type { CreateAccountDto } from './dto/account.dto';
import { AccountsService } from './accounts.service';
import type { Plan } from './entities/plan.entity';

const PLANS = [
  { id: 1, code: 'free', name: 'Free' },
  { id: 2, code: 'premium', name: 'Premium' },
] as Plan[];

/** Accounts in memory with their members; every write says what it would audit. */
class FakeAccounts {
  readonly rows = new Map<number, AccountRow>();
  readonly users = new Map<number, number>();
  readonly websites = new Map<number, number>();
  readonly audits: Audit[] = [];
  /** A user joins between the count and the delete (the foreign key refuses it). */
  raceOnDelete = false;
  private nextId = 10;

  findOne(id: number, scope: AccountScope) {
    const row = this.rows.get(id);
    return Promise.resolve(row && (scope.all || scope.accountId === id) ? row : null);
  }
  findPlan(where: { id?: number; code?: string }) {
    return Promise.resolve(
      PLANS.find((p) => (where.id !== undefined ? p.id === where.id : p.code === where.code)) ??
        null,
    );
  }
  insert(values: { name: string; planId: number }, audit: Audit) {
    const id = this.nextId++;
    const plan = PLANS.find((p) => p.id === values.planId)!;
    const at = new Date('2026-12-06T10:00:00Z');
    this.rows.set(id, {
      id,
      name: values.name,
      plan: { id: plan.id, code: plan.code, name: plan.name },
      createdAt: at,
      updatedAt: at,
      usersCount: 0,
      version: 1,
      editedById: null,
      editedAt: null,
    });
    this.audits.push(audit);
    return Promise.resolve(id);
  }
  usersCount(id: number) {
    return Promise.resolve(this.users.get(id) ?? 0);
  }
  websitesCount(ids: number[]) {
    return Promise.resolve(new Map(ids.map((id) => [id, this.websites.get(id) ?? 0])));
  }
  delete(id: number, audit: Audit) {
    if (this.raceOnDelete) {
      const error = new QueryFailedError('DELETE', [], new Error('fk'));
      (error as unknown as { driverError: { errno: number } }).driverError = { errno: 1451 };
      return Promise.reject(error);
    }
    this.audits.push(audit);
    return Promise.resolve(this.rows.delete(id));
  }
}

const admin = { id: 1, accountId: null, ability: { can: () => true } } as unknown as AuthUser;
const member = (accountId: number) =>
  ({ id: 2, accountId, ability: { can: () => false } }) as unknown as AuthUser;

function setup() {
  const accounts = new FakeAccounts();
  const announced: unknown[] = [];
  const events = { publish: (...args: unknown[]) => (announced.push(args), Promise.resolve()) };
  const service = new AccountsService(
    accounts as unknown as AccountsRepository,
    events as unknown as RealtimeEvents,
    {} as RecordVersions,
  );
  return { service, accounts, announced };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('AccountsService', () => {
  it('creates an account on the plan named by id or code, auditing its name and plan', async () => {
    const { service, accounts, announced } = setup();
    const saved = await service.create(admin, { name: 'Kyiv desk', plan: 'premium' });
    expect(saved.data).toMatchObject({
      name: 'Kyiv desk',
      plan: { code: 'premium' },
      websitesCount: 0,
    });
    expect(accounts.audits[0]!.note).toMatchObject({
      subject: 'account',
      action: 'created',
      label: 'Kyiv desk',
      changes: [
        { field: 'name', after: 'Kyiv desk' },
        { field: 'plan', after: 'Premium' },
      ],
    });
    expect(announced).toEqual([['accounts.changed', { action: 'created', id: 10 }]]);
  });

  it.each([
    ['no plan', {}, 'plan', 'account.plan.required'],
    ['an unknown code', { plan: 'gold' }, 'plan', 'account.plan.unknown'],
    ['an unknown id', { planId: 99 }, 'planId', 'account.plan.unknown'],
    [
      'an id and a code that disagree',
      { planId: 1, plan: 'premium' },
      'plan',
      'account.plan.mismatch',
    ],
  ])('refuses an account with %s on its field, creating nothing', async (_, plan, field, code) => {
    const { service, accounts } = setup();
    const refused = await refusal(
      service.create(admin, { name: 'X', ...plan } as CreateAccountDto),
    );
    expect(refused).toMatchObject({ code });
    expect(JSON.stringify(refused)).toContain(field);
    expect(accounts.rows.size).toBe(0);
  });

  it("answers another account's id as if it did not exist", async () => {
    const { service } = setup();
    await service.create(admin, { name: 'Kyiv desk', plan: 'free' });
    expect(await refusal(service.get(member(11), 10))).toMatchObject({
      status: 404,
      code: 'account.not_found',
    });
    expect((await service.get(member(10), 10)).name).toBe('Kyiv desk');
  });

  it('refuses to delete an account that still has users or websites, or gains one meanwhile (409)', async () => {
    const { service, accounts } = setup();
    await service.create(admin, { name: 'A', plan: 'free' });
    accounts.users.set(10, 1);
    expect(await refusal(service.remove(admin, 10))).toMatchObject({ code: 'account.has_members' });
    accounts.users.set(10, 0);
    accounts.websites.set(10, 2);
    expect(await refusal(service.remove(admin, 10))).toMatchObject({ code: 'account.has_members' });
    accounts.websites.set(10, 0);
    accounts.raceOnDelete = true;
    expect(await refusal(service.remove(admin, 10))).toMatchObject({ code: 'account.has_members' });
    expect(accounts.rows.has(10)).toBe(true);
    accounts.raceOnDelete = false;
    expect(await service.remove(admin, 10)).toEqual({ message: 'Operation completed.' });
    expect(accounts.rows.has(10)).toBe(false);
  });
});
