import { rulesFor } from '../src/core/access/ability.factory';
import { EDITOR_ACTIONS, SUBJECTS } from '../src/core/access/subjects';
import { Role } from '../src/core/access/entities/role.entity';
import { User } from '../src/users/entities/user.entity';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  whoHears,
  type TestApp,
} from './support/test-app';

interface RoleBody {
  id: number;
  name: string;
  isAdmin: boolean;
  permissions: { action: string; subject: string }[];
  usersCount: number;
  users: { id: number; name: string; avatar: string | null }[];
}

describe('roles and permissions', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let newsroomId: number;
  let viewer: string;
  let roleReader: string;

  const roles = () => t.db.getRepository(Role);
  const post = (body: object, cookie = admin) =>
    t.http.post('/api/roles').set('Cookie', cookie).send(body);
  const patch = (id: number, body: object, cookie = admin) =>
    t.http.patch(`/api/roles/${id}`).set('Cookie', cookie).send(body);
  const byName = async (name: string, cookie = admin): Promise<RoleBody> =>
    (await t.http.get('/api/roles').set('Cookie', cookie).expect(200)).body.find(
      (r: RoleBody) => r.name === name,
    );

  beforeAll(async () => {
    t = await startApp(env);
    const session = await login(t);
    admin = session.cookie;
    newsroomId = session.body.userData.accountId;
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
    viewer = (await login(t, v.email, v.password)).cookie;
    const reader = await createRole(t.db, {
      name: 'Role reader',
      permissions: [{ action: 'read', subject: 'role' }],
    });
    const r = await createUser(t.db, { roleName: reader.name, accountId: newsroomId });
    roleReader = (await login(t, r.email, r.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('needs a session, read on role to view, and Administrator Access to change', async () => {
    await t.http.get('/api/roles').expect(401);
    await t.http.get('/api/permissions').expect(401);
    await t.http.get('/api/roles').set('Cookie', viewer).expect(403);
    await t.http.get('/api/permissions').set('Cookie', viewer).expect(403);
    await t.http.post('/api/roles/test').set('Cookie', viewer).send({ roleId: 1 }).expect(403);
    await t.http.get('/api/roles').set('Cookie', roleReader).expect(200);
    const before = await roles().count();
    await post({ name: 'Sneaky', isAdmin: true }, roleReader).expect(403);
    const viewerRole = await roles().findOneByOrFail({ name: 'Viewer' });
    await patch(viewerRole.id, { isAdmin: true }, roleReader).expect(403);
    await t.http.delete(`/api/roles/${viewerRole.id}`).set('Cookie', roleReader).expect(403);
    expect(await roles().count()).toBe(before);
    expect((await roles().findOneByOrFail({ id: viewerRole.id })).isAdmin).toBe(false);
  });

  it('lists roles for the cards: permissions, admin flag, user count and up to 5 users', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 7; i++) {
      await createUser(t.db, {
        roleName: 'Author',
        accountId: i < 6 ? newsroomId : account.id,
        firstName: `Author${i}`,
        lastName: 'Test',
      });
    }
    const all = (await t.http.get('/api/roles').set('Cookie', admin).expect(200))
      .body as RoleBody[];
    expect(all.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Administrator', 'Editor', 'Author', 'Viewer']),
    );
    const administrator = all.find((r) => r.name === 'Administrator')!;
    expect(administrator).toMatchObject({ isAdmin: true, usersCount: 1 });
    expect(administrator.users).toEqual([
      { id: expect.any(Number), name: 'Demo Administrator', avatar: null },
    ]);
    const author = all.find((r) => r.name === 'Author')!;
    expect(author.usersCount).toBe(7);
    expect(author.users.map((u) => u.name)).toEqual([0, 1, 2, 3, 4].map((i) => `Author${i} Test`));
    expect(author.permissions).toContainEqual({ action: 'create', subject: 'article' });
    expect(JSON.stringify(all)).not.toMatch(/passwordHash|email/);

    // Outside administrators, counts and faces come from the caller's own account only.
    expect((await byName('Author', roleReader)).usersCount).toBe(6);
    const one = await t.http.get(`/api/roles/${author.id}`).set('Cookie', admin).expect(200);
    expect(one.body).toEqual(author);
    await t.http.get('/api/roles/999999').set('Cookie', admin).expect(404);
  });

  it('creates a role, normalising its permissions, and refuses a duplicate name', async () => {
    const res = await post({
      name: '  Desk Editor ',
      permissions: [
        { action: 'write', subject: 'website' },
        { action: 'read', subject: 'account' },
        { action: 'write', subject: 'website' },
      ],
    }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Desk Editor',
      isAdmin: false,
      usersCount: 0,
      users: [],
      permissions: [
        { action: 'read', subject: 'account' },
        { action: 'write', subject: 'website' },
      ],
    });
    const before = await roles().count();
    const dup = await post({ name: 'desk editor' }).expect(409);
    expect(dup.body).toEqual({
      statusCode: 409,
      code: 'role.name_taken',
      message: 'A role with this name already exists.',
    });
    const renamed = await patch(res.body.id, { name: 'Editor' }).expect(409);
    expect(renamed.body.message).toBe('A role with this name already exists.');
    expect(await roles().count()).toBe(before);
  });

  it('validates names and permissions with exact messages; nothing is written', async () => {
    const before = await roles().count();
    const expectError = async (body: object, errors: Record<string, string[]>) => {
      const res = await post(body).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect(Object.values(errors).flat()).toContain(res.body.message);
    };
    await expectError({}, { name: ['The name field is required.'] });
    await expectError({ name: '   ' }, { name: ['The name field is required.'] });
    await expectError(
      { name: 'x'.repeat(101) },
      { name: ['The name must be at most 100 characters.'] },
    );
    await expectError(
      { name: 'Bad', permissions: [{ action: 'delete', subject: 'planet' }] },
      {
        'permissions.0.action': ['The action must be read, write or create.'],
        'permissions.0.subject': ['The subject is not one the permission model knows.'],
      },
    );
    await expectError(
      { name: 'Bad', permissions: [{ action: 'manage', subject: 'all' }] },
      {
        'permissions.0.action': ['The action must be read, write or create.'],
        'permissions.0.subject': ['The subject is not one the permission model knows.'],
      },
    );
    await expectError(
      { name: 'Bad', isAdmin: 'yes' },
      { isAdmin: ['isAdmin must be true or false.'] },
    );
    for (const body of [
      { name: 'Bad', extra: 1 },
      { name: 5 },
      { name: 'x'.repeat(10 * 1024) },
      { name: 'Bad', permissions: 'all' },
      { name: 'Bad', permissions: [5] },
      { name: 'Bad', permissions: [null] },
      { name: 'Bad', permissions: [{ action: 'read', subject: 'user', extra: true }] },
      {
        name: 'Bad',
        permissions: Array.from({ length: 200 }, () => ({ action: 'read', subject: 'user' })),
      },
      [{ name: 'Bad' }],
    ]) {
      const res = await post(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    const viewerRole = await roles().findOneByOrFail({ name: 'Viewer' });
    await patch(viewerRole.id, { name: null }).expect(400);
    await patch(viewerRole.id, { permissions: null }).expect(400);
    expect(await roles().count()).toBe(before);
    expect(await roles().findOneByOrFail({ id: viewerRole.id })).toMatchObject({ name: 'Viewer' });
  });

  it("pushes new rules to every holder's socket when a role's permissions change", async () => {
    const role = (
      await post({
        name: 'Live role',
        permissions: [{ action: 'read', subject: 'website' }],
      }).expect(201)
    ).body as RoleBody;
    const holders = await Promise.all(
      [0, 1].map(() => createUser(t.db, { roleName: role.name, accountId: newsroomId })),
    );
    // Another role's holder who may read roles sees the list change, not the rules; a Viewer,
    // who may not read roles, hears neither.
    const other = await createUser(t.db, { roleName: 'Role reader', accountId: newsroomId });
    const viewer = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
    const sockets = await Promise.all(
      [...holders, other, viewer].map(async (u) =>
        connectSocket(t, (await login(t, u.email, u.password)).cookie),
      ),
    );
    const pushed = sockets.slice(0, 2).map((s) => nextEvent(s, 'auth.rules.updated'));
    const leaked: unknown[] = [];
    sockets[2].on('auth.rules.updated', (p) => leaked.push(p));
    sockets[3].on('auth.rules.updated', (p) => leaked.push(p));
    sockets[3].on('roles.changed', (p) => leaked.push(p));
    const listChanged = nextEvent(sockets[2], 'roles.changed');
    const permissions = [{ action: 'write', subject: 'user' } as const];
    await patch(role.id, { permissions }).expect(200);
    const expected = rulesFor({ isAdmin: false, permissions });
    for (const p of pushed) expect((await p).abilityRules).toEqual(expected);
    expect(await listChanged).toEqual({ action: 'updated', id: role.id });
    const { token } = await login(t, holders[0].email, holders[0].password);
    await t.http.get('/api/users').set('Authorization', `Bearer ${token}`).expect(200);
    // A rename alone changes nobody's access.
    const rename = () => patch(role.id, { name: 'Live role renamed' }).expect(200);
    const listed = { socket: sockets[2], event: 'roles.changed' } as const;
    expect(await whoHears(sockets.slice(0, 2), 'auth.rules.updated', rename, listed)).toEqual([
      false,
      false,
    ]);
    expect(leaked).toEqual([]);
    sockets.forEach((s) => s.disconnect());
  });

  it('refuses to delete a role with users, deletes it once empty', async () => {
    const role = (await post({ name: 'Temporary' }).expect(201)).body as RoleBody;
    const holder = await createUser(t.db, { roleName: 'Temporary', accountId: newsroomId });
    const refused = await t.http.delete(`/api/roles/${role.id}`).set('Cookie', admin).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'role.in_use',
      message: 'There are users assigned to this role.',
      params: { count: 1 },
    });
    await t.db.getRepository(User).delete(holder.id);
    const ok = await t.http.delete(`/api/roles/${role.id}`).set('Cookie', admin).expect(200);
    expect(ok.body).toEqual({ message: 'The role has been deleted' });
    await t.http.delete(`/api/roles/${role.id}`).set('Cookie', admin).expect(404);
    await t.http.get(`/api/roles/${role.id}`).set('Cookie', admin).expect(404);
  });

  it('keeps Administrator Access on at least one active user', async () => {
    const administrator = await roles().findOneByOrFail({ name: 'Administrator' });
    const res = await patch(administrator.id, { isAdmin: false }).expect(409);
    expect(res.body.message).toBe('At least one active administrator must remain.');
    expect((await roles().findOneByOrFail({ id: administrator.id })).isAdmin).toBe(true);
  });

  it('lists every subject × action with the roles that hold it', async () => {
    const res = await t.http.get('/api/permissions').set('Cookie', roleReader).expect(200);
    expect(res.body.subjects).toEqual([...SUBJECTS]);
    expect(res.body.actions).toEqual([...EDITOR_ACTIONS]);
    expect(res.body.data).toHaveLength(SUBJECTS.length * EDITOR_ACTIONS.length);
    const holders = (action: string, subject: string) =>
      res.body.data
        .find(
          (e: { action: string; subject: string }) => e.action === action && e.subject === subject,
        )
        .roles.map((r: { name: string }) => r.name)
        .sort();
    expect(holders('read', 'website')).toEqual([
      'Administrator',
      'Author',
      'Desk Editor',
      'Editor',
      'Viewer',
    ]);
    expect(holders('create', 'user')).toEqual(['Administrator']);
    expect(holders('read', 'role')).toEqual(['Administrator', 'Role reader']);
    // write implies read, exactly as the guard sees it
    expect(holders('read', 'prompt')).toEqual(['Administrator', 'Editor']);
  });

  describe('role test', () => {
    const routes = [
      { path: '/apps/user/list', action: 'read', subject: 'user' },
      { path: '/apps/user/new', action: 'create', subject: 'user' },
      { path: '/apps/roles', action: 'read', subject: 'role' },
      { path: '/apps/settings', action: 'manage', subject: 'all' },
      { path: '/apps/accounts/list', action: 'read', subject: 'account' },
    ];

    it('answers for every route and permission with the guard’s own verdict', async () => {
      const role = await createRole(t.db, {
        permissions: [
          { action: 'write', subject: 'user' },
          { action: 'read', subject: 'role' },
        ],
      });
      const res = await t.http
        .post('/api/roles/test')
        .set('Cookie', roleReader)
        .send({ roleId: role.id, routes })
        .expect(200);
      expect(res.body.role).toEqual({ id: role.id, name: role.name, isAdmin: false });
      expect(res.body.routes.map((r: { can: boolean }) => r.can)).toEqual([
        true,
        false,
        true,
        false,
        false,
      ]);
      expect(res.body.permissions).toHaveLength(SUBJECTS.length * EDITOR_ACTIONS.length);
      expect(res.body.abilityRules).toEqual(rulesFor(role));
      expect(res.body.manageAll).toBe(false);

      // Now ask the real guard, as a user holding the role.
      const u = await createUser(t.db, { roleName: role.name, accountId: newsroomId });
      const { cookie } = await login(t, u.email, u.password);
      const calls: [string, () => Promise<{ status: number }>][] = [
        ['read:user', () => t.http.get('/api/users').set('Cookie', cookie)],
        ['create:user', () => t.http.post('/api/users').set('Cookie', cookie).send({})],
        ['read:role', () => t.http.get('/api/roles').set('Cookie', cookie)],
        ['manage:all', () => t.http.post('/api/roles').set('Cookie', cookie).send({})],
        ['write:user', () => t.http.patch(`/api/users/${u.id}`).set('Cookie', cookie).send({})],
      ];
      const verdict = (key: string) => {
        if (key === 'manage:all') return res.body.manageAll as boolean;
        const [action, subject] = key.split(':');
        return res.body.permissions.find(
          (p: { action: string; subject: string }) => p.action === action && p.subject === subject,
        ).can as boolean;
      };
      for (const [key, call] of calls) {
        const { status } = await call();
        expect({ key, allowed: status !== 403 }).toEqual({ key, allowed: verdict(key) });
      }
    });

    it('tests a user through their role, within the caller’s account', async () => {
      const res = await t.http
        .post('/api/roles/test')
        .set('Cookie', admin)
        .send({ userId: (await login(t)).body.userData.id, routes })
        .expect(200);
      expect(res.body.role).toMatchObject({ name: 'Administrator', isAdmin: true });
      expect(res.body.user).toMatchObject({ name: 'Demo Administrator' });
      expect(res.body.manageAll).toBe(true);
      expect(res.body.routes.every((r: { can: boolean }) => r.can)).toBe(true);

      const elsewhere = await createUser(t.db, { accountId: (await createAccount(t.db)).id });
      const manager = await createRole(t.db, {
        permissions: [
          { action: 'read', subject: 'user' },
          { action: 'read', subject: 'role' },
        ],
      });
      const m = await createUser(t.db, { roleName: manager.name, accountId: newsroomId });
      const cookie = (await login(t, m.email, m.password)).cookie;
      await t.http
        .post('/api/roles/test')
        .set('Cookie', cookie)
        .send({ userId: elsewhere.id })
        .expect(404);
      await t.http
        .post('/api/roles/test')
        .set('Cookie', roleReader)
        .send({ userId: m.id })
        .expect(403);
      const own = await t.http
        .post('/api/roles/test')
        .set('Cookie', cookie)
        .send({ userId: m.id })
        .expect(200);
      expect(own.body.routes).toEqual([]);
    });

    it('refuses ambiguous or oversized requests with 400', async () => {
      const send = (body: object) => t.http.post('/api/roles/test').set('Cookie', admin).send(body);
      const neither = await send({}).expect(400);
      expect(neither.body.message).toBe('Give either a role or a user to test.');
      await send({ roleId: 1, userId: 1 }).expect(400);
      await send({ roleId: 'x' }).expect(400);
      await send({ roleId: 1, routes: [{ path: '/x', action: 'fly', subject: 'user' }] }).expect(
        400,
      );
      await send({
        roleId: 1,
        routes: [{ path: 'x'.repeat(10_000), action: 'read', subject: 'user' }],
      }).expect(400);
      const tooMany = Array.from({ length: 201 }, (_, i) => ({
        path: `/p${i}`,
        action: 'read',
        subject: 'user',
      }));
      const res = await send({ roleId: 1, routes: tooMany }).expect(400);
      expect(res.body.message).toBe('At most 200 routes can be tested at once.');
      await send({ roleId: 1, routes: tooMany.slice(0, 200) }).expect(200);
      await send({ roleId: 999999 }).expect(404);
    });
  });
});
