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
 * The feedback round trip, two people in two browsers: one reports an issue from the navbar (name,
 * email and page already filled in), the other has the feedback list open and sees it arrive
 * without a reload, finds it by search, and deletes it once the confirmation is accepted.
 */
describe('feedback, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: Connection;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    await addColleague(db, { ...OLGA, firstName: 'Olga', lastName: 'Other' });
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

  /** Sends a report from the navbar of `page` (on `path`); answers what the dialog had filled in. */
  const report = async (page: Page, path: string, message: string) => {
    await page.goto(path);
    await page.getByTestId('report-issue').click();
    const dialog = page.getByTestId('report-issue-dialog');
    const filled = {
      fullName: await dialog.locator('[name="fullName"]').inputValue(),
      email: await dialog.locator('[name="email"]').inputValue(),
      context: (await dialog.getByTestId('report-issue-context').textContent()) ?? '',
    };
    await dialog.locator('[name="message"]').fill(message);
    await page.getByTestId('report-issue-send').click();
    await page.getByText('Your feedback has been submitted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    return filled;
  };

  it('a report sent from the navbar appears live on the list open elsewhere; search finds it; delete asks first', async () => {
    const [admin, olga] = await Promise.all([
      person(ADMIN.email, ADMIN.password),
      person(OLGA.email, OLGA.password),
    ]);
    await admin.goto('/apps/feedbacks/list');
    const table = admin.getByTestId('feedbacks-table');
    await admin.getByTestId('feedbacks-search').waitFor();

    const filled = await report(
      olga,
      '/apps/articles/list',
      'The clone button does nothing on story 12.',
    );
    assert.deepEqual(
      { fullName: filled.fullName, email: filled.email },
      { fullName: OLGA.name, email: OLGA.email },
    );
    assert.match(filled.context, /\/apps\/articles\/list/);

    // The administrator's open list shows it without a reload: name, email, message, page, browser.
    await table
      .getByText('The clone button does nothing on story 12.')
      .waitFor({ timeout: 10_000 });
    const row = await table.innerText();
    for (const shown of [OLGA.name, OLGA.email, '/apps/articles/list', 'Chrom']) {
      assert.ok(row.includes(shown), `the list shows ${shown}`);
    }
    await report(admin, '/dashboards', 'The dashboard counts look stale.');
    await admin.goto('/apps/feedbacks/list');
    await table.getByText('The dashboard counts look stale.').waitFor();
    await table.getByText('The clone button does nothing on story 12.').waitFor();

    // Search: only the matching report stays.
    await admin.getByTestId('feedbacks-search').fill('clone button');
    await table.getByText('The dashboard counts look stale.').waitFor({ state: 'detached' });
    await table.getByText('The clone button does nothing on story 12.').waitFor();

    // Delete: nothing goes until the confirmation naming the reporter is accepted.
    const [[stored]] = await db.query<never[]>('SELECT id FROM feedbacks WHERE email = ?', [
      OLGA.email,
    ]);
    const id = (stored as { id: number }).id;
    await admin.getByTestId(`feedbacks-delete-${id}`).click();
    const confirm = admin.getByTestId('feedbacks-delete-confirm');
    assert.match((await confirm.textContent()) ?? '', /Olga Other/);
    await escapeOverlay(admin, '[data-testid="feedbacks-delete-confirm"]');
    await confirm.waitFor({ state: 'detached' });
    const [[kept]] = await db.query<never[]>('SELECT COUNT(*) n FROM feedbacks WHERE id = ?', [id]);
    assert.equal(Number((kept as { n: number }).n), 1, 'cancelled: the report is still there');

    await admin.getByTestId(`feedbacks-delete-${id}`).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await admin.getByText('Feedback has been deleted').waitFor();
    await table
      .getByText('The clone button does nothing on story 12.')
      .waitFor({ state: 'detached' });
    const [[gone]] = await db.query<never[]>('SELECT COUNT(*) n FROM feedbacks WHERE id = ?', [id]);
    assert.equal(Number((gone as { n: number }).n), 0);
  });
});
