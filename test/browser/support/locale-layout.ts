import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection } from 'mysql2/promise';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './chromium';
import { layoutSettled } from './layout';
import { startServer, type RunningServer } from './server';
import { signedInTab, signIn } from './session';
import { visit } from './navigate';

const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The pages a desk lives in, each with its list or tables. */
const PAGES = [
  '/dashboards',
  '/apps/websites/list',
  '/apps/articles/list',
  '/apps/jobs',
  '/apps/providers/list',
  '/apps/user/list',
  '/apps/accounts/list',
  '/apps/permissions',
  '/apps/analytics',
];
const WIDTHS = [1440, 1024, 390];
/** Text longer than this (a title, a URL) may end in an ellipsis, with the whole in a tooltip. */
const MAY_BE_CUT = 24;

/** What a person would notice on one page at one width; empty when nothing. */
interface Findings {
  /** The page scrolls sideways. */
  pageWidth: number | null;
  /** A table scrolls sideways inside its frame: its test id, columns width > frame width. */
  tableScroll: string[];
  /** A header, cell, card value or chip whose text is cut. */
  cut: string[];
  /** A cell's content reaching out of its cell (into the next column). */
  outside: string[];
  /** A chart label drawn in reverse (".груд 5" for "5 груд."). */
  reversed: string[];
}

/**
 * Read in the page (a string: the test runner's transpiler would add helpers the page lacks).
 * A text is cut when its box is narrower than the text (an ellipsis or a clip).
 */
const FINDINGS = `(() => {
  const width = window.innerWidth;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const label = (el) => (el.getAttribute('data-testid') || el.className || el.tagName).toString().slice(0, 40);
  const text = (el) => (el.textContent || '').trim().replace(/\\s+/g, ' ');
  const out = { pageWidth: null, tableScroll: [], cut: [], outside: [], reversed: [] };
  if (document.documentElement.scrollWidth > width + 1) out.pageWidth = document.documentElement.scrollWidth;
  // Cut: wider than its box (scrollWidth, rounded), or text a fraction of a pixel too wide for
  // its box, which still ends in an ellipsis.
  const isCut = (el) => {
    if (!shown(el)) return false;
    const t = text(el);
    if (!t || t.length > ${MAY_BE_CUT}) return false;
    if (el.scrollWidth > el.clientWidth + 1) return true;
    const cs = getComputedStyle(el);
    if (cs.textOverflow !== 'ellipsis' || !(el.firstChild instanceof Text)) return false;
    const range = document.createRange();
    range.selectNodeContents(el);
    const inner = el.getBoundingClientRect().width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
    return range.getBoundingClientRect().width > inner + 0.1;
  };
  // Paged tables (Blueprint Table): frame, headers, cells.
  for (const table of document.querySelectorAll('.ams-data-table')) {
    const root = table.closest('[data-testid]') || table;
    const main = table.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
    if (main && main.scrollWidth > main.clientWidth + 1) {
      out.tableScroll.push(label(root) + ': ' + main.scrollWidth + ' > ' + main.clientWidth);
    }
    for (const name of table.querySelectorAll('.bp6-table-quadrant-main .bp6-table-column-headers .bp6-table-column-name-text')) {
      if (isCut(name)) out.cut.push('header "' + text(name) + '"');
    }
    for (const cell of table.querySelectorAll('.bp6-table-quadrant-main .bp6-table-cell')) {
      const box = cell.getBoundingClientRect();
      // Content a cell (or a box inside it) clips cannot be seen outside it.
      const clipped = (el) => {
        for (let p = el.parentElement; p && p !== cell.parentElement; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const child of cell.querySelectorAll('*')) {
        if (!shown(child) || getComputedStyle(child).position === 'absolute' || clipped(child)) continue;
        const r = child.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1) {
          out.outside.push('"' + text(child).slice(0, 30) + '" (' + Math.round(r.left) + '–' + Math.round(r.right) + ') out of its cell (' + Math.round(box.left) + '–' + Math.round(box.right) + ')');
          break;
        }
      }
      const inner = cell.querySelector('.bp6-table-truncated-text') || cell;
      if (isCut(inner)) out.cut.push('cell "' + text(inner) + '"');
    }
  }
  // Short tables shown whole, and cards.
  for (const box of document.querySelectorAll('.ams-static-table')) {
    if (box.scrollWidth > box.clientWidth + 1) {
      out.tableScroll.push(label(box.querySelector('table') || box) + ': ' + box.scrollWidth + ' > ' + box.clientWidth);
    }
    for (const cell of box.querySelectorAll('th, td')) if (isCut(cell)) out.cut.push('cell "' + text(cell) + '"');
  }
  for (const value of document.querySelectorAll('.ams-data-card dt, .ams-data-card dd')) {
    if (isCut(value)) out.cut.push('card "' + text(value) + '"');
  }
  for (const tag of document.querySelectorAll('.bp6-tag .bp6-text-overflow-ellipsis, .bp6-tag')) {
    if (isCut(tag)) out.cut.push('chip "' + text(tag) + '"');
  }
  // Chart axis labels: the first character left of the last (every language here is written
  // left to right).
  for (const tick of document.querySelectorAll('.recharts-cartesian-axis-tick-value')) {
    const t = tick.textContent || '';
    if (t.trim().length < 3 || !shown(tick) || typeof tick.getStartPositionOfChar !== 'function') continue;
    const first = t.search(/\\S/);
    const last = t.length - 1 - [...t].reverse().join('').search(/\\S/);
    try {
      const a = tick.getStartPositionOfChar(first);
      const b = tick.getStartPositionOfChar(last);
      if (Math.abs(a.y - b.y) < 2 && a.x > b.x) out.reversed.push('"' + t.trim() + '"');
    } catch { /* a label without glyphs */ }
  }
  return out;
})()`;

export interface Combo {
  language: 'en' | 'it' | 'pl' | 'ro' | 'ua';
  direction: 'ltr' | 'rtl';
}

/**
 * Every page of a desk's day in the given languages and directions, at 1440, 1024 and 390 px,
 * read once its layout has settled: nothing scrolls sideways (the page, or a table in its frame),
 * no header, short value, card or chip is cut, no cell's content reaches into the next column, and
 * chart labels read in order. (The five languages are split over two files, run side by side.)
 */
export function describeLocaleLayout(combos: Combo[]): void {
  describe(`every page in ${combos.map((c) => `${c.language} ${c.direction.toUpperCase()}`).join(', ')}, at a desk and on a phone, in Chromium`, () => {
    let server: RunningServer;
    let browser: Browser;

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launch()]);
      const { page, context } = await newPage(browser, server.url);
      await signIn(page);
      // Names as long as newsrooms give them, in two scripts.
      const ids: number[] = [];
      for (const [name, url] of [
        ['Нічна редакція новин Запоріжжя', 'https://night.example.org'],
        ['Corriere della Sera — Edizione di Milano', 'https://milano.example.org'],
      ]) {
        const created = await page.request.post('/api/websites', { data: { name, url } });
        assert.ok(created.ok(), `POST /api/websites: ${created.status()}`);
        ids.push(((await created.json()) as { data: { id: number } }).data.id);
      }
      const provider = await page.request.post('/api/providers', {
        data: {
          name: 'local-openai',
          prettyName: 'Локальний OpenAI для редакції',
          type: 'ai',
          protocol: 'openai',
        },
      });
      assert.ok(
        provider.ok(),
        `POST /api/providers: ${provider.status()} ${await provider.text()}`,
      );
      // Page views from the first website's origin: the analytics tables and chart have rows.
      const tracking = await page.request.get(`/api/websites/${ids[0]}/tracking`);
      const { publicId } = (await tracking.json()) as { publicId: string };
      for (const [n, path] of ['/novyny/1', '/novyny/2', '/sport/3', '/about'].entries()) {
        const res = await fetch(`${server.url}/api/collect`, {
          method: 'POST',
          headers: {
            origin: 'https://night.example.org',
            'user-agent': AGENT,
            'content-type': 'text/plain',
            'x-forwarded-for': `10.0.1.${n + 1}`,
          },
          body: JSON.stringify({
            k: publicId,
            u: `https://night.example.org${path}`,
            r: 'https://www.google.com/',
          }),
        });
        assert.equal(res.status, 202);
      }
      await context.close();
      // Articles as a sync leaves them and runs of every kind, as the Jobs page lists them.
      const db = await createConnection({ uri: server.databaseUrl });
      const now = new Date();
      await db.query(
        'INSERT INTO articles (websiteId, remoteId, title, authorName, status, createdAt, publishedAt, modifiedAt) VALUES ?',
        [
          [1, 2, 3, 4].map((n) => [
            ids[n % 2],
            n,
            `Сесія міської ради ухвалила бюджет на наступний рік, частина ${n}`,
            'Олександра Коваленко-Шевчук',
            n === 4 ? 'draft' : 'publish',
            now,
            n === 4 ? null : now,
            now,
          ]),
        ],
      );
      const kinds = [
        ['sync', 'sync.website', 'completed', null],
        ['clone', 'clone.article', 'failed', 'clone.destination_not_verified'],
        ['ai', 'article.generate', 'completed', null],
        ['ai', 'article.generated.send', 'failed', 'generation.wordpress_failed'],
        ['mail', 'mail.send', 'completed', null],
      ] as const;
      await db.query(
        'INSERT INTO job_runs (queue, name, bullJobId, state, progress, code, payload, websiteId, userId, startedAt, finishedAt) VALUES ?',
        [
          kinds.map(([queue, name, state, code], n) => [
            queue,
            name,
            `seeded-${n}`,
            state,
            100,
            code,
            '{}',
            queue === 'mail' ? null : ids[0],
            1,
            now,
            now,
          ]),
        ],
      );
      await db.end();
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    /** Waits until the page's content (a list, tables, cards or its empty state) has arrived. */
    const contentShown = async (page: Page) => {
      await page
        .locator(
          '.ams-data-table .bp6-table-cell-row-0, .ams-data-card:not(.bp6-skeleton), .ams-static-table td, [data-testid="empty-state"], .bp6-card',
        )
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
    };

    for (const { language, direction } of combos) {
      it(`${language} ${direction.toUpperCase()}: nothing scrolls sideways, nothing is cut, at ${WIDTHS.join(', ')} px`, async () => {
        const { page, context } = await signedInTab(browser, server.url, { language, direction });
        const problems: string[] = [];
        for (const path of PAGES) {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
          await visit(page, path);
          await contentShown(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await layoutSettled(page);
            const found = (await page.evaluate(FINDINGS)) as Findings;
            const where = `${path} at ${width} px`;
            if (found.pageWidth) problems.push(`${where}: the page is ${found.pageWidth} px wide`);
            for (const t of found.tableScroll) problems.push(`${where}: ${t} scrolls sideways`);
            for (const c of found.cut) problems.push(`${where}: ${c} is cut`);
            for (const o of found.outside) problems.push(`${where}: ${o}`);
            for (const r of found.reversed)
              problems.push(`${where}: chart label ${r} reads reversed`);
          }
        }
        assert.deepEqual(problems, [], `${language} ${direction}:\n${problems.join('\n')}`);
        await context.close();
      });
    }
  });
}
