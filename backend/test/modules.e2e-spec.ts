import { ProductModule } from '../src/modules/entities/product-module.entity';
import { createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

interface ModuleBody {
  id: number;
  name: string;
  code: string;
  parentId: number | null;
  settings: { key: string; value: string }[];
  children?: ModuleBody[];
}

describe('modules', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let reader: string;

  const count = () => t.db.getRepository(ProductModule).count();
  const post = (body: unknown, cookie = admin) =>
    t.http
      .post('/api/modules')
      .set('Cookie', cookie)
      .send(body as object);
  const patch = (id: number, body: unknown, cookie = admin) =>
    t.http
      .patch(`/api/modules/${id}`)
      .set('Cookie', cookie)
      .send(body as object);
  const make = async (code: string, parentId: number | null = null): Promise<ModuleBody> =>
    (await post({ name: code.toUpperCase(), code, parentId }).expect(201)).body.data;

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    const v = await createUser(t.db, { roleName: 'Viewer' });
    viewer = (await login(t, v.email, v.password)).cookie;
    const role = await createRole(t.db, { permissions: [{ action: 'read', subject: 'module' }] });
    const r = await createUser(t.db, { roleName: role.name });
    reader = (await login(t, r.email, r.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('creates, lists, nests, updates and deletes modules', async () => {
    const created = await post({
      name: ' Publishing ',
      code: 'publishing',
      settings: [
        { key: 'endpoint', value: 'https://example.com/api' },
        { key: 'mode', value: ' keep spaces ' },
      ],
    }).expect(201);
    expect(created.body.message).toBe('Saved successfully.');
    const root = created.body.data as ModuleBody;
    expect(root).toMatchObject({
      name: 'Publishing',
      code: 'publishing',
      parentId: null,
      settings: [
        { key: 'endpoint', value: 'https://example.com/api' },
        { key: 'mode', value: ' keep spaces ' },
      ],
    });
    const child = (
      await post({ name: 'Yoast', code: 'yoast_seo-2', parentId: root.id }).expect(201)
    ).body.data as ModuleBody;
    expect(child).toMatchObject({ parentId: root.id, settings: [] });

    const list = await t.http.get('/api/modules?perPage=100').set('Cookie', reader).expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, perPage: 100 });
    expect(list.body.data.find((m: ModuleBody) => m.id === child.id).parentId).toBe(root.id);
    const children = await t.http
      .get(`/api/modules?parentId=${root.id}`)
      .set('Cookie', reader)
      .expect(200);
    expect(children.body.data.map((m: ModuleBody) => m.code)).toEqual(['yoast_seo-2']);
    const search = await t.http.get('/api/modules?q=yoast').set('Cookie', reader).expect(200);
    expect(search.body.total).toBe(1);

    const tree = await t.http.get('/api/modules/tree').set('Cookie', reader).expect(200);
    expect(tree.body).toHaveLength(1);
    expect(tree.body[0]).toMatchObject({ id: root.id, children: [{ id: child.id, children: [] }] });

    const updated = await patch(root.id, {
      name: 'Publishing hub',
      settings: [{ key: 'a', value: '' }],
    }).expect(200);
    expect(updated.body.data).toMatchObject({
      name: 'Publishing hub',
      settings: [{ key: 'a', value: '' }],
    });
    const moved = await patch(child.id, { parentId: null }).expect(200);
    expect(moved.body.data.parentId).toBeNull();
    const read = await t.http.get(`/api/modules/${child.id}`).set('Cookie', reader).expect(200);
    expect(read.body).toMatchObject({ id: child.id, parentId: null });

    for (const id of [child.id, root.id]) {
      await t.http.delete(`/api/modules/${id}`).set('Cookie', admin).expect(200);
    }
    const gone = await t.http.get(`/api/modules/${root.id}`).set('Cookie', admin).expect(404);
    expect(gone.body).toEqual({
      statusCode: 404,
      code: 'module.not_found',
      message: 'Module not found',
    });
  });

  it('reports every validation rule with its message, and writes nothing', async () => {
    const before = await count();
    const ok = { name: 'Valid', code: 'valid' };
    const many = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const cases: [object, string, string][] = [
      [{ code: 'c1' }, 'name', 'Name is required'],
      [{ ...ok, name: 'x'.repeat(256) }, 'name', 'Name must be at most 255 characters'],
      [{ name: 'No code' }, 'code', 'Code is required'],
      [
        { ...ok, code: 'Bad Code!' },
        'code',
        'Code may only contain lowercase letters, digits, _ and -',
      ],
      [{ ...ok, code: 'c'.repeat(101) }, 'code', 'Code must be at most 100 characters'],
      [{ ...ok, parentId: 'x' }, 'parentId', 'parentId must be a whole number or null'],
      [{ ...ok, parentId: 999_999 }, 'parentId', 'The parent module does not exist.'],
      [{ ...ok, settings: 'a=b' }, 'settings', 'Settings must be a list of key and value pairs'],
      [{ ...ok, settings: many }, 'settings', 'A module can have at most 50 settings'],
      [
        {
          ...ok,
          settings: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        'settings',
        'Setting keys must be unique',
      ],
      [
        { ...ok, settings: [{ key: ' ', value: '1' }] },
        'settings.0.key',
        'Setting key is required',
      ],
      [
        { ...ok, settings: [{ key: 'k'.repeat(101), value: '1' }] },
        'settings.0.key',
        'Setting key must be at most 100 characters',
      ],
      [
        { ...ok, settings: [{ key: 'k', value: 'v'.repeat(2001) }] },
        'settings.0.value',
        'Setting value must be at most 2000 characters',
      ],
      [
        { ...ok, settings: [{ key: 'k', value: 5 }] },
        'settings.0.value',
        'Setting value must be text',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body).expect(400);
      expect({ field, errors: res.body.errors[field] }).toEqual({ field, errors: [message] });
      expect(res.body.message).toBe(message);
    }
    const fifty = Array.from({ length: 50 }, (_, i) => ({ key: `k${i}`, value: 'v'.repeat(2000) }));
    const unknown = await post({
      ...ok,
      id: 3,
      settings: [{ key: 'k', value: 'v', secret: 1 }],
    }).expect(400);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['id', 'settings.0.secret']);
    await post({ ...ok, name: 'x'.repeat(10_240) }).expect(400);
    await post({ ...ok, settings: [{ key: 'x'.repeat(10_240), value: 'v' }] }).expect(400);
    await post({ ...ok, settings: [5, null] }).expect(400);
    await post({ ...ok, settings: null }).expect(400);
    await post({ name: 1, code: true }).expect(400);
    expect(await count()).toBe(before);
    await post({ ...ok, settings: fifty }).expect(201);
    expect(await count()).toBe(before + 1);
  });

  it('keeps codes unique with 409', async () => {
    const first = await make('unique-code');
    const before = await count();
    const dup = await post({ name: 'Again', code: 'unique-code' }).expect(409);
    expect(dup.body.message).toBe('A module with the code "unique-code" already exists.');
    expect(dup.body.errors).toEqual({
      code: ['A module with the code "unique-code" already exists.'],
    });
    const other = await make('other-code');
    await patch(other.id, { code: 'unique-code' }).expect(409);
    await patch(first.id, { code: 'unique-code', name: 'Same code is fine' }).expect(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses cycles in the tree', async () => {
    const a = await make('cycle-a');
    const b = await make('cycle-b', a.id);
    const c = await make('cycle-c', b.id);
    const self = await patch(a.id, { parentId: a.id }).expect(400);
    expect(self.body).toEqual({
      statusCode: 400,
      code: 'module.own_ancestor',
      message: 'A module cannot be its own ancestor.',
      errors: { parentId: ['A module cannot be its own ancestor.'] },
    });
    const descendant = await patch(a.id, { parentId: c.id, name: 'Renamed' }).expect(400);
    expect(descendant.body.errors).toEqual({ parentId: ['A module cannot be its own ancestor.'] });
    const row = await t.db.getRepository(ProductModule).findOneByOrFail({ id: a.id });
    expect(row).toMatchObject({ parentId: null, name: 'CYCLE-A' });
    await patch(c.id, { parentId: 999_999 }).expect(400);
    await patch(c.id, { parentId: a.id }).expect(200);
  });

  it('refuses to delete a module that has children', async () => {
    const parent = await make('parent');
    await make('kid', parent.id);
    const res = await t.http.delete(`/api/modules/${parent.id}`).set('Cookie', admin).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'module.has_children',
      message: 'Remove or move the child modules first.',
    });
    expect(await t.db.getRepository(ProductModule).existsBy({ id: parent.id })).toBe(true);
  });

  it('needs a session, read on module to read and module rights to change', async () => {
    const target = await make('guarded');
    await t.http.get('/api/modules').expect(401);
    await post({ name: 'Anon', code: 'anon' }, '').expect(401);
    const before = await count();
    await t.http.get('/api/modules').set('Cookie', viewer).expect(403);
    await t.http.get('/api/modules/tree').set('Cookie', viewer).expect(403);
    for (const cookie of [viewer, reader]) {
      await post({ name: 'Nope', code: 'nope' }, cookie).expect(403);
      await patch(target.id, { name: 'Nope' }, cookie).expect(403);
      await t.http.delete(`/api/modules/${target.id}`).set('Cookie', cookie).expect(403);
    }
    expect(await count()).toBe(before);
    expect((await t.db.getRepository(ProductModule).findOneByOrFail({ id: target.id })).name).toBe(
      'GUARDED',
    );
  });

  it('tells signed-in sockets when a module changes', async () => {
    const socket = await connectSocket(t, reader);
    try {
      const seen = nextEvent(socket, 'modules.changed');
      const created = await make('live-module');
      expect(await seen).toEqual({ action: 'created', id: created.id });
      const updated = nextEvent(socket, 'modules.changed');
      await patch(created.id, { name: 'Live' }).expect(200);
      expect(await updated).toEqual({ action: 'updated', id: created.id });
    } finally {
      socket.disconnect();
    }
  });
});
