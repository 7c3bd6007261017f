import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startMailCatcher, type MailCatcher } from './support/mail';
import { freePort } from '../support/free-port';
import { startServer, type RunningServer } from './support/server';
import { openRegistration, signIn } from './support/session';

type Marked = Window & { marker?: number };

/** Registration, password reset, two-step sign-in, live permissions and live lists, in Chromium. */
describe('identity and access in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;

  before(async () => {
    mail = await startMailCatcher();
    // The mailed links carry PUBLIC_URL: give the server its own address so they open as sent.
    const port = await freePort();
    [server, browser] = await Promise.all([
      startServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mail.smtpUrl,
      }),
      launch(),
    ]);
    await openRegistration(server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  /** The one link of a mail to `page` (a path under /pages/authentication/), as mailed. */
  const linkIn = (text: string, page: string): string => {
    const escaped = server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`${escaped}/pages/authentication/${page}\\?token=[\\w%-]+`).exec(text);
    assert.ok(match, `a ${page} link in:\n${text}`);
    return match[0];
  };

  const api = async (path: string, body: object) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.ok(res.ok, `POST ${path}: ${res.status} ${await res.clone().text()}`);
    return res;
  };

  /** A confirmed self-registered account (a Viewer), set up through the API and the mail. */
  const activeUser = async (firstName: string, email: string, password: string) => {
    await api('/auth/register', { firstName, lastName: 'Tester', email, password });
    const text = await mail.waitForMail(email, /Confirm your email/);
    const token = new URL(linkIn(text, 'verify-email-v1')).searchParams.get('token');
    await api('/auth/verify-email', { token });
  };

  /** A browser context signed in as the seeded administrator, through the form. */
  const adminPage = async () => {
    const opened = await newPage(browser, server.url);
    await signIn(opened.page);
    return opened;
  };

  const mark = (page: Page, value: number) =>
    page.evaluate((v) => ((window as Marked).marker = v), value);
  const markerOf = (page: Page) => page.evaluate(() => (window as Marked).marker);
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it('register → the verification mail → its link → verified → signs in with the new account', async () => {
    const email = 'reg.nova@browser.test';
    const password = 'tangerine harbour 1987';
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/register');
    await page.locator('#register-firstName').fill('Nova');
    await page.locator('#register-lastName').fill('Reyes');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(password);
    await page.getByTestId('register-submit').click();
    await page.waitForURL('**/verify-email-sent');
    assert.equal(await page.getByTestId('pending-email').textContent(), email);

    // Not usable before the address is confirmed.
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('login-error').waitFor();

    const link = linkIn(await mail.waitForMail(email, /Confirm your email/), 'verify-email-v1');
    await page.goto(link);
    await page.getByTestId('verify-email-success').waitFor();
    await page.getByTestId('verify-email-login').click();
    await page.waitForURL('**/login');
    await signIn(page, email, password);
    await page.getByTestId('user-menu').waitFor();
    const me = await page.request.get('/api/auth/me');
    assert.equal(me.status(), 200);
    assert.equal(((await me.json()) as { userData: { email: string } }).userData.email, email);
    await context.close();
  });

  it('forgot password → the mail → the reset link → a new password signs in, the old one is refused', async () => {
    const email = 'reset.ines@browser.test';
    const oldPassword = 'copper lantern meadow 12';
    const newPassword = 'violet harbour evening 34';
    await activeUser('Ines', email, oldPassword);

    const { context, page } = await newPage(browser, server.url);
    await page.goto('/forgot-password');
    await page.locator('#forgot-email').fill(email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-sent').waitFor();

    const link = linkIn(await mail.waitForMail(email, /Reset your/), 'reset-password-v1');
    await page.goto(link);
    await page.locator('#new-password').fill(newPassword);
    await page.locator('#confirm-password').fill(newPassword);
    await page.getByTestId('reset-password-form-submit').click();
    await page.waitForURL('**/login');

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(oldPassword);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('login-error').waitFor();
    assert.equal(pathOf(page), '/login');

    await signIn(page, email, newPassword);
    await page.getByTestId('user-menu').waitFor();
    await context.close();
  });

  it('enables two-step sign-in from the Security dialog, then signing in asks for a TOTP code', async () => {
    const email = 'totp.olek@browser.test';
    const password = 'granite orchard sparrow 56';
    await activeUser('Olek', email, password);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, email, password);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('security').click();
    await page.getByTestId('security-dialog').waitFor();
    await page.getByTestId('two-factor-start').click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await page.getByTestId('two-factor-qr').waitFor();

    const enableEpoch = Math.floor(Date.now() / 1000);
    await page.getByTestId('two-factor-digit-0').click();
    await page.keyboard.type(await generate({ secret, epoch: enableEpoch }));
    const codes = page.getByTestId('two-factor-recovery-codes').locator('li');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10);
    await page.getByTestId('two-factor-done').click();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login**');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/pages/authentication/two-steps-v1?challenge=*');
    assert.equal((await page.request.get('/api/auth/me')).status(), 401, 'no session yet');

    // Each 30-second step is accepted once: the code of the next step after the one spent above.
    const epoch = Math.max(Math.floor(Date.now() / 1000), enableEpoch + 30);
    await page.getByTestId('two-steps-digit-0').click();
    await page.keyboard.type(await generate({ secret, epoch }));
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/authentication/'));
    await page.getByTestId('user-menu').waitFor();
    assert.equal((await page.request.get('/api/auth/me')).status(), 200);
    await context.close();
  });

  it("a permission removed in the roles editor leaves the user's open browser at once, without reload", async () => {
    const admin = await adminPage();
    const post = async <T>(path: string, data: object): Promise<T> => {
      const res = await admin.page.request.post(`/api${path}`, { data });
      assert.ok(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const role = await post<{ id: number }>('/roles', {
      name: 'Desk',
      permissions: [
        { action: 'read', subject: 'user' },
        { action: 'read', subject: 'website' },
      ],
    });
    const account = await post<{ id: number }>('/accounts', { name: 'Front Desk', plan: 'free' });
    const email = 'desk.dana@browser.test';
    const password = 'saffron window ledger 78';
    await post('/users', {
      firstName: 'Dana',
      lastName: 'Desk',
      email,
      roleId: role.id,
      accountId: account.id,
    });
    const invite = linkIn(await mail.waitForMail(email, /./), 'set-password');
    await api('/auth/set-password', { token: new URL(invite).searchParams.get('token'), password });

    // The user: one tab on the dashboard, one on the Users list (which needs read on user).
    const user = await newPage(browser, server.url);
    const home = user.page;
    await signIn(home, email, password);
    const usersLink = home.getByTestId('nav-link-/apps/user/list');
    await usersLink.click();
    await home.getByTestId('users-table').getByText(email).waitFor();
    await home.getByTestId('nav-link-/dashboards').click();
    await home.waitForURL('**/dashboards');
    await mark(home, 1);
    const list = await user.context.newPage();
    await list.goto('/apps/user/list');
    await list.getByTestId('users-table').getByText(email).waitFor();
    await mark(list, 2);

    // The admin unticks Read on Users for "Desk" in /apps/roles.
    await admin.page.goto('/apps/roles');
    await admin.page.getByTestId(`role-edit-${role.id}`).click();
    const dialog = admin.page.getByTestId('roles-dialog');
    const readUser = dialog.getByTestId('role-permission-user-read');
    assert.equal(await readUser.isChecked(), true);
    await dialog
      .locator('label', { has: admin.page.getByTestId('role-permission-user-read') })
      .click();
    assert.equal(await readUser.isChecked(), false);
    await admin.page.getByTestId('roles-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });

    // The menu entry goes; what is still allowed stays; the page was not reloaded.
    await usersLink.waitFor({ state: 'detached', timeout: 10_000 });
    await home.getByTestId('nav-link-/apps/websites/list').waitFor();
    assert.equal(pathOf(home), '/dashboards');
    assert.equal(await markerOf(home), 1, 'no reload');
    // The next navigation to the Users list (an in-app history push, not a reload) is refused.
    await home.evaluate(() => window.history.pushState(null, '', '/apps/user/list'));
    await home.waitForURL('**/not-authorized');
    await home.getByTestId('state-page').waitFor();
    assert.equal(await markerOf(home), 1, 'no reload');
    // The tab that showed the list follows its guard at once, also without reload.
    await list.waitForURL('**/not-authorized', { timeout: 10_000 });
    assert.equal(await markerOf(list), 2, 'no reload');

    await user.context.close();
    await admin.context.close();
  });

  it('a user created in one browser appears in the list open in another, without reload', async () => {
    const sessions: { context: BrowserContext; page: Page }[] = await Promise.all([
      adminPage(),
      adminPage(),
    ]);
    const [creator, watcher] = sessions.map((s) => s.page);
    await Promise.all(
      [creator, watcher].map(async (page) => {
        await page.goto('/apps/user/list');
        await page.getByTestId('users-table').waitFor();
      }),
    );
    await mark(watcher, 7);
    const email = 'aaron.abbott@browser.test';
    const row = watcher.getByTestId('users-table').getByText(email);
    assert.equal(await row.count(), 0);

    await creator.getByTestId('users-create').click();
    const dialog = creator.getByTestId('users-dialog');
    await dialog.locator('#user-firstName').fill('Aaron');
    await dialog.locator('#user-lastName').fill('Abbott');
    await dialog.locator('#user-email').fill(email);
    await dialog.locator('#user-roleId:not([disabled])').selectOption({ label: 'Viewer' });
    await creator.getByTestId('users-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await creator.getByTestId('users-table').getByText(email).waitFor();

    await row.waitFor({ timeout: 10_000 });
    assert.equal(await markerOf(watcher), 7, 'no reload');
    assert.equal(pathOf(watcher), '/apps/user/list');
    await Promise.all(sessions.map((s) => s.context.close()));
  });
});
