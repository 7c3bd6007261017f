import { SMTPServer } from 'smtp-server';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { createRole, createUser } from './support/factories';
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

jest.setTimeout(60_000);

/**
 * An invitation that cannot be mailed is visible: on the user's row (live) and in the inviter's
 * Jobs page; the inviter can resend it, or copy a fresh link shown once and never stored.
 */
describe('invitations that cannot be mailed', () => {
  const env = testEnv();
  let t: TestApp;
  let smtp: SMTPServer;
  let manager: { id: number; cookie: string };
  let accountId: number;
  let socket: TestSocket;
  /** A role the manager holds more than, so they may grant it. */
  let roleId: number;
  const received: string[] = [];

  const invite = async (email: string) => {
    const res = await t.http
      .post('/api/users')
      .set('Cookie', manager.cookie)
      .send({ firstName: 'Nina', lastName: 'Nowak', email, roleId, accountId })
      .expect(201);
    return res.body as { id: number; invitation: unknown };
  };
  const row = async (id: number) =>
    (await t.http.get(`/api/users/${id}`).set('Cookie', manager.cookie).expect(200)).body as {
      invitation: { state: string; code: string | null; smtpStatus: number | null } | null;
    };

  beforeAll(async () => {
    // A mail server that refuses one mailbox, as a real one answers for an address that is gone.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone.')) {
          const error = Object.assign(new Error('Mailbox unavailable: no such user here'), {
            responseCode: 550,
          });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    t = await startApp(env, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const admin = await login(t);
    accountId = admin.body.userData.accountId as number;
    const role = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'user' },
        { action: 'create', subject: 'user' },
        { action: 'write', subject: 'user' },
        { action: 'read', subject: 'role' },
        { action: 'read', subject: 'website' },
      ],
    });
    const user = await createUser(t.db, { roleName: role.name, accountId });
    roleId = (await createRole(t.db, { permissions: [{ action: 'read', subject: 'user' }] })).id;
    manager = { id: user.id, cookie: (await login(t, user.email, user.password)).cookie };
    socket = await connectSocket(t, manager.cookie);
  });

  afterAll(async () => {
    socket?.disconnect();
    await t?.close();
    await dropEnv(env);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('shows a refused invitation on the user, live, with a reason code, and in the inviter’s jobs', async () => {
    const email = `gone.${Date.now()}@e2e.test`;
    const heard = waitForEvent(socket, 'users.changed', (p) => p.action === 'updated', 20_000);
    const created = await invite(email);
    expect(created.invitation).toMatchObject({ state: 'sending' });

    // The first refused attempt reaches the user's row at once (the queue goes on retrying).
    const changed = await heard;
    expect(changed.id).toBe(created.id);
    const failed = await row(created.id);
    // Why, as a code the browser translates and the server's status; never the server's words.
    expect(failed.invitation).toMatchObject({
      state: 'failed',
      code: 'mail.recipient_rejected',
      smtpStatus: 550,
    });
    expect(JSON.stringify(failed)).not.toMatch(/Mailbox unavailable|no such user/);
    const listed = await t.http
      .get('/api/users?status=pending')
      .set('Cookie', manager.cookie)
      .expect(200);
    expect(
      (listed.body.data as { id: number; invitation: unknown }[]).find((u) => u.id === created.id)
        ?.invitation,
    ).toMatchObject({ state: 'failed' });

    // The inviter finds the mail's run in their Jobs page, with the reason.
    const jobs = await t.http
      .get('/api/jobs?name=mail.send')
      .set('Cookie', manager.cookie)
      .expect(200);
    const run = (
      jobs.body.data as { userId: number; message: string | null; code: string | null }[]
    ).find((r) => r.userId === manager.id);
    expect(run?.code).toBe('mail.recipient_rejected');
    expect(run?.message).not.toMatch(/Mailbox unavailable|no such user/);
  });

  it('hands the inviter a fresh link, once: the earlier link stops working, nothing is stored in clear', async () => {
    const created = await invite(`gone.link.${Date.now()}@e2e.test`);
    const mailsBefore = await t.db.getRepository(OutboxMail).count();
    const first = await t.http
      .post(`/api/users/${created.id}/invite-link`)
      .set('Cookie', manager.cookie)
      .expect(200);
    expect(first.body).toMatchObject({ expiresInHours: 72 });
    const link = new URL(first.body.link as string);
    expect(link.pathname).toBe('/pages/authentication/set-password');
    const second = await t.http
      .post(`/api/users/${created.id}/invite-link`)
      .set('Cookie', manager.cookie)
      .expect(200);
    // No mail was queued for it, and neither link is in the database or job history.
    expect(await t.db.getRepository(OutboxMail).count()).toBe(mailsBefore);
    const firstToken = link.searchParams.get('token')!;
    const secondToken = new URL(second.body.link as string).searchParams.get('token')!;
    const stored = JSON.stringify([
      await t.db.getRepository(OutboxMail).find(),
      await t.db.getRepository(JobRun).find(),
    ]);
    expect(stored).not.toContain(firstToken);
    expect(stored).not.toContain(secondToken);

    // The earlier link no longer works; the one just handed over does.
    const refused = await t.http
      .post('/api/auth/set-password')
      .send({ token: firstToken, password: 'a long enough passphrase 42' })
      .expect(400);
    expect(refused.body.code).toBeDefined();
    await t.http
      .post('/api/auth/set-password')
      .send({ token: secondToken, password: 'a long enough passphrase 42' })
      .expect(200);
    const active = await row(created.id);
    expect(active.invitation).toBeNull();
    // Accepted: no more links.
    const again = await t.http
      .post(`/api/users/${created.id}/invite-link`)
      .set('Cookie', manager.cookie)
      .expect(400);
    expect(again.body.message).toBe('This user has already accepted the invitation.');
  });

  it('shows a delivered invitation as sent; a reader may not get links', async () => {
    const email = `nina.${Date.now()}@e2e.test`;
    const created = await invite(email);
    const deadline = Date.now() + 15_000;
    while (!received.includes(email) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(received).toContain(email);
    let state: string | undefined;
    while (state !== 'sent' && Date.now() < deadline) {
      state = (await row(created.id)).invitation?.state;
      if (state !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('sent');

    const readerRole = await createRole(t.db, {
      permissions: [{ action: 'read', subject: 'user' }],
    });
    const reader = await createUser(t.db, { roleName: readerRole.name, accountId });
    const session = await login(t, reader.email, reader.password);
    await t.http
      .post(`/api/users/${created.id}/invite-link`)
      .set('Cookie', session.cookie)
      .expect(403);
  });
});
