import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { rulesFor } from '../src/core/access/ability.factory';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { LINK_PLACEHOLDER } from '../src/core/mail/mail.service';
import { SecretBox } from '../src/core/security/secret-box';
import { Role } from '../src/core/access/entities/role.entity';
import { UserToken } from '../src/users/entities/user-token.entity';
import { User } from '../src/users/entities/user.entity';
import { UserTokensService } from '../src/users/user-tokens.service';
import { createAccount, createRole, createUser } from './support/factories';
import {
  ADMIN,
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  waitForEvent,
  type TestApp,
} from './support/test-app';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

const LEAKS = /passwordHash|tokenHash|\$argon2/;

describe('users', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let newsroomId: number;
  let roleIds: Record<string, number>;
  let viewer: string;
  let reader: string;

  const users = () => t.db.getRepository(User);
  const count = () => users().count();
  const post = (body: object, cookie = admin) =>
    t.http.post('/api/users').set('Cookie', cookie).send(body);
  const patch = (id: number, body: object, cookie = admin) =>
    t.http.patch(`/api/users/${id}`).set('Cookie', cookie).send(body);
  const valid = (extra: object = {}) => ({
    firstName: 'Jane',
    lastName: 'Doe',
    email: `jane.${Math.random().toString(36).slice(2)}@e2e.test`,
    roleId: roleIds.Viewer,
    ...extra,
  });
  const noLeak = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(LEAKS);

  beforeAll(async () => {
    t = await startApp(env);
    const session = await login(t);
    admin = session.cookie;
    adminId = session.body.userData.id;
    newsroomId = session.body.userData.accountId;
    const roles = await t.db.getRepository(Role).find();
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
    viewer = (await login(t, v.email, v.password)).cookie;
    const readRole = await createRole(t.db, { permissions: [{ action: 'read', subject: 'user' }] });
    const r = await createUser(t.db, { roleName: readRole.name, accountId: newsroomId });
    reader = (await login(t, r.email, r.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  describe('access', () => {
    it('needs a session', async () => {
      await t.http.get('/api/users').expect(401);
      await t.http.get(`/api/users/${adminId}`).expect(401);
      await t.http.post('/api/users').send(valid()).expect(401);
      await t.http.patch(`/api/users/${adminId}`).send({ firstName: 'X' }).expect(401);
      await t.http.delete(`/api/users/${adminId}`).expect(401);
    });

    it('needs read on user to list, create and write to change; nothing is written', async () => {
      const before = await count();
      await t.http.get('/api/users').set('Cookie', viewer).expect(403);
      await post(valid(), viewer).expect(403);
      await t.http.get('/api/users').set('Cookie', reader).expect(200);
      await post(valid(), reader).expect(403);
      await patch(adminId, { firstName: 'Hacked' }, reader).expect(403);
      await t.http.delete(`/api/users/${adminId}`).set('Cookie', reader).expect(403);
      expect(await count()).toBe(before);
      expect((await users().findOneByOrFail({ id: adminId })).firstName).toBe('Demo');
    });
  });

  describe('create and invite', () => {
    it('creates a pending user without a password and queues a set-password invite', async () => {
      const body = valid({ phone: '+39 06 1234567', city: 'Roma', sdiNumber: 'abc1234' });
      const res = await post({ ...body, email: body.email.toUpperCase() }).expect(201);
      noLeak(res.body);
      expect(res.body).toMatchObject({
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        email: body.email,
        status: 'pending',
        phone: '+39 06 1234567',
        city: 'Roma',
        sdiNumber: 'ABC1234',
        role: { id: roleIds.Viewer, name: 'Viewer', isAdmin: false },
        accountId: newsroomId,
        account: { id: newsroomId, name: 'Newsroom', plan: { code: 'enterprise' } },
        avatar: null,
      });
      const stored = await users()
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.id = :id', { id: res.body.id })
        .getOneOrFail();
      expect(stored.passwordHash).toBeNull();

      // At rest the mail holds a placeholder and the link sealed: a database reader gets no link.
      const mail = await t.db.getRepository(OutboxMail).findOneByOrFail({ to: body.email });
      const prefix = `${t.config.publicUrl}/pages/authentication/set-password?token=`;
      expect(`${mail.text}${mail.html}`).not.toContain('token=');
      expect(mail.text).toContain(LINK_PLACEHOLDER);
      const link = t.app.get(SecretBox).open(mail.sealedLink!);
      expect(link.startsWith(prefix)).toBe(true);
      const raw = link.slice(prefix.length);
      expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const token = await t.db.getRepository(UserToken).findOneByOrFail({ userId: res.body.id });
      expect(token.purpose).toBe('invite');
      expect(token.tokenHash).toBe(createHash('sha256').update(raw).digest('hex'));
      expect(token.tokenHash).not.toContain(raw);
      const hours = (token.expiresAt.getTime() - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);

      const tokens = t.app.get(UserTokensService);
      expect(await tokens.peek(raw, 'invite')).toBe(res.body.id);
      expect(await tokens.consume(raw, 'reset')).toBeNull();
      const results = await Promise.all([
        tokens.consume(raw, 'invite'),
        tokens.consume(raw, 'invite'),
      ]);
      expect(results.sort()).toEqual([null, res.body.id].sort());
      expect(await tokens.consume(raw, 'invite')).toBeNull();
      expect(await tokens.consume('x'.repeat(43), 'invite')).toBeNull();
    });

    it('refuses an expired token and invalidates earlier ones when a new one is issued', async () => {
      const user = await createUser(t.db, { status: 'pending' });
      const tokens = t.app.get(UserTokensService);
      const expired = await tokens.issue(user.id, 'reset', -1);
      expect(await tokens.consume(expired, 'reset')).toBeNull();
      const first = await tokens.issue(user.id, 'verify', 1);
      const second = await tokens.issue(user.id, 'verify', 1);
      expect(await tokens.consume(first, 'verify')).toBeNull();
      expect(await tokens.consume(second, 'verify')).toBe(user.id);
    });

    it('re-sends an invite only while the user is pending', async () => {
      const created = (await post(valid()).expect(201)).body;
      const res = await t.http
        .post(`/api/users/${created.id}/invite`)
        .set('Cookie', admin)
        .expect(200);
      expect(res.body).toEqual({ message: 'The invitation has been sent.' });
      expect(await t.db.getRepository(OutboxMail).countBy({ to: created.email })).toBe(2);
      const res2 = await t.http
        .post(`/api/users/${adminId}/invite`)
        .set('Cookie', admin)
        .expect(400);
      expect(res2.body.message).toBe('This user has already accepted the invitation.');
    });
  });

  describe('validation', () => {
    const expectErrors = async (body: object, errors: Record<string, string[]>) => {
      const before = await count();
      const res = await post(body).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect(Object.values(errors).flat()).toContain(res.body.message);
      expect(await count()).toBe(before);
    };

    it('names every missing field', async () => {
      await expectErrors(
        {},
        {
          firstName: ['The first name field is required.'],
          lastName: ['The last name field is required.'],
          email: ['The email field is required.'],
          roleId: ['The role field is required.'],
        },
      );
      await expectErrors(
        { firstName: '   ', lastName: '', email: '', roleId: null },
        {
          firstName: ['The first name field is required.'],
          lastName: ['The last name field is required.'],
          email: ['The email field is required.'],
          roleId: ['The role field is required.'],
        },
      );
    });

    it('uses the exact spec messages for email', async () => {
      await expectErrors(valid({ email: 'not-an-email' }), { email: ['Invalid email format'] });
      await expectErrors(valid({ email: `${'a'.repeat(250)}@e2e.test` }), {
        email: ['Invalid email format'],
      });
      await expectErrors(valid({ email: ADMIN.email.toUpperCase() }), {
        email: ['The email has already been taken'],
      });
      await expectErrors(valid({ username: 'ADMIN' }), {
        username: ['The username has already been taken'],
      });
    });

    it('checks formats', async () => {
      await expectErrors(
        valid({
          phone: 'call me',
          zipCode: '00<1>',
          sdiNumber: '12',
          username: 'a b',
          countryId: 0,
          roleId: 0,
          accountId: -1,
        }),
        {
          phone: ['Invalid phone number'],
          zipCode: ['Invalid zip code'],
          sdiNumber: ['The SDI number must be 6 or 7 letters or digits.'],
          username: [
            'The username may only contain letters, digits, dots, dashes and underscores.',
          ],
          countryId: ['The country must be a valid id.'],
          roleId: ['The role must be a valid id.'],
          accountId: ['The account must be a valid id.'],
        },
      );
    });

    it('checks references and uniqueness together, before writing', async () => {
      await expectErrors(valid({ roleId: 999999, accountId: 999999, username: 'admin' }), {
        roleId: ['The selected role does not exist.'],
        accountId: ['The selected account does not exist.'],
        username: ['The username has already been taken'],
      });
    });

    it('answers unknown fields, wrong types and huge strings with 400, never 500', async () => {
      const before = await count();
      const big = 'x'.repeat(10 * 1024);
      const bodies: object[] = [
        valid({ password: 'secret password' }),
        valid({ status: 'active' }),
        valid({ isAdmin: true }),
        valid({ firstName: 5 }),
        valid({ firstName: ['a'] }),
        valid({ lastName: { a: 1 } }),
        valid({ email: 42 }),
        valid({ roleId: '1' }),
        valid({ roleId: 1.5 }),
        valid({ roleId: 99999999999 }),
        valid({ accountId: 'x' }),
        valid({ countryId: true }),
        ...['firstName', 'lastName', 'email', 'username', 'phone', 'company', 'city', 'address']
          .concat(['zoneName', 'zipCode', 'sdiNumber'])
          .map((field) => valid({ [field]: big })),
      ];
      for (const body of bodies) {
        const res = await post(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(typeof res.body.message).toBe('string');
      }
      await post([valid()]).expect(400);
      await t.http
        .post('/api/users')
        .set('Cookie', admin)
        .set('content-type', 'application/json')
        .send('{"firstName":')
        .expect(400);
      expect(await count()).toBe(before);
      const res = await post(valid({ firstName: 5 })).expect(400);
      expect(res.body.errors.firstName).toEqual(['The first name must be text.']);
    });
  });

  describe('list', () => {
    let accountId: number;
    const names = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina'];
    const list = async (query: string, cookie = admin) =>
      (
        await t.http
          .get(`/api/users?accountId=${accountId}&${query}`)
          .set('Cookie', cookie)
          .expect(200)
      ).body;

    beforeAll(async () => {
      accountId = (await createAccount(t.db, { plan: 'premium' })).id;
      for (const [i, name] of names.entries()) {
        await createUser(t.db, {
          accountId,
          firstName: name,
          lastName: `Rossi${i}`,
          email: `${name.toLowerCase()}.${String.fromCharCode(122 - i)}@list.e2e.test`,
          username: `${name.toLowerCase()}_${i}`,
          roleName: i % 2 === 0 ? 'Editor' : 'Author',
          status: i < 4 ? 'active' : i < 6 ? 'inactive' : 'pending',
        });
      }
    });

    it('pages on the server and reports the total', async () => {
      const first = await list('perPage=5&sortBy=name');
      expect(first).toMatchObject({ total: 7, page: 1, perPage: 5 });
      expect(first.data.map((u: User) => u.firstName)).toEqual(names.slice(0, 5));
      const second = await list('perPage=5&page=2&sortBy=name');
      expect(second.data.map((u: User) => u.firstName)).toEqual(names.slice(5));
      expect((await list('perPage=5&page=3')).data).toEqual([]);
      noLeak(first);
    });

    it('sorts by name, email, role, status and creation date', async () => {
      const order = async (q: string) => (await list(q)).data.map((u: User) => u.firstName);
      expect(await order('sortBy=name&sortDir=desc')).toEqual([...names].reverse());
      expect(await order('sortBy=email&sortDir=asc')).toEqual(names);
      const byRole = await order('sortBy=role');
      expect(byRole.slice(0, 3)).toEqual(['Bruno', 'Dario', 'Fabio']);
      const byStatus = await order('sortBy=status&sortDir=desc');
      expect(byStatus[0]).toBe('Gina');
      expect(byStatus.slice(-4).sort()).toEqual(['Anna', 'Bruno', 'Carla', 'Dario']);
      expect(await order('sortBy=createdAt&sortDir=asc')).toEqual(names);
    });

    it('searches name, email and username, literally', async () => {
      const found = async (q: string) =>
        (await list(`q=${encodeURIComponent(q)}`)).data.map((u: User) => u.firstName);
      expect(await found('carla rossi2')).toEqual(['Carla']);
      expect(await found('dario.w@')).toEqual(['Dario']);
      expect(await found('gina_6')).toEqual(['Gina']);
      expect(await found('%')).toEqual([]);
      expect(await found('_')).toEqual(names);
    });

    it('filters by role, plan and status', async () => {
      const editors = await list(`roleId=${roleIds.Editor}`);
      expect(editors.total).toBe(4);
      expect(editors.data.map((u: User) => u.firstName)).toEqual([
        'Anna',
        'Carla',
        'Elena',
        'Gina',
      ]);
      expect((await list('status=inactive')).total).toBe(2);
      expect((await list(`status=active&roleId=${roleIds.Author}`)).total).toBe(2);
      const premium = (await t.http.get('/api/users?plan=premium').set('Cookie', admin).expect(200))
        .body;
      expect(premium.total).toBe(7);
      const enterprise = await list('plan=enterprise');
      expect(enterprise.total).toBe(0);
    });

    it('refuses bad query values with 400', async () => {
      for (const q of [
        'perPage=7',
        'perPage=abc',
        'page=0',
        'page=x',
        'sortBy=password',
        'sortDir=sideways',
        'status=deleted',
        'plan=gold',
        'roleId=abc',
        'other=1',
        `q=${'x'.repeat(200)}`,
        'q=a&q=b',
      ]) {
        const res = await t.http.get(`/api/users?${q}`).set('Cookie', admin);
        expect({ q, status: res.status }).toEqual({ q, status: 400 });
      }
      const res = await t.http.get('/api/users?perPage=7').set('Cookie', admin).expect(400);
      expect(res.body.message).toBe('perPage must be one of 5, 10, 20, 25, 50, 100.');
    });
  });

  describe('read, update and delete', () => {
    it('reads and updates one user, clearing optional fields with null or blanks', async () => {
      const created = (await post(valid({ company: 'ACME', phone: '+1 555 0100' })).expect(201))
        .body;
      const res = await t.http.get(`/api/users/${created.id}`).set('Cookie', admin).expect(200);
      noLeak(res.body);
      expect(res.body).toMatchObject({ company: 'ACME', status: 'pending' });
      const updated = await patch(created.id, {
        firstName: '  Janet ',
        company: null,
        phone: '',
        address: 'Via Roma 1',
        zoneName: 'Lazio',
        zipCode: '00100',
        countryId: 110,
        status: 'active',
      }).expect(200);
      noLeak(updated.body);
      expect(updated.body).toMatchObject({
        firstName: 'Janet',
        lastName: 'Doe',
        company: null,
        phone: null,
        address: 'Via Roma 1',
        zoneName: 'Lazio',
        zipCode: '00100',
        countryId: 110,
        status: 'active',
      });
    });

    it('refuses null for required fields and a taken email on update', async () => {
      const created = (await post(valid()).expect(201)).body;
      const res = await patch(created.id, { firstName: null, email: null, roleId: null }).expect(
        400,
      );
      expect(res.body.errors).toEqual({
        firstName: ['The first name field is required.'],
        email: ['The email field is required.'],
        roleId: ['The role field is required.'],
      });
      const dup = await patch(created.id, { email: ADMIN.email }).expect(400);
      expect(dup.body).toEqual({
        statusCode: 400,
        code: 'user.email_taken',
        message: 'The email has already been taken',
        errors: { email: ['The email has already been taken'] },
      });
      await patch(created.id, { email: created.email }).expect(200);
      await patch(created.id, { status: 'gone' }).expect(400);
      await patch(created.id, { passwordHash: 'x' }).expect(400);
      await t.http.patch('/api/users/abc').set('Cookie', admin).send({}).expect(400);
      await patch(999999, { firstName: 'Nobody' }).expect(404);
    });

    it('deletes a user, and refuses to delete yourself', async () => {
      const created = (await post(valid()).expect(201)).body;
      const res = await t.http.delete(`/api/users/${created.id}`).set('Cookie', admin).expect(200);
      expect(res.body).toEqual({ message: 'User has been deleted' });
      await t.http.get(`/api/users/${created.id}`).set('Cookie', admin).expect(404);
      await t.http.delete(`/api/users/${created.id}`).set('Cookie', admin).expect(404);
      expect(await t.db.getRepository(UserToken).countBy({ userId: created.id })).toBe(0);
      const self = await t.http.delete(`/api/users/${adminId}`).set('Cookie', admin).expect(400);
      expect(self.body.message).toBe('You cannot delete your own account.');
      const deactivate = await patch(adminId, { status: 'inactive' }).expect(400);
      expect(deactivate.body.errors).toEqual({
        status: ['You cannot deactivate your own account.'],
      });
    });

    it('keeps at least one active administrator', async () => {
      const res = await patch(adminId, { roleId: roleIds.Editor }).expect(409);
      expect(res.body.message).toBe('At least one active administrator must remain.');
      expect((await users().findOneByOrFail({ id: adminId })).roleId).toBe(roleIds.Administrator);
    });
  });

  describe('tenant isolation', () => {
    let accountA: number;
    let accountB: number;
    let userOfA: number;
    let managerB: string;
    let managerBId: number;
    let adminOfB: number;

    beforeAll(async () => {
      accountA = (await createAccount(t.db)).id;
      accountB = (await createAccount(t.db)).id;
      userOfA = (await createUser(t.db, { accountId: accountA, firstName: 'Alice' })).id;
      await createUser(t.db, { accountId: accountA, firstName: 'Albert' });
      // Manages users and holds what a Viewer holds, so Viewers are within what it may grant.
      const viewerRole = await t.db.getRepository(Role).findOneByOrFail({ name: 'Viewer' });
      const manager = await createRole(t.db, {
        permissions: [
          ...viewerRole.permissions,
          { action: 'write', subject: 'user' },
          { action: 'create', subject: 'user' },
        ],
      });
      const m = await createUser(t.db, { roleName: manager.name, accountId: accountB });
      managerBId = m.id;
      managerB = (await login(t, m.email, m.password)).cookie;
      await createUser(t.db, { accountId: accountB, firstName: 'Bob' });
      adminOfB = (await createUser(t.db, { accountId: accountB, roleName: 'Administrator' })).id;
    });

    it("hides other accounts' users from lists, totals and details", async () => {
      const res = await t.http.get('/api/users?perPage=100').set('Cookie', managerB).expect(200);
      expect(res.body.total).toBe(3);
      expect(res.body.data.every((u: User) => u.accountId === accountB)).toBe(true);
      const searched = await t.http.get('/api/users?q=Alice').set('Cookie', managerB).expect(200);
      expect(searched.body).toMatchObject({ total: 0, data: [] });
      const filtered = await t.http
        .get(`/api/users?accountId=${accountA}`)
        .set('Cookie', managerB)
        .expect(200);
      expect(filtered.body.total).toBe(0);
      await t.http.get(`/api/users/${userOfA}`).set('Cookie', managerB).expect(404);
      await patch(userOfA, { firstName: 'Mallory' }, managerB).expect(404);
      await t.http.delete(`/api/users/${userOfA}`).set('Cookie', managerB).expect(404);
      await t.http.get(`/api/users/${userOfA}/avatar`).set('Cookie', managerB).expect(404);
      expect((await users().findOneByOrFail({ id: userOfA })).firstName).toBe('Alice');
      const all = await t.http
        .get(`/api/users?accountId=${accountA}`)
        .set('Cookie', admin)
        .expect(200);
      expect(all.body.total).toBe(2);
    });

    it('creates users in their own account only, never with Administrator Access', async () => {
      const before = await count();
      const moved = await post(valid({ accountId: accountA }), managerB).expect(403);
      expect(moved.body.message).toBe('You cannot move a user to another account.');
      const elevated = await post(valid({ roleId: roleIds.Administrator }), managerB).expect(403);
      expect(elevated.body.message).toBe('You cannot assign a role with Administrator Access.');
      expect(await count()).toBe(before);
      const own = await post(valid(), managerB).expect(201);
      expect(own.body.accountId).toBe(accountB);
    });

    it('cannot move users, grant or change Administrator Access', async () => {
      const bob = (await users().findOneByOrFail({ firstName: 'Bob', accountId: accountB })).id;
      const moved = await patch(bob, { accountId: accountA }, managerB).expect(403);
      expect(moved.body.message).toBe('You cannot move a user to another account.');
      await patch(bob, { roleId: roleIds.Administrator }, managerB).expect(403);
      await patch(managerBId, { roleId: roleIds.Administrator }, managerB).expect(403);
      const admin403 = await patch(adminOfB, { firstName: 'X' }, managerB).expect(403);
      expect(admin403.body.message).toBe('You cannot change a user with Administrator Access.');
      await t.http.delete(`/api/users/${adminOfB}`).set('Cookie', managerB).expect(403);
      await patch(bob, { firstName: 'Robert', accountId: accountB }, managerB).expect(200);
      const b = await users().findOneByOrFail({ id: bob });
      expect([b.accountId, b.roleId, b.firstName]).toEqual([accountB, roleIds.Viewer, 'Robert']);
    });
  });

  describe('no one grants more than they hold', () => {
    let manager: { id: number; cookie: string };
    let stronger: Role;
    let weaker: Role;
    let strongUser: number;
    let weakUser: number;

    beforeAll(async () => {
      // May only manage users: everything else is stronger.
      const managerRole = await createRole(t.db, {
        permissions: [
          { action: 'write', subject: 'user' },
          { action: 'create', subject: 'user' },
        ],
      });
      stronger = await createRole(t.db, {
        permissions: [
          { action: 'write', subject: 'user' },
          { action: 'write', subject: 'website' },
        ],
      });
      weaker = await createRole(t.db, { permissions: [{ action: 'read', subject: 'user' }] });
      const m = await createUser(t.db, { roleName: managerRole.name, accountId: newsroomId });
      manager = { id: m.id, cookie: (await login(t, m.email, m.password)).cookie };
      strongUser = (await createUser(t.db, { roleName: stronger.name, accountId: newsroomId })).id;
      weakUser = (await createUser(t.db, { roleName: weaker.name, accountId: newsroomId })).id;
    });

    it('refuses to give themself or anyone a role with a permission they lack', async () => {
      const own = await patch(manager.id, { roleId: stronger.id }, manager.cookie).expect(403);
      expect(own.body).toMatchObject({ code: 'user.role.own' });
      const other = await patch(weakUser, { roleId: stronger.id }, manager.cookie).expect(403);
      expect(other.body).toMatchObject({
        code: 'user.role.too_strong',
        message: 'You cannot assign a role with permissions you do not hold.',
      });
      const before = await count();
      await post(valid({ roleId: stronger.id }), manager.cookie).expect(403);
      expect(await count()).toBe(before);
      expect((await users().findOneByOrFail({ id: manager.id })).roleId).not.toBe(stronger.id);
      expect((await users().findOneByOrFail({ id: weakUser })).roleId).toBe(weaker.id);
      // Within what they hold it works.
      await post(valid({ roleId: weaker.id }), manager.cookie).expect(201);
      await patch(weakUser, { roleId: roleIds.Viewer }, manager.cookie).expect(403);
      await patch(weakUser, { firstName: 'Wendy' }, manager.cookie).expect(200);
    });

    it("never changes a stronger user's email, status or avatar, so cannot reset their password", async () => {
      const target = await users().findOneByOrFail({ id: strongUser });
      const res = await patch(strongUser, { email: 'mallory@e2e.test' }, manager.cookie).expect(
        403,
      );
      expect(res.body).toMatchObject({
        code: 'user.target.too_strong',
        message: 'You cannot change a user whose role has permissions you do not hold.',
      });
      await patch(strongUser, { status: 'inactive' }, manager.cookie).expect(403);
      await t.http.delete(`/api/users/${strongUser}`).set('Cookie', manager.cookie).expect(403);
      await t.http
        .delete(`/api/users/${strongUser}/avatar`)
        .set('Cookie', manager.cookie)
        .expect(403);
      const after = await users().findOneByOrFail({ id: strongUser });
      expect([after.email, after.status]).toEqual([target.email, target.status]);
    });

    it('lets an administrator grant any role', async () => {
      await patch(weakUser, { roleId: stronger.id }).expect(200);
      await patch(weakUser, { roleId: weaker.id }).expect(200);
    });
  });

  describe('avatar', () => {
    let target: number;
    beforeAll(async () => {
      target = (await createUser(t.db, { accountId: newsroomId })).id;
    });
    const upload = (
      id: number,
      data: Buffer,
      filename: string,
      contentType: string,
      cookie = admin,
    ) =>
      t.http
        .post(`/api/users/${id}/avatar`)
        .set('Cookie', cookie)
        .attach('avatar', data, { filename, contentType });

    it('refuses a PDF, a 5 MB file and a missing file', async () => {
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      const bad = await upload(target, pdf, 'me.png', 'image/png').expect(400);
      expect(bad.body.errors).toEqual({ avatar: ['The avatar must be a PNG or JPG image.'] });
      const big = Buffer.concat([await png(8), Buffer.alloc(5 * 1024 * 1024)]);
      const large = await upload(target, big, 'me.png', 'image/png').expect(400);
      expect(large.body.errors).toEqual({ avatar: ['The avatar must be at most 2 MB.'] });
      const none = await t.http
        .post(`/api/users/${target}/avatar`)
        .set('Cookie', admin)
        .expect(400);
      expect(none.body.errors).toEqual({ avatar: ['The avatar file is required.'] });
      expect((await users().findOneByOrFail({ id: target })).avatar).toBeNull();
    });

    it('re-encodes a PNG to 256×256 and serves it at the address stored on the user', async () => {
      const res = await upload(target, await png(1000), 'me.png', 'image/png').expect(200);
      expect(res.body.avatar).toMatch(new RegExp(`^/api/users/${target}/avatar\\?v=[a-z0-9]+$`));
      const image = await t.http.get(res.body.avatar).set('Cookie', admin).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/webp/);
      expect(image.headers['cache-control']).toMatch(/immutable/);
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      await t.http.get(res.body.avatar).expect(401);
      const listed = await t.http.get(`/api/users/${target}`).set('Cookie', admin).expect(200);
      expect(listed.body.avatar).toBe(res.body.avatar);
    });

    it('lets anyone set their own avatar, but not someone else’s without write on user', async () => {
      const v = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
      const cookie = (await login(t, v.email, v.password)).cookie;
      const own = await upload(v.id, await png(64), 'a.jpg', 'image/jpeg', cookie).expect(200);
      await t.http.get(own.body.avatar).set('Cookie', cookie).expect(200);
      await upload(target, await png(64), 'a.png', 'image/png', cookie).expect(403);
      await t.http.get(`/api/users/${target}/avatar`).set('Cookie', cookie).expect(404);
      const removed = await t.http
        .delete(`/api/users/${v.id}/avatar`)
        .set('Cookie', cookie)
        .expect(200);
      expect(removed.body.avatar).toBeNull();
      await t.http.get(own.body.avatar).set('Cookie', cookie).expect(404);
    });
  });

  describe('live updates', () => {
    it("pushes the new rules to a user's socket when their role changes", async () => {
      const u = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
      const { cookie } = await login(t, u.email, u.password);
      const socket = await connectSocket(t, cookie);
      const rules = nextEvent(socket, 'auth.rules.updated');
      await patch(u.id, { roleId: roleIds.Editor }).expect(200);
      const editor = await t.db.getRepository(Role).findOneByOrFail({ id: roleIds.Editor });
      expect((await rules).abilityRules).toEqual(rulesFor(editor));
      const me = await t.http.get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(me.body.userData.role.name).toBe('Editor');
      socket.disconnect();
    });

    it('ends the sessions of a deactivated user and tells their socket', async () => {
      const u = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
      const { cookie, token } = await login(t, u.email, u.password);
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      const socket = await connectSocket(t, cookie);
      const ended = nextEvent(socket, 'auth.session.ended');
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await patch(u.id, { status: 'inactive' }).expect(200);
      await ended;
      expect(await disconnected).toBe('io server disconnect');
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      const revoked = await t.db.query('SELECT revokedAt FROM sessions WHERE userId = ?', [u.id]);
      expect(revoked.every((s: { revokedAt: Date | null }) => s.revokedAt !== null)).toBe(true);
      await patch(u.id, { status: 'active' }).expect(200);
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('ends the session of a deleted user', async () => {
      const u = await createUser(t.db, { roleName: 'Viewer', accountId: newsroomId });
      const { cookie, token } = await login(t, u.email, u.password);
      const socket = await connectSocket(t, cookie);
      const ended = nextEvent(socket, 'auth.session.ended');
      await t.http.delete(`/api/users/${u.id}`).set('Cookie', admin).expect(200);
      await ended;
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('tells the account and the administrators that the user list changed', async () => {
      const account = (await createAccount(t.db)).id;
      // Readers of users: the account's user list is theirs to see (a Viewer hears nothing).
      const readsUsers = await createRole(t.db, {
        permissions: [{ action: 'read', subject: 'user' }],
      });
      const member = await createUser(t.db, { roleName: readsUsers.name, accountId: account });
      const outsider = await createUser(t.db, { roleName: readsUsers.name, accountId: newsroomId });
      const adminSocket = await connectSocket(t, admin);
      const memberSocket = await connectSocket(
        t,
        (await login(t, member.email, member.password)).cookie,
      );
      const outsiderSocket = await connectSocket(
        t,
        (await login(t, outsider.email, outsider.password)).cookie,
      );
      const leaked: unknown[] = [];
      // Only news of the other account would be a leak: the outsider's own account may well
      // change meanwhile (an earlier invitation's delivery is told as an 'updated').
      outsiderSocket.on('users.changed', (p) => {
        if (p.accountId === account) leaked.push(p);
      });
      // (An earlier invitation's delivery may be told meanwhile: an 'updated' of another user.)
      const created = (p: { action: string }) => p.action === 'created';
      const byAdmin = waitForEvent(adminSocket, 'users.changed', created);
      const byMember = waitForEvent(memberSocket, 'users.changed', created);
      const user = (await post(valid({ accountId: account })).expect(201)).body;
      const expected = { action: 'created', id: user.id, accountId: account };
      expect(await byAdmin).toEqual(expected);
      expect(await byMember).toEqual(expected);
      // (The invitation's delivery may be told in between: an 'updated' of the same user.)
      const deleted = waitForEvent(memberSocket, 'users.changed', (p) => p.action === 'deleted');
      await t.http.delete(`/api/users/${user.id}`).set('Cookie', admin).expect(200);
      expect(await deleted).toEqual({ ...expected, action: 'deleted' });
      expect(leaked).toEqual([]);
      // A move tells the old account and the new one.
      const moving = await createUser(t.db, { accountId: account });
      // (Another user's invitation delivery may be told meanwhile: only this user's move counts.)
      const movedUser = (p: { id: number }) => p.id === moving.id;
      const left = waitForEvent(memberSocket, 'users.changed', movedUser);
      const arrived = waitForEvent(outsiderSocket, 'users.changed', movedUser);
      await patch(moving.id, { accountId: newsroomId }).expect(200);
      const moved = { action: 'updated', id: moving.id, accountId: newsroomId };
      expect(await left).toEqual(moved);
      expect(await arrived).toEqual(moved);
      [adminSocket, memberSocket, outsiderSocket].forEach((s) => s.disconnect());
    });
  });

  it('lets anyone read their own profile, and only that, without read on users', async () => {
    const viewer = await createUser(t.db, {
      roleName: null,
      firstName: 'Solo',
      lastName: 'Reader',
    });
    const { token } = await login(t, viewer.email, viewer.password);
    const own = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(own.body).toMatchObject({ id: viewer.id, email: viewer.email, firstName: 'Solo' });
    await t.http.get(`/api/users/${viewer.id}`).set('Authorization', `Bearer ${token}`).expect(403);
    await t.http.get('/api/users/me').expect(401);
  });
});
