import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signedInTab, signIn } from './support/session';
import { layoutSettled } from './support/layout';
import { visit } from './support/navigate';

interface Box {
  left: number;
  right: number;
}

/**
 * Right to left, in Ukrainian: every list's body cells stand under their own headers, the first
 * column is on the right, and emails read as they are written. At 1440 and 1024 px.
 */
describe('tables mirrored right to left, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    const { page, context } = await newPage(browser, server.url);
    await signIn(page);
    for (const name of ['Нічна редакція', 'Morning desk']) {
      const res = await page.request.post('/api/websites', {
        data: { name, url: `https://${name === 'Morning desk' ? 'morning' : 'night'}.example.org` },
      });
      assert.ok(res.ok(), `POST /api/websites: ${res.status()}`);
    }
    // A user invited: their row, and a mail run on the Jobs page.
    const roles = (await (await page.request.get('/api/roles')).json()) as {
      id: number;
      name: string;
    }[];
    const viewer = roles.find((r) => r.name === 'Viewer');
    const invited = await page.request.post('/api/users', {
      data: {
        firstName: 'Олена',
        lastName: 'Коваль',
        email: 'olena.koval@example.org',
        roleId: viewer?.id,
      },
    });
    assert.ok(invited.ok(), `POST /api/users: ${invited.status()} ${await invited.text()}`);
    await context.close();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Header and first-row cell boxes of a table, column by column (Blueprint's col-N classes). */
  const geometry = (page: Page, testId: string) =>
    // A string, not a function: the test runner's transpiler would name inner helpers with a
    // function the page does not have.
    page.evaluate(`(() => {
      const root = document.querySelector('[data-testid="${testId}"]');
      const read = (list) => [...list].map((el) => {
        const r = el.getBoundingClientRect();
        const m = /bp6-table-cell-col-(\\d+)/.exec(el.className);
        return {
          col: m ? Number(m[1]) : -1,
          text: (el.textContent || '').trim(),
          box: { left: Math.round(r.left), right: Math.round(r.right) },
        };
      }).filter((c) => c.col >= 0);
      const frame = root.getBoundingClientRect();
      return {
        headers: read(root.querySelectorAll('.bp6-table-column-headers .bp6-table-header')),
        cells: read(root.querySelectorAll('.bp6-table-quadrant-main .bp6-table-cell-row-0')),
        table: { left: Math.round(frame.left), right: Math.round(frame.right) },
      };
    })()`) as Promise<{
      headers: { col: number; text: string; box: Box }[];
      cells: { col: number; text: string; box: Box }[];
      table: Box;
    }>;

  const pages: { path: string; table: string; first: string; email?: string }[] = [
    { path: '/apps/websites/list', table: 'websites-table', first: 'Назва' },
    {
      path: '/apps/user/list',
      table: 'users-table',
      first: 'Користувач',
      email: 'admin@browser.test',
    },
    { path: '/apps/accounts/list', table: 'accounts-table', first: 'Назва' },
    { path: '/apps/countries/list', table: 'countries-table', first: '^ID$' },
  ];

  /** A page of the signed-in administrator in Ukrainian, right to left, `width` px wide. */
  const ukrainian = (width: number, height = 900) =>
    signedInTab(browser, server.url, { width, height, language: 'ua', direction: 'rtl' });

  for (const width of [1440, 1024]) {
    it(`puts every cell under its header, the first column on the right, at ${width} px`, async () => {
      const { page, context } = await ukrainian(width);
      for (const { path, table, first, email } of pages) {
        await visit(page, path);
        const root = page.getByTestId(table);
        await root.locator('.bp6-table-quadrant-main .bp6-table-cell-row-0').first().waitFor();
        await layoutSettled(page); // the scroll to the start (right end) settles
        const { headers, cells, table: frame } = await geometry(page, table);
        assert.ok(headers.length >= 3, `${path}: headers found`);
        for (const cell of cells) {
          const header = headers.find((h) => h.col === cell.col);
          assert.ok(header, `${path}: a header for column ${cell.col}`);
          const under = (a: Box, b: Box) =>
            Math.abs(a.left - b.left) <= 2 && Math.abs(a.right - b.right) <= 2;
          assert.ok(
            under(cell.box, header.box),
            `${path}: "${cell.text}" (${cell.box.left}–${cell.box.right}) under "${header.text}" (${header.box.left}–${header.box.right})`,
          );
        }
        // The list's first column is its rightmost visible one, inside the table's frame.
        const visible = headers.filter((h) => h.box.right > frame.left && h.box.left < frame.right);
        const rightmost = visible.reduce((a, b) => (b.box.right > a.box.right ? b : a));
        assert.match(rightmost.text, new RegExp(first), `${path}: first column on the right`);
        assert.ok(rightmost.box.right <= frame.right + 1, `${path}: the start is in view`);
        if (email) {
          const shown = await root.getByText(email, { exact: true }).first();
          assert.equal(await shown.textContent(), email, 'the email is not reversed');
        }
      }
      // The navigation's labels stand beside their icons on the right, not across the menu.
      const gaps = (await page.evaluate(`(() =>
        [...document.querySelectorAll('[data-testid="nav"] .bp6-menu-item')]
          .filter((item) => item.offsetParent !== null && item.querySelector('.bp6-icon'))
          .map((item) => {
            const icon = item.querySelector('.bp6-icon').getBoundingClientRect();
            const text = item.querySelector('.bp6-text-overflow-ellipsis');
            const range = document.createRange();
            range.selectNodeContents(text);
            return Math.round(icon.left - range.getBoundingClientRect().right);
          }))()`)) as number[];
      assert.ok(gaps.length > 5, 'navigation items found');
      assert.ok(
        gaps.every((gap) => gap >= 0 && gap <= 16),
        `labels sit beside their icons (gaps ${gaps.join(', ')} px)`,
      );
      await context.close();
    });
  }

  it('mirrors field icons right to left: the search magnifier on the right, a select caret on the left', async () => {
    const { page, context } = await ukrainian(1440);
    // The box of a field and of the icon inside its Blueprint wrapper (input group or select).
    const sides = (field: string, wrapper: string) =>
      page.evaluate(`(() => {
        const el = document.querySelector('[data-testid="${field}"]');
        const icon = el.closest('${wrapper}').querySelector('.bp6-icon').getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          field: { left: Math.round(box.left), right: Math.round(box.right) },
          icon: { left: Math.round(icon.left), right: Math.round(icon.right) },
          padding: { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) },
        };
      })()`) as Promise<{ field: Box; icon: Box; padding: Box }>;

    await page.goto('/apps/user/list');
    await page.getByTestId('users-search').waitFor();
    const search = await sides('users-search', '.bp6-input-group');
    assert.ok(
      search.field.right - search.icon.right <= 12 && search.icon.left - search.field.left > 100,
      `the magnifier (${search.icon.left}–${search.icon.right}) at the right edge of the search field (${search.field.left}–${search.field.right})`,
    );
    assert.ok(
      search.padding.right >= search.icon.right - search.icon.left,
      `typed text keeps clear of the magnifier (padding ${search.padding.right} px)`,
    );

    await page.goto('/apps/providers/usage');
    await page.getByTestId('usage-group').waitFor();
    const select = await sides('usage-group', '.bp6-html-select');
    assert.ok(
      select.icon.left - select.field.left <= 12 && select.field.right - select.icon.right > 20,
      `the caret (${select.icon.left}–${select.icon.right}) at the left edge of the select (${select.field.left}–${select.field.right})`,
    );
    assert.ok(
      select.padding.left >= select.icon.right - select.field.left,
      `the chosen option keeps clear of the caret (padding ${select.padding.left} px)`,
    );
    await context.close();
  });

  it('on the dashboard: a notice leads with its icon on the right and ends with its full stop, a row is striped across its name', async () => {
    // Wide enough for the per-website table in Ukrainian (narrower, its rows are cards: below).
    const { page, context } = await ukrainian(1440);
    await page.goto('/dashboards');
    await page.getByTestId('dashboard-nothing-in-range').waitFor();
    await page.getByTestId('dashboard-websites').locator('tbody tr').first().waitFor();
    const seen = (await page.evaluate(`(() => {
      const notice = document.querySelector('[data-testid="dashboard-nothing-in-range"]');
      const icon = notice.querySelector('.bp6-icon').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(notice);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.right < icon.left);
      // The full stop: the last character of the sentence, wherever it is drawn.
      const text = [...notice.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
      const stop = document.createRange();
      stop.setStart(text, text.textContent.trimEnd().length - 1);
      stop.setEnd(text, text.textContent.trimEnd().length);
      const row = document.querySelector('[data-testid="dashboard-websites"] tbody tr');
      return {
        box: (({ left, right }) => ({ left, right }))(notice.getBoundingClientRect()),
        icon: { left: icon.left, right: icon.right },
        textLeft: Math.min(...rects.map((r) => r.left)),
        stop: stop.getBoundingClientRect().left,
        name: getComputedStyle(row.querySelector('th')).backgroundColor,
        figure: getComputedStyle(row.querySelector('td')).backgroundColor,
      };
    })()`)) as {
      box: Box;
      icon: Box;
      textLeft: number;
      stop: number;
      name: string;
      figure: string;
    };
    assert.ok(
      seen.box.right - seen.icon.right <= 16,
      `the icon (${seen.icon.left}–${seen.icon.right}) at the right of the notice (${seen.box.left}–${seen.box.right})`,
    );
    assert.ok(
      seen.stop - seen.textLeft > 100,
      `the full stop (at ${seen.stop}) ends the sentence, not leads it (text from ${seen.textLeft})`,
    );
    assert.equal(seen.name, seen.figure, 'the name cell is striped with its row');
    await context.close();
  });

  it("at 1024 px in Ukrainian, the dashboard's per-website counts fit: nothing scrolls sideways, every count is labelled", async () => {
    const { page, context } = await ukrainian(1024);
    await page.goto('/dashboards');
    const breakdown = page.getByTestId('dashboard-websites');
    const shown = async () =>
      (await page.evaluate(`(() => {
        const root = document.querySelector('[data-testid="dashboard-websites"]');
        const box = root.closest('.ams-static-table') || root;
        // A cell whose text is clipped (a header cut short by the width): what a person misses.
        const cut = [...root.querySelectorAll('th, td, dt, dd')].filter(
          (cell) => cell.scrollWidth > cell.clientWidth + 1,
        ).length;
        return { view: root.dataset.view, scroll: box.scrollWidth, client: box.clientWidth, cut };
      })()`)) as { view: string; scroll: number; client: number; cut: number };
    // Eight columns with Ukrainian headers beside the sidebar: a table if this machine's fonts
    // let them fit, cards if not. Either way, once the layout has settled (measured, then drawn
    // again), nothing scrolls sideways and nothing is cut.
    await breakdown.getByText('Нічна редакція').waitFor();
    await layoutSettled(page);
    let seen = await shown();
    assert.ok(
      seen.scroll <= seen.client,
      `nothing scrolls sideways (${seen.view}: ${seen.scroll} > ${seen.client})`,
    );
    assert.equal(seen.cut, 0, `no text is cut (${seen.view})`);
    assert.ok(
      await breakdown.getByText('Усього', { exact: true }).first().isVisible(),
      'every count is labelled',
    );
    // Given the width, the table comes back, whole.
    await page.setViewportSize({ width: 1440, height: 900 });
    // A function, not a string: polling a string would need eval, which the page's CSP refuses.
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('[data-testid="dashboard-websites"]')?.dataset.view ===
        'table',
    );
    seen = await shown();
    assert.ok(seen.scroll <= seen.client, `the table fits (${seen.scroll} > ${seen.client})`);
    await context.close();
  });

  it('shows every list whole at 1024 px: secondary columns give way, nothing scrolls sideways', async () => {
    const { page, context } = await newPage(browser, server.url, { width: 1024, height: 800 });
    await signIn(page);
    for (const [path, table, key] of [
      ['/apps/websites/list', 'websites-table', 'Name'],
      ['/apps/user/list', 'users-table', 'Email'],
      ['/apps/jobs', 'jobs-table', 'State'],
    ] as const) {
      await visit(page, path);
      const root = page.getByTestId(table);
      await root.locator('.bp6-table-quadrant-main .bp6-table-cell-row-0').first().waitFor();
      const { scroll, client, headers } = (await page.evaluate(
        `(() => {
          const root = document.querySelector('[data-testid="${table}"]');
          const main = root.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
          return {
            scroll: main.scrollWidth,
            client: main.clientWidth,
            headers: [...root.querySelectorAll('.bp6-table-column-headers .bp6-table-header')].map((h) => (h.textContent || '').trim()),
          };
        })()`,
      )) as { scroll: number; client: number; headers: string[] };
      assert.ok(scroll <= client + 1, `${path}: ${scroll} px of columns in ${client} px`);
      assert.ok(
        headers.some((h) => h.includes(key)),
        `${path}: the key column "${key}" stays (${headers.join(', ')})`,
      );
    }
    await context.close();
  });

  /** A card holding a row (a placeholder card, shown while the page loads, has no values). */
  const LOADED_CARD = '.ams-data-card:not(.bp6-skeleton)';

  /**
   * Each value of the first card whose reading order the layout broke: its first character must
   * stand left of its last (the product's languages are written left to right), as a date
   * "26 лист. 2026 р., 10:53" or a handle "@admin" reads; right to left they came out as
   * "лист. 2026 р., 10:53 26" and "admin@".
   */
  const reversedInFirstCard = (page: Page, testId: string) =>
    page.evaluate(`(() => {
      const card = document.querySelector('[data-testid="${testId}"] ${LOADED_CARD}');
      const out = [];
      for (const el of card.querySelectorAll('dd, dd *')) {
        for (const node of el.childNodes) {
          if (node.nodeType !== 3) continue;
          const text = node.textContent.trim();
          if (text.length < 3 || !/[\\p{L}\\p{N}]/u.test(text)) continue;
          const start = node.textContent.indexOf(text[0]);
          const end = node.textContent.lastIndexOf(text[text.length - 1]);
          const range = document.createRange();
          range.setStart(node, start); range.setEnd(node, start + 1);
          const first = range.getClientRects()[0];
          range.setStart(node, end); range.setEnd(node, end + 1);
          const rects = range.getClientRects();
          const last = rects[rects.length - 1];
          // One line only: a wrapped value's last character may sit left of its first.
          if (first && last && Math.abs(first.top - last.top) < 2 && first.left > last.left) out.push(text);
        }
      }
      return out;
    })()`) as Promise<string[]>;

  it('on a phone (390 px) right to left: cards read in order, icons keep their gap, nothing widens the page', async () => {
    const { page, context } = await ukrainian(390, 844);
    for (const [path, list] of [
      ['/apps/user/list', 'users-table'],
      ['/apps/websites/list', 'websites-table'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId(list).locator(LOADED_CARD).first().waitFor();
      assert.deepEqual(await reversedInFirstCard(page, list), [], `${path}: values read in order`);
    }
    assert.ok(
      (await page.getByTestId('websites-table').innerText()).includes('https://'),
      'the addresses are shown',
    );

    // A website's page: its tabs wrap rather than widen the page; "back" points to the start.
    await page
      .getByTestId('websites-table')
      .locator('a[href*="/apps/websites/view/"]')
      .first()
      .click();
    await page.getByTestId('website-back').waitFor();
    await page.getByTestId('website-overview-verified').waitFor();
    await layoutSettled(page);
    const view = (await page.evaluate(`(() => {
      const facts = document.querySelector('[data-testid="website-overview"]');
      const back = document.querySelector('[data-testid="website-back"]');
      const icon = back.querySelector('[data-icon]').getBoundingClientRect();
      const text = back.querySelector('.bp6-button-text').getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        facts: [facts.scrollWidth, facts.clientWidth],
        gap: Math.max(text.left - icon.right, icon.left - text.right),
        iconSide: icon.left > text.left ? 'right' : 'left',
        mirrored: getComputedStyle(back.querySelector('[data-icon="arrow-left"]')).transform,
      };
    })()`)) as {
      page: number;
      window: number;
      facts: [number, number];
      gap: number;
      iconSide: string;
      mirrored: string;
    };
    assert.ok(view.page <= view.window, `the page is ${view.page} px wide in ${view.window} px`);
    // The overview's facts fit their card (none runs off its edge, clipped).
    assert.ok(
      view.facts[0] <= view.facts[1],
      `the overview's facts are ${view.facts[0]} px wide in ${view.facts[1]} px`,
    );
    assert.ok(view.gap >= 4, `the back button's icon is ${view.gap} px from its word`);
    assert.equal(view.iconSide, 'right', 'the icon leads, on the right');
    assert.match(
      view.mirrored,
      /^matrix\(-1, 0, 0, 1/,
      'the back arrow points right, to the start',
    );
    await context.close();
  });

  it("on a phone (390 px) in Ukrainian, analytics: an inline label keeps its gap from its field, a metric's note is shown whole", async () => {
    const { page, context } = await ukrainian(390, 844);
    await page.goto('/apps/analytics');
    await page.getByTestId('metric-visitors').waitFor();
    await layoutSettled(page);
    const seen = (await page.evaluate(`(() => ({
      // Each inline label and its field: the label on the right, a gap between them.
      gaps: [...document.querySelectorAll('.bp6-form-group.bp6-inline')].map((group) => {
        const label = group.querySelector('label.bp6-label').getBoundingClientRect();
        const field = group.querySelector('.bp6-form-content').getBoundingClientRect();
        return { label: group.querySelector('label').textContent, gap: label.left - field.right };
      }),
      // Each metric's note (the change, or "no previous data"): none cut short.
      notes: [...document.querySelectorAll('[data-testid^="metric-"] .bp6-tag > span:not(.bp6-icon)')].map((note) => ({
        text: note.textContent,
        cut: note.scrollWidth > note.clientWidth + 1,
      })),
    }))()`)) as { gaps: { label: string; gap: number }[]; notes: { text: string; cut: boolean }[] };
    assert.ok(seen.gaps.length >= 2, 'the range and website filters are inline');
    for (const { label, gap } of seen.gaps) {
      assert.ok(gap >= 8, `"${label}" is ${gap} px from its field`);
    }
    assert.equal(seen.notes.length, 5, "every metric's note is there");
    assert.deepEqual(
      seen.notes.filter((note) => note.cut).map((note) => note.text),
      [],
      'no note is cut short',
    );
    await context.close();
  });
});
