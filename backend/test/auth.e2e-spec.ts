import { Role } from '../src/core/access/entities/role.entity';
import { User } from '../src/users/entities/user.entity';
import { testPasswordHash } from '../../test/support/password-cost';
import { eventually } from './support/eventually';
import { createRole, createUser } from './support/factories';
import { ADMIN, dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

describe('sign-in', () => {
  const env = testEnv();
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(env, { THROTTLE_LOGIN_LIMIT: '25' });
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('logs in, sets an HttpOnly SameSite cookie and returns the stored user data', async () => {
    const res = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('accessToken='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.body.userData).toMatchObject({
      email: ADMIN.email,
      role: { name: 'Administrator', isAdmin: true },
      abilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(JSON.stringify(res.body.userData)).not.toMatch(/password/i);
  });

  it('accepts the cookie and the bearer token on /api/auth/me', async () => {
    const { cookie, token } = await login(t);
    await t.http.get('/api/auth/me').set('Cookie', cookie).expect(200);
    const res = await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.userData.email).toBe(ADMIN.email);
  });

  it('refuses anonymous and forged callers', async () => {
    await t.http.get('/api/auth/me').expect(401);
    await t.http.get('/api/auth/me').set('Authorization', 'Bearer not.a.token').expect(401);
  });

  it('logout really ends the session: the same token no longer works', async () => {
    const { cookie, token } = await login(t);
    const res = await t.http.post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/accessToken=;/);
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await t.http
      .post('/api/auth/login')
      .send({ ...ADMIN, password: 'nope' })
      .expect(401);
    const unknown = await t.http
      .post('/api/auth/login')
      .send({ email: 'who@e2e.test', password: 'nope' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'auth.invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects bad input with field messages', async () => {
    const res = await t.http
      .post('/api/auth/login')
      .send({ email: 'not-an-email', password: 5, extra: 1 })
      .expect(400);
    expect(res.body.message).toBe('Invalid email format');
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'extra', 'password']);
    await t.http
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{oops')
      .expect(400);
  });

  it('does not let an inactive user in', async () => {
    const viewer = await t.db.getRepository(Role).findOneByOrFail({ name: 'Viewer' });
    await t.db.getRepository(User).insert({
      email: 'inactive@e2e.test',
      passwordHash: await testPasswordHash('long enough pw'),
      status: 'inactive',
      roleId: viewer.id,
    });
    await t.http
      .post('/api/auth/login')
      .send({ email: 'inactive@e2e.test', password: 'long enough pw' })
      .expect(401);
  });

  it('a sign-out or a removed permission on one api node holds on every node', async () => {
    const other = await startApp(env, { THROTTLE_LOGIN_LIMIT: '25' });
    try {
      const role = await createRole(t.db, { permissions: [{ action: 'read', subject: 'role' }] });
      const user = await createUser(t.db, { roleName: role.name });
      const { cookie } = await login(t, user.email, user.password);
      const { cookie: admin } = await login(t);
      // Both nodes have answered for the session (and remember it).
      await t.http.get('/api/roles').set('Cookie', cookie).expect(200);
      await other.http.get('/api/roles').set('Cookie', cookie).expect(200);

      await t.http
        .patch(`/api/roles/${role.id}`)
        .set('Cookie', admin)
        .send({ permissions: [{ action: 'read', subject: 'user' }] })
        .expect(200);
      await t.http.get('/api/roles').set('Cookie', cookie).expect(403);
      await eventually(
        async () => (await other.http.get('/api/roles').set('Cookie', cookie)).status,
        403,
      );
      await other.http.get('/api/users').set('Cookie', cookie).expect(200);

      await other.http.post('/api/auth/logout').set('Cookie', cookie).expect(204);
      await other.http.get('/api/auth/me').set('Cookie', cookie).expect(401);
      await eventually(
        async () => (await t.http.get('/api/auth/me').set('Cookie', cookie)).status,
        401,
      );
    } finally {
      await other.close();
    }
  });

  it('throttles repeated sign-in attempts from one address', async () => {
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) {
      status = (
        await t.http.post('/api/auth/login').send({ email: 'x@e2e.test', password: 'guess' })
      ).status;
    }
    expect(status).toBe(429);
  });
});
