import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { escapeOverlay } from './support/overlay';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { addColleague, signIn } from './support/session';

const OLGA = { email: 'olga@browser.test', password: 'olga browser password', name: 'Olga Other' };

/**
 * Two signed-in people on the same records: each sees the other's face on an article they both
 * have open (and it goes when one closes it), and the second of two saves of one website is
 * refused with the first one's change shown.
 */
describe('presence and edit conflicts, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: Connection;
  let websiteId: number;
  let articleId: number;
  let adminId: number;
  let olgaId: number;
  /** The two people, each signed in once in a browser of their own. */
  let admin: Page;
  let olga: Page;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    const [[account]] = await db.query<never[]>("SELECT id FROM accounts WHERE name = 'Newsroom'");
    const [[adminRow]] = await db.query<never[]>('SELECT id FROM users WHERE email = ?', [
      ADMIN.email,
    ]);
    adminId = (adminRow as { id: number }).id;
    olgaId = await addColleague(db, { ...OLGA, firstName: 'Olga', lastName: 'Other' });
    const [site] = await db.query<never>(
      'INSERT INTO websites (accountId, name, url) VALUES (?, ?, ?)',
      [(account as { id: number }).id, 'Presence News', 'https://presence-news.example.com'],
    );
    websiteId = (site as { insertId: number }).insertId;
    const [article] = await db.query<never>(
      "INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt) VALUES (?, 1, 'Shared story', 'publish', NOW())",
      [websiteId],
    );
    articleId = (article as { insertId: number }).insertId;
    [admin, olga] = await Promise.all([
      person(ADMIN.email, ADMIN.password),
      person(OLGA.email, OLGA.password),
    ]);
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  const person = async (email: string, password: string): Promise<Page> => {
    const { page } = await newPage(browser, server.url, { width: 1440, height: 900 });
    await signIn(page, email, password);
    return page;
  };
  const faces = (page: Page) =>
    page
      .getByTestId('presence-viewer')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-user-id'))));
  const openArticle = async (page: Page) => {
    await page.goto('/apps/articles/list');
    await page.getByTestId(`articles-open-${articleId}`).click();
    await page.getByTestId('article-drawer').waitFor();
  };

  it("shows each viewer of an article the other's face, and drops it when they close it", async () => {
    await openArticle(admin);
    await openArticle(olga);
    const drawer = (page: Page) => page.getByTestId('article-drawer');
    await drawer(admin).getByRole('img', { name: OLGA.name }).waitFor();
    await drawer(olga).getByTestId('presence-viewer').first().waitFor();
    assert.deepEqual(await faces(admin), [olgaId]);
    assert.deepEqual(await faces(olga), [adminId]);
    const group = drawer(admin).getByTestId('presence-avatars');
    assert.equal(await group.getAttribute('role'), 'group');
    assert.match((await group.getAttribute('aria-label')) ?? '', /Olga Other/);

    // Olga closes the drawer: her face leaves the administrator's.
    await escapeOverlay(olga, '[data-testid="article-drawer"]');
    await drawer(olga).waitFor({ state: 'detached' });
    await drawer(admin).getByTestId('presence-avatars').waitFor({ state: 'detached' });
    assert.deepEqual(await faces(admin), []);
  });

  it("refuses the second of two saves of a website, showing the first one's change", async () => {
    const openEdit = async (page: Page) => {
      await page.goto(`/apps/websites/view/${websiteId}?tab=settings`);
      await page.getByTestId('website-edit').click();
      return page.getByTestId('websites-dialog');
    };
    const [adminDialog, olgaDialog] = [await openEdit(admin), await openEdit(olga)];
    // Both look at the website: each sees the other in the header.
    await admin.getByRole('img', { name: OLGA.name }).first().waitFor();

    await olgaDialog.locator('input[name="name"]').fill('Presence News (Olga)');
    await olga.getByTestId('websites-save').click();
    await olgaDialog.waitFor({ state: 'detached' });

    await adminDialog.locator('input[name="name"]').fill('Presence News (admin)');
    await admin.getByTestId('websites-save').click();
    const notice = adminDialog.getByTestId('form-conflict');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /Olga Other saved this at/);
    const theirName = notice.locator('[data-testid="form-conflict-value"][data-field="name"]');
    assert.match((await theirName.textContent()) ?? '', /Presence News \(Olga\)/);
    const [[stored]] = await db.query<never[]>('SELECT name FROM websites WHERE id = ?', [
      websiteId,
    ]);
    assert.equal((stored as { name: string }).name, 'Presence News (Olga)');

    // Loading her version puts her values in the form; saving on top of it goes through.
    await notice.getByTestId('form-conflict-load').click();
    assert.equal(
      await adminDialog.locator('input[name="name"]').inputValue(),
      'Presence News (Olga)',
    );
    await adminDialog.locator('input[name="name"]').fill('Presence News (both)');
    await admin.getByTestId('websites-save').click();
    await adminDialog.waitFor({ state: 'detached' });
  });
});
