import type { Page } from 'playwright-core';

/**
 * Presses Escape in the overlay (dialog, drawer, alert, omnibar) just opened. Blueprint brings
 * focus inside an overlay on the frame after it opens; a person's Escape comes later than that, a
 * script's may not, and an Escape pressed outside the overlay is not its to handle.
 */
export async function escapeOverlay(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.bp6-overlay-open')).some((o) =>
      o.contains(document.activeElement),
    ),
  );
  await page.keyboard.press('Escape');
}
