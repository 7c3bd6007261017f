import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

type Run = { id: number; state: string };

/** Waits for job run `id` to complete, through the Jobs API; fails if it fails. */
export async function waitForRun(page: Page, id: number | string, what = 'the run'): Promise<void> {
  for (let state = ''; state !== 'completed';) {
    await page.waitForTimeout(250);
    state = ((await (await page.request.get(`/api/jobs/${id}`)).json()) as Run).state;
    assert.notEqual(state, 'failed', `${what} completes`);
  }
}

/** Waits until no sync of website `websiteId` is waiting or running. */
export async function waitForIdleSync(page: Page, websiteId: number): Promise<void> {
  const under = (state: string) =>
    page.request
      .get(`/api/jobs?websiteId=${websiteId}&name=sync.website&state=${state}`)
      .then(async (r) => {
        assert.ok(r.ok(), `GET /api/jobs: ${r.status()} ${await r.text()}`);
        return ((await r.json()) as { total: number }).total;
      });
  for (let i = 0; ; i += 1) {
    const [waiting, active] = await Promise.all([under('waiting'), under('active')]);
    if (waiting + active === 0) return;
    assert.ok(i < 240, `website ${websiteId}'s sync ends`);
    await page.waitForTimeout(250);
  }
}
