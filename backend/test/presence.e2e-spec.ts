/**
 * Presence: a socket joins a record's presence room only if its user may read the record, hears
 * who else is viewing it as they come and go (leave, disconnect), and an entry whose node stopped
 * refreshing it expires. The same rules hold for articles, websites and users.
 */
import type { PresenceJoined, PresenceTarget } from '../src/core/realtime/event-map';
import type Redis from 'ioredis';
import { PresenceService, PRESENCE_TTL_MS } from '../src/core/realtime/presence.service';
import { REDIS } from '../src/core/redis/redis.module';
import { RealtimeGateway } from '../src/core/realtime/realtime.gateway';
import type { Role } from '../src/core/access/entities/role.entity';
import type { Permission } from '../src/core/access/subjects';
import { eventually } from './support/eventually';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  startApp,
  testEnv,
  waitForEvent,
  type TestApp,
  type TestSocket,
} from './support/test-app';

describe('presence', () => {
  const env = testEnv();
  let t: TestApp;
  let websiteId: number;
  let articleId: number;
  let otherUserId: number;
  let readers: Role;
  let alice: { id: number; cookie: string };
  let bob: { id: number; cookie: string };
  let outsider: { id: number; cookie: string };
  const sockets: TestSocket[] = [];

  const person = async (first: string, accountId: number, assign: boolean) => {
    const user = await createUser(t.db, {
      roleName: readers.name,
      accountId,
      firstName: first,
      lastName: 'Tester',
    });
    if (assign) {
      await t.db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES (?, ?, 1)', [
        websiteId,
        user.id,
      ]);
    }
    return { id: user.id, cookie: (await login(t, user.email, user.password)).cookie };
  };
  const open = async (cookie: string) => {
    const socket = await connectSocket(t, cookie);
    sockets.push(socket);
    return socket;
  };
  const join = (socket: TestSocket, target: PresenceTarget) =>
    new Promise<PresenceJoined>((resolve) => socket.emit('presence.join', target, resolve));
  const ids = (answer: PresenceJoined) => (answer.ok ? answer.viewers.map((v) => v.id) : null);
  const viewersHeard = (socket: TestSocket, target: PresenceTarget, expected: number[]) =>
    waitForEvent(
      socket,
      'presence.viewers',
      (p) =>
        p.kind === target.kind &&
        p.id === target.id &&
        JSON.stringify(p.viewers.map((v) => v.id).sort()) === JSON.stringify([...expected].sort()),
      5000,
    );

  beforeAll(async () => {
    t = await startApp(env, { THROTTLE_LOGIN_LIMIT: '100000' });
    await login(t);
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      "SELECT id AS accountId FROM accounts WHERE name = 'Newsroom'",
    );
    const site = await t.db.query<{ insertId: number }>(
      'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
      [accountId, 'Presence site', 'https://presence.example.com'],
    );
    websiteId = Number(site.insertId);
    const article = await t.db.query<{ insertId: number }>(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt) VALUES (?, 1, ?, ?, ?)',
      [websiteId, 'Watched story', 'publish', new Date()],
    );
    articleId = Number(article.insertId);
    readers = await createRole(t.db, {
      permissions: ['article', 'website', 'user'].map((subject) => ({
        action: 'read' as const,
        subject: subject as Permission['subject'],
      })),
    });
    alice = await person('Alice', accountId, true);
    bob = await person('Bob', accountId, true);
    otherUserId = (await createUser(t.db, { roleName: 'Viewer', accountId })).id;
    const elsewhere = await createAccount(t.db);
    outsider = await person('Otto', elsewhere.id, false);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await dropEnv(env);
  });

  it('shows each viewer of an article to the others, and drops one who leaves or disconnects', async () => {
    const target: PresenceTarget = { kind: 'article', id: articleId };
    const a = await open(alice.cookie);
    const b = await open(bob.cookie);
    expect(ids(await join(a, target))).toEqual([alice.id]);
    const aliceSeesBob = viewersHeard(a, target, [alice.id, bob.id]);
    const joined = await join(b, target);
    expect(ids(joined)).toEqual([alice.id, bob.id]);
    expect(joined.ok && joined.viewers[0]).toEqual({
      id: alice.id,
      name: 'Alice Tester',
      avatar: null,
    });
    await aliceSeesBob;

    const bobLeft = viewersHeard(a, target, [alice.id]);
    b.emit('presence.leave', target);
    await bobLeft;

    const b2 = await open(bob.cookie);
    const back = viewersHeard(a, target, [alice.id, bob.id]);
    await join(b2, target);
    await back;
    const gone = viewersHeard(a, target, [alice.id]);
    b2.close();
    await gone;
  });

  it.each<[PresenceTarget['kind'], () => number]>([
    ['article', () => articleId],
    ['website', () => websiteId],
    ['user', () => otherUserId],
  ])(
    'refuses a %s the user may not read, and tells them nothing of its viewers',
    async (kind, id) => {
      const target = { kind, id: id() };
      const a = await open(alice.cookie);
      const o = await open(outsider.cookie);
      expect((await join(a, target)).ok).toBe(true);
      expect(await join(o, target)).toEqual({ ok: false });
      // The refused socket is in no room: it hears nothing when someone else arrives.
      let heard = false;
      o.on('presence.viewers', () => (heard = true));
      const b = await open(bob.cookie);
      const aliceSeesBob = viewersHeard(a, target, [alice.id, bob.id]);
      await join(b, target);
      await aliceSeesBob;
      expect(heard).toBe(false);
      a.close();
      b.close();
    },
  );

  it('refuses a malformed target and an anonymous socket', async () => {
    const a = await open(alice.cookie);
    expect(await join(a, { kind: 'role' as never, id: 1 })).toEqual({ ok: false });
    expect(await join(a, { kind: 'article', id: -3 })).toEqual({ ok: false });
    const anonymous = await open('');
    expect(await join(anonymous, { kind: 'article', id: articleId })).toEqual({ ok: false });
  });

  it("keeps a viewer while its socket's transport answers the pings", async () => {
    const target: PresenceTarget = { kind: 'website', id: websiteId };
    const a = await open(alice.cookie);
    await join(a, target);
    const redis = t.app.get<Redis>(REDIS);
    const key = `${env.redisPrefix}:presence:website:${websiteId}`;
    const member = `${a.id}:${alice.id}`;
    // About to expire: the next pong of its transport (every 10 s) gives it another 40 s.
    await redis.zadd(key, Date.now() + 1_000, member);
    const server = (t.app.get(RealtimeGateway) as unknown as { server: import('socket.io').Server })
      .server;
    server.sockets.sockets.get(a.id!)!.conn.emit('heartbeat');
    await eventually(
      async () => Number(await redis.zscore(key, member)) > Date.now() + PRESENCE_TTL_MS - 5_000,
      true,
      5_000,
    );
    a.close();
  });

  it('drops a viewer whose node stopped refreshing it (a node that died)', async () => {
    const target: PresenceTarget = { kind: 'website', id: websiteId };
    const a = await open(alice.cookie);
    await join(a, target);
    // Another node's socket, which that node refreshed until it died: its entry expires.
    const redis = t.app.get<Redis>(REDIS);
    const key = `${env.redisPrefix}:presence:website:${websiteId}`;
    const ghost = `ghost-socket:${bob.id}`;
    await redis.zadd(key, Date.now() + PRESENCE_TTL_MS, ghost);
    const presence = t.app.get(PresenceService);
    expect((await presence.viewers(target)).map((v) => v.id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    await redis.zadd(key, Date.now() - 1, ghost);
    const pruned = viewersHeard(a, target, [alice.id]);
    await presence.sweep();
    await pruned;
    a.close();
  });
});
