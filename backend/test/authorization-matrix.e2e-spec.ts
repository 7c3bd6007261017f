/**
 * The authorisation matrix, generated from the OpenAPI document: every operation is called as an
 * anonymous visitor, a user whose role lacks the permission, a user who has it, a user of another
 * account who has it, and an administrator. Access rules come from the document's `x-public` and
 * `x-ability` extensions (written by @Public and @CheckAbility), so a new route is covered without
 * a new test; a route with an `{id}` on a resource this file does not know fails until classified.
 */
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { Article } from '../src/articles/entities/article.entity';
import { Session } from '../src/auth/entities/session.entity';
import type { Permission } from '../src/core/access/subjects';
import { ProductModule } from '../src/modules/entities/product-module.entity';
import { Country } from '../src/countries/entities/country.entity';
import { User } from '../src/users/entities/user.entity';
import { Website } from '../src/websites/entities/website.entity';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { createAccount, createRole, createUser } from './support/factories';
import { dropEnv, startApp, testEnv, type TestApp } from './support/test-app';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  isPublic: boolean;
  ability: { action: Permission['action'] | 'manage'; subject: string } | null;
}

type Caller = { id: number; accountId: number };

/** Rows owned by an account: another account's user must get 404, as if they did not exist. */
const TENANT_RESOURCES = ['users', 'accounts', 'websites', 'articles'] as const;
/** Shared by every account. */
const GLOBAL_RESOURCES = ['roles', 'countries', 'modules'] as const;
type Resource = (typeof TENANT_RESOURCES)[number] | (typeof GLOBAL_RESOURCES)[number];

const env = testEnv();
let t: TestApp;
let operations: Operation[] = [];
let countryFixtures = 0;

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

/** A session made directly, so thousands of calls need no password hashing. */
async function tokenFor(userId: number): Promise<string> {
  const sid = randomUUID();
  await t.db.getRepository(Session).insert({
    id: sid,
    userId,
    expiresAt: new Date(Date.now() + 3600_000),
    revokedAt: null,
    ip: null,
    userAgent: null,
  });
  return t.app.get(JwtService).signAsync({ sub: userId, sid });
}

async function userWith(permissions: Permission[] | 'admin', accountId: number): Promise<Caller> {
  const role =
    permissions === 'admin'
      ? await createRole(t.db, { permissions: [], isAdmin: true })
      : await createRole(t.db, { permissions });
  const user = await createUser(t.db, { roleName: role.name, accountId });
  return { id: user.id, accountId };
}

const resourceOf = (path: string): Resource | null => {
  const match = /^\/api\/([a-z-]+)\/\{id\}/.exec(path);
  return match ? (match[1] as Resource) : null;
};

/** A fresh row of `resource`, owned by `accountId` and readable by `viewer`. */
async function fixture(resource: Resource, accountId: number, viewer: Caller): Promise<number> {
  switch (resource) {
    case 'users':
      return (await createUser(t.db, { accountId })).id;
    case 'accounts':
      return accountId;
    case 'websites':
    case 'articles': {
      const website = await t.db.getRepository(Website).save(
        t.db.getRepository(Website).create({
          accountId,
          name: `Site ${randomUUID().slice(0, 8)}`,
          url: 'https://news.example.org',
        }),
      );
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId: website.id, userId: viewer.id, canWrite: true });
      if (resource === 'websites') return website.id;
      const article = await t.db.getRepository(Article).save(
        t.db.getRepository(Article).create({
          websiteId: website.id,
          remoteId: 1,
          title: 'Matrix article',
          status: 'publish',
          modifiedAt: new Date(),
        }),
      );
      return article.id;
    }
    case 'roles':
      return (await createRole(t.db, { permissions: [] })).id;
    case 'countries': {
      // ISO's user-assigned codes (QM–QZ, XA–XZ) never clash with the seeded countries.
      const n = countryFixtures++;
      const iso2 = n < 14 ? `Q${String.fromCharCode(77 + n)}` : `X${String.fromCharCode(65 + n - 14)}`;
      const saved = await t.db.getRepository(Country).save(
        t.db.getRepository(Country).create({
          name: `Land ${iso2}`,
          iso2,
          iso3: `${iso2}Q`,
          dialingPrefix: '+999',
        }),
      );
      return saved.id;
    }
    case 'modules':
      return (
        await t.db
          .getRepository(ProductModule)
          .save(
            t.db
              .getRepository(ProductModule)
              .create({
                name: 'Matrix',
                code: `m-${randomUUID().slice(0, 8)}`,
                parentId: null,
                settings: [],
              }),
          )
      ).id;
  }
}

async function call(op: Operation, caller: Caller | null, id?: number) {
  const url = op.path.replace('{product}', 'multisite').replace('{id}', String(id ?? 0));
  let req = t.http[op.method](url);
  if (caller) req = req.set('Authorization', `Bearer ${await tokenFor(caller.id)}`);
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
    const id = resource ? await fixture(resource, accountA.id, holder) : undefined;
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

    const holderId = resource ? await fixture(resource, accountA.id, holder) : undefined;
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
      const foreignId = await fixture(resource, accountA.id, holder);
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

    const adminId = resource ? await fixture(resource, accountA.id, admin) : undefined;
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
  const token = await tokenFor(reader.id);
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
