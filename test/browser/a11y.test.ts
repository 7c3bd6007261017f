import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

/** The route table the router, guard and navigation read (frontend/src/app/routes.ts). */
interface RouteEntry {
  path: string;
  access: unknown;
  titleKey: string;
  redirect?: string;
}
// Loaded by path: the frontend's sources resolve as a bundler does, not as this project's tsc.
const ROUTES_MODULE: string = '../../frontend/src/app/routes.ts';

type Theme = 'light' | 'dark';
/** Each theme in a language of its own: every route's tab title is checked in two languages. */
const LOCALE: Record<Theme, 'en' | 'ua'> = { light: 'en', dark: 'ua' };
const PRODUCT_TITLE = 'ai multisite';

/** A translation by its dotted key, from the frontend's locale file. */
function translated(locale: 'en' | 'ua', key: string): string {
  const messages = JSON.parse(
    readFileSync(
      join(__dirname, '..', '..', 'frontend', 'src', 'i18n', 'locales', `${locale}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;
  const text = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);
  assert.equal(typeof text, 'string', `${locale}: ${key}`);
  return text as string;
}
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
const THEMES: Theme[] = ['light', 'dark'];

/**
 * axe-core over every route of the route table, signed in as the administrator (guest pages signed
 * out), in light and dark: no violation of any impact, moderate and minor ones too (every page
 * lacked an h1 and most skipped heading levels, which screen readers list and jump by). The counts
 * of every impact are printed as `axe:` for the `npm test` summary.
 */
describe('accessibility of every route (axe-core), light and dark; every tab titled, no icon outside the pack', () => {
  let server: RunningServer;
  let browser: Browser;
  const ids: Record<string, string> = {};
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const failures: string[] = [];
  let checked = 0;

  before(async () => {
    const { ROUTES } = (await import(ROUTES_MODULE)) as { ROUTES: readonly RouteEntry[] };
    pages = ROUTES.filter((r) => !('redirect' in r));
    [server, browser] = await Promise.all([startServer(), launch()]);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page);
    const post = async (path: string, data: object) => {
      const res = await page.request.post(path, { data });
      assert.ok(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    ids.website = String(
      await post('/api/websites', { name: 'Axe desk', url: 'https://axe-desk.example.org' }),
    );
    ids.provider = String(
      await post('/api/providers', {
        name: 'axe-ai',
        prettyName: 'Axe AI',
        type: 'ai',
        protocol: 'openai',
        baseUrl: 'https://ai.example.org/v1',
        apiKey: 'sk-axe-test-key',
      }),
    );
    const me = (await (await page.request.get('/api/auth/me')).json()) as {
      userData: { id: number };
    };
    ids.user = String(me.userData.id);
    await context.close();
  });

  after(async () => {
    if (checked) {
      const line = IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ');
      process.stdout.write(`axe: ${checked} pages (routes × themes): ${line}\n`);
    }
    await browser?.close();
    await server?.stop();
  });

  let pages: RouteEntry[] = [];
  const signedInPages = () => pages.filter((r) => r.access !== 'guest');
  const guestPages = () => pages.filter((r) => r.access === 'guest');

  /** The address of a route: its `:id` filled with a record made above. */
  const address = (path: string): string | null => {
    if (!path.includes(':')) return path;
    if (path.startsWith('/apps/websites/view/')) return path.replace(':id', ids.website!);
    if (path.startsWith('/apps/providers/view/')) return path.replace(':id', ids.provider!);
    if (path.startsWith('/apps/user/view/')) return path.replace(':id', ids.user!);
    if (path.startsWith('/apps/articles/')) return path.replace(':id', '1');
    return path.replace(/:[a-z]+/gi, '1');
  };

  const themed = async (
    theme: Theme,
    signedIn: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const opened = await newPage(browser, server.url, {
      width: 1440,
      height: 900,
      colorScheme: theme,
    });
    await opened.context.addInitScript(
      ([value, language]) => {
        localStorage.setItem('theme', value);
        localStorage.setItem('language', language);
        localStorage.setItem('semiDark', 'true');
        // Requests in flight, so a page is audited once its data has arrived.
        const w = window as Window & { inFlight?: number };
        w.inFlight = 0;
        const original = window.fetch.bind(window);
        window.fetch = async (...args) => {
          w.inFlight! += 1;
          try {
            return await original(...args);
          } finally {
            w.inFlight! -= 1;
          }
        };
      },
      [theme, LOCALE[theme]] as const,
    );
    // An icon the app's pack lacks costs every reader of the page Blueprint's whole set of icons.
    opened.page.on('console', (message) => {
      if (message.text().startsWith("Icon outside the app's pack")) {
        failures.push(`${theme} ${new URL(opened.page.url()).pathname}: ${message.text()}`);
      }
    });
    if (signedIn) await signIn(opened.page);
    return opened;
  };

  /**
   * Opens `path` as the app does (no reload), then waits for its data and lazy parts: the page's
   * own heading drawn (every page has its h1; a page just loaded has no loader yet either, and an
   * audit then read an empty document), nothing loading, no request under way.
   */
  const open = async (page: Page, path: string) => {
    await page.evaluate((to) => history.pushState(null, '', to), path);
    await page.waitForFunction(
      () =>
        (window as Window & { inFlight?: number }).inFlight === 0 &&
        document.querySelector('main h1, h1') !== null &&
        !document.querySelector('.ams-page-loader, .bp6-spinner, .bp6-skeleton'),
      undefined,
      { polling: 50, timeout: 15_000 },
    );
    // Two frames for the last render and Blueprint's transitions to settle.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
  };

  const audit = async (page: Page, route: RouteEntry, path: string, theme: Theme) => {
    await open(page, path);
    // The tab says which page it holds, in the reader's language.
    const title = `${translated(LOCALE[theme], route.titleKey)} · ${PRODUCT_TITLE}`;
    if ((await page.title()) !== title) {
      failures.push(`${theme} ${path}: tab title "${await page.title()}", not "${title}"`);
    }
    const { violations } = await new AxeBuilder({ page })
      // axe.run in the page itself: the product's pages have no frames from other origins, which
      // is what the default (a partial run per frame, finished in a new blank page per audit,
      // about half of each audit's time) is for.
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // Only violations are reported in full: passes and incomplete ones are not worked out.
      .options({ resultTypes: ['violations'] })
      .analyze();
    checked += 1;
    for (const v of violations) {
      const impact = (v.impact ?? 'minor') as Impact;
      counts[impact] += v.nodes.length;
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ');
      failures.push(`${theme} ${path}: ${v.id} (${impact}, ${v.nodes.length}) ${where}`);
    }
  };

  /** Every page of the route table in one theme: signed in, then the guest pages signed out. */
  const auditTheme = async (theme: Theme) => {
    const member = await themed(theme, true);
    for (const route of signedInPages()) {
      const path = address(route.path);
      if (path) await audit(member.page, route, path, theme);
    }
    await member.context.close();
    const guest = await themed(theme, false);
    await guest.page.goto('/login');
    for (const route of guestPages()) {
      const path = address(route.path);
      if (path) await audit(guest.page, route, path, theme);
    }
    await guest.context.close();
  };

  it('has no violation on any page, in light (English) and dark (Ukrainian), titles every tab, and draws no icon outside the app’s pack', async () => {
    // Both themes side by side: the audit is CPU-bound in the page, the server mostly idle.
    await Promise.all(THEMES.map(auditTheme));
    assert.ok(checked >= 2 * pages.length - 2, `audited ${checked} pages`);
    assert.deepEqual(failures, [], 'axe violations, tab titles and icons outside the pack');
  });

  it('a reader who asks for less motion gets none: skeletons, spinners and progress stripes stand still', async () => {
    /** How many times a loading skeleton, a spinner's arc and a running progress bar animate. */
    const iterations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { context, page } = await newPage(browser, server.url, { reducedMotion });
      await page.goto('/login');
      await page.locator('input[name="email"]').waitFor();
      const counts = await page.evaluate(() => {
        const holder = document.createElement('div');
        holder.innerHTML =
          '<div class="bp6-skeleton">x</div>' +
          '<div class="bp6-spinner bp6-spinner-animation"><svg><path class="bp6-spinner-head"/></svg></div>' +
          '<div class="bp6-progress-bar"><div class="bp6-progress-meter"></div></div>';
        document.body.append(holder);
        return ['.bp6-skeleton', '.bp6-spinner-animation', '.bp6-progress-meter'].map(
          (selector) => getComputedStyle(holder.querySelector(selector)!).animationIterationCount,
        );
      });
      await context.close();
      return counts;
    };
    assert.deepEqual(await iterations('no-preference'), ['infinite', 'infinite', 'infinite']);
    assert.deepEqual(await iterations('reduce'), ['1', '1', '1']);
  });
});
