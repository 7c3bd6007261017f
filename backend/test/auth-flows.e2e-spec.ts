import { generate } from 'otplib';
import type { Response } from 'supertest';
import { OWASP_LEAST_COST } from '../src/core/config/env';
import { PasswordHasher } from '../src/core/security/passwords';
import { Account } from '../src/accounts/entities/account.entity';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { UserToken } from '../src/users/entities/user-token.entity';
import { User } from '../src/users/entities/user.entity';
import { UserTokensService } from '../src/users/user-tokens.service';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { startInbox, type MailInbox, type ReceivedMail } from './support/mail-inbox';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  openRegistration,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

/** Registration, email confirmation, password reset, invitations, two-step sign-in, lockout. */
describe('authentication flows', () => {
  const env = testEnv();
  let t: TestApp;
  let inbox: MailInbox;
  /** Every answer and mail of the file, checked at the end for hashes and stray tokens. */
  const answers: string[] = [];
  const tokens = new Set<string>();

  const keep = (res: Response) => {
    answers.push(JSON.stringify({ headers: res.headers, body: res.body as unknown }));
    return res;
  };
  const post = async (path: string, body: object, cookie?: string) => {
    const req = t.http.post(path).send(body);
    return keep(await (cookie ? req.set('Cookie', cookie) : req));
  };
  const mailTo = (email: string, subject?: RegExp) =>
    inbox.waitFor((m) => m.to.includes(email) && (!subject || subject.test(m.subject)));
  /** The token of the link to `page` in both parts of the mail; the same in each. */
  const linkToken = (mail: ReceivedMail, page: string): string => {
    const pattern = new RegExp(
      `${t.config.publicUrl}/pages/authentication/${page}\\?token=([\\w-]+)`,
    );
    const fromText = pattern.exec(mail.text)?.[1];
    expect(fromText).toBeDefined();
    expect(pattern.exec(mail.html)?.[1]).toBe(fromText);
    tokens.add(fromText!);
    return fromText!;
  };
  /** Waits until the link jobs queued so far have run, so a missing mail is really missing. */
  const linkJobsDone = async () => {
    for (let i = 0; i < 100; i++) {
      const open = await t.db
        .getRepository(JobRun)
        .createQueryBuilder('r')
        .where(
          "r.name IN ('auth.link-mail', 'mail.send') AND r.state NOT IN ('completed', 'failed')",
        )
        .getCount();
      if (open === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('mail jobs did not finish');
  };
  const totp = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

  beforeAll(async () => {
    inbox = await startInbox();
    // The passwords this app hashes cost OWASP's least, not the test cost: "in the same time" below
    // needs hashing to outweigh a request's own work.
    t = await startApp(env, {
      SMTP_URL: inbox.smtpUrl,
      THROTTLE_LOGIN_LIMIT: '100000',
      PASSWORD_HASH_MEMORY_KIB: String(OWASP_LEAST_COST.memoryKib),
      PASSWORD_HASH_TIME_COST: String(OWASP_LEAST_COST.timeCost),
    });
    await openRegistration(t);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await dropEnv(env);
  });

  describe('registration', () => {
    const person = {
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@e2e.test',
      password: 'plum orchard lantern 42',
    };

    it('creates a pending Viewer in a new Free account, mails a link, and signs in once confirmed', async () => {
      const res = await post('/api/auth/register', {
        ...person,
        email: 'Marta.Kowalska@E2E.test ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Your account has been created. Check your email to confirm your address.',
      });

      const user = await t.db
        .getRepository(User)
        .findOneOrFail({ where: { email: person.email }, relations: { role: true } });
      expect(user).toMatchObject({ status: 'pending', locale: 'en', role: { name: 'Viewer' } });
      const account = await t.db
        .getRepository(Account)
        .findOneOrFail({ where: { id: user.accountId! }, relations: { plan: true } });
      expect(account).toMatchObject({ name: 'Marta Kowalska', plan: { code: 'free' } });

      const before = await post('/api/auth/login', {
        email: person.email,
        password: person.password,
      });
      expect(before.status).toBe(401);
      expect(before.body.message).toBe('Confirm your email address before signing in.');
      expect(before.headers['set-cookie']).toBeUndefined();

      const mail = await mailTo(person.email);
      expect(mail.subject).toBe('Confirm your email address for ai multisite');
      expect(mail.text).toContain('Hello Marta,');
      expect(mail.text).toContain('expires in 24 hours');
      const token = linkToken(mail, 'verify-email-v1');
      // Only the hash is stored.
      expect(await t.db.getRepository(UserToken).countBy({ tokenHash: token })).toBe(0);

      const verified = await post('/api/auth/verify-email', { token });
      expect(verified.status).toBe(200);
      expect(verified.body.message).toBe(
        'Your email address has been confirmed. You can now sign in.',
      );
      const { body } = await login(t, person.email, person.password);
      answers.push(JSON.stringify(body));
      expect(body.userData).toMatchObject({ email: person.email, role: { name: 'Viewer' } });

      const again = await post('/api/auth/verify-email', { token });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        message: 'This link is invalid or has expired.',
        errors: { token: ['This link is invalid or has expired.'] },
      });
    });

    it('answers a taken email exactly as a new one, after the same work, and tells its owner', async () => {
      const weak = await post('/api/auth/register', { ...person, password: 'password1' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual({
        password: ['This password is too common. Choose a less predictable one.'],
      });
      // Both hash the password (the costly part), so the answer's time tells nothing either: an
      // answer without hashing would come in a few ms rather than tens. Counted, not timed (a
      // loaded machine makes any one request slow).
      const hashes = jest.spyOn(t.app.get(PasswordHasher), 'hash');
      const register = async (email: string) => {
        hashes.mockClear();
        const res = await post('/api/auth/register', { ...person, email });
        return { res, hashed: hashes.mock.calls.map(([password]) => password) };
      };
      const taken = await register(person.email);
      const fresh = await register(`fresh.${Date.now()}@e2e.test`);
      hashes.mockRestore();
      expect([taken.res.status, taken.res.body]).toEqual([fresh.res.status, fresh.res.body]);
      expect(taken.hashed).toEqual([person.password]);
      expect(fresh.hashed).toEqual([person.password]);
      const notice = await mailTo(person.email, /tried to sign up/);
      expect(notice.text).toContain('You already have an account');
      expect(notice.text).not.toMatch(/token=/);
      expect(await t.db.getRepository(User).countBy({ email: person.email })).toBe(1);

      const missing = await post('/api/auth/register', { email: 'x' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
        'password',
      ]);
    });

    it('answers every password policy failure with its own message', async () => {
      const attempt = (password: string) =>
        post('/api/auth/register', { ...person, email: 'policy@e2e.test', password });
      const cases: [string, string, string][] = [
        ['Xq7#vb', 'password.too_short', 'Password must be at least 8 characters.'],
        [
          'mauve-otter-quilt-'.repeat(8).slice(0, 129),
          // Refused by the field rule before the policy runs.
          'request.invalid',
          'Password must be at most 128 characters.',
        ],
        [
          'password123',
          'password.too_common',
          'This password is too common. Choose a less predictable one.',
        ],
        [
          'qwertyuiop',
          'password.too_common',
          'This password is too common. Choose a less predictable one.',
        ],
      ];
      for (const [password, code, message] of cases) {
        const res = await attempt(password);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code,
          message,
          errors: { password: [message] },
        });
      }
      const longest = await attempt('mauve-otter-quilt-'.repeat(8).slice(0, 128));
      expect(longest.status).toBe(201);
    });

    it('writes the mails in the language chosen at sign-up', async () => {
      const email = 'giulia.bianchi@e2e.test';
      await post('/api/auth/register', {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        email,
        password: 'girasole tramonto 1987',
        locale: 'it',
      });
      const mail = await mailTo(email);
      expect(mail.subject).toBe('Conferma il tuo indirizzo email per ai multisite');
      expect(mail.text).toContain('Ciao Giulia,');
      expect(mail.text).toContain('Il link funziona una sola volta e scade tra 24 ore.');
      expect(mail.html).toContain('<html lang="it">');
      linkToken(mail, 'verify-email-v1');

      await t.db.getRepository(User).update({ email }, { status: 'active' });
      await post('/api/auth/forgot-password', { email });
      const reset = await mailTo(email, /password/);
      expect(reset.subject).toBe('Reimposta la password di ai multisite');
      expect(reset.text).toContain('scade tra 1 ora.');
      linkToken(reset, 'reset-password-v1');
    });

    it('resends a confirmation link with the same answer whoever asks', async () => {
      const email = 'late.reader@e2e.test';
      await post('/api/auth/register', { ...person, email, firstName: 'Late' });
      const first = await mailTo(email);
      const known = await post('/api/auth/resend-verification', { email });
      const unknown = await post('/api/auth/resend-verification', { email: 'nobody@e2e.test' });
      const active = await post('/api/auth/resend-verification', { email: person.email });
      for (const res of [known, unknown, active]) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual(known.body);
      }
      await linkJobsDone();
      const sent = inbox.mails.filter((m) => m.to.includes(email));
      expect(sent).toHaveLength(2);
      // The active user got no second confirmation link (only the sign-up notice of the test above).
      const confirmations = inbox.mails.filter(
        (m) => m.to.includes(person.email) && /Confirm your email/.test(m.subject),
      );
      expect(confirmations).toHaveLength(1);
      // The new link replaces the old one.
      const stale = linkToken(first, 'verify-email-v1');
      const fresh = linkToken(sent[1], 'verify-email-v1');
      expect((await post('/api/auth/verify-email', { token: stale })).status).toBe(400);
      expect((await post('/api/auth/verify-email', { token: fresh })).status).toBe(200);
    });
  });

  describe('forgotten password', () => {
    it('answers a known and an unknown email identically, and mails only the known one', async () => {
      const user = await createUser(t.db, { firstName: 'Ana', email: 'ana.pop@e2e.test' });
      const known = await post('/api/auth/forgot-password', { email: user.email });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@e2e.test' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({
        message: 'If an account exists for this email, a link to reset the password is on its way.',
      });
      await mailTo(user.email);
      await linkJobsDone();
      expect(inbox.mails.some((m) => m.to.includes('ghost@e2e.test'))).toBe(false);
    });

    it('resets once, ends every session (live), and refuses the link afterwards', async () => {
      const user = await createUser(t.db, { firstName: 'Radu', email: 'radu@e2e.test' });
      const old = await login(t, user.email, user.password);
      const socket = await connectSocket(t, old.cookie);
      await post('/api/auth/forgot-password', { email: user.email });
      const mail = await mailTo(user.email);
      expect(mail.subject).toBe('Reset your ai multisite password');
      expect(mail.text).toContain('expires in 1 hour.');
      const token = linkToken(mail, 'reset-password-v1');

      // A refused password leaves the link usable.
      const weak = await post('/api/auth/reset-password', { token, password: 'iloveyou' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual({
        password: ['This password is too common. Choose a less predictable one.'],
      });

      const ended = nextEvent(socket, 'auth.session.ended');
      const res = await post('/api/auth/reset-password', {
        token,
        password: 'new violet harbour 7',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Your password has been changed. You can now sign in.' });
      await ended;
      socket.close();
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${old.token}`).expect(401);
      await t.http.get('/api/auth/me').set('Cookie', old.cookie).expect(401);

      const second = await post('/api/auth/reset-password', {
        token,
        password: 'another fine day 9',
      });
      expect(second.status).toBe(400);
      expect(second.body.message).toBe('This link is invalid or has expired.');
      expect(
        (await post('/api/auth/login', { email: user.email, password: user.password })).status,
      ).toBe(401);
      await login(t, user.email, 'new violet harbour 7');
    });

    it('refuses forged, malformed and expired links', async () => {
      for (const token of ['x'.repeat(43), 'short', '', '../../etc']) {
        const res = await post('/api/auth/reset-password', {
          token,
          password: 'new violet harbour 7',
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('This link is invalid or has expired.');
      }
      const user = await createUser(t.db);
      const token = await t.app.get(UserTokensService).issue(user.id, 'reset', 1);
      await t.db
        .getRepository(UserToken)
        .update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await post('/api/auth/reset-password', {
        token,
        password: 'new violet harbour 7',
      });
      expect(expired.status).toBe(400);
    });
  });

  describe('invitations', () => {
    it('sets the first password from an invite token and activates the user', async () => {
      const result = await t.db.getRepository(User).insert({
        email: 'invited@e2e.test',
        firstName: 'Ivo',
        passwordHash: null,
        status: 'pending',
      });
      const userId = Number(result.identifiers[0].id);
      const token = await t.app.get(UserTokensService).issue(userId, 'invite', 72);
      tokens.add(token);

      const wrongPurpose = await post('/api/auth/reset-password', {
        token,
        password: 'cobalt meadow sparrow',
      });
      expect(wrongPurpose.status).toBe(400);
      const res = await post('/api/auth/set-password', {
        token,
        password: 'cobalt meadow sparrow',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Your password has been set. You can now sign in.' });
      expect(await t.db.getRepository(User).findOneByOrFail({ id: userId })).toMatchObject({
        status: 'active',
      });
      await login(t, 'invited@e2e.test', 'cobalt meadow sparrow');
      const again = await post('/api/auth/set-password', {
        token,
        password: 'cobalt meadow sparrow 2',
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This link is invalid or has expired.');
    });
  });

  describe('two-step sign-in', () => {
    it('sets up, requires the second step, refuses wrong and replayed codes, accepts recovery codes once', async () => {
      const user = await createUser(t.db, { firstName: 'Olena', email: 'olena@e2e.test' });
      const session = await login(t, user.email, user.password);

      const anonymous = await post('/api/auth/2fa/setup', {});
      expect(anonymous.status).toBe(401);
      const setup = await post('/api/auth/2fa/setup', {}, session.cookie);
      expect(setup.status).toBe(200);
      const { secret, otpauthUrl, qrDataUrl } = setup.body as Record<string, string>;
      expect(otpauthUrl).toBe(
        `otpauth://totp/ai%20multisite:olena%40e2e.test?secret=${secret}&issuer=ai%20multisite`,
      );
      expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
      const stored = await t.db.query(
        'SELECT pendingSecret FROM user_two_factor WHERE userId = ?',
        [user.id],
      );
      expect(stored[0].pendingSecret).not.toContain(secret);

      const notYet = await post('/api/auth/login', { email: user.email, password: user.password });
      expect(notYet.body.accessToken).toBeDefined();

      const badEnable = await post('/api/auth/2fa/enable', { code: '12345' }, session.cookie);
      expect(badEnable.status).toBe(400);
      expect(badEnable.body.errors).toEqual({
        code: ['Enter the 6-digit code from your authenticator app.'],
      });
      const enableCode = await totp(secret);
      const enabled = await post('/api/auth/2fa/enable', { code: enableCode }, session.cookie);
      expect(enabled.status).toBe(200);
      const recoveryCodes = enabled.body.recoveryCodes as string[];
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      recoveryCodes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
      const notice = await mailTo(user.email, /Two-step/);
      expect(notice.text).toContain('Two-step sign-in is now turned on');
      const status = await t.http.get('/api/auth/2fa').set('Cookie', session.cookie).expect(200);
      expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

      // The password alone now earns a challenge, not a session.
      const first = await post('/api/auth/login', { email: user.email, password: user.password });
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
      expect(first.body.twoFactorRequired).toBe(true);
      expect(first.headers['set-cookie']).toBeUndefined();
      const challengeToken = first.body.challengeToken as string;
      // The challenge is not an access token.
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${challengeToken}`).expect(401);

      const wrong = (await totp(secret)) === '000000' ? '111111' : '000000';
      const refused = await post('/api/auth/login/2fa', { challengeToken, code: wrong });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('The code is not valid.');
      const replayed = await post('/api/auth/login/2fa', { challengeToken, code: enableCode });
      expect(replayed.status).toBe(401);
      const forged = await post('/api/auth/login/2fa', {
        challengeToken: session.token,
        code: await totp(secret, 1),
      });
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('Your sign-in has expired. Please sign in again.');

      const next = await totp(secret, 1);
      const ok = await post('/api/auth/login/2fa', { challengeToken, code: next });
      expect(ok.status).toBe(200);
      expect(ok.body.userData.email).toBe(user.email);
      expect(String(ok.headers['set-cookie'])).toMatch(/accessToken=.*HttpOnly/i);
      await t.http
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${ok.body.accessToken}`)
        .expect(200);
      // The challenge completed its sign-in; it cannot start another.
      const reused = await post('/api/auth/login/2fa', {
        challengeToken,
        recoveryCode: recoveryCodes[5],
      });
      expect(reused.status).toBe(401);

      const second = await post('/api/auth/login', { email: user.email, password: user.password });
      const viaRecovery = await post('/api/auth/login/2fa', {
        challengeToken: second.body.challengeToken,
        recoveryCode: recoveryCodes[0].toUpperCase(),
      });
      expect(viaRecovery.status).toBe(200);
      const third = await post('/api/auth/login', { email: user.email, password: user.password });
      const spent = await post('/api/auth/login/2fa', {
        challengeToken: third.body.challengeToken,
        recoveryCode: recoveryCodes[0],
      });
      expect(spent.status).toBe(401);
      expect(spent.body.message).toBe('The recovery code is not valid or was already used.');

      // Turning it off needs the password and a second factor.
      const noPassword = await post(
        '/api/auth/2fa/disable',
        { recoveryCode: recoveryCodes[1], password: 'wrong password' },
        session.cookie,
      );
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.errors).toEqual({ password: ['The password is incorrect.'] });
      const off = await post(
        '/api/auth/2fa/disable',
        { recoveryCode: recoveryCodes[1], password: user.password },
        session.cookie,
      );
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ message: 'Two-step sign-in has been turned off.' });
      const plain = await post('/api/auth/login', { email: user.email, password: user.password });
      expect(plain.body.userData.email).toBe(user.email);
    });
  });

  describe('brute force', () => {
    it('locks one email after 5 failures, even for the right password, but not another email', async () => {
      const target = await createUser(t.db, { email: 'target@e2e.test' });
      const bystander = await createUser(t.db, { email: 'bystander@e2e.test' });
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/login', { email: target.email, password: `guess ${i}` });
        expect(res.status).toBe(401);
      }
      const locked = await post('/api/auth/login', {
        email: target.email,
        password: target.password,
      });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        statusCode: 429,
        code: 'auth.too_many_attempts',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
        params: { count: 15 },
      });
      // Upper case does not make it another account.
      const variant = await post('/api/auth/login', {
        email: 'TARGET@e2e.test',
        password: target.password,
      });
      expect(variant.status).toBe(429);
      await login(t, bystander.email, bystander.password);
      // Unknown emails are counted too, so a lock says nothing about whether the account exists.
      for (let i = 0; i < 5; i++)
        await post('/api/auth/login', { email: 'nobody@e2e.test', password: 'x' });
      expect(
        (await post('/api/auth/login', { email: 'nobody@e2e.test', password: 'x' })).status,
      ).toBe(429);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const user = await createUser(t.db);
      const fail = () => post('/api/auth/login', { email: user.email, password: 'not it' });
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      await login(t, user.email, user.password);
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      await login(t, user.email, user.password);
    });

    it('counts wrong second-step codes against the account', async () => {
      const user = await createUser(t.db, { email: 'codes@e2e.test' });
      const session = await login(t, user.email, user.password);
      const { secret } = (await post('/api/auth/2fa/setup', {}, session.cookie)).body as {
        secret: string;
      };
      await post('/api/auth/2fa/enable', { code: await totp(secret) }, session.cookie);
      const { challengeToken } = (
        await post('/api/auth/login', { email: user.email, password: user.password })
      ).body as { challengeToken: string };
      const current = await totp(secret);
      const wrong = current === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        expect((await post('/api/auth/login/2fa', { challengeToken, code: wrong })).status).toBe(
          401,
        );
      }
      const locked = await post('/api/auth/login/2fa', {
        challengeToken,
        code: await totp(secret, 1),
      });
      expect(locked.status).toBe(429);
    });
  });

  describe('changing one’s own password', () => {
    it('asks for the current one, keeps this sign-in and ends the others, live', async () => {
      const user = await createUser(t.db, { firstName: 'Petra', email: 'petra@e2e.test' });
      const here = await login(t, user.email, user.password);
      const elsewhere = await login(t, user.email, user.password);
      const elsewhereSocket = await connectSocket(t, elsewhere.cookie);
      const ended = nextEvent(elsewhereSocket, 'auth.session.ended');
      const change = (body: object, cookie = here.cookie) =>
        post('/api/auth/change-password', body, cookie);

      expect(
        (await post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }))
          .status,
      ).toBe(401);
      const wrong = await change({
        currentPassword: 'not it at all',
        newPassword: 'new quiet river 77',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'auth.wrong_current_password',
        errors: { currentPassword: ['The current password is not correct.'] },
      });
      const weak = await change({ currentPassword: user.password, newPassword: 'password1' });
      expect(weak.status).toBe(400);
      expect(Object.keys(weak.body.errors)).toEqual(['newPassword']);
      const missing = await change({});
      expect(missing.status).toBe(400);

      const done = await change({
        currentPassword: user.password,
        newPassword: 'new quiet river 77',
      });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        message: 'Your password has been changed. Your other sessions have been signed out.',
      });
      await ended;
      expect((await t.http.get('/api/auth/me').set('Cookie', elsewhere.cookie)).status).toBe(401);
      expect((await t.http.get('/api/auth/me').set('Cookie', here.cookie)).status).toBe(200);
      const old = await t.http
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password });
      expect(old.status).toBe(401);
      await login(t, user.email, 'new quiet river 77');
      elsewhereSocket.disconnect();
    });
  });

  describe('the audit trail of a user’s own security', () => {
    it('records each sign-in, a new password (never its value) and two-step on and off, with where from', async () => {
      const user = await createUser(t.db, {
        firstName: 'Iryna',
        lastName: 'Audit',
        email: 'iryna@e2e.test',
      });
      const admin = (await login(t)).cookie;
      // An administrator's open audit list hears of each entry as it is committed.
      const adminSocket = await connectSocket(t, admin);
      const heard: unknown[] = [];
      adminSocket.on('audit.changed', (payload) => heard.push(payload));
      const trail = async () =>
        (
          await t.http
            .get(`/api/audit?subject=user&subjectId=${user.id}&sortDir=asc&perPage=50`)
            .set('Cookie', admin)
            .expect(200)
        ).body.data as {
          action: string;
          actorId: number | null;
          actorEmail: string | null;
          ip: string | null;
          userAgent: string | null;
          label: string;
          changes: { field: string; before?: unknown; after?: unknown; secret?: boolean }[];
        }[];

      const refused = await post('/api/auth/login', { email: user.email, password: 'not it' });
      expect(refused.status).toBe(401);
      expect(await trail()).toEqual([]);

      const signedIn = await t.http
        .post('/api/auth/login')
        .set('User-Agent', 'desk-browser/2.0')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
      expect(await trail()).toEqual([
        expect.objectContaining({
          action: 'signed-in',
          actorId: user.id,
          actorEmail: user.email,
          ip: expect.stringMatching(/127\.0\.0\.1/),
          userAgent: 'desk-browser/2.0',
          label: 'Iryna Audit',
          changes: [],
        }),
      ]);

      const { secret } = (await post('/api/auth/2fa/setup', {}, cookie)).body as { secret: string };
      expect(
        (await post('/api/auth/2fa/enable', { code: await totp(secret) }, cookie)).status,
      ).toBe(200);
      const disabled = await post(
        '/api/auth/2fa/disable',
        { code: await totp(secret, 1), password: user.password },
        cookie,
      );
      expect(disabled.status).toBe(200);

      const newPassword = 'amber lantern harbour 41';
      const changed = await post(
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword },
        cookie,
      );
      expect(changed.status).toBe(200);

      await post('/api/auth/forgot-password', { email: user.email });
      const token = linkToken(await mailTo(user.email, /reset/i), 'reset-password-v1');
      const resetPassword = 'quiet copper valley 58';
      expect(
        (await post('/api/auth/reset-password', { token, password: resetPassword })).status,
      ).toBe(200);

      const entries = await trail();
      expect(entries.map((e) => [e.action, e.changes])).toEqual([
        ['signed-in', []],
        ['updated', [{ field: 'twoFactor', before: false, after: true }]],
        ['updated', [{ field: 'twoFactor', before: true, after: false }]],
        ['updated', [{ field: 'password', secret: true }]],
        ['updated', [{ field: 'password', secret: true }]],
      ]);
      expect(entries.every((e) => e.actorId === user.id && e.ip !== null)).toBe(true);
      const announced = { accountId: user.accountId ?? null, subject: 'user', subjectId: user.id };
      await eventually(async () => heard.length, entries.length);
      expect(heard).toEqual(entries.map(() => announced));
      adminSocket.close();
      const stored = JSON.stringify(
        await t.db.query('SELECT * FROM audit_entries WHERE subjectId = ?', [user.id]),
      );
      for (const value of [user.password, newPassword, resetPassword, secret]) {
        expect(stored).not.toContain(value);
      }
    });
  });

  describe('the configured title', () => {
    it('names the product in mails and authenticator entries after a rename', async () => {
      const { cookie } = await login(t);
      const rename = (title: string) =>
        t.http.put('/api/settings').set('Cookie', cookie).field('title', title).expect(200);
      await rename('Desk Central');
      try {
        const user = await createUser(t.db, { firstName: 'Ilie', email: 'ilie@e2e.test' });
        await post('/api/auth/forgot-password', { email: user.email });
        const mail = await mailTo(user.email);
        expect(mail.subject).toBe('Reset your Desk Central password');
        expect(mail.text).toContain('The Desk Central team');
        linkToken(mail, 'reset-password-v1');
        const session = await login(t, user.email, user.password);
        const setup = await post('/api/auth/2fa/setup', {}, session.cookie);
        expect(setup.body.otpauthUrl).toContain('issuer=Desk%20Central');
      } finally {
        await rename('ai multisite');
      }
    });
  });

  describe('secrets', () => {
    it('never shows a password hash, and tokens only inside mail links', async () => {
      await linkJobsDone();
      expect(tokens.size).toBeGreaterThanOrEqual(6);
      const everything = [...answers, ...inbox.mails.map((m) => m.raw)];
      for (const text of everything) expect(text).not.toMatch(/\$argon2|passwordHash/);
      for (const token of tokens) {
        for (const answer of answers) expect(answer).not.toContain(token);
      }
      for (const mail of inbox.mails) {
        const links = [...mail.text.matchAll(/token=([\w-]+)/g)].map((m) => m[1]);
        for (const token of links) {
          // Once as the text link; in HTML as the button and the copyable address.
          expect(mail.text.split(token)).toHaveLength(2);
          expect(mail.html.split(token)).toHaveLength(4);
        }
      }
    });

    it('keeps no working link at rest: the outbox holds neither a token nor its sealed link once sent', async () => {
      await linkJobsDone();
      const rows = await t.db.getRepository(OutboxMail).find();
      expect(rows.filter((r) => r.sentAt).length).toBeGreaterThanOrEqual(tokens.size);
      for (const row of rows) {
        expect(row.sealedLink).toBeNull();
        expect(`${row.text}${row.html}`).not.toMatch(/token=/);
      }
      for (const token of tokens) expect(JSON.stringify(rows)).not.toContain(token);
    });
  });
});
