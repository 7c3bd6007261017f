import type { Page } from 'playwright-core';
import { ADMIN } from './server';

/** Signs in through the real login form. */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
