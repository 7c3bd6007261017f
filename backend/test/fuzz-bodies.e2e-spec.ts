/**
 * Fuzzed bodies on every JSON create/update route of the OpenAPI document, sent by an
 * administrator: an unknown field, each property with the wrong type, each string property 10 KB
 * long, and an empty body when fields are required. Every one must get a 400 naming the field,
 * never a 500, and the database must not change at all. A new route is covered without a new test.
 */
import { createAccount, createRole, createUser } from './support/factories';
import { fixture, resourceOf, tokenFor, type Caller } from './support/route-fixtures';
import {
  changedTables,
  fingerprint,
  loadDoc,
  resolver,
  type Doc,
  type Schema,
} from './support/openapi-doc';
import { dropEnv, startApp, testEnv, type TestApp } from './support/test-app';

const TEN_KB = 'x'.repeat(10 * 1024);

const env = testEnv();
let t: TestApp;
let doc: Doc;
let resolve: (schema: Schema) => Schema;

beforeAll(async () => {
  t = await startApp(env);
  doc = await loadDoc(t);
  resolve = resolver(doc);
});
afterAll(async () => {
  await t.close();
  await dropEnv(env);
});

/** A value of a different JSON type than the property declares. */
function wrongType(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.enum) return { not: 'in the enum' };
  switch (s.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not a list';
    case 'object':
    case undefined:
      return 42;
    default:
      return 42;
  }
}

it('rejects every malformed body with field messages, never a 500, never a partial write', async () => {
  const account = await createAccount(t.db);
  const role = await createRole(t.db, { permissions: [], isAdmin: true });
  const admin: Caller = {
    id: (await createUser(t.db, { roleName: role.name, accountId: account.id })).id,
    accountId: account.id,
  };
  const token = await tokenFor(t, admin.id);
  const failures: string[] = [];
  let routes = 0;
  let cases = 0;

  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const schemaRef = op.requestBody?.content['application/json']?.schema;
      if (!schemaRef || !['post', 'put', 'patch'].includes(method)) continue;
      const schema = resolve(schemaRef);
      if (!schema.properties) continue;
      routes++;
      const resource = resourceOf(path);
      const id = resource ? await fixture(t, resource, account.id, admin) : 0;
      const url = path.replace('{product}', 'multisite').replace('{id}', String(id));
      const bodies: [string, Record<string, unknown>, string[]][] = [
        ['an unknown field', { unexpectedField: 'x' }, ['unexpectedField']],
      ];
      for (const [name, prop] of Object.entries(schema.properties)) {
        bodies.push([`${name} of the wrong type`, { [name]: wrongType(prop) }, [name]]);
        const p = resolve(prop);
        if (
          p.type === 'string' &&
          !p.enum &&
          (p.maxLength === undefined || p.maxLength < TEN_KB.length)
        ) {
          bodies.push([`${name} 10 KB long`, { [name]: TEN_KB }, [name]]);
        }
      }
      if (schema.required?.length) bodies.push(['an empty body', {}, schema.required]);

      const before = await fingerprint(t);
      for (const [what, body, fields] of bodies) {
        cases++;
        const res = await t.http[method as 'post'](url)
          .set('Authorization', `Bearer ${token}`)
          .send(body);
        const where = `${method.toUpperCase()} ${path} with ${what}`;
        if (res.status !== 400) {
          failures.push(`${where}: got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          continue;
        }
        const errors = (res.body as { errors?: Record<string, string[]> }).errors ?? {};
        const named = fields.filter(
          (f) => !Object.keys(errors).some((k) => k === f || k.startsWith(`${f}.`)),
        );
        if (named.length || typeof res.body.message !== 'string') {
          failures.push(
            `${where}: 400 without a message for ${named.join(', ')}: ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
      }
      const after = await fingerprint(t);
      if (after !== before)
        failures.push(
          `${method.toUpperCase()} ${path}: a rejected body changed ${changedTables(before, after).join(', ')}`,
        );
    }
  }
  expect(routes).toBeGreaterThan(10);
  expect(cases).toBeGreaterThan(100);
  expect(failures).toEqual([]);
}, 240_000);
