import type { Page } from 'playwright-core';

/**
 * Opens `path` in the signed-in app as a person moving through it does: the router follows the
 * address and the layout stays, no reload. A reload runs the app's JavaScript again: ten pages
 * cost Chromium 6.2 CPU-s by reload against 1.4 s in the app (2 CPUs), which a test walking
 * every page to check its layout paid for nothing. Resolves once the page shown before is gone:
 * wait for the new page's content as after a load. Loads the page instead when the app is not
 * drawn yet, or when the address names the page already shown (the router would keep it).
 */
export async function visit(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    const shown = document.querySelectorAll('#main-content .ams-content-inner > *');
    const next = new URL(to, location.href);
    if (shown.length === 0 || next.pathname === location.pathname) return false;
    for (const el of Array.from(shown)) el.setAttribute('data-test-left', '');
    // Where a load starts: the top of the page.
    window.scrollTo(0, 0);
    history.pushState(null, '', next.pathname + next.search + next.hash);
    return true;
  }, path);
  if (!moved) {
    await page.goto(path);
    return;
  }
  await page.waitForFunction(() => !document.querySelector('[data-test-left]'));
}
