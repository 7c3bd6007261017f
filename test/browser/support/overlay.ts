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
 * Keeps, from now on, the page's pointer, click, focus and scroll events: where each landed, what
 * was under that point and where `testId` was. `shownOrOverlays` prints them when a click showed
 * nothing.
 */
export async function recordInput(page: Page, testId: string): Promise<void> {
  // A string, not a function: tsx would wrap the inner helpers in a `__name` the page lacks.
  await page.evaluate(`(() => {
    const watched = ${JSON.stringify(testId)};
    const log = [];
    window.amsInput = log;
    const name = (el) => !el || !el.tagName ? String(el) :
      el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') +
      '.' + String(el.className).slice(0, 40);
    const start = performance.now();
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'focusin', 'scroll']) {
      window.addEventListener(type, (event) => {
        const box = document.querySelector('[data-testid="' + watched + '"]')?.getBoundingClientRect();
        const x = event.clientX, y = event.clientY;
        const under = x === undefined ? '' : ' under=' + name(document.elementFromPoint(x, y));
        log.push(Math.round(performance.now() - start) + 'ms ' + type + ' at ' + x + ',' + y +
          ' target=' + name(event.target) + under + ' ' + watched + '=' +
          (box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'gone') +
          ' scrollY=' + window.scrollY);
      }, { capture: true });
    }
  })()`);
}

/**
 * Waits for `locator` to show; when it never does, the error also names the overlays and popovers
 * the page shows instead (what a screenshot would have told), and the input `recordInput` kept.
 */
export async function shownOrOverlays(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (error: Error) => {
    const overlays = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.bp6-overlay, .bp6-popover')).map(
        (el) => `${el.className}: ${(el as HTMLElement).innerText.slice(0, 60)}`,
      ),
    );
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    const input = await page.evaluate(() => (window as { amsInput?: string[] }).amsInput ?? []);
    throw new Error(
      `${error.message}\nOpen overlays: ${JSON.stringify(overlays)}\nFocused: ${focused}\nInput:\n${input.join('\n')}`,
    );
  });
}

/**
 * The box of `[data-testid=testId]` at every frame for 500 ms from the frame it first shows in,
 * while `open` opens what holds it: a menu whose items move as it opens makes a press and its
 * release land on different places, and the browser sends no click.
 */
export async function boxesAsItOpens(
  page: Page,
  testId: string,
  open: () => Promise<void>,
): Promise<string[]> {
  // A string, not a function: tsx would wrap the inner helpers in a `__name` the page lacks.
  await page.evaluate(`(() => {
    const boxes = [];
    window.amsBoxes = boxes;
    window.amsBoxesDone = false;
    let first = 0;
    const sample = (time) => {
      const el = document.querySelector('[data-testid="' + ${JSON.stringify(testId)} + '"]');
      if (el) {
        const box = el.getBoundingClientRect();
        if (!first) first = time;
        boxes.push([box.x, box.y, box.width, box.height].map(Math.round).join(','));
      }
      if (!first || time - first < 500) requestAnimationFrame(sample);
      else window.amsBoxesDone = true;
    };
    requestAnimationFrame(sample);
  })()`);
  await open();
  await page.waitForFunction(() => (window as { amsBoxesDone?: boolean }).amsBoxesDone === true);
  return page.evaluate('window.amsBoxes') as Promise<string[]>;
}
