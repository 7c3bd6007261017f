import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startMailCatcher, type MailCatcher } from './support/mail';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { addColleague, signIn } from './support/session';

const OLGA = { email: 'olga@browser.test', password: 'olga browser password' };

/**
 * Someone assigns a colleague an article: the colleague's bell, open in another browser, lights
 * up without a reload, the mail arrives, and the notification leads to their articles.
 */
describe('notifications, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: Connection;
  let catcher: MailCatcher;
  let articleId: number;

  before(async () => {
    catcher = await startMailCatcher();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: catcher.smtpUrl }), launch()]);
    db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    const [[account]] = await db.query<never[]>("SELECT id FROM accounts WHERE name = 'Newsroom'");
    const olgaId = await addColleague(db, { ...OLGA, firstName: 'Olga', lastName: 'Other' });
    const [site] = await db.query<never>(
      'INSERT INTO websites (accountId, name, url) VALUES (?, ?, ?)',
      [(account as { id: number }).id, 'Bell News', 'https://bell-news.example.com'],
    );
    const websiteId = (site as { insertId: number }).insertId;
    await db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES (?, ?, 1)', [
      websiteId,
      olgaId,
    ]);
    const [article] = await db.query<never>(
      "INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt) VALUES (?, 1, 'Harbour reopens', 'publish', NOW())",
      [websiteId],
    );
    articleId = (article as { insertId: number }).insertId;
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
    await catcher?.close();
  });

  const person = async (email: string, password: string): Promise<Page> => {
    const { page } = await newPage(browser, server.url, { width: 1280, height: 900 });
    await signIn(page, email, password);
    return page;
  };

  it("lights the assignee's bell in another browser, mails them, and leads to their articles", async () => {
    const [admin, olga] = await Promise.all([
      person(ADMIN.email, ADMIN.password),
      person(OLGA.email, OLGA.password),
    ]);
    await olga.goto('/dashboards');
    const bell = olga.getByTestId('notification-bell');
    await bell.waitFor();
    assert.equal(await bell.getAttribute('data-unread'), '0');
    await olga.evaluate(() => ((window as Window & { marker?: number }).marker = 7));

    await admin.goto('/apps/articles/list');
    await admin.getByTestId(`articles-open-${articleId}`).click();
    const select = admin.getByTestId('article-assignee');
    await select.waitFor();
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="article-assignee"] option').length > 1,
    );
    const assignedAt = Date.now();
    await select.selectOption({ label: 'Olga Other' });

    await olga.waitForFunction(
      () =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-unread') ===
        '1',
      undefined,
      { timeout: 10_000 },
    );
    process.stdout.write(`# the bell lit ${Date.now() - assignedAt} ms after the assignment\n`);
    // No reload: the page's marker is still there.
    assert.equal(await olga.evaluate(() => (window as Window & { marker?: number }).marker), 7);
    const text = await catcher.waitForMail(OLGA.email, /Assigned to you: Harbour reopens/);
    assert.match(text, /assigned you “Harbour reopens” \(Bell News\)/);

    await bell.click();
    const item = olga.locator('[data-testid^="notification-"][data-read="false"]').first();
    await item.waitFor();
    assert.match((await item.textContent()) ?? '', /assigned you “Harbour reopens” \(Bell News\)/);
    await item.click();
    await olga.waitForURL(/\/apps\/articles\/list\?assignedTo=me/);
    await olga.waitForFunction(
      () =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-unread') ===
        '0',
    );
  });
});
