import type { Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './chromium';
import { testPasswordHash } from '../../support/password-cost';
import { ADMIN } from './server';

/** Signs in through the real login form. */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A new tab of the administrator, signed in, at this size and (as the customiser keeps them) in
 * this language and direction.
 */
export async function signedInTab(
  browser: Browser,
  serverUrl: string,
  {
    width = 1440,
    height = 900,
    language,
    direction,
    reducedMotion,
  }: {
    width?: number;
    height?: number;
    language?: string;
    direction?: 'ltr' | 'rtl';
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
) {
  const tab = await newPage(browser, serverUrl, { width, height, reducedMotion });
  if (language || direction) {
    await tab.context.addInitScript(
      ([lang, dir]) => {
        if (lang) localStorage.setItem('language', lang);
        if (dir) localStorage.setItem('direction', dir);
      },
      [language ?? null, direction ?? null],
    );
  }
  await signIn(tab.page);
  return tab;
}

/** Registration is off on a fresh install: the seeded administrator opens it through the API. */
export async function openRegistration(serverUrl: string): Promise<void> {
  const signIn = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('accessToken='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in failed: ${signIn.status}`);
  const form = new FormData();
  form.append('registrationOpen', 'true');
  const res = await fetch(`${serverUrl}/api/settings`, {
    method: 'PUT',
    headers: { cookie, origin: serverUrl },
    body: form,
  });
  if (!res.ok) throw new Error(`Opening registration failed: ${res.status} ${await res.text()}`);
}

/** A second person, an active user in the seeded administrator's account and role; answers the id. */
export async function addColleague(
  db: Connection,
  who: { email: string; password: string; firstName: string; lastName: string },
): Promise<number> {
  const [[admin]] = await db.query<never[]>('SELECT roleId, accountId FROM users WHERE email = ?', [
    ADMIN.email,
  ]);
  const { roleId, accountId } = admin as { roleId: number; accountId: number };
  const [row] = await db.query<never>(
    `INSERT INTO users (email, passwordHash, status, roleId, accountId, firstName, lastName)
     VALUES (?, ?, 'active', ?, ?, ?, ?)`,
    [
      who.email,
      await testPasswordHash(who.password),
      roleId,
      accountId,
      who.firstName,
      who.lastName,
    ],
  );
  return (row as { insertId: number }).insertId;
}
