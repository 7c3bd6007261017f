import { Account } from '../src/accounts/entities/account.entity';
import { Website } from '../src/websites/entities/website.entity';
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

interface AccountBody {
  id: number;
  name: string;
  plan: { id: number; code: string; name: string };
  usersCount: number;
  websitesCount: number;
}

describe('accounts', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let viewer: string;
  /** A user of the tenant account whose role has read and write on account. */
  let tenant: string;
  let tenantAccount: Account;
  let newsroom: Account;

  const count = () => t.db.getRepository(Account).count();
  const post = (body: unknown, cookie = admin) =>
    t.http
      .post('/api/accounts')
      .set('Cookie', cookie)
      .send(body as object);

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    newsroom = await t.db.getRepository(Account).findOneByOrFail({ name: 'Newsroom' });
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroom.id });
    viewer = (await login(t, v.email, v.password)).cookie;
    tenantAccount = await createAccount(t.db, { name: 'Tenant Media', plan: 'premium' });
    const role = await createRole(t.db, { permissions: [{ action: 'write', subject: 'account' }] });
    const u = await createUser(t.db, { roleName: role.name, accountId: tenantAccount.id });
    tenant = (await login(t, u.email, u.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('lists the plans', async () => {
    const res = await t.http.get('/api/plans').set('Cookie', admin).expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual([
      'Free',
      'Premium',
      'Enterprise',
    ]);
    await t.http.get('/api/plans').expect(401);
  });

  it('creates, reads, renames and deletes an account', async () => {
    const created = await post({ name: '  Daily Planet ', plan: 'Premium' }).expect(201);
    expect(created.body.message).toBe('Account created or updated successfully');
    expect(created.body.data).toMatchObject({
      name: 'Daily Planet',
      plan: { code: 'premium', name: 'Premium' },
      usersCount: 0,
      websitesCount: 0,
    });
    const id = created.body.data.id as number;
    const free = (await t.http.get('/api/plans').set('Cookie', admin)).body[0];

    const byId = await post({ name: 'By id', planId: free.id }).expect(201);
    expect(byId.body.data.plan.code).toBe('free');

    const renamed = await t.http
      .patch(`/api/accounts/${id}`)
      .set('Cookie', admin)
      .send({ name: 'The Daily Planet', plan: 'enterprise' })
      .expect(200);
    expect(renamed.body.message).toBe('Account created or updated successfully');
    expect(renamed.body.data).toMatchObject({
      name: 'The Daily Planet',
      plan: { code: 'enterprise' },
    });

    const read = await t.http.get(`/api/accounts/${id}`).set('Cookie', admin).expect(200);
    expect(read.body).toMatchObject({ id, name: 'The Daily Planet' });

    await t.http.delete(`/api/accounts/${id}`).set('Cookie', admin).expect(200);
    await t.http.delete(`/api/accounts/${byId.body.data.id}`).set('Cookie', admin).expect(200);
    const gone = await t.http.get(`/api/accounts/${id}`).set('Cookie', admin).expect(404);
    expect(gone.body).toEqual({
      statusCode: 404,
      code: 'account.not_found',
      message: 'Account not found',
    });
  });

  it('counts users, pages, searches, filters by plan and sorts', async () => {
    const busy = await createAccount(t.db, { name: 'Busy Bureau', plan: 'enterprise' });
    for (let i = 0; i < 3; i++) await createUser(t.db, { accountId: busy.id });
    await createAccount(t.db, { name: 'Quiet Bureau', plan: 'free' });

    const res = await t.http.get('/api/accounts?perPage=5').set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ total: await count(), page: 1, perPage: 5 });
    const names = res.body.data.map((a: AccountBody) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const search = await t.http.get('/api/accounts?q=bureau').set('Cookie', admin).expect(200);
    expect(search.body.data.map((a: AccountBody) => a.name).sort()).toEqual([
      'Busy Bureau',
      'Quiet Bureau',
    ]);
    const busyRow = search.body.data.find((a: AccountBody) => a.name === 'Busy Bureau');
    expect(busyRow).toMatchObject({
      usersCount: 3,
      websitesCount: 0,
      plan: { code: 'enterprise' },
    });

    const free = await t.http
      .get('/api/accounts?plan=free&q=bureau')
      .set('Cookie', admin)
      .expect(200);
    expect(free.body.data.map((a: AccountBody) => a.name)).toEqual(['Quiet Bureau']);

    const sorted = await t.http
      .get('/api/accounts?sortBy=usersCount&sortDir=desc&perPage=100')
      .set('Cookie', admin)
      .expect(200);
    const counts = sorted.body.data.map((a: AccountBody) => a.usersCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThanOrEqual(3);

    for (const query of ['perPage=3', 'sortBy=secret', 'plan=gold', 'page=-1', 'unknown=1']) {
      const bad = await t.http.get(`/api/accounts?${query}`).set('Cookie', admin);
      expect({ query, status: bad.status }).toEqual({ query, status: 400 });
    }
  });

  it('reports every validation rule with its message, and writes nothing', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ plan: 'free' }, 'name', 'Name is required'],
      [{ name: '', plan: 'free' }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(255), plan: 'free' }, 'name', 'Name must be less than 255 characters'],
      [{ name: 'x'.repeat(10_240), plan: 'free' }, 'name', 'Name must be less than 255 characters'],
      [{ name: 'No plan' }, 'plan', 'Plan is required'],
      [{ name: 'Gold', plan: 'gold' }, 'plan', 'Plan must be one of free, premium, enterprise.'],
      [
        { name: 'Ghost', planId: 999_999 },
        'planId',
        'Choose one of the plans: Free, Premium or Enterprise.',
      ],
      [{ name: 12, plan: 'free' }, 'name', 'Name must be text'],
      [{ name: 'Typed', planId: '1' }, 'planId', 'planId must be a whole number.'],
      [{ name: 'Null', planId: null }, 'planId', 'planId must be a whole number.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body).expect(400);
      expect({ field, errors: res.body.errors[field] }).toEqual({ field, errors: [message] });
      expect(res.body.message).toBe(message);
    }
    const unknown = await post({ name: 'Extra', plan: 'free', usersCount: 5, ownerId: 1 }).expect(
      400,
    );
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['ownerId', 'usersCount']);
    await post({ name: 'x'.repeat(254), plan: 'free' }).expect(201);
    expect(await count()).toBe(before + 1);

    const beforeName = tenantAccount.name;
    for (const body of [
      { name: '' },
      { name: null },
      { name: 'x'.repeat(10_240) },
      { plan: 'gold' },
      { x: 1 },
    ]) {
      await t.http
        .patch(`/api/accounts/${tenantAccount.id}`)
        .set('Cookie', admin)
        .send(body)
        .expect(400);
    }
    expect((await t.db.getRepository(Account).findOneByOrFail({ id: tenantAccount.id })).name).toBe(
      beforeName,
    );
  });

  it('refuses to delete an account that still has users', async () => {
    const res = await t.http
      .delete(`/api/accounts/${tenantAccount.id}`)
      .set('Cookie', admin)
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'account.has_members',
      message: 'Cannot delete account with active users or websites.',
    });
    expect(await t.db.getRepository(Account).existsBy({ id: tenantAccount.id })).toBe(true);
  });

  it('counts websites and refuses to delete an account that has one', async () => {
    const account = await createAccount(t.db);
    await t.db
      .getRepository(Website)
      .insert({ accountId: account.id, name: 'Desk site', url: 'https://desk.example.org' });
    const res = await t.http.get(`/api/accounts/${account.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ usersCount: 0, websitesCount: 1 });
    const refused = await t.http
      .delete(`/api/accounts/${account.id}`)
      .set('Cookie', admin)
      .expect(409);
    expect(refused.body.message).toBe('Cannot delete account with active users or websites.');
    expect(await t.db.getRepository(Account).existsBy({ id: account.id })).toBe(true);
  });

  it('shows a non-administrator only their own account', async () => {
    const list = await t.http.get('/api/accounts?perPage=100').set('Cookie', tenant).expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data.map((a: AccountBody) => a.id)).toEqual([tenantAccount.id]);
    expect(list.body.data[0].usersCount).toBe(1);
    const search = await t.http.get('/api/accounts?q=Newsroom').set('Cookie', tenant).expect(200);
    expect(search.body).toMatchObject({ total: 0, data: [] });

    const other = await t.http
      .get(`/api/accounts/${newsroom.id}`)
      .set('Cookie', tenant)
      .expect(404);
    expect(other.body.message).toBe('Account not found');
    await t.http.get(`/api/accounts/${tenantAccount.id}`).set('Cookie', tenant).expect(200);
    await t.http
      .patch(`/api/accounts/${newsroom.id}`)
      .set('Cookie', tenant)
      .send({ name: 'Mine now' })
      .expect(404);
    expect((await t.db.getRepository(Account).findOneByOrFail({ id: newsroom.id })).name).toBe(
      'Newsroom',
    );
  });

  it('lets a user with write on account rename their own account, but not change its plan', async () => {
    const renamed = await t.http
      .patch(`/api/accounts/${tenantAccount.id}`)
      .set('Cookie', tenant)
      .send({ name: 'Tenant Media Group' })
      .expect(200);
    expect(renamed.body.data.name).toBe('Tenant Media Group');
    await t.http
      .patch(`/api/accounts/${tenantAccount.id}`)
      .set('Cookie', tenant)
      .send({ plan: 'enterprise' })
      .expect(403);
    const row = await t.db
      .getRepository(Account)
      .findOneOrFail({ where: { id: tenantAccount.id }, relations: { plan: true } });
    expect(row.plan?.code).toBe('premium');
    const before = await count();
    await post({ name: 'Sneaky', plan: 'free' }, tenant).expect(403);
    await t.http.delete(`/api/accounts/${tenantAccount.id}`).set('Cookie', tenant).expect(403);
    expect(await count()).toBe(before);
  });

  it('needs a session and account rights', async () => {
    await t.http.get('/api/accounts').expect(401);
    await post({ name: 'Anon', plan: 'free' }, '').expect(401);
    const before = await count();
    await t.http.get('/api/accounts').set('Cookie', viewer).expect(403);
    await t.http.get(`/api/accounts/${newsroom.id}`).set('Cookie', viewer).expect(403);
    await post({ name: 'Viewer', plan: 'free' }, viewer).expect(403);
    await t.http
      .patch(`/api/accounts/${newsroom.id}`)
      .set('Cookie', viewer)
      .send({ name: 'V' })
      .expect(403);
    await t.http.delete(`/api/accounts/${newsroom.id}`).set('Cookie', viewer).expect(403);
    expect(await count()).toBe(before);
  });

  it('tells administrators and the account itself when it changes', async () => {
    const adminSocket = await connectSocket(t, admin);
    const tenantSocket = await connectSocket(t, tenant);
    try {
      const adminSees = nextEvent(adminSocket, 'accounts.changed');
      let createdId = 0;
      const create = async () =>
        (createdId = (await post({ name: 'Live Account', plan: 'free' }).expect(201)).body.data.id);
      expect(await whoHears([tenantSocket], 'accounts.changed', create, adminSocket)).toEqual([
        false,
      ]);
      expect(await adminSees).toEqual({ action: 'created', id: createdId });

      const tenantSees = nextEvent(tenantSocket, 'accounts.changed');
      await t.http
        .patch(`/api/accounts/${tenantAccount.id}`)
        .set('Cookie', tenant)
        .send({ name: 'Tenant Live' })
        .expect(200);
      expect(await tenantSees).toEqual({ action: 'updated', id: tenantAccount.id });
    } finally {
      adminSocket.disconnect();
      tenantSocket.disconnect();
    }
  });
});
