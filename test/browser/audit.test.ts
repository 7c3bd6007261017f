import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signedInTab } from './support/session';

/** The audit trail in Chromium: a role saved in one browser is in the trail open in another. */
describe('audit trail in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a role change appears in the audit list open elsewhere, with its permissions before → after', async () => {
    const watcher = await signedInTab(browser, server.url);
    await watcher.page.goto('/apps/audit/list?subject=role');
    await watcher.page.getByTestId('empty-state').waitFor();

    // Another administrator lets Authors read the countries, in the role editor.
    const editor = await signedInTab(browser, server.url);
    const roles = (await (await editor.page.request.get('/api/roles')).json()) as {
      id: number;
      name: string;
    }[];
    const author = roles.find((r) => r.name === 'Author')!;
    await editor.page.goto('/apps/roles');
    await editor.page.getByTestId(`role-edit-${author.id}`).click();
    const dialog = editor.page.getByTestId('roles-dialog');
    const readCountries = dialog.getByTestId('role-permission-country-read');
    assert.equal(await readCountries.isChecked(), false);
    await dialog
      .locator('label', { has: editor.page.getByTestId('role-permission-country-read') })
      .click();
    await editor.page.getByTestId('roles-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });

    // The watcher's list shows it without a reload: who, which role, and the permissions.
    const table = watcher.page.getByTestId('audit-table');
    const changes = table.getByTestId('audit-changes').first();
    await changes.waitFor({ timeout: 5_000 });
    await table.getByText('Author').first().waitFor();
    const text = await changes.textContent();
    assert.match(text ?? '', /^Permissions .+ → .*read:country/);
    assert.doesNotMatch((await changes.locator('del').textContent()) ?? '', /read:country/);
    assert.match((await changes.locator('ins').textContent()) ?? '', /read:country/);

    // The entry opens whole, with where the change came from.
    await table.locator('[data-testid^="audit-open-"]').first().click();
    const details = watcher.page.getByTestId('audit-entry-dialog');
    await details.waitFor();
    assert.match((await details.textContent()) ?? '', /127\.0\.0\.1/);

    await watcher.context.close();
    await editor.context.close();
  });
});
