import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Account } from '../../src/accounts/entities/account.entity';
import { Plan, type PlanCode } from '../../src/accounts/entities/plan.entity';
import type { Permission } from '../../src/core/access/subjects';
import { Role } from '../../src/core/access/entities/role.entity';
import { User, type UserStatus } from '../../src/users/entities/user.entity';
import { testPasswordHash } from '../../../test/support/password-cost';

/** Test data builders: each test creates the rows it needs, with unique names. */

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  accountId: number | null;
  roleId: number | null;
}

/** An active user with a real argon2 password (at the test cost): `login(t, email, password)` works. */
export async function createUser(
  db: DataSource,
  options: {
    roleName?: string | null;
    accountId?: number | null;
    password?: string;
    email?: string;
    status?: UserStatus;
    firstName?: string;
    lastName?: string;
    username?: string | null;
  } = {},
): Promise<CreatedUser> {
  const password = options.password ?? 'long enough password';
  const email = (options.email ?? `${unique('user')}@e2e.test`).toLowerCase();
  const roleId =
    options.roleName === null
      ? null
      : (await db.getRepository(Role).findOneByOrFail({ name: options.roleName ?? 'Viewer' })).id;
  const accountId = options.accountId ?? null;
  const result = await db.getRepository(User).insert({
    email,
    passwordHash: await testPasswordHash(password),
    status: options.status ?? 'active',
    roleId,
    accountId,
    firstName: options.firstName ?? '',
    lastName: options.lastName ?? '',
    username: options.username ?? null,
  });
  const id = (result.identifiers[0] as { id: number }).id;
  return { id, email, password, accountId, roleId };
}

/** A custom role ticking exactly `permissions` (read is implied by write and create). */
export async function createRole(
  db: DataSource,
  options: { name?: string; permissions: Permission[]; isAdmin?: boolean },
): Promise<Role> {
  const roles = db.getRepository(Role);
  return roles.save(
    roles.create({
      name: options.name ?? unique('role'),
      isAdmin: options.isAdmin ?? false,
      permissions: options.permissions,
    }),
  );
}

export async function createAccount(
  db: DataSource,
  options: { name?: string; plan?: PlanCode } = {},
): Promise<Account> {
  const plan = await db.getRepository(Plan).findOneByOrFail({ code: options.plan ?? 'free' });
  const accounts = db.getRepository(Account);
  return accounts.save(
    accounts.create({ name: options.name ?? unique('Account'), planId: plan.id }),
  );
}
