/**
 * The authorisation matrix, generated from the OpenAPI document: every operation is called as an
 * anonymous visitor, a user whose role lacks the permission, a user who has it, a user of another
 * account who has it, and an administrator. Access rules come from the document's `x-public` and
 * `x-ability` extensions (written by @Public and @CheckAbility), so a new route is covered without
 * a new test; a route with an `{id}` on a resource this file does not know fails until classified.
 */
import { randomUUID } from 'node:crypto';
import type { Permission } from '../src/core/access/subjects';
import { User } from '../src/users/entities/user.entity';
import { createAccount, createRole, createUser } from './support/factories';
import {
  fixture,
  GLOBAL_RESOURCES,
  resourceOf,
  TENANT_RESOURCES,
  tokenFor,
  type Caller,
} from './support/route-fixtures';
import { dropEnv, startApp, testEnv, type TestApp } from './support/test-app';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  isPublic: boolean;
  ability: { action: Permission['action'] | 'manage'; subject: string } | null;
}

const env = testEnv();
let t: TestApp;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await startApp(env);
  const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
    paths: Record<
      string,
      Record<string, { 'x-public'?: boolean; 'x-ability'?: Operation['ability'] }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method as Operation['method'],
      path,
      isPublic: op['x-public'] === true,
      ability: op['x-ability'] ?? null,
    })),
  );
});
afterAll(async () => {
  await t.close();
  await dropEnv(env);
});

async function userWith(permissions: Permission[] | 'admin', accountId: number): Promise<Caller> {
  const role =
    permissions === 'admin'
      ? await createRole(t.db, { permissions: [], isAdmin: true })
      : await createRole(t.db, { permissions });
  const user = await createUser(t.db, { roleName: role.name, accountId });
  return { id: user.id, accountId };
}

async function call(op: Operation, caller: Caller | null, id?: number) {
  const url = op.path
    .replace('{product}', 'multisite')
    .replace('{id}', String(id ?? 0))
    .replace('{type}', 'persona');
  let req = t.http[op.method](url);
  if (caller) req = req.set('Authorization', `Bearer ${await tokenFor(t, caller.id)}`);
  if (op.method !== 'get' && op.method !== 'delete') req = req.send({});
  const res = await req;
  return res.status;
}

const describeOp = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

it('reads the access rule of every documented route', () => {
  expect(operations.length).toBeGreaterThan(40);
  for (const op of operations) {
    const resource = resourceOf(op.path);
    if (op.path.includes('{id}')) {
      expect([
        describeOp(op),
        [...TENANT_RESOURCES, ...GLOBAL_RESOURCES].includes(resource!),
      ]).toEqual([describeOp(op), true]);
    }
  }
});

it('answers every route as due for each kind of caller', async () => {
  const accountA = await createAccount(t.db);
  const accountB = await createAccount(t.db);
  const nobody = await userWith([], accountA.id);
  const admin = await userWith('admin', accountA.id);
  const failures: string[] = [];
  const holders: Record<string, Caller> = {};
  const outsiders: Record<string, Caller> = {};
  const expectStatus = (
    op: Operation,
    who: string,
    status: number,
    ok: (s: number) => boolean,
    due: string,
  ) => {
    if (!ok(status) || status >= 500)
      failures.push(`${describeOp(op)} as ${who}: got ${status}, due ${due}`);
  };

  for (const op of operations) {
    const resource = resourceOf(op.path);
    const granted: Permission[] | 'admin' =
      !op.ability || op.ability.action === 'manage' ? 'admin' : [op.ability as Permission];
    const key = granted === 'admin' ? 'admin' : `${granted[0]!.action}:${granted[0]!.subject}`;
    const holder = (holders[key] ??= await userWith(granted, accountA.id));
    const outsider = (outsiders[key] ??= await userWith(granted, accountB.id));
    const id = resource ? await fixture(t, resource, accountA.id, holder) : undefined;
    // Another account's holder may see its own rows only; give it an assignment of its own too.
    const denied = (s: number) => s === 401;

    expectStatus(
      op,
      'anonymous',
      await call(op, null, id),
      op.isPublic ? (s) => !denied(s) : denied,
      op.isPublic ? 'not 401' : '401',
    );

    if (!op.isPublic) {
      const s = await call(op, nobody, id);
      if (op.ability) expectStatus(op, 'a user without the permission', s, (x) => x === 403, '403');
      else if (!resource)
        expectStatus(op, 'a signed-in user', s, (x) => x !== 401 && x !== 403, 'not 401/403');
    }

    const holderId = resource ? await fixture(t, resource, accountA.id, holder) : undefined;
    const held = await call(op, holder, holderId);
    expectStatus(
      op,
      'a user with the permission',
      held,
      (s) => s !== 401 && s !== 403,
      'not 401/403',
    );
    if (op.method === 'get' && !op.path.includes('{') && !op.isPublic) {
      expectStatus(op, 'a user with the permission', held, (s) => s === 200, '200');
    }

    if (
      resource &&
      (TENANT_RESOURCES as readonly string[]).includes(resource) &&
      granted !== 'admin'
    ) {
      const foreignId = await fixture(t, resource, accountA.id, holder);
      const s = await call(op, outsider, foreignId);
      const due = ['get', 'patch', 'delete'].includes(op.method)
        ? (x: number) => x === 404
        : (x: number) => x >= 400 && x !== 401;
      expectStatus(
        op,
        'a user of another account',
        s,
        due,
        ['get', 'patch', 'delete'].includes(op.method) ? '404' : 'refused',
      );
    }

    const adminId = resource ? await fixture(t, resource, accountA.id, admin) : undefined;
    const asAdmin = await call(op, admin, adminId);
    expectStatus(op, 'an administrator', asAdmin, (s) => s !== 401 && s !== 403, 'not 401/403');
  }
  expect(failures).toEqual([]);
}, 240_000);

it('keeps another account out of lists and counts', async () => {
  const accountA = await createAccount(t.db);
  const accountB = await createAccount(t.db);
  const reader = await userWith([{ action: 'read', subject: 'user' }], accountB.id);
  const secret = await createUser(t.db, {
    accountId: accountA.id,
    email: `hidden-${randomUUID()}@e2e.test`,
  });
  const token = await tokenFor(t, reader.id);
  const list = await t.http
    .get('/api/users')
    .query({ q: secret.email, perPage: 100 })
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  expect(list.body.total).toBe(0);
  expect(list.body.data).toEqual([]);
  const users = await t.db.getRepository(User).countBy({ accountId: accountB.id });
  const all = await t.http
    .get('/api/users')
    .query({ perPage: 100 })
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  expect(all.body.total).toBe(users);
});
