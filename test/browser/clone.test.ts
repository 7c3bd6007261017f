import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection } from 'mysql2/promise';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedPosts, startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { launch, newPage } from './support/chromium';
import { waitForRun } from './support/jobs';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

type Marked = Window & { marker?: number; stages?: string[] };

const STAGES = ['analyzing', 'cloning', 'translating', 'rewriting', 'sending', 'saving'];

/**
 * Two real WordPress sites: two articles of the first are cloned into the second through the
 * dialog, a second browser watches the jobs' stages live on the list, and the clone logs show
 * where each copy went, with a link to the post the second site serves.
 */
describe('cloning articles between two real WordPress sites, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let sites: WpSite[] = [];

  before(async () => {
    [sites, server, browser] = await Promise.all([
      startWordPressSites({ count: 2 }),
      startServer({ OUTBOUND_ALLOW_PRIVATE: 'true' }),
      launch(),
    ]);
    await seedPosts(sites[0]!, 6, { pattern: ['publish'], titlePrefix: 'Desk story' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await stopAll(sites);
  });

  const signedIn = async (width = 1440): Promise<{ context: BrowserContext; page: Page }> => {
    const opened = await newPage(browser, server.url, { width, height: 900 });
    await signIn(opened.page);
    return opened;
  };

  /** Adds and verifies a harness site through the API, as its administrator. */
  const connect = async (page: Page, site: WpSite, name: string): Promise<number> => {
    const created = await page.request.post('/api/websites', {
      data: {
        name,
        url: site.url,
        apiUsername: site.users.admin.login,
        apiKey: site.users.admin.appPassword,
      },
    });
    assert.ok(created.ok(), `POST /api/websites: ${created.status()} ${await created.text()}`);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const verified = await page.request.post(`/api/websites/${id}/verify`);
    assert.ok(verified.ok(), `verify ${name}: ${verified.status()} ${await verified.text()}`);
    return id;
  };

  it('clones two selected articles into a second site; a second browser sees the stages live; the logs show the copies', async (t) => {
    const { context, page } = await signedIn();
    const sourceId = await connect(page, sites[0]!, 'Source Desk');
    const destinationId = await connect(page, sites[1]!, 'Second Desk');
    const sync = await page.request.post(`/api/websites/${sourceId}/sync`);
    assert.equal(sync.status(), 202);
    const syncId = ((await sync.json()) as { jobId: string }).jobId;
    await waitForRun(page, syncId, 'the source sync');
    await page.goto(`/apps/articles/list?websiteId=${sourceId}&sortBy=title&sortDir=asc`);
    await page.getByText('Desk story 1:', { exact: false }).first().waitFor({ timeout: 60_000 });

    // The watcher keeps the list open and records each clone cell's stage as it changes.
    const watcher = await signedIn(1024);
    const watching = watcher.page;
    await watching.goto(`/apps/articles/list?websiteId=${sourceId}&sortBy=title&sortDir=asc`);
    await watching.getByText('Desk story 1:', { exact: false }).first().waitFor();
    await watching.evaluate(() => ((window as Marked).marker = 42));
    // A string, not a function: tsx would add `__name` helpers the page does not have.
    await watching.evaluate(`(() => {
      const seen = [];
      window.stages = seen;
      new MutationObserver(() => {
        for (const cell of document.querySelectorAll('[data-testid^="clone-activity-"]')) {
          const value = cell.getAttribute('data-testid') + ':' + (cell.getAttribute('data-stage') || cell.textContent);
          if (seen[seen.length - 1] !== value) seen.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);

    // Select two articles with real clicks, then clone them into the second site.
    const rows = await page
      .locator('[data-testid^="articles-select-"]:not([data-testid="articles-select-page"])')
      .evaluateAll((boxes) =>
        boxes.map((box) => Number(box.getAttribute('data-testid')!.split('-').pop())),
      );
    const chosen = rows.slice(0, 2);
    assert.equal(chosen.length, 2, 'two articles listed');
    for (const id of chosen) {
      await page.locator(`label:has([data-testid="articles-select-${id}"])`).click();
    }
    assert.equal(await page.getByTestId('articles-selected-count').textContent(), 'Selected: 2');
    await page.getByTestId('articles-clone').click();
    const dialog = page.getByTestId('clone-dialog');
    const destinations = dialog.getByTestId('clone-destinations');
    await destinations.waitFor();
    // The source is never offered.
    assert.equal(await destinations.getByText('Source Desk').count(), 0);
    // Keyboard: the destination is ticked with Space.
    const destination = dialog.getByTestId(`clone-destination-${destinationId}`);
    await destination.focus();
    await page.keyboard.press('Space');
    assert.equal(await destination.isChecked(), true);
    assert.equal(await dialog.getByTestId('clone-status-draft').isChecked(), true, 'draft first');
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/articles/clone') && r.request().method() === 'POST',
    );
    await page.getByTestId('clone-submit').click();
    const answer = await started;
    assert.equal(answer.status(), 202, await answer.text());
    const { jobs } = (await answer.json()) as { jobs: { jobId: string; articleId: number }[] };
    assert.deepEqual(jobs.map((job) => job.articleId).sort(), [...chosen].sort());

    // The starter sees the batch end with the spec's words.
    const batch = page.getByTestId('clone-batch');
    await batch.getByTestId('clone-outcome').waitFor({ timeout: 90_000 });
    assert.equal(await batch.getByTestId('clone-outcome').textContent(), 'Operation completed.');

    // The watcher saw the jobs run and end on the rows, without reload.
    t.diagnostic(
      `watcher so far: ${(await watching.evaluate(() => (window as Marked).stages ?? [])).join(' → ')}`,
    );
    for (const id of chosen) {
      const cell = watching.locator(`[data-testid="clone-activity-${id}"][data-running="false"]`);
      await cell.waitFor({ timeout: 30_000 });
      assert.ok(((await cell.textContent()) ?? '').startsWith('Cloned'));
    }
    const stages = await watching.evaluate(() => (window as Marked).stages ?? []);
    t.diagnostic(`watcher saw: ${stages.join(' → ')}`);
    const shown = new Set(
      stages.map((value) => value.split(':')[1] ?? '').filter((stage) => STAGES.includes(stage)),
    );
    assert.ok(shown.size >= 2, `the stages were shown live: ${stages.join(', ')}`);
    assert.equal(await watching.evaluate(() => (window as Marked).marker), 42, 'no reload');

    // The clone logs of the first article: the copy on the second site, linked.
    await page.goto(`/apps/articles/logs/${chosen[0]}`);
    const table = page.getByTestId('clones-table');
    await table.waitFor();
    const row = table.locator(`[data-website="${destinationId}"]`);
    assert.equal(await row.count(), 1);
    assert.ok(((await row.textContent()) ?? '').includes('Second Desk'));
    assert.ok(((await row.textContent()) ?? '').includes('All content unchanged'));
    const href = await row.locator('[data-testid^="clone-link-"]').getAttribute('href');
    assert.ok(href?.startsWith(sites[1]!.url), `a link to the second site: ${href}`);
    // The watcher reaches the same page from the row's clone count.
    await watching.getByTestId(`articles-clone-count-${chosen[0]}`).click();
    await watching.waitForURL(`**/apps/articles/logs/${chosen[0]}`);
    await watching.getByTestId('clones-table').waitFor();

    await watcher.context.close();
    await context.close();
  });

  it("a clone that fails says so, with each destination's reason behind show-details", async () => {
    const { context, page } = await signedIn(1024);
    // A destination marked verified whose credentials are gone: its clone fails for good at once.
    const created = await page.request.post('/api/websites', {
      data: { name: 'Broken Desk', url: 'https://broken-desk.example.org' },
    });
    assert.ok(created.ok(), `POST /api/websites: ${created.status()} ${await created.text()}`);
    const brokenId = ((await created.json()) as { data: { id: number } }).data.id;
    const db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    await db.query('UPDATE websites SET verified = 1 WHERE id = ?', [brokenId]);
    await db.end();

    // An article the first test did not clone, so the drawer shows this run's outcome alone. (The
    // title search ignores words shorter than the index's minimum: "3" matches every desk story.)
    const listed = await page.request.get('/api/articles?q=Desk%20story&perPage=50');
    const { data } = (await listed.json()) as { data: { id: number; title: string }[] };
    const articleId = data.find((article) => article.title.startsWith('Desk story 3:'))?.id;
    assert.ok(articleId, 'Desk story 3 is listed');
    await page.goto('/apps/articles/list?sortBy=title&sortDir=asc&q=Desk%20story');
    const open = page.getByTestId(`articles-open-${articleId}`);
    await open.waitFor();
    // From the drawer this time.
    await open.click();
    await page.getByTestId('article-clone').click();
    const dialog = page.getByTestId('clone-dialog');
    await dialog.locator(`label:has([data-testid="clone-destination-${brokenId}"])`).click();
    await page.getByTestId('clone-submit').click();

    const outcome = page.getByTestId('article-clone-progress').getByTestId('clone-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    assert.equal(await outcome.getAttribute('data-outcome'), 'failed');
    assert.match((await outcome.textContent()) ?? '', /Failed to clone article\./);
    assert.match((await outcome.textContent()) ?? '', /Errors encountered during the process/);
    await outcome.getByTestId('clone-outcome-details-toggle').click();
    await outcome
      .getByTestId('clone-outcome-details')
      .getByText(
        'The website has no API username or application password: add them and verify it.',
        { exact: false },
      )
      .waitFor();
    // The logs keep the reason.
    await page.goto(`/apps/articles/logs/${articleId}`);
    const row = page.getByTestId('clones-table').locator(`[data-website="${brokenId}"]`);
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Failed/);
    await context.close();
  });

  it("shows a WordPress post's featured and body images in the article drawer (the page allows the connected sites' images)", async () => {
    const { context, page } = await signedIn();
    const site = sites[0]!;
    const { login, appPassword } = site.users.admin;
    const auth = `Basic ${Buffer.from(`${login}:${appPassword}`).toString('base64')}`;
    const upload = async (name: string) => {
      const body = await sharp({
        create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 60, b: 20 } },
      })
        .jpeg()
        .toBuffer();
      const res = await fetch(`${site.url}/wp-json/wp/v2/media`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'image/jpeg',
          'content-disposition': `attachment; filename="${name}.jpg"`,
        },
        body: new Uint8Array(body),
      });
      assert.equal(res.status, 201, await res.clone().text());
      return (await res.json()) as { id: number; source_url: string };
    };
    const featured = await upload('drawer-featured');
    const inBody = await upload('drawer-body');
    const created = await fetch(`${site.url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Pictured harbour story',
        status: 'publish',
        featured_media: featured.id,
        content: `<!-- wp:paragraph --><p>Look at the harbour.</p><!-- /wp:paragraph --><!-- wp:image {"id":${inBody.id}} --><figure class="wp-block-image"><img src="${inBody.source_url}" alt="The harbour in the body" class="wp-image-${inBody.id}"/></figure><!-- /wp:image -->`,
      }),
    });
    assert.equal(created.status, 201);
    const websites = await page.request.get('/api/websites?q=Source%20Desk');
    const source = ((await websites.json()) as { data: { id: number; name: string }[] }).data.find(
      (w) => w.name === 'Source Desk',
    );
    assert.ok(source, 'the source website is connected');
    const sync = await page.request.post(`/api/websites/${source.id}/sync`);
    await waitForRun(page, ((await sync.json()) as { jobId: string }).jobId, 'the source sync');
    const listed = await page.request.get('/api/articles?q=Pictured%20harbour');
    const { data } = (await listed.json()) as { data: { id: number; title: string }[] };
    const articleId = data.find((a) => a.title === 'Pictured harbour story')?.id;
    assert.ok(articleId, 'the pictured story is listed');

    // CSP violations the page reports, if any image is refused.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/apps/articles/list?q=Pictured%20harbour');
    await page.getByTestId(`articles-open-${articleId}`).click();
    const drawer = page.getByTestId('article-drawer');
    await drawer.waitFor();
    await page.waitForFunction(
      () => {
        const images = Array.from(document.querySelectorAll('[data-testid="article-drawer"] img'));
        return images.length >= 2 && images.every((img) => (img as HTMLImageElement).complete);
      },
      undefined,
      { timeout: 15_000 },
    );
    const shown = await drawer.locator('img').evaluateAll((images) =>
      images.map((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    assert.deepEqual(refused, [], 'no image refused by the page');
    assert.ok(
      shown.every((img) => img.src.startsWith(site.url) && img.width > 0),
      `every image shown, from WordPress: ${JSON.stringify(shown)}`,
    );
    await context.close();
  });
});
