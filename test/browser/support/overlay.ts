import type { Locator, Page } from 'playwright-core';

/**
 * Presses Escape in the overlay (dialog, drawer, alert, omnibar) that holds `shown`, once focus
 * is inside it. Blueprint brings focus into an overlay on the frame after it opens; a person's
 * Escape comes later than that, a script's may not, and an Escape pressed elsewhere (the menu the
 * overlay was opened from, say) is not the overlay's to handle.
 */
export async function escapeOverlay(page: Page, shown: string): Promise<void> {
  const focusedInside = () =>
    page.waitForFunction((selector) => {
      const overlay = document.querySelector(selector)?.closest('.bp6-overlay');
      return !!overlay && overlay.contains(document.activeElement);
    }, shown);
  await focusedInside();
  // An overlay closed just before hands focus back to its opener as its exit transition ends,
  // and the new one takes it back a frame later: a person's key comes after that settles.
  await page.waitForTimeout(150);
  await focusedInside();
  await page.keyboard.press('Escape');
}

/**
 * Waits for `locator` to show; when it never does, the error also names the overlays and popovers
 * the page shows instead (what a screenshot would have told).
 */
export async function shownOrOverlays(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (error: Error) => {
    const overlays = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.bp6-overlay, .bp6-popover')).map(
        (el) => `${el.className}: ${(el as HTMLElement).innerText.slice(0, 60)}`,
      ),
    );
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    throw new Error(
      `${error.message}\nOpen overlays: ${JSON.stringify(overlays)}\nFocused: ${focused}`,
    );
  });
}
