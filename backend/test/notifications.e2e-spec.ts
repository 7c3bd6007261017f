import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../src/notifications/webhook/webhook-signature';
import { JobName } from '../src/core/queues/job-catalogue';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { startInbox, type MailInbox } from './support/mail-inbox';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

interface Notification {
  id: number;
  kind: string;
  params: Record<string, string>;
  link: string | null;
  read: boolean;
}

/**
 * A person's notifications: told on their bell (stored, live on their own socket) and by mail, as
 * they chose per kind; an assignment and a run of theirs that failed for good.
 */
describe('notifications', () => {
  const env = testEnv();
  let t: TestApp;
  let inbox: MailInbox;
  let admin: string;
  let adminId: number;
  let websiteId: number;
  let bareWebsiteId: number;
  let articleIds: number[];
  let editor: { id: number; email: string; cookie: string };
  let newsroomId: number;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await startApp(env, { SMTP_URL: inbox.smtpUrl, OUTBOUND_ALLOW_PRIVATE: 'true' });
    const session = await login(t);
    admin = session.cookie;
    adminId = session.body.userData.id;
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      "SELECT id AS accountId FROM accounts WHERE name = 'Newsroom'",
    );
    newsroomId = Number(accountId);
    const add = async (name: string) =>
      Number(
        (
          await t.db.query<{ insertId: number }>(
            'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
            [accountId, name, `https://${name.toLowerCase().replace(/ /g, '')}.example.com`],
          )
        ).insertId,
      );
    websiteId = await add('Daily News');
    // Verified, but its application password is gone: a clone into it fails for good.
    bareWebsiteId = await add('Bare Desk');
    await t.db.query(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, link) VALUES ?',
      [[1, 2].map((n) => [websiteId, n, `Story ${n}`, 'publish', new Date(), `https://x/${n}`])],
    );
    articleIds = (
      await t.db.query<{ id: number }[]>('SELECT id FROM articles WHERE websiteId = ?', [websiteId])
    ).map((r) => Number(r.id));
    const user = await createUser(t.db, {
      roleName: 'Editor',
      accountId,
      firstName: 'Eda',
      lastName: 'Editor',
    });
    await t.db.query("UPDATE users SET locale = 'it' WHERE id = ?", [user.id]);
    await t.db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES (?, ?, 1)', [
      websiteId,
      user.id,
    ]);
    editor = {
      id: user.id,
      email: user.email,
      cookie: (await login(t, user.email, user.password)).cookie,
    };
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
    await dropEnv(env);
  });

  const list = async (cookie: string) =>
    (await t.http.get('/api/notifications').set('Cookie', cookie).expect(200)).body as {
      data: Notification[];
      unread: number;
      nextCursor: number | null;
    };
  const assign = (id: number, userId: number | null) =>
    t.http.patch(`/api/articles/${id}/assignee`).set('Cookie', admin).send({ userId });

  it('an assignment lights the assignee’s bell at once and mails them in their language', async () => {
    const socket = await connectSocket(t, editor.cookie);
    const heard = nextEvent(socket, 'notifications.changed');
    await assign(articleIds[0]!, editor.id).expect(200);
    expect(await heard).toEqual({ userId: editor.id, unread: 1 });
    socket.close();

    const { data, unread } = await list(editor.cookie);
    expect(unread).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        params: { title: 'Story 1', website: 'Daily News', by: expect.any(String) },
        link: '/apps/articles/list?assignedTo=me',
        read: false,
      }),
    ]);
    const mail = await inbox.waitFor((m) => m.to.includes(editor.email));
    expect(mail.subject).toBe('Assegnato a te: Story 1');
    expect(mail.text).toContain('ti ha assegnato «Story 1» (Daily News)');
    expect(mail.text).toContain('/apps/articles/list?assignedTo=me');
    // Nobody else's bell: the one who assigned it has nothing.
    expect((await list(admin)).data).toEqual([]);
  });

  it('reads: one, or all; another person’s ids mark nothing', async () => {
    await assign(articleIds[1]!, editor.id).expect(200);
    // The notice is stored after the assignment answered (never in its way): wait for it.
    await eventually(async () => (await list(editor.cookie)).unread, 2, 10_000);
    const { data } = await list(editor.cookie);
    expect(data.map((n) => n.read)).toEqual([false, false]);
    // The administrator marking the editor's notification reads none of them.
    await t.http
      .post('/api/notifications/read')
      .set('Cookie', admin)
      .send({ ids: [data[0]!.id] })
      .expect(200);
    expect((await list(editor.cookie)).unread).toBe(2);
    const one = await t.http
      .post('/api/notifications/read')
      .set('Cookie', editor.cookie)
      .send({ ids: [data[0]!.id] })
      .expect(200);
    expect(one.body).toEqual({ unread: 1 });
    await t.http.post('/api/notifications/read').set('Cookie', editor.cookie).send({}).expect(200);
    expect((await list(editor.cookie)).unread).toBe(0);
    const bad = await t.http
      .post('/api/notifications/read')
      .set('Cookie', editor.cookie)
      .send({ ids: 'all' });
    expect(bad.status).toBe(400);
  });

  it('keeps each person’s choice per kind and channel: no mail, then not even the bell', async () => {
    const prefs = async () =>
      (await t.http.get('/api/notifications/preferences').set('Cookie', editor.cookie).expect(200))
        .body.data;
    expect(await prefs()).toEqual([
      { kind: 'assigned', inApp: true, mail: true },
      { kind: 'run_failed', inApp: true, mail: false },
      { kind: 'review_waiting', inApp: true, mail: false },
      { kind: 'source_changed', inApp: true, mail: false },
      { kind: 'quota_near', inApp: true, mail: true },
    ]);
    const save = (data: unknown) =>
      t.http.put('/api/notifications/preferences').set('Cookie', editor.cookie).send({ data });
    await save([{ kind: 'assigned', inApp: true, mail: false }]).expect(200);
    expect(
      (
        await save([
          { kind: 'assigned', inApp: true, mail: false },
          { kind: 'assigned', inApp: false, mail: false },
        ])
      ).body,
    ).toMatchObject({
      statusCode: 400,
      code: 'notification.kind_twice',
    });
    expect((await save([{ kind: 'everything', inApp: true, mail: true }])).status).toBe(400);

    // The last test's mail (mail was on then) has arrived before counting.
    await inbox.waitFor((m) => m.to.includes(editor.email) && m.subject.endsWith('Story 2'));
    const mailsBefore = inbox.mails.filter((m) => m.to.includes(editor.email)).length;
    await assign(articleIds[0]!, null).expect(200);
    await assign(articleIds[0]!, editor.id).expect(200);
    await eventually(async () => (await list(editor.cookie)).unread, 1, 10_000);
    await save([{ kind: 'assigned', inApp: false, mail: false }]).expect(200);
    await assign(articleIds[1]!, null).expect(200);
    await assign(articleIds[1]!, editor.id).expect(200);
    // Given time to arrive, nothing more came: neither on the bell nor by mail.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await list(editor.cookie)).unread).toBe(1);
    expect(inbox.mails.filter((m) => m.to.includes(editor.email)).length).toBe(mailsBefore);
  });

  it('tells whoever started a clone that failed for good, with its reason', async () => {
    const socket = await connectSocket(t, admin);
    const heard = nextEvent(socket, 'notifications.changed', 30_000);
    await t.http
      .post('/api/articles/clone')
      .set('Cookie', admin)
      .send({
        articleIds: [articleIds[0]],
        websiteIds: [bareWebsiteId],
        type: 'unchanged',
        status: 'draft',
      })
      .expect(202);
    expect(await heard).toEqual({ userId: adminId, unread: 1 });
    socket.close();
    const { data } = await list(admin);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'run_failed',
        params: expect.objectContaining({
          job: 'clone.article',
          title: 'Story 1',
          website: 'Bare Desk',
          code: 'clone.missing_credentials',
        }),
        link: `/apps/jobs?websiteId=${bareWebsiteId}&state=failed`,
      }),
    ]);
  });

  it('the daily digest: no mail per notice, then one mail a day listing what is unread on the bell', async () => {
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      'SELECT accountId FROM websites WHERE id = ?',
      [websiteId],
    );
    const user = await createUser(t.db, {
      roleName: 'Editor',
      accountId,
      firstName: 'Dina',
      lastName: 'Digest',
    });
    await t.db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES (?, ?, 1)', [
      websiteId,
      user.id,
    ]);
    const cookie = (await login(t, user.email, user.password)).cookie;
    const chosen = await t.http
      .put('/api/notifications/preferences')
      .set('Cookie', cookie)
      .send({ data: [], digest: true })
      .expect(200);
    expect(chosen.body.digest).toBe(true);
    const mails = () =>
      t.db.query<{ subject: string; text: string }[]>(
        'SELECT subject, text FROM mail_outbox WHERE userId = ? ORDER BY id',
        [user.id],
      );

    // Assigned twice: on the bell at once, and (mail by default) no mail for either.
    await assign(articleIds[0]!, user.id).expect(200);
    await assign(articleIds[1]!, user.id).expect(200);
    await eventually(async () => (await list(cookie)).unread, 2, 10_000);
    expect(await mails()).toEqual([]);

    // The digest's day ends: one mail, in the person's language, with both notices and links.
    await t.db.query(
      'UPDATE notification_digests SET lastSentAt = NOW(3) - INTERVAL 25 HOUR WHERE userId = ?',
      [user.id],
    );
    const run = () =>
      t.http
        .post(`/api/jobs/maintenance/${JobName.NotificationDigest}/run`)
        .set('Cookie', admin)
        .expect(202);
    await run();
    await eventually(async () => (await mails()).length, 1, 15_000);
    const [digest] = await mails();
    expect(digest!.subject).toBe('Your day in ai multisite: 2 notices');
    expect(digest!.text).toContain('“Story 1”');
    expect(digest!.text).toContain('“Story 2”');
    expect(digest!.text).toContain('/apps/articles/list?assignedTo=me');
    // Its next day starts now (written just after the mail is queued: waited for, not raced).
    const dayStartedLately = async () => {
      const [{ lastSentAt }] = await t.db.query<{ lastSentAt: Date }[]>(
        'SELECT lastSentAt FROM notification_digests WHERE userId = ?',
        [user.id],
      );
      return Date.now() - new Date(lastSentAt).getTime() < 60_000;
    };
    await eventually(dayStartedLately, true, 15_000);
    // Its next day has begun: another run (seen to end) sends nothing.
    const lastTick = async () =>
      (
        (await t.http.get('/api/jobs/maintenance').set('Cookie', admin).expect(200)).body.data as {
          name: string;
          last: { startedAt: string } | null;
        }[]
      ).find((job) => job.name === JobName.NotificationDigest)?.last?.startedAt ?? null;
    const before = await lastTick();
    await run();
    await eventually(async () => (await lastTick()) !== before, true, 15_000);
    expect(await mails()).toHaveLength(1);

    // Off again: a notice is mailed at once.
    await t.http
      .put('/api/notifications/preferences')
      .set('Cookie', cookie)
      .send({ data: [], digest: false })
      .expect(200);
    await assign(articleIds[0]!, null).expect(200);
    await assign(articleIds[0]!, user.id).expect(200);
    await eventually(async () => (await mails()).length, 2, 10_000);
  });

  describe("the account's webhook (Slack/Teams-compatible JSON, signed)", () => {
    const SECRET = 'desk-webhook-secret-0001';
    const posts: { body: string; signature: string; event: string }[] = [];
    const answers: number[] = [];
    let receiver: Server;
    let hookUrl: string;

    beforeAll(async () => {
      receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          posts.push({
            body,
            signature: String(req.headers['x-aims-signature'] ?? ''),
            event: String(req.headers['x-aims-event'] ?? ''),
          });
          res.statusCode = answers.shift() ?? 200;
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/desk`;
    });
    afterAll(async () => {
      await new Promise((resolve) => receiver?.close(resolve));
    });

    const hook = () => `/api/accounts/${newsroomId}/webhook`;

    it('keeps the address and a sealed secret, never answers or records the secret, and signs a test post', async () => {
      expect((await t.http.get(hook()).set('Cookie', admin).expect(200)).body).toEqual({
        url: null,
        secretSet: false,
        lastAttemptAt: null,
        lastOutcome: null,
      });
      const noSecret = await t.http
        .put(hook())
        .set('Cookie', admin)
        .send({ url: hookUrl })
        .expect(400);
      expect(noSecret.body).toMatchObject({
        code: 'webhook.secret_required',
        errors: { secret: [expect.any(String)] },
      });
      const short = await t.http
        .put(hook())
        .set('Cookie', admin)
        .send({ url: hookUrl, secret: 'short' })
        .expect(400);
      expect(short.body.errors.secret).toEqual(['The secret must be at least 16 characters.']);

      const saved = await t.http
        .put(hook())
        .set('Cookie', admin)
        .send({ url: hookUrl, secret: SECRET })
        .expect(200);
      expect(saved.body).toMatchObject({ url: hookUrl, secretSet: true });
      expect(JSON.stringify(saved.body)).not.toContain(SECRET);
      const [row] = await t.db.query<{ secretSealed: string }[]>(
        'SELECT secretSealed FROM account_webhooks WHERE accountId = ?',
        [newsroomId],
      );
      expect(row!.secretSealed).not.toContain(SECRET);
      const trail = await t.http
        .get('/api/audit')
        .query({ subject: 'account', subjectId: newsroomId })
        .set('Cookie', admin)
        .expect(200);
      expect(trail.body.data[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'webhookUrl', before: null, after: hookUrl },
          { field: 'webhookSecret', secret: true },
        ]),
      );
      expect(JSON.stringify(trail.body)).not.toContain(SECRET);

      await t.http.post(`${hook()}/test`).set('Cookie', admin).expect(200, {
        outcome: 'delivered',
      });
      const test = posts.at(-1)!;
      expect(verifyWebhook(SECRET, test.body, test.signature)).toBe(true);
      expect(verifyWebhook('another-secret-000000', test.body, test.signature)).toBe(false);
      expect(JSON.parse(test.body)).toMatchObject({ kind: 'test', text: expect.any(String) });
      expect((await t.http.get(hook()).set('Cookie', admin)).body).toMatchObject({
        lastOutcome: 'delivered',
      });
    });

    it("posts the desk's notices: a run that failed for good, once, signed, with its link", async () => {
      const before = posts.length;
      await t.http
        .post('/api/articles/clone')
        .set('Cookie', admin)
        .send({
          articleIds: [articleIds[1]],
          websiteIds: [bareWebsiteId],
          type: 'unchanged',
          status: 'draft',
        })
        .expect(202);
      await eventually(() => Promise.resolve(posts.length), before + 1, 30_000);
      const post = posts.at(-1)!;
      expect(post.event).toBe('run_failed');
      expect(verifyWebhook(SECRET, post.body, post.signature)).toBe(true);
      const body = JSON.parse(post.body) as { text: string; link: string; kind: string };
      expect(body.text).toContain('Story 2');
      expect(body.text).toContain(
        'The website has no API username or application password: add them and verify it.',
      );
      expect(body.link).toMatch(
        new RegExp(`/apps/jobs\\?websiteId=${bareWebsiteId}&state=failed$`),
      );
    });

    it('says when the receiver refuses; a new address needs the secret again; null removes it', async () => {
      answers.push(410);
      const refused = await t.http.post(`${hook()}/test`).set('Cookie', admin).expect(502);
      expect(refused.body).toMatchObject({ code: 'webhook.refused', params: { status: 410 } });
      expect((await t.http.get(hook()).set('Cookie', admin)).body.lastOutcome).toBe(
        'webhook.refused:410',
      );
      // The secret was entered for this origin: another one is refused without it.
      const moved = await t.http
        .put(hook())
        .set('Cookie', admin)
        .send({ url: 'http://localhost:9/hooks/desk' })
        .expect(400);
      expect(moved.body.code).toBe('webhook.secret_required');
      // The same origin keeps it.
      await t.http
        .put(hook())
        .set('Cookie', admin)
        .send({ url: `${hookUrl}?channel=2` })
        .expect(200);
      await t.http.put(hook()).set('Cookie', admin).send({ url: null }).expect(200, {
        url: null,
        secretSet: false,
        lastAttemptAt: null,
        lastOutcome: null,
      });
      const none = await t.http.post(`${hook()}/test`).set('Cookie', admin).expect(409);
      expect(none.body.code).toBe('webhook.none');
    });
  });
});
