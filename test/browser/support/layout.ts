import type { Page } from 'playwright-core';

/**
 * Waits until the page's layout has settled: its fonts loaded, then the boxes under `selector`
 * (the whole page by default) the same size and place over three reads 100 ms apart (at most
 * 5 s). A table that measures its width and then draws itself again as cards, or text that
 * reflows once a web font arrives, has done so before a test reads the layout: a layout
 * assertion never reads it once, at whatever moment this machine's speed and fonts gave it.
 */
export async function layoutSettled(page: Page, selector = 'body'): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Read from here, not polled in the page: a page's CSP refuses the eval a polled function needs.
  // Each read waits for two frames first: resize observers (a chart, a table measuring its width)
  // run in a frame, and on a busy machine a frame can come later than the 100 ms between reads.
  const snapshot = () =>
    page.evaluate(
      (sel) =>
        new Promise<string | null>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const root = document.querySelector(sel);
              if (!root) return resolve(null);
              const boxes = [root, ...Array.from(root.querySelectorAll('*')).slice(0, 3000)].map(
                (el) => {
                  const r = el.getBoundingClientRect();
                  return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
                },
              );
              resolve(`${document.documentElement.scrollWidth}|${boxes.join(';')}`);
            }),
          ),
        ),
      selector,
    );
  const deadline = Date.now() + 5_000;
  let last = await snapshot();
  for (let stable = 0; stable < 2;) {
    if (Date.now() > deadline) throw new Error(`The layout of ${selector} did not settle in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await snapshot();
    stable = next !== null && next === last ? stable + 1 : 0;
    last = next;
  }
}
