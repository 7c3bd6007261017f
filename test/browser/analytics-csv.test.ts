import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Page views per path of each website (two sites, so the website filter has rows to leave out). */
const TRAFFIC = {
  alpha: { '/news/a-1': 3, '/news/a-2': 2, '/about': 1 },
  beta: { '/sport/b-1': 4, '/news/a-1': 1 },
} as const;

/**
 * The Analytics page's CSV export in Chromium: with one website picked, a table's download holds
 * exactly the rows the table shows (that website's), header first, numbers unformatted.
 */
describe('analytics CSV export, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: Connection;
  let page: Page;
  const ids: Record<keyof typeof TRAFFIC, number> = { alpha: 0, beta: 0 };

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    db = await createConnection(server.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    ({ page } = await newPage(browser, server.url, { width: 1440, height: 900 }));
    await signIn(page);
    let visitor = 0;
    let sent = 0;
    for (const name of ['alpha', 'beta'] as const) {
      const origin = `https://${name}.example.com`;
      const created = await page.request.post('/api/websites', { data: { name, url: origin } });
      assert.ok(created.ok(), `POST /api/websites: ${created.status()}`);
      ids[name] = ((await created.json()) as { data: { id: number } }).data.id;
      const tracking = await page.request.get(`/api/websites/${ids[name]}/tracking`);
      const { publicId } = (await tracking.json()) as { publicId: string };
      // Page views as the snippet sends them, from the site's own origin.
      for (const [path, views] of Object.entries(TRAFFIC[name])) {
        for (let i = 0; i < views; i++) {
          const res = await fetch(`${server.url}/api/collect`, {
            method: 'POST',
            headers: {
              origin,
              'user-agent': AGENT,
              'content-type': 'text/plain',
              'x-forwarded-for': `10.0.0.${++visitor}`,
            },
            body: JSON.stringify({ k: publicId, u: `${origin}${path}`, r: null }),
          });
          assert.equal(res.status, 202);
          sent++;
        }
      }
    }
    // Stored in batches by the worker.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [[row]] = await db.query<never[]>('SELECT COUNT(*) n FROM analytics_events');
      if (Number((row as { n: number }).n) >= sent || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  /**
   * The rows a table shows, cell by cell, as text: a table's rows, or (a table with no room for
   * its columns) its cards' values.
   */
  const shownRows = (table: string) =>
    page
      .getByTestId(table)
      .evaluate((root) =>
        root.getAttribute('data-view') === 'cards'
          ? Array.from(root.querySelectorAll('.ams-data-card')).map((card) =>
              Array.from(card.querySelectorAll('dd')).map((cell) =>
                (cell.textContent ?? '').trim(),
              ),
            )
          : Array.from(root.querySelectorAll('tbody tr')).map((row) =>
              Array.from(row.querySelectorAll('th, td')).map((cell) =>
                (cell.textContent ?? '').trim(),
              ),
            ),
      );

  it("downloads exactly the filtered website's rows of a table", async () => {
    await page.goto('/apps/analytics');
    await page.getByTestId('analytics-website').selectOption(String(ids.alpha));
    // The report for that website only has come (the first one, for every website, has both).
    await page.waitForFunction(
      () => {
        const text = document.querySelector('[data-testid="analytics-pages-table"]')?.textContent;
        return !!text && text.includes('/news/a-2') && !text.includes('/sport/b-1');
      },
      undefined,
      { timeout: 10_000 },
    );
    const shown = await shownRows('analytics-pages-table');

    const download = page.waitForEvent('download');
    await page.getByTestId('analytics-pages-csv').click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^pages-.*\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    assert.equal(lines.pop(), '', 'the file ends with a line break');
    const [header, ...rows] = lines.map((line) => line.split(','));
    assert.equal(rows.length, shown.length, 'one line per row shown');
    assert.deepEqual(rows, shown, 'the lines are the rows shown, in their order');

    // That website's pages and views (raw numbers), the other website's left out.
    assert.deepEqual(header, ['Page', 'Website', 'Views', 'Visitors']);
    assert.deepEqual(new Set(rows.map((row) => row[1])), new Set(['alpha']));
    const views = Object.fromEntries(rows.map((row) => [row[0], Number(row[2])]));
    assert.deepEqual(views, TRAFFIC.alpha);
  });
});
