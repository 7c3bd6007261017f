import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection } from 'mysql2/promise';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  seedPosts,
  slowPosts,
  startWordPressSites,
  stopAll,
  type WpSite,
} from '../wordpress/harness';
import { launch, newPage } from './support/chromium';
import { waitForIdleSync } from './support/jobs';
import { startMailCatcher, type MailCatcher } from './support/mail';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

type Marked = Window & { marker?: number; percents?: string[] };

const POSTS = 150;
/** Posts are modified over the last 20 days, so "past week" is a strict subset. */
const SEED_DAYS = 20;

/**
 * A real WordPress site added, verified and synchronized through the UI, with the progress and
 * the articles list followed live by a second signed-in browser.
 */
describe('websites and articles against a real WordPress, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;
  let sites: WpSite[] = [];
  let site: WpSite;

  before(async () => {
    mail = await startMailCatcher();
    [sites, server, browser] = await Promise.all([
      startWordPressSites({ count: 1 }),
      startServer({ OUTBOUND_ALLOW_PRIVATE: 'true', SMTP_URL: mail.smtpUrl }),
      launch(),
    ]);
    site = sites[0]!;
    await seedPosts(site, POSTS, { days: SEED_DAYS });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await stopAll(sites);
    await mail?.close();
  });

  const signedIn = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const opened = await newPage(browser, server.url, { width: 1440, height: 900 });
    await signIn(opened.page);
    return opened;
  };

  /** X-WP-Total of the site's posts over the REST API, as its administrator. */
  const wpTotal = async (query: string): Promise<number> => {
    const { login, appPassword } = site.users.admin;
    const res = await fetch(`${site.url}/wp-json/wp/v2/posts?per_page=1&${query}`, {
      method: 'HEAD',
      headers: {
        authorization: `Basic ${Buffer.from(`${login}:${appPassword}`).toString('base64')}`,
      },
    });
    assert.equal(res.status, 200, `HEAD posts?${query}`);
    return Number(res.headers.get('x-wp-total'));
  };

  const rangeTotal = async (page: Page): Promise<number> => {
    const text = (await page.getByTestId('articles-table-pagination-range').textContent()) ?? '';
    const match = /of\s+([\d,]+)/.exec(text);
    assert.ok(match, `a total in "${text}"`);
    return Number(match[1]!.replace(/,/g, ''));
  };

  it('adds, verifies and syncs a website; a second browser sees the articles arrive, then filters them', async (t) => {
    // The second browser waits on the (still empty) articles list.
    const watcher = await signedIn();
    await watcher.page.goto('/apps/articles/list');
    await watcher.page.getByTestId('articles-browser').waitFor();
    await watcher.page.getByTestId('empty-state').waitFor();
    await watcher.page.evaluate(() => ((window as Marked).marker = 42));

    // An administrator adds the website through the dialog.
    const { context, page } = await signedIn();
    await page.goto('/apps/websites/list');
    await page.getByTestId('websites-create').click();
    const dialog = page.getByTestId('websites-dialog');
    await dialog.locator('input[name="name"]').fill('Harness News');
    await dialog.locator('input[name="url"]').fill(site.url);
    await dialog.locator('input[name="apiUsername"]').fill(site.users.admin.login);
    await dialog.locator('input[name="apiKey"]').fill(site.users.admin.appPassword);
    assert.equal(await dialog.locator('input[name="apiKey"]').getAttribute('type'), 'password');
    await page.getByTestId('websites-save').click();
    await page.getByText('Saved successfully.').first().waitFor();
    await page.waitForURL('**/apps/websites/view/*');
    const websiteId = Number(new URL(page.url()).pathname.split('/').pop());
    assert.ok(websiteId > 0);
    assert.equal(
      await page.getByTestId('nav-link-/apps/websites/list').getAttribute('aria-current'),
      'page',
    );

    // Verify: the real WordPress answers; the overview shows what was learnt.
    await page.getByTestId('website-verify').click();
    await page.getByText('Website verified successfully.').first().waitFor();
    await page
      .getByTestId('website-overview-wp-version')
      .getByText(/^\d+\.\d+/)
      .waitFor();
    await page
      .getByTestId('website-verified-' + websiteId)
      .getByText('Verified')
      .waitFor();

    // Record every width the progress bar takes, however fast the sync runs.
    // A string, not a function: tsx would add `__name` helpers the page does not have.
    await page.evaluate(`(() => {
      const seen = [];
      window.percents = seen;
      new MutationObserver(() => {
        const panel = document.querySelector('[data-testid="website-sync-progress"]');
        if (!panel) return;
        const value = panel.getAttribute('data-phase') + ':' + panel.getAttribute('data-percent');
        if (seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-percent', 'data-phase'],
      });
    })()`);
    // Each page of posts takes a moment, as on a real site: the bar has time to show part-way.
    const restore = await slowPosts(site, 0.6);
    // The mail is asked for (a first sync would mail anyway: it reads every post).
    await page.getByText('Email me when it completes').click();
    assert.ok(await page.getByLabel('Email me when it completes').isChecked(), 'mail asked for');
    await page.getByTestId('website-sync').click();
    await page
      .getByText('Synchronization started. You will receive an email when it completes.')
      .first()
      .waitFor();
    await page.getByText('Articles synchronized successfully').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('website-sync-progress').waitFor({ state: 'detached' });
    await restore();

    const percents = await page.evaluate(() => (window as Marked).percents ?? []);
    t.diagnostic(`progress bar: ${percents.join(' → ')}`);
    const running = percents
      .filter((p) => p.startsWith('running:'))
      .map((p) => Number(p.split(':')[1]));
    assert.ok(running.length >= 1, `sync.progress moved the bar: ${percents.join(', ')}`);
    assert.ok(
      running.some((value) => value > 0 && value < 100),
      `a page of ${POSTS} posts shows part-way: ${percents.join(', ')}`,
    );
    assert.equal(running[running.length - 1], 100, `the bar ends full: ${percents.join(', ')}`);
    assert.ok(
      running.every((value, i) => i === 0 || value >= running[i - 1]!),
      `the bar only moves forward: ${percents.join(', ')}`,
    );
    assert.ok(
      new Set(percents.map((p) => p.split(':')[1])).size >= 2,
      `the bar moved (several widths): ${percents.join(', ')}`,
    );
    await mail.waitForMail(ADMIN.email, /Articles synchronized successfully/, 30_000);

    // The second browser filled in without a reload.
    const watching = watcher.page;
    await watching.getByTestId('articles-table').waitFor();
    await watching
      .getByText(/Seeded post \d+/)
      .first()
      .waitFor();
    await watching.waitForFunction((expected) => {
      const text = document.querySelector(
        '[data-testid="articles-table-pagination-range"]',
      )?.textContent;
      return !!text && text.endsWith(`of ${expected}`);
    }, String(POSTS));
    assert.equal(await watching.evaluate(() => (window as Marked).marker), 42, 'no reload');

    // Filter by status and recency: the list matches WordPress's own count.
    await watching.getByTestId('articles-filter-status').selectOption('draft');
    await watching.waitForURL((url) => url.searchParams.get('status') === 'draft');
    await watching.getByTestId('articles-filter-recency').selectOption('week');
    await watching.waitForURL((url) => url.searchParams.get('recency') === 'week');
    const weekAgo = encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString());
    const expected = await wpTotal(`status=draft&modified_after=${weekAgo}`);
    const allDrafts = await wpTotal('status=draft');
    assert.ok(expected > 0 && expected < allDrafts, `a strict subset: ${expected} of ${allDrafts}`);
    await watching.waitForFunction(
      (total) =>
        document
          .querySelector('[data-testid="articles-table-pagination-range"]')
          ?.textContent?.endsWith(`of ${total}`) === true &&
        document.querySelector('[data-testid="articles-table"]')?.getAttribute('aria-busy') ===
          'false',
      String(expected),
    );
    assert.equal(await rangeTotal(watching), expected);
    const tags = watching.getByTestId('articles-table').locator('[data-testid^="article-status-"]');
    const statuses = await tags.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-testid')),
    );
    assert.ok(statuses.length > 0, 'rows are shown');
    assert.deepEqual([...new Set(statuses)], ['article-status-draft']);
    // Real clicks on the header: the page's checkbox selects its rows for the clone action.
    await watching
      .locator('.bp6-table-quadrant-top label:has([data-testid="articles-select-page"])')
      .click();
    const selected = await watching.getByTestId('articles-selected-count').textContent();
    assert.equal(selected, `Selected: ${Math.min(10, expected)}`);
    await watching.getByTestId('articles-clear-selection').click();
    await watching.getByTestId('articles-selection').waitFor({ state: 'detached' });
    assert.equal(await watching.evaluate(() => (window as Marked).marker), 42, 'still no reload');

    await watcher.context.close();
    await context.close();
  });

  it('the dashboard counter moves when an article changes in WordPress and is synced', async () => {
    // A watcher keeps the dashboard open: the first test's sync is already counted.
    const watcher = await signedIn();
    const dash = watcher.page;
    await dash.goto('/dashboards');
    const drafts = dash.getByTestId('count-drafts');
    await dash.getByTestId('dashboard-websites').getByText('Harness News').waitFor();
    await dash.waitForFunction(
      () => !document.querySelector('[data-testid="count-drafts"]')?.className.includes('skeleton'),
    );
    const before = Number((await drafts.textContent())!.replace(/\D/g, ''));
    assert.equal(
      before,
      await wpTotal('status=draft'),
      'the dashboard counts what WordPress holds',
    );
    await dash.evaluate(() => ((window as Marked).marker = 9));

    // A new draft in WordPress, then a sync started elsewhere.
    const { login, appPassword } = site.users.admin;
    const created = await fetch(`${site.url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${login}:${appPassword}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Dashboard draft', status: 'draft' }),
    });
    assert.equal(created.status, 201);
    const { context, page } = await signedIn();
    const list = await page.request.get('/api/websites?perPage=100');
    const website = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
      (w) => w.name === 'Harness News',
    );
    assert.ok(website, 'the website of the first test');
    const sync = await page.request.post(`/api/websites/${website.id}/sync`);
    assert.equal(sync.status(), 202);

    // The open dashboard moves by one, without a reload.
    await dash.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="count-drafts"]')?.textContent?.replace(/\D/g, '') ===
        expected,
      String(before + 1),
      { timeout: 60_000 },
    );
    assert.equal(await dash.evaluate(() => (window as Marked).marker), 9, 'no reload');

    await watcher.context.close();
    await context.close();
  });

  it("the Jobs page follows runs live, and shows a failure reason in the reader's language", async () => {
    // A watcher waits on the Jobs page: the sync of the first test is listed, completed.
    const watcher = await signedIn();
    const jobs = watcher.page;
    await jobs.goto('/apps/jobs');
    await jobs.getByTestId('jobs-table').waitFor();
    await jobs.locator('[data-testid^="job-state-"][data-state="completed"]').first().waitFor();
    await jobs.evaluate(() => ((window as Marked).marker = 7));
    // Every state a new run's cell takes, however fast it moves.
    await jobs.evaluate(`(() => {
      const seen = [];
      window.percents = seen;
      new MutationObserver(() => {
        for (const cell of document.querySelectorAll('[data-testid^="job-state-"]')) {
          const value = cell.getAttribute('data-testid') + ':' + cell.getAttribute('data-state');
          if (!seen.includes(value)) seen.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    const known = await jobs
      .locator('[data-testid^="job-state-"]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-testid')));

    // Another browser starts a sync from the website's page.
    const { context, page } = await signedIn();
    const list = await page.request.get('/api/websites?perPage=100');
    const website = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
      (w) => w.name === 'Harness News',
    );
    assert.ok(website, 'the website of the first test');
    // The previous test's sync may still be running: a click now would only join it.
    await waitForIdleSync(page, website.id);
    await page.goto(`/apps/websites/view/${website.id}`);
    const [started] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/sync') && r.ok()),
      page.getByTestId('website-sync').click(),
    ]);
    const runId = Number(((await started.json()) as { jobId: string }).jobId);
    assert.ok(runId > 0 && !known.includes(`job-state-${runId}`), 'a new run');

    // The watcher sees it appear and complete, without reload.
    await jobs.locator(`[data-testid="job-state-${runId}"][data-state="completed"]`).waitFor({
      timeout: 60_000,
    });
    const states = (await jobs.evaluate(() => (window as Marked).percents ?? [])).filter((v) =>
      v.startsWith(`job-state-${runId}:`),
    );
    assert.ok(states.length >= 1, `the run was listed: ${states.join(', ')}`);
    assert.equal(states[states.length - 1], `job-state-${runId}:completed`);
    assert.equal(await jobs.evaluate(() => (window as Marked).marker), 7, 'no reload');

    // A website whose credentials are gone: its sync fails at once, for a known reason.
    const created = await page.request.post('/api/websites', {
      data: { name: 'Broken desk', url: 'https://broken-desk.example.org' },
    });
    assert.ok(created.ok(), `POST /api/websites: ${created.status()} ${await created.text()}`);
    const brokenId = ((await created.json()) as { data: { id: number } }).data.id;
    const db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    await db.query('UPDATE websites SET verified = 1 WHERE id = ?', [brokenId]);
    await db.end();
    const failing = await page.request.post(`/api/websites/${brokenId}/sync`);
    assert.equal(failing.status(), 202);
    const failedId = Number(((await failing.json()) as { jobId: string }).jobId);

    const reason = jobs.getByTestId(`job-reason-${failedId}`);
    await reason
      .getByText('The website has no API username or application password: add them and verify it.')
      .waitFor({ timeout: 30_000 });
    await jobs.getByTestId('lang-toggle').click();
    await jobs.getByTestId('lang-pl').click();
    await reason
      .getByText(
        'Witryna nie ma nazwy użytkownika API ani hasła aplikacji: dodaj je i zweryfikuj witrynę.',
      )
      .waitFor();
    // The details dialog says it in Polish too, with the stable code beside it.
    await jobs.getByTestId(`job-open-${failedId}`).click();
    await jobs
      .getByTestId('job-details-reason')
      .getByText(/^Witryna nie ma nazwy użytkownika API/)
      .waitFor();
    assert.equal(await jobs.evaluate(() => (window as Marked).marker), 7, 'still no reload');

    await watcher.context.close();
    await context.close();
  });
});
