import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Account } from '../accounts/entities/account.entity';
import { DEFAULT_PLAN_LIMITS, Plan, type PlanCode } from '../accounts/entities/plan.entity';
import type { Permission } from '../core/access/subjects';
import { seedCountries } from '../countries/world-countries.seed';
import { Role } from '../core/access/entities/role.entity';
import { User } from '../users/entities/user.entity';
import type { PasswordHasher } from '../core/security/passwords';

export const PLANS: { code: PlanCode; name: string }[] = [
  { code: 'free', name: 'Free' },
  { code: 'premium', name: 'Premium' },
  { code: 'enterprise', name: 'Enterprise' },
];

const all = (subject: Permission['subject']): Permission[] =>
  (['read', 'write', 'create'] as const).map((action) => ({ action, subject }));

export const DEFAULT_ROLES: { name: string; isAdmin: boolean; permissions: Permission[] }[] = [
  { name: 'Administrator', isAdmin: true, permissions: [] },
  {
    name: 'Editor',
    isAdmin: false,
    permissions: [
      ...all('website'),
      ...all('article'),
      ...all('prompt'),
      { action: 'read', subject: 'analytics' },
      { action: 'create', subject: 'feedback' },
    ],
  },
  {
    name: 'Author',
    isAdmin: false,
    permissions: [
      { action: 'read', subject: 'website' },
      ...all('article'),
      { action: 'read', subject: 'analytics' },
      { action: 'create', subject: 'feedback' },
    ],
  },
  {
    name: 'Viewer',
    isAdmin: false,
    permissions: [
      { action: 'read', subject: 'website' },
      { action: 'read', subject: 'article' },
      { action: 'read', subject: 'analytics' },
    ],
  },
];

export interface SeedResult {
  adminEmail: string;
  /** Only when this run created the admin with a generated password. */
  generatedPassword?: string;
  adminCreated: boolean;
}

/** Idempotent: plans, countries, default roles, a demo account and the demo administrator. */
export async function seed(
  db: DataSource,
  admin: { email?: string; password?: string },
  passwords: Pick<PasswordHasher, 'hash'>,
): Promise<SeedResult> {
  // A new plan starts with the default limits; the ones administrators set are never reset.
  await db
    .getRepository(Plan)
    .createQueryBuilder()
    .insert()
    .values(PLANS.map((p) => ({ ...p, ...DEFAULT_PLAN_LIMITS[p.code] })))
    .orIgnore()
    .execute();
  await db.getRepository(Plan).upsert(PLANS, { conflictPaths: ['code'] });
  await seedCountries(db);
  await db
    .getRepository(Role)
    .createQueryBuilder()
    .insert()
    .values(DEFAULT_ROLES)
    .orIgnore()
    .execute();
  const adminRole = await db.getRepository(Role).findOneByOrFail({ name: 'Administrator' });
  const email = (admin.email ?? 'admin@example.com').toLowerCase();
  const users = db.getRepository(User);
  if (await users.existsBy({ email })) return { adminEmail: email, adminCreated: false };

  const enterprise = await db.getRepository(Plan).findOneByOrFail({ code: 'enterprise' });
  const accounts = db.getRepository(Account);
  const account =
    (await accounts.findOneBy({ name: 'Newsroom' })) ??
    (await accounts.save(accounts.create({ name: 'Newsroom', planId: enterprise.id })));
  const generatedPassword = admin.password ? undefined : randomBytes(9).toString('base64url');
  await users.insert({
    email,
    passwordHash: await passwords.hash(admin.password ?? generatedPassword!),
    firstName: 'Demo',
    lastName: 'Administrator',
    username: 'admin',
    status: 'active',
    roleId: adminRole.id,
    accountId: account.id,
  });
  return { adminEmail: email, generatedPassword, adminCreated: true };
}
