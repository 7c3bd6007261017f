import type { Response } from 'supertest';
import { Account } from '../src/accounts/entities/account.entity';
import { createAccount, createUser } from './support/factories';
import { ADMIN, dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

/** Every code is stable and dotted: lower-case words joined by dots (`website.verify.tls`). */
const CODE = /^[a-z_]+(\.[a-z_]+)+$/;

/**
 * One failure of each kind the API answers with, each in the one error shape
 * `{ statusCode, code, message, errors?, reason?, detail? }` with a stable code beside the
 * English message.
 */
describe('error codes', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let viewerId: number;
  let newsroomId: number;

  /** The answer has the status, a dotted code (the given one, if any) and an English message. */
  const coded = (res: Response, status: number, code?: string) => {
    expect({ status: res.status, body: res.body }).toMatchObject({
      status,
      body: { statusCode: status, code: expect.stringMatching(CODE) },
    });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (code) expect(res.body.code).toBe(code);
    return res.body as {
      statusCode: number;
      code: string;
      message: string;
      params?: Record<string, string | number>;
      errors?: Record<string, string[]>;
      reason?: string;
      detail?: string;
    };
  };

  const get = (path: string, cookie = admin) => t.http.get(path).set('Cookie', cookie);
  const post = (path: string, body: object, cookie = admin) =>
    t.http.post(path).set('Cookie', cookie).send(body);
  const del = (path: string, cookie = admin) => t.http.delete(path).set('Cookie', cookie);

  beforeAll(async () => {
    // Sign-in routes allow 40 calls a minute here: the throttling case below reaches the limit.
    t = await startApp(env, { THROTTLE_LOGIN_LIMIT: '40' });
    const session = await login(t);
    admin = session.cookie;
    newsroomId = session.body.userData.accountId;
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
    viewerId = v.id;
    viewer = (await login(t, v.email, v.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  describe('refused before any route runs', () => {
    it('a body that is not valid JSON', async () => {
      const res = await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .set('Content-Type', 'application/json')
        .send('{"name": ');
      expect(coded(res, 400, 'request.malformed').message).toBe(
        'The request body is not valid JSON.',
      );
    });

    it('a body over 1 MB', async () => {
      const res = await post('/api/roles', { name: 'x'.repeat(1_100_000) });
      coded(res, 413, 'request.too_large');
    });

    it('a body that is not JSON', async () => {
      const res = await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .set('Content-Type', 'text/plain')
        .send('name=Editor');
      coded(res, 415, 'request.unsupported_media_type');
    });

    it('a body nested too deeply', async () => {
      let deep: object = {};
      for (let i = 0; i < 100; i++) deep = { a: deep };
      coded(await post('/api/roles', { name: 'Deep', deep }), 400, 'request.too_deep');
    });

    it('a write from another site', async () => {
      const res = await post('/api/roles', { name: 'Forged' }).set(
        'Origin',
        'https://evil.example',
      );
      coded(res, 403, 'request.cross_origin');
    });
  });

  describe('generic failures', () => {
    it('bad input: request.invalid with every field’s messages', async () => {
      const body = coded(await post('/api/roles', { name: 42, extra: true }), 400);
      expect(body.code).toBe('request.invalid');
      expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'extra']));
    });

    it('no session: 401 auth.sign_in_required', async () => {
      const res = await t.http.get('/api/roles');
      expect(coded(res, 401, 'auth.sign_in_required').message).toBe(
        'You need to sign in to do this.',
      );
      coded(await t.http.get('/api/auth/me'), 401, 'auth.sign_in_required');
    });

    it('no permission: 403 access.forbidden', async () => {
      const res = await get('/api/roles', viewer);
      expect(coded(res, 403, 'access.forbidden').message).toBe('You are not allowed to do this.');
    });

    it('an unknown route: 404 route.not_found, with Nest’s own message', async () => {
      const res = await get('/api/no-such-thing');
      expect(coded(res, 404, 'route.not_found').message).toBe('Cannot GET /api/no-such-thing');
      coded(await t.http.get('/api/cother-product-info'), 404, 'route.not_found');
    });
  });

  describe('domain errors', () => {
    it('404 for each missing entity', async () => {
      const missing: [string, string, string][] = [
        ['/api/roles/999999', 'role.not_found', 'Role not found.'],
        ['/api/accounts/999999', 'account.not_found', 'Account not found'],
        ['/api/countries/999999', 'country.not_found', 'Country not found'],
        ['/api/modules/999999', 'module.not_found', 'Module not found'],
        ['/api/users/999999', 'user.not_found', 'User not found.'],
        ['/api/websites/999999', 'website.not_found', 'Website not found'],
        ['/api/articles/999999', 'article.not_found', 'Article not found'],
        ['/api/settings/icon.png', 'settings.icon.missing', 'No icon has been uploaded.'],
        [`/api/users/${viewerId}/avatar`, 'user.avatar.missing', 'This user has no avatar.'],
      ];
      for (const [path, code, message] of missing) {
        expect(coded(await get(path), 404, code).message).toBe(message);
      }
    });

    it('409 for roles: a taken name, a role still held', async () => {
      const first = await post('/api/roles', { name: 'Coded role' }).expect(201);
      const dup = coded(await post('/api/roles', { name: 'Coded role' }), 409, 'role.name_taken');
      expect(dup).toEqual({
        statusCode: 409,
        code: 'role.name_taken',
        message: 'A role with this name already exists.',
      });
      await createUser(t.db, { roleName: 'Coded role', accountId: newsroomId });
      await createUser(t.db, { roleName: 'Coded role', accountId: newsroomId });
      const held = coded(await del(`/api/roles/${first.body.id}`), 409, 'role.in_use');
      // The spec's sentence, and the values a client's translation names (`2 users are…`).
      expect(held).toEqual({
        statusCode: 409,
        code: 'role.in_use',
        message: 'There are users assigned to this role.',
        params: { count: 2 },
      });
    });

    it('409 for accounts with members', async () => {
      const account = await createAccount(t.db);
      await createUser(t.db, { accountId: account.id });
      const res = await del(`/api/accounts/${account.id}`);
      expect(coded(res, 409, 'account.has_members').message).toBe(
        'Cannot delete account with active users or websites.',
      );
      expect(await t.db.getRepository(Account).existsBy({ id: account.id })).toBe(true);
    });

    it('409 for a country users name, saying how many; the country stays', async () => {
      const made = await post('/api/countries', {
        name: 'Held land',
        iso2: 'QH',
        iso3: 'QHL',
        dialingPrefix: '+998',
      }).expect(201);
      const id = made.body.data.id as number;
      for (const n of [1, 2]) {
        const user = await createUser(t.db, { accountId: newsroomId });
        await t.db.query('UPDATE users SET countryId = ? WHERE id = ?', [id, user.id]);
        const held = coded(await del(`/api/countries/${id}`), 409, 'country.in_use');
        expect(held.params).toEqual({ count: n });
        expect(held.message).toBe(
          `This country is still in use by ${n} user${n === 1 ? '' : 's'} and cannot be deleted.`,
        );
      }
      expect((await t.http.get(`/api/countries/${id}`).set('Cookie', admin)).status).toBe(200);
    });

    it('409 for countries: a code used by another country', async () => {
      const valid = { name: 'Coded land', iso2: 'QC', iso3: 'QCD', dialingPrefix: '+999' };
      await post('/api/countries', valid).expect(201);
      const taken = coded(
        await post('/api/countries', { ...valid, name: 'Copy', iso3: 'QCE' }),
        409,
        'country.alpha_two_taken',
      );
      // A sentence built with values keeps its wording; the code translates it.
      expect(taken.message).toBe('ISO code 2 QC is already used by Coded land.');
      expect(taken.errors).toEqual({ iso2: [taken.message] });
      expect(taken.params).toEqual({ code: 'QC', name: 'Coded land' });
    });

    it('409 for modules with children, 400 for a cycle', async () => {
      const parent = await post('/api/modules', { name: 'Coded', code: 'coded' }).expect(201);
      const child = await post('/api/modules', {
        name: 'Coded child',
        code: 'coded-child',
        parentId: parent.body.data.id,
      }).expect(201);
      const res = coded(
        await del(`/api/modules/${parent.body.data.id}`),
        409,
        'module.has_children',
      );
      expect(res.message).toBe('Remove or move the child modules first.');
      const cycle = await t.http
        .patch(`/api/modules/${parent.body.data.id}`)
        .set('Cookie', admin)
        .send({ parentId: child.body.data.id });
      expect(coded(cycle, 400, 'module.own_ancestor')).toEqual({
        statusCode: 400,
        code: 'module.own_ancestor',
        message: 'A module cannot be its own ancestor.',
        errors: { parentId: ['A module cannot be its own ancestor.'] },
      });
      const dup = coded(
        await post('/api/modules', { name: 'Again', code: 'coded' }),
        409,
        'module.code_taken',
      );
      expect(dup.message).toBe('A module with the code "coded" already exists.');
      expect(dup.params).toEqual({ code: 'coded' });
    });

    it('400 for users: a taken email, deleting yourself', async () => {
      const taken = coded(
        await post('/api/users', {
          firstName: 'Dup',
          lastName: 'Licate',
          email: ADMIN.email,
          roleId: 1,
        }),
        400,
        'user.email_taken',
      );
      expect(taken.errors).toEqual({ email: ['The email has already been taken'] });
      const me = await get('/api/auth/me').expect(200);
      coded(await del(`/api/users/${me.body.userData.id}`), 400, 'user.self.delete');
    });

    it('400 for an upload that is not a picture', async () => {
      const res = await t.http
        .post(`/api/users/${viewerId}/avatar`)
        .set('Cookie', admin)
        .attach('avatar', Buffer.from('%PDF-1.7\n%%EOF\n'), {
          filename: 'me.png',
          contentType: 'image/png',
        });
      expect(coded(res, 400, 'user.avatar.not_image').errors).toEqual({
        avatar: ['The avatar must be a PNG or JPG image.'],
      });
    });

    it('422 for a failed website verification, one code per reason', async () => {
      const bare = await post('/api/websites', {
        name: 'No credentials',
        url: 'https://coded.example.com',
      }).expect(201);
      const missing = coded(
        await post(`/api/websites/${bare.body.data.id}/verify`, {}),
        422,
        'website.verify.missing_credentials',
      );
      expect(missing).toMatchObject({
        message: 'Failed to verify website.',
        reason: 'missing-credentials',
        detail: expect.stringContaining('application password'),
      });
      const local = await post('/api/websites', {
        name: 'Private address',
        url: 'http://127.0.0.1:9',
        apiUsername: 'editor',
        apiKey: 'abcd efgh ijkl mnop qrst uvwx',
      }).expect(201);
      const blocked = coded(
        await post(`/api/websites/${local.body.data.id}/verify`, {}),
        422,
        'website.verify.blocked_address',
      );
      expect(blocked).toMatchObject({
        message: 'Failed to verify website.',
        reason: 'blocked-address',
      });
    });

    it('sign-in: wrong password, a spent link, a weak password, two-step not on', async () => {
      const wrong = coded(
        await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'nope nope' }),
        401,
      );
      expect(wrong).toEqual({
        statusCode: 401,
        code: 'auth.invalid_credentials',
        message: 'Invalid email or password',
      });
      coded(
        await t.http.post('/api/auth/verify-email').send({ token: 'spent' }),
        400,
        'auth.invalid_link',
      );
      const signUp = {
        firstName: 'Weak',
        lastName: 'Password',
        email: 'weak@e2e.test',
        password: 'short',
      };
      coded(await t.http.post('/api/auth/register').send(signUp), 403, 'auth.registration_closed');
      await t.http
        .put('/api/settings')
        .set('Cookie', admin)
        .field('registrationOpen', 'true')
        .expect(200);
      const weak = coded(
        await t.http.post('/api/auth/register').send(signUp),
        400,
        'password.too_short',
      );
      expect(weak.errors).toEqual({ password: ['Password must be at least 8 characters.'] });
      coded(
        await post('/api/auth/2fa/disable', { password: ADMIN.password, code: '123456' }),
        400,
        'two_factor.not_enabled',
      );
    });
  });

  describe('429', () => {
    it('locks out repeated wrong passwords with auth.too_many_attempts', async () => {
      const target = await createUser(t.db, { accountId: newsroomId });
      const attempt = () =>
        t.http.post('/api/auth/login').send({ email: target.email, password: 'not it at all' });
      for (let i = 0; i < 5; i++) await attempt().expect(401);
      const locked = coded(await attempt(), 429, 'auth.too_many_attempts');
      expect(locked.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
      // The minutes the sentence names travel as a value, for the reader's own plural form.
      expect(locked.params).toEqual({ count: Number(/in (\d+) minute/.exec(locked.message)![1]) });
    });

    it('throttles a sign-in route with request.throttled', async () => {
      let res: Response | undefined;
      for (let i = 0; i < 45; i++) {
        res = await t.http.post('/api/auth/forgot-password').send({ email: 'nobody@e2e.test' });
        if (res.status === 429) break;
      }
      expect(coded(res!, 429, 'request.throttled').message).toBe(
        'Too many requests. Please wait a moment and try again.',
      );
    });
  });
});
