import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SOURCE_SITE = 'https://reach-source.example.com';
const CLONE_SITE = 'https://reach-clone.example.com';

/**
 * A story's reach in the article drawer: a page view of a clone, on another website, shows in the
 * drawer of its source with no reload (the beacon is posted as the tracking script posts it, from
 * the clone website's origin), and the tracker health of that website says it came.
 */
describe("a story's reach in the article drawer, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let db: Connection;
  let page: Page;
  let sourceId: number;
  let cloneId: number;
  let cloneWebsiteId: number;
  let cloneKey: string;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    ({ page } = await newPage(browser, server.url, { width: 1024, height: 800 }));
    await signIn(page);
    const website = async (name: string, url: string) => {
      const created = await page.request.post('/api/websites', { data: { name, url } });
      assert.ok(created.ok(), `POST /api/websites: ${created.status()} ${await created.text()}`);
      return ((await created.json()) as { data: { id: number } }).data.id;
    };
    const sourceWebsiteId = await website('Reach Source Desk', SOURCE_SITE);
    cloneWebsiteId = await website('Reach Clone Desk', CLONE_SITE);
    const tracking = await page.request.get(`/api/websites/${cloneWebsiteId}/tracking`);
    cloneKey = ((await tracking.json()) as { publicId: string }).publicId;
    const article = async (websiteId: number, link: string, clonedFrom: number | null) => {
      const [row] = await db.query<never>(
        `INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, link, clonedFromArticleId)
         VALUES (?, ?, 'Floods reach the harbour', 'publish', NOW(), ?, ?)`,
        [websiteId, Math.floor(Math.random() * 1e6), link, clonedFrom],
      );
      return (row as { insertId: number }).insertId;
    };
    sourceId = await article(sourceWebsiteId, `${SOURCE_SITE}/floods/`, null);
    cloneId = await article(cloneWebsiteId, `${CLONE_SITE}/floods/`, sourceId);
  });

  after(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  /** A page view of the clone, posted as the tracking script posts it from the clone's page. */
  const visitClone = () =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ k: cloneKey, u: `${CLONE_SITE}/floods/`, r: null });
      const req = request(
        `${server.url}/api/collect`,
        {
          method: 'POST',
          headers: {
            Origin: CLONE_SITE,
            'User-Agent': CHROME,
            'Content-Type': 'text/plain;charset=UTF-8',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const figure = (id: string) =>
    page
      .getByTestId(id)
      .locator('.ams-reach-value')
      .textContent()
      .then((text) => Number((text ?? '').replace(/\D/g, '')));

  it("shows a page view of a clone in its source's drawer, live, and in the clone website's tracker health", async () => {
    await page.goto('/apps/articles/list');
    await page.getByTestId(`articles-open-${sourceId}`).click();
    const reach = page.getByTestId('article-reach');
    await reach.getByTestId('reach-empty').waitFor();
    assert.equal(await figure('reach-views'), 0);
    // The story's copies: the source first, then the clone on the other desk.
    await reach.getByTestId(`reach-copy-${cloneId}`).waitFor();
    assert.match((await reach.getByTestId(`reach-copy-${sourceId}`).textContent()) ?? '', /Source/);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    assert.equal(await visitClone(), 202);
    const started = Date.now();
    await page.waitForFunction(
      () =>
        Number(
          (
            document.querySelector('[data-testid="reach-views"] .ams-reach-value')?.textContent ??
            ''
          ).replace(/\D/g, ''),
        ) >= 1,
      undefined,
      { timeout: 15_000 },
    );
    process.stdout.write(
      `the clone's view reached its source's drawer in ${Date.now() - started} ms\n`,
    );
    assert.match(
      (await reach.getByTestId(`reach-copy-${cloneId}`).textContent()) ?? '',
      /Reach Clone Desk.*1/,
    );
    await reach.getByTestId('reach-chart').waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      42,
      'no reload',
    );

    // On a phone the drawer's reach fits: nothing wider than the drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => {
      const drawer = document.querySelector('[data-testid="article-drawer"]');
      return drawer !== null && drawer.scrollWidth <= drawer.clientWidth;
    });

    // The clone website's tracking tab says a page view came.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/apps/websites/view/${cloneWebsiteId}?tab=tracking`);
    assert.match(
      (await page.getByTestId('tracker-last-beacon').textContent()) ?? '',
      /^Last page view received/,
    );
    await page.getByTestId('tracker-refused-none').waitFor();
  });
});
