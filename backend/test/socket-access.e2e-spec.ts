/**
 * Sockets follow access: a socket hears an event only if its user may read the subject, and loses
 * its rooms the moment that changes (sign-out, a new role, another account, an unassignment). Also
 * the sign-in rules that end or lock sessions: two-step enabling, two-step disabling guesses, and
 * a lockout that binds the guessing source, not the victim.
 */
import { generate } from 'otplib';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { roomOf } from '../src/core/realtime/event-map';
import { RealtimePublisher } from '../src/core/realtime/publisher';
import { Role } from '../src/core/access/entities/role.entity';
import { Website } from '../src/websites/entities/website.entity';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { createAccount, createRole, createUser, type CreatedUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  whoHears,
  type TestApp,
  type TestSocket,
} from './support/test-app';

describe('socket access', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let accountA: number;
  let accountB: number;
  let viewerRoleId: number;
  const sockets: TestSocket[] = [];

  const open = async (cookie: string) => {
    const socket = await connectSocket(t, cookie);
    sockets.push(socket);
    return socket;
  };
  /** Which of `listeners` hear the users.changed of a user created in `accountId`; an administrator's socket proves it was sent. */
  const hearNewUser = async (listeners: TestSocket[], accountId: number) =>
    whoHears(listeners, 'users.changed', () => createUserIn(accountId), await open(admin));
  const disconnected = (socket: TestSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  const member = async (permissions: Parameters<typeof createRole>[1]['permissions']) => {
    const role = await createRole(t.db, { permissions });
    const user = await createUser(t.db, { roleName: role.name, accountId: accountA });
    return { user, cookie: (await login(t, user.email, user.password)).cookie };
  };
  const createUserIn = (accountId: number) =>
    t.http
      .post('/api/users')
      .set('Cookie', admin)
      .send({
        firstName: 'New',
        lastName: 'Person',
        email: `new.${Math.random().toString(36).slice(2)}@e2e.test`,
        roleId: viewerRoleId,
        accountId,
      })
      .expect(201);

  beforeAll(async () => {
    t = await startApp(env, { THROTTLE_LOGIN_LIMIT: '100000' });
    admin = (await login(t)).cookie;
    accountA = (await createAccount(t.db)).id;
    accountB = (await createAccount(t.db)).id;
    viewerRoleId = (await t.db.getRepository(Role).findOneByOrFail({ name: 'Viewer' })).id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await dropEnv(env);
  });

  it('tells users.changed only to those who may read users', async () => {
    const reader = await member([{ action: 'read', subject: 'user' }]);
    const viewer = await member([{ action: 'read', subject: 'website' }]);
    const readerSocket = await open(reader.cookie);
    const viewerSocket = await open(viewer.cookie);
    expect(await hearNewUser([readerSocket, viewerSocket], accountA)).toEqual([true, false]);
  });

  it('ends the sockets of the signed-out sign-in only', async () => {
    const { user } = await member([{ action: 'read', subject: 'user' }]);
    const first = await login(t, user.email, user.password);
    const second = await login(t, user.email, user.password);
    const leaving = await open(first.cookie);
    const staying = await open(second.cookie);
    const ended = nextEvent(leaving, 'auth.session.ended');
    const gone = disconnected(leaving);
    await t.http.post('/api/auth/logout').set('Cookie', first.cookie).expect(204);
    await ended;
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    expect(await hearNewUser([staying], accountA)).toEqual([true]);
  });

  it('rebuilds the rooms when the role changes: no more users.changed without read on users', async () => {
    const reader = await member([{ action: 'read', subject: 'user' }]);
    const socket = await open(reader.cookie);
    const weaker = await createRole(t.db, {
      permissions: [{ action: 'read', subject: 'website' }],
    });
    const rules = nextEvent(socket, 'auth.rules.updated');
    const gone = disconnected(socket);
    await t.http
      .patch(`/api/users/${reader.user.id}`)
      .set('Cookie', admin)
      .send({ roleId: weaker.id })
      .expect(200);
    expect((await rules).abilityRules).toEqual([{ action: 'read', subject: 'website' }]);
    expect(await gone).toBe('io server disconnect');
    const again = await open(reader.cookie);
    expect(await hearNewUser([again], accountA)).toEqual([false]);
  });

  it("stops a moved user's sockets from hearing the old account", async () => {
    const mover = await member([{ action: 'read', subject: 'user' }]);
    const socket = await open(mover.cookie);
    const gone = disconnected(socket);
    await t.http
      .patch(`/api/users/${mover.user.id}`)
      .set('Cookie', admin)
      .send({ accountId: accountB })
      .expect(200);
    expect(await gone).toBe('io server disconnect');
    const again = await open(mover.cookie);
    expect(await hearNewUser([again], accountA)).toEqual([false]);
    expect(await hearNewUser([again], accountB)).toEqual([true]);
  });

  describe('websites and jobs', () => {
    let website: number;
    let editor: { user: CreatedUser; cookie: string };

    beforeAll(async () => {
      editor = await member([{ action: 'write', subject: 'website' }]);
      const saved = await t.db
        .getRepository(Website)
        .save(
          t.db
            .getRepository(Website)
            .create({ accountId: accountA, name: 'Desk', url: 'https://desk.example.org' }),
        );
      website = saved.id;
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId: website, userId: editor.user.id, canWrite: true });
    });

    it("lets only readers of a job's website watch it", async () => {
      const outsider = await member([{ action: 'read', subject: 'website' }]);
      const run = await t.db.getRepository(JobRun).save(
        t.db.getRepository(JobRun).create({
          queue: 'sync',
          name: 'website.sync',
          bullJobId: `watch-${website}`,
          payload: { websiteId: website },
          websiteId: website,
          userId: editor.user.id,
          accountId: accountA,
        }),
      );
      for (const event of ['job.watch', 'job.text.watch'] as const) {
        const watch = async (cookie: string) =>
          (await open(cookie)).emitWithAck(event, String(run.id));
        expect([event, await watch(outsider.cookie)]).toEqual([event, false]);
        expect([event, await watch(editor.cookie)]).toEqual([event, true]);
        expect([event, await watch(admin)]).toEqual([event, true]);
      }
    });

    it("takes an unassigned user's sockets out of the website's job rooms at once", async () => {
      const run = await t.db.getRepository(JobRun).save(
        t.db.getRepository(JobRun).create({
          queue: 'sync',
          name: 'website.sync',
          bullJobId: `unassigned-${website}`,
          payload: { websiteId: website },
          websiteId: website,
          accountId: accountA,
        }),
      );
      const socket = await open(editor.cookie);
      const adminSocket = await open(admin);
      expect(await socket.emitWithAck('job.watch', String(run.id))).toBe(true);
      expect(await adminSocket.emitWithAck('job.watch', String(run.id))).toBe(true);
      await t.http
        .put(`/api/websites/${website}/users`)
        .set('Cookie', admin)
        .send({ users: [] })
        .expect(200);
      const progress = {
        jobId: String(run.id),
        queue: 'sync',
        name: 'website.sync',
        state: 'active' as const,
        progress: 50,
      };
      const publish = async () =>
        t.app.get(RealtimePublisher).to(roomOf.job(run.id), 'job.progress', progress);
      expect(await whoHears([socket], 'job.progress', publish, adminSocket)).toEqual([false]);
    });
  });

  describe('sign-in rules', () => {
    it('ends every other sign-in when two-step sign-in is turned on', async () => {
      const { user, cookie } = await member([]);
      const other = await login(t, user.email, user.password);
      const otherSocket = await open(other.cookie);
      const ended = nextEvent(otherSocket, 'auth.session.ended');
      const setup = await t.http.post('/api/auth/2fa/setup').set('Cookie', cookie).expect(200);
      const code = await generate({ secret: setup.body.secret as string });
      await t.http.post('/api/auth/2fa/enable').set('Cookie', cookie).send({ code }).expect(200);
      await ended;
      await t.http.get('/api/auth/me').set('Cookie', other.cookie).expect(401);
      await t.http.get('/api/auth/me').set('Cookie', cookie).expect(200);
    });

    it('counts wrong passwords on two-step disabling per user', async () => {
      const { user, cookie } = await member([]);
      const setup = await t.http.post('/api/auth/2fa/setup').set('Cookie', cookie).expect(200);
      const secret = setup.body.secret as string;
      await t.http
        .post('/api/auth/2fa/enable')
        .set('Cookie', cookie)
        .send({ code: await generate({ secret }) })
        .expect(200);
      const attempt = () =>
        t.http
          .post('/api/auth/2fa/disable')
          .set('Cookie', cookie)
          .send({ password: 'wrong guess 1', code: '000000' });
      for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
      // Even the right password waits now.
      const right = await t.http
        .post('/api/auth/2fa/disable')
        .set('Cookie', cookie)
        .send({ password: user.password, code: await generate({ secret }) });
      expect(right.status).toBe(429);
    });

    it('locks the guessing source out, not the account owner', async () => {
      const { user } = await member([]);
      const from = (ip: string, password: string) =>
        t.http
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ email: user.email, password });
      for (let i = 0; i < 5; i++)
        expect((await from('203.0.113.7', 'not it at all')).status).toBe(401);
      expect((await from('203.0.113.7', user.password)).status).toBe(429);
      expect((await from('198.51.100.20', user.password)).status).toBe(200);
    });
  });
});
