/**
 * The security suite, generated from the OpenAPI document: a new route is covered without editing
 * this file. Every caller here is a non-administrator holding exactly the route's permission.
 * - Privilege escalation through every request field and query parameter that carries a role,
 *   account or user id, and through a user `{id}` in the path: the harmless value works, the
 *   escalating one is refused with nothing written, and a foreign id reads as an unknown one.
 * - Data every tenant shares (roles, countries, modules, settings) is changed by administrators
 *   only, even by a user ticking every permission of the role editor.
 * - Cross-site request forgery: every write refuses a form post, a foreign Origin and a sibling
 *   site's fetch even with the session cookie; so does the socket handshake.
 * - Malformed encodings on every JSON route: deep nesting, broken JSON, oversized bodies, other
 *   charsets and media types, lone surrogates and control characters get a clear 4xx, never a 500.
 */
import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import type request from 'supertest';
import { EDITOR_ACTIONS, SUBJECTS, type Permission } from '../src/core/access/subjects';
import { Article } from '../src/articles/entities/article.entity';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { createAccount, createRole, createUser } from './support/factories';
import {
  describeOp,
  fingerprint,
  loadDoc,
  operationsOf,
  resolver,
  type Operation,
  type Schema,
} from './support/openapi-doc';
import { fixture, resourceOf, tokenFor, type Caller } from './support/route-fixtures';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

type IdKind = 'role' | 'account' | 'user';
/** Names that carry an id someone could use to reach further than they may. */
const ID_FIELDS: [RegExp, IdKind][] = [
  [/^roleIds?$/, 'role'],
  [/^accountIds?$/, 'account'],
  [/^(userIds?|assignedTo)$/, 'user'],
];
const kindOf = (name: string): IdKind | null =>
  ID_FIELDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;

/** Shared by every tenant: only administrators change them (ARCHITECTURE "Shared settings"). */
const SHARED = [
  '/api/roles',
  '/api/countries',
  '/api/modules',
  '/api/settings',
  '/api/providers',
  '/api/plans',
  '/api/prompts/system',
];
const UNKNOWN_ID = 2_000_000_000;

const env = testEnv();
let t: TestApp;
let operations: Operation[];
let resolve: (schema: Schema) => Schema;

/** The two accounts and the ids a caller in account A may and may not use. */
interface World {
  accountA: number;
  accountB: number;
  harmless: Record<IdKind, () => Promise<number>>;
  escalating: Record<IdKind, number[]>;
  /** Users of account A whose role is stronger than any route holder's. */
  strongerUsers: number[];
}
let world: World;

beforeAll(async () => {
  t = await startApp(env);
  const doc = await loadDoc(t);
  operations = operationsOf(doc);
  resolve = resolver(doc);

  const accountA = (await createAccount(t.db)).id;
  const accountB = (await createAccount(t.db)).id;
  const nothing = await createRole(t.db, { permissions: [] });
  const everything = await createRole(t.db, { permissions: EVERY_PERMISSION });
  const adminRole = await createRole(t.db, { permissions: [], isAdmin: true });
  const adminOfA = await createUser(t.db, { accountId: accountA, roleName: adminRole.name });
  const strongOfA = await createUser(t.db, { accountId: accountA, roleName: everything.name });
  const userOfB = await createUser(t.db, { accountId: accountB, roleName: null });
  const adminOfB = await createUser(t.db, { accountId: accountB, roleName: adminRole.name });
  world = {
    accountA,
    accountB,
    harmless: {
      role: async () => nothing.id,
      account: async () => accountA,
      user: async () => (await createUser(t.db, { accountId: accountA, roleName: null })).id,
    },
    escalating: {
      role: [adminRole.id, everything.id],
      account: [accountB],
      user: [userOfB.id, adminOfB.id],
    },
    strongerUsers: [adminOfA.id, strongOfA.id],
  };
});
afterAll(async () => {
  await t.close();
  await dropEnv(env);
});

const EVERY_PERMISSION: Permission[] = SUBJECTS.flatMap((subject) =>
  EDITOR_ACTIONS.map((action) => ({ action, subject })),
);

const unique = () => randomBytes(4).toString('hex');

/** A value the schema accepts: required properties only, strings shaped by their name. */
function sample(schema: Schema, name = ''): unknown {
  const s = resolve(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string': {
      if (s.format === 'email' || /email/i.test(name)) return `sec-${unique()}@e2e.test`;
      if (s.format === 'uri' || /url/i.test(name)) return `https://sec-${unique()}.example.org`;
      return `Sec ${unique()}`.slice(0, s.maxLength ?? 64);
    }
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [sample(s.items ?? {}, name)];
    case 'object':
    case undefined:
    default: {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties![key]!, key);
      return out;
    }
  }
}

/** Paths to the id fields of a body schema: `['roleId']`, `['users', 0, 'userId']`. */
function idFields(schema: Schema, at: (string | number)[] = []): [(string | number)[], IdKind][] {
  const s = resolve(schema);
  const found: [(string | number)[], IdKind][] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const kind = kindOf(name);
    if (kind) found.push([[...at, name], kind]);
    const p = resolve(prop);
    if (p.type === 'array' && p.items) found.push(...idFields(p.items, [...at, name, 0]));
    else if (p.properties) found.push(...idFields(p, [...at, name]));
  }
  return found;
}

function withValue(body: unknown, path: (string | number)[], value: number): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  node[last] = Array.isArray(node[last]) ? [value] : value;
  return copy;
}

async function holderOf(op: Operation, extra: Permission[] = []): Promise<Caller> {
  const ability = op['x-ability'];
  const permissions = [...(ability ? [ability as Permission] : []), ...extra];
  const role = await createRole(t.db, { permissions });
  const user = await createUser(t.db, { accountId: world.accountA, roleName: role.name });
  return { id: user.id, accountId: world.accountA };
}

async function send(op: Operation, caller: Caller, url: string, body?: unknown) {
  const req = t.http[op.method](url).set('Authorization', `Bearer ${await tokenFor(t, caller.id)}`);
  return body === undefined ? req : req.send(body as object);
}

/** Routes a non-administrator may call with a permission of their own. */
const heldRoutes = () =>
  operations.filter(
    (op) => !op['x-public'] && op['x-ability'] && op['x-ability'].action !== 'manage',
  );

/**
 * Routes whose harmless user must also fit the record in the path: an article's assignee is a
 * user of its website's account who may write on it (write on articles, a can-write assignment).
 */
const HARMLESS_USER_OF: Record<string, (id: number) => Promise<number>> = {
  'PATCH /api/articles/{id}/assignee': async (articleId) => {
    const article = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
    const writer = await createRole(t.db, {
      permissions: [{ action: 'write', subject: 'article' }],
    });
    const user = await createUser(t.db, { accountId: world.accountA, roleName: writer.name });
    await t.db
      .getRepository(WebsiteUser)
      .insert({ websiteId: article.websiteId, userId: user.id, canWrite: true });
    return user.id;
  },
};

/** A body the schema accepts (required fields only), every id in it harmless. */
async function harmlessBody(schema: Schema, at?: { op: Operation; id: number }): Promise<unknown> {
  let body = sample(schema);
  const special = at ? HARMLESS_USER_OF[describeOp(at.op)] : undefined;
  for (const [path, kind] of idFields(schema)) {
    if (!has(body, path)) continue;
    const value = kind === 'user' && special ? await special(at!.id) : await world.harmless[kind]();
    body = withValue(body, path, value);
  }
  return body;
}

function has(body: unknown, path: (string | number)[]): boolean {
  let node = body as Record<string | number, unknown> | undefined;
  for (const key of path) {
    if (node === undefined || node === null || typeof node !== 'object' || !(key in node)) {
      return false;
    }
    node = node[key] as Record<string | number, unknown>;
  }
  return true;
}

const reads = (op: Operation) => op.method === 'get' || op['x-ability']?.action === 'read';

it('refuses every escalating id in a request body, and writes nothing', async () => {
  const failures: string[] = [];
  let cases = 0;
  for (const op of heldRoutes()) {
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema || reads(op)) continue;
    for (const [path, kind] of idFields(schema)) {
      const caller = await holderOf(op);
      const resource = resourceOf(op.path);
      const id = resource ? await fixture(t, resource, world.accountA, caller) : 0;
      const url = op.path.replace('{id}', String(id));
      const where = `${describeOp(op)} ${path.join('.')}`;

      const ok = await send(op, caller, url, await harmlessBody(schema, { op, id }));
      if (ok.status >= 300) {
        failures.push(`${where}: a harmless ${kind} id got ${ok.status} ${ok.body.message}`);
        continue;
      }
      for (const value of world.escalating[kind]) {
        cases++;
        const body = withValue(await harmlessBody(schema, { op, id }), path, value);
        const before = await fingerprint(t);
        const res = await send(op, caller, url, body);
        if (res.status < 400 || res.status === 401 || res.status >= 500) {
          failures.push(`${where}: ${kind} ${value} got ${res.status}`);
        }
        if ((await fingerprint(t)) !== before) failures.push(`${where}: ${kind} ${value} wrote`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(cases).toBeGreaterThanOrEqual(9);
}, 120_000);

it('never lets a holder of write on user change a user stronger than themself', async () => {
  const failures: string[] = [];
  let cases = 0;
  for (const op of heldRoutes()) {
    if (resourceOf(op.path) !== 'users' || op.method === 'get') continue;
    const caller = await holderOf(op);
    const schema = op.requestBody?.content['application/json']?.schema;
    const body = schema ? sample(schema) : undefined;
    const harmless = await world.harmless.user();
    const allowed = await send(op, caller, op.path.replace('{id}', String(harmless)), body);
    if (allowed.status === 403 || allowed.status >= 500) {
      failures.push(`${describeOp(op)} on a weaker user got ${allowed.status}`);
    }
    for (const target of world.strongerUsers) {
      cases++;
      const before = await fingerprint(t);
      const res = await send(op, caller, op.path.replace('{id}', String(target)), body);
      if (res.status !== 403) failures.push(`${describeOp(op)} on user ${target}: ${res.status}`);
      if ((await fingerprint(t)) !== before) failures.push(`${describeOp(op)} ${target} wrote`);
    }
  }
  expect(failures).toEqual([]);
  expect(cases).toBeGreaterThanOrEqual(6);
}, 120_000);

it('answers a read naming another account’s ids exactly as one naming unknown ids', async () => {
  const failures: string[] = [];
  let cases = 0;
  for (const op of heldRoutes().filter(reads)) {
    const schema = op.requestBody?.content['application/json']?.schema;
    const fields: { name: string; kind: IdKind; path?: (string | number)[] }[] = [
      ...(op.parameters ?? [])
        .filter((p) => p.in === 'query' && kindOf(p.name))
        .map((p) => ({ name: p.name, kind: kindOf(p.name)! })),
      ...(schema ? idFields(schema) : []).map(([path, kind]) => ({
        name: path.join('.'),
        kind,
        path,
      })),
    ];
    // Roles are shared by every tenant: reading one reveals nothing of another account.
    for (const field of fields.filter((f) => f.kind !== 'role')) {
      // Holds a website and a user of its own, so a leak would have rows to show.
      const caller = await holderOf(op, [{ action: 'read', subject: 'user' }]);
      await fixture(t, 'websites', world.accountA, caller);
      const resource = resourceOf(op.path);
      const id = resource ? await fixture(t, resource, world.accountA, caller) : 0;
      const url = op.path.replace('{id}', String(id));
      const ask = async (value: number) =>
        field.path
          ? send(op, caller, url, withValue(await harmlessBody(schema!), field.path, value))
          : send(op, caller, `${url}?${field.name}=${value}`);
      const where = `${describeOp(op)} ${field.name}`;
      const own = await ask(await world.harmless[field.kind]());
      if (own.status !== 200) failures.push(`${where}: an own id got ${own.status}`);
      const unknown = await ask(UNKNOWN_ID);
      for (const value of world.escalating[field.kind]) {
        cases++;
        const res = await ask(value);
        if (
          res.status !== unknown.status ||
          JSON.stringify(res.body) !== JSON.stringify(unknown.body)
        ) {
          failures.push(`${where}=${value} reveals: ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(cases).toBeGreaterThanOrEqual(6);
}, 120_000);

it('lets only administrators change what every tenant shares', async () => {
  const role = await createRole(t.db, { permissions: EVERY_PERMISSION });
  const strongest = await createUser(t.db, { accountId: world.accountA, roleName: role.name });
  const caller = { id: strongest.id, accountId: world.accountA };
  const failures: string[] = [];
  let cases = 0;
  for (const op of operations) {
    const shared = SHARED.some((prefix) => op.path === prefix || op.path.startsWith(`${prefix}/`));
    const reads = op.method === 'get' || op['x-ability']?.action === 'read' || op['x-public'];
    if (!shared || reads) continue;
    cases++;
    const ability = op['x-ability'];
    if (ability?.action !== 'manage')
      failures.push(`${describeOp(op)} needs ${JSON.stringify(ability)}`);
    const resource = resourceOf(op.path);
    const id = resource ? await fixture(t, resource, world.accountA, caller) : 0;
    const schema = op.requestBody?.content['application/json']?.schema;
    const before = await fingerprint(t);
    const res = await send(
      op,
      caller,
      op.path.replace('{id}', String(id)),
      schema && sample(schema),
    );
    if (res.status !== 403) failures.push(`${describeOp(op)} got ${res.status}`);
    if ((await fingerprint(t)) !== before) failures.push(`${describeOp(op)} wrote`);
  }
  expect(failures).toEqual([]);
  // Roles 3, countries 3, modules 3, settings 1, providers 8, plans 1, system prompts 2.
  expect(cases).toBeGreaterThanOrEqual(21);
}, 120_000);

/** Writes, as a browser would send them: every non-GET route of the document but the beacon. */
const writes = () => operations.filter((op) => op.method !== 'get' && !op['x-cross-site']);

async function adminSession() {
  const { cookie, body } = await login(t);
  return { cookie, caller: { id: body.userData.id as number, accountId: world.accountA } };
}

it('refuses cross-site writes with the session cookie: forms, foreign origins, other sites', async () => {
  const { cookie, caller } = await adminSession();
  const failures: string[] = [];
  for (const op of writes()) {
    const resource = resourceOf(op.path);
    const id = resource ? await fixture(t, resource, world.accountA, caller) : 0;
    const url = op.path.replace('{id}', String(id));
    const schema = op.requestBody?.content['application/json']?.schema;
    const body = (schema ? await harmlessBody(schema) : {}) as Record<string, unknown>;
    const attempts: [string, () => request.Test, number][] = [
      [
        'a form post',
        () => t.http[op.method](url).set('Cookie', cookie).type('form').send(formOf(body)),
        415,
      ],
      [
        'JSON from another origin',
        () =>
          t.http[op.method](url)
            .set('Cookie', cookie)
            .set('Origin', 'https://evil.example.org')
            .send(body),
        403,
      ],
      [
        'JSON from a sibling site',
        () =>
          t.http[op.method](url)
            .set('Cookie', cookie)
            .set('Sec-Fetch-Site', 'same-site')
            .send(body),
        403,
      ],
    ];
    for (const [what, attempt, due] of attempts) {
      const before = await fingerprint(t);
      const res = await attempt();
      if (res.status !== due) failures.push(`${describeOp(op)} ${what}: ${res.status}, due ${due}`);
      if ((await fingerprint(t)) !== before) failures.push(`${describeOp(op)} ${what} wrote`);
    }
  }
  expect(failures).toEqual([]);
  // A same-origin page still writes.
  const own = await t.http
    .patch(`/api/users/${caller.id}`)
    .set('Cookie', cookie)
    .set('Origin', t.url)
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ firstName: 'Same' });
  expect(own.status).toBe(200);
}, 120_000);

it('opens a socket with the session cookie only from the product’s own pages', async () => {
  const { cookie } = await adminSession();
  const open = (origin: string) =>
    new Promise<boolean>((resolve) => {
      const socket = io(t.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie, origin },
        reconnection: false,
      });
      socket.once('connect', () => {
        socket.close();
        resolve(true);
      });
      socket.once('connect_error', () => {
        socket.close();
        resolve(false);
      });
    });
  expect(await open('https://evil.example.org')).toBe(false);
  expect(await open(t.url)).toBe(true);
});

it('answers malformed encodings on every JSON route with a clear 4xx, writing nothing', async () => {
  const { caller } = await adminSession();
  const token = await tokenFor(t, caller.id);
  let deep = '1';
  for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
  const failures: string[] = [];
  let routes = 0;
  for (const op of writes()) {
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema) continue;
    routes++;
    const resource = resourceOf(op.path);
    const id = resource ? await fixture(t, resource, world.accountA, caller) : 0;
    const url = op.path.replace('{id}', String(id));
    const text = Object.entries(resolve(schema).properties ?? {}).find(
      ([, p]) => resolve(p).type === 'string',
    )?.[0];
    const raw = (json: string, type = 'application/json') =>
      t.http[op.method](url)
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', type)
        .send(json);
    const cases: [string, () => request.Test, number, string?][] = [
      ['JSON nested 5,000 deep', () => raw(deep), 400, 'request.too_deep'],
      ['broken JSON', () => raw('{"a":'), 400, 'request.malformed'],
      [
        '2 MB of JSON',
        () => raw(JSON.stringify({ a: 'x'.repeat(2 << 20) })),
        413,
        'request.too_large',
      ],
      [
        'a latin1 body',
        () => raw('{}', 'application/json; charset=latin1'),
        415,
        'request.unsupported_charset',
      ],
      ['a text/plain body', () => raw('{}', 'text/plain'), 415, 'request.unsupported_media_type'],
    ];
    if (text) {
      cases.push(
        ['a lone surrogate', () => raw(`{"${text}":"x\\ud800y"}`), 400],
        ['a NUL and an ESC', () => raw(`{"${text}":"a\\u0000b\\u001bc"}`), 400],
      );
    }
    for (const [what, attempt, due, code] of cases) {
      const before = await fingerprint(t);
      const res = await attempt();
      const where = `${describeOp(op)} with ${what}`;
      if (res.status !== due) failures.push(`${where}: ${res.status}, due ${due}`);
      else if (code && res.body.code !== code) failures.push(`${where}: code ${res.body.code}`);
      else if (typeof res.body.message !== 'string') failures.push(`${where}: no message`);
      else if (!code && !res.body.errors?.[text!]) failures.push(`${where}: no field error`);
      if ((await fingerprint(t)) !== before) failures.push(`${where} wrote`);
    }
  }
  expect(failures).toEqual([]);
  expect(routes).toBeGreaterThan(15);
}, 180_000);

/** A flat form encoding of a JSON body, as an HTML form would post it. */
function formOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}
