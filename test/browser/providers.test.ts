import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  startDeepLServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../support/provider-servers';
import { launch, newPage } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * Issue 13's "Must show", in Chromium against the local OpenAI-compatible and DeepL servers, through
 * the UI only: a provider with two services added through the forms, a connection test, the
 * providers chosen in a website's edit form (a switched-off one not offered), a website prompt
 * written, one generated from instructions (the text streaming into the editor), one reset to the
 * default, and the usage screen's totals moving after a call.
 */
describe('providers, services and usage, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let openai: ProtocolServer;
  let deepl: ProtocolServer;

  before(async () => {
    [openai, deepl, server, browser] = await Promise.all([
      startOpenAiServer({ apiKey: 'sk-browser-local-0123456789' }),
      startDeepLServer({ apiKey: 'browser-local-deepl:fx' }),
      startServer({ OUTBOUND_ALLOW_PRIVATE: 'true' }),
      launch(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await openai?.close();
    await deepl?.close();
  });

  const fill = (page: Page, name: string, value: string) =>
    page.locator(`[name="${name}"]`).fill(value);

  it('adds a provider with two services, tests it, chooses it on a website, writes, generates and resets its prompts, and sees the usage move', async () => {
    const { page } = await newPage(browser, server.url, { width: 1440, height: 900 });
    await signIn(page);

    await page.goto('/apps/providers/list');
    await page.getByTestId('providers-create').click();
    const dialog = page.getByTestId('provider-dialog');
    await fill(page, 'name', 'local-openai');
    await fill(page, 'prettyName', 'Local OpenAI');
    await fill(page, 'baseUrl', openai.baseUrl);
    await fill(page, 'apiKey', openai.apiKey);
    await dialog.getByTestId('provider-save').click();
    await dialog.waitFor({ state: 'detached' });
    const list = (await (await page.request.get('/api/providers?q=local-openai')).json()) as {
      data: { id: number; apiKeyMasked: string | null }[];
    };
    const providerId = list.data[0]!.id;
    assert.ok(!JSON.stringify(list).includes(openai.apiKey), 'the key is never sent back');

    await page.goto(`/apps/providers/view/${providerId}`);
    for (const [name, model] of [
      ['Small', 'local-small'],
      ['Large', 'local-large'],
    ]) {
      await page.getByTestId('services-create').click();
      const form = page.getByTestId('service-dialog');
      await fill(page, 'name', name!);
      await fill(page, 'model', model!);
      await form.getByTestId('service-save').click();
      await form.waitFor({ state: 'detached' });
    }
    const services = (await (
      await page.request.get(`/api/providers/services?providerId=${providerId}`)
    ).json()) as { data: { id: number; name: string }[] };
    assert.deepEqual(services.data.map((s) => s.name).sort(), ['Large', 'Small']);
    const small = services.data.find((s) => s.name === 'Small')!;

    const before = openai.requests.length;
    await page.getByTestId(`service-test-button-${small.id}`).click();
    const result = page.getByTestId(`service-test-result-${small.id}`);
    await result.waitFor();
    assert.match((await result.textContent()) ?? '', /\d/);
    assert.equal(openai.requests.length, before + 1, 'one request reached the server');

    // A translation provider, and a second AI provider that is switched off, through the same form.
    await page.goto('/apps/providers/list');
    for (const extra of [
      { name: 'local-deepl', pretty: 'Local DeepL', type: 'translation', server: deepl },
      { name: 'old-llm', pretty: 'Old LLM', type: 'ai', server: openai, off: true },
    ]) {
      await page.getByTestId('providers-create').click();
      const form = page.getByTestId('provider-dialog');
      await fill(page, 'name', extra.name);
      await fill(page, 'prettyName', extra.pretty);
      await form.getByTestId('provider-type').selectOption(extra.type);
      if (extra.type === 'translation') {
        await form.getByTestId('provider-protocol').selectOption('deepl');
      }
      await fill(page, 'baseUrl', extra.type === 'ai' ? extra.server.baseUrl : extra.server.url);
      await fill(page, 'apiKey', extra.server.apiKey);
      if (extra.off) await form.locator('label:has([data-testid="provider-active"])').click();
      await form.getByTestId('provider-save').click();
      await form.waitFor({ state: 'detached' });
    }

    // A website, then its providers chosen in its edit form.
    await page.goto('/apps/websites/list');
    await page.getByTestId('websites-create').click();
    const created = page.getByTestId('websites-dialog');
    await created.locator('input[name="name"]').fill('Browser Desk');
    await created.locator('input[name="url"]').fill('https://desk.example.org');
    await created.locator('input[name="apiUsername"]').fill('desk');
    await created.locator('input[name="apiKey"]').fill('desk-app-password');
    await page.getByTestId('websites-save').click();
    await page.waitForURL('**/apps/websites/view/*');
    const siteId = Number(new URL(page.url()).pathname.split('/').pop());
    assert.ok(siteId > 0);
    await page.goto(`/apps/websites/view/${siteId}?tab=settings`);
    await page.getByTestId('website-edit').click();
    const edit = page.getByTestId('websites-dialog');
    const aiSelect = edit.getByTestId('website-ai-provider');
    await aiSelect.locator('option', { hasText: 'Local OpenAI' }).waitFor({ state: 'attached' });
    // The switched-off provider is not offered: its option cannot be chosen.
    const off = aiSelect.locator('option', { hasText: 'Old LLM' });
    assert.equal(await off.textContent(), 'Old LLM (switched off)');
    assert.equal(await off.isDisabled(), true);
    await aiSelect.selectOption({ label: 'Local OpenAI' });
    const serviceSelect = edit.getByTestId('website-ai-service');
    await serviceSelect
      .locator('option', { hasText: 'Small (local-small)' })
      .waitFor({ state: 'attached' });
    assert.deepEqual((await serviceSelect.locator('option').allTextContents()).sort(), [
      'Large (local-large)',
      'None',
      'Small (local-small)',
    ]);
    await serviceSelect.selectOption({ label: 'Small (local-small)' });
    const translationSelect = edit.getByTestId('website-translation-provider');
    await translationSelect
      .locator('option', { hasText: 'Local DeepL' })
      .waitFor({ state: 'attached' });
    assert.equal(await translationSelect.locator('option', { hasText: 'Local OpenAI' }).count(), 0);
    await translationSelect.selectOption({ label: 'Local DeepL' });
    await page.getByTestId('websites-save').click();
    await edit.waitFor({ state: 'detached' });
    // Read back from the server: the settings name all three.
    await page.reload();
    const setting = (key: string) => page.getByTestId(`website-setting-${key}`);
    await setting('ai-provider').getByText('Local OpenAI').waitFor();
    await setting('ai-service').getByText('Small (local-small)').waitFor();
    await setting('translation-provider').getByText('Local DeepL').waitFor();

    // The website's prompts: one written by hand and saved.
    await page.goto(`/apps/websites/view/${siteId}?tab=prompts`);
    const row = (type: string) => page.getByTestId(`prompt-row-${type}`);
    await row('persona').waitFor();
    const defaultPersona = (await row('persona').locator('.ams-prompt-text').textContent()) ?? '';
    assert.equal(await row('persona').getByText('Default').count(), 1);
    await page.getByTestId('prompt-edit-persona').click();
    const promptDialog = page.getByTestId('prompt-dialog');
    const ownPersona = 'You are the Browser Desk: short sentences, plain words, no jargon.';
    await promptDialog.getByTestId('prompt-text').fill(ownPersona);
    await promptDialog.getByTestId('prompt-save').click();
    await page.locator('.bp6-toast', { hasText: 'Saved successfully.' }).waitFor();
    await promptDialog.waitFor({ state: 'detached' });
    await row('persona').getByText(ownPersona).waitFor();
    await row('persona').getByText('Own').waitFor();

    // Another generated from instructions: the text streams into the editor as it is written.
    const written =
      'Rework each article for a local audience in a calm and friendly tone, keep every fact and ' +
      'quote exactly as given, and end with one sentence on what it means for readers.';
    openai.answers.push(written);
    openai.chunkDelayMs = 60;
    await page.getByTestId('prompt-edit-rework').click();
    await promptDialog
      .locator('textarea[name="generationInstructions"]')
      .fill('A calm local editor who keeps facts intact');
    const previous = await promptDialog.getByTestId('prompt-text').inputValue();
    await page.evaluate(`(() => {
      const seen = [];
      window.promptStates = seen;
      const poll = () => {
        const box = document.querySelector('[data-testid="prompt-text"]');
        const value = box ? box.value + '|' + box.getAttribute('aria-busy') : '';
        if (seen[seen.length - 1] !== value) seen.push(value);
        if (seen.length < 500) requestAnimationFrame(poll);
      };
      poll();
    })()`);
    await promptDialog.getByTestId('prompt-generate').click();
    await page.waitForFunction(
      (text) => {
        const box = document.querySelector<HTMLTextAreaElement>('[data-testid="prompt-text"]');
        return box?.value === text && box.getAttribute('aria-busy') === 'false';
      },
      written,
      { timeout: 20_000 },
    );
    openai.chunkDelayMs = 5;
    const states = (await page.evaluate('window.promptStates')) as string[];
    // While it is written the editor holds the text it had, then ever longer starts of the answer.
    const busy = states
      .filter((state) => state.endsWith('|true'))
      .map((state) => state.slice(0, -'|true'.length));
    const growing = busy.filter((text) => text !== previous && text !== '');
    assert.ok(
      growing.filter((text) => text !== written).length >= 2,
      `at least two partial texts before the end: ${JSON.stringify(states)}`,
    );
    for (const [i, text] of growing.entries()) {
      assert.ok(written.startsWith(text), `a start of the answer: ${text}`);
      if (i > 0) assert.ok(text.length > growing[i - 1]!.length, 'the text only grows');
    }
    await promptDialog.getByTestId('prompt-save').click();
    await promptDialog.waitFor({ state: 'detached' });
    await row('rework').getByText(written).waitFor();

    // One reset to the system default, with the spec's message.
    await page.getByTestId('prompt-reset-persona').click();
    await page.getByTestId('prompt-reset-confirm').waitFor();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Reset to default' }).click();
    await page.locator('.bp6-toast', { hasText: 'The prompt has been reset' }).waitFor();
    // The website keeps a prompt of its own, holding the default's text again.
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="prompt-row-persona"] .ams-prompt-text')
          ?.textContent === text,
      defaultPersona,
    );
    await row('persona').getByText('Own').waitFor();

    // Deleting the website's own prompt puts the system default back in force.
    await page.getByTestId('prompt-delete-rework').click();
    await page.getByTestId('prompt-delete-confirm').waitFor();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast', { hasText: 'The prompt has been deleted' }).waitFor();
    await row('rework').getByText('Default').waitFor();
    assert.equal(await row('rework').getByText(written).count(), 0);

    // The usage screen counts the test call and the generated prompt; another call moves the totals.
    await page.goto('/apps/providers/usage');
    const usage = page.getByTestId(`usage-row-${providerId}`);
    await usage.waitFor();
    const cells = async () =>
      (await usage.locator('td').allTextContents()).map((text) => text.replace(/\D/g, ''));
    // The row can come before the providers' names do: its name cell shows once they have.
    await usage.locator('td', { hasText: 'Local OpenAI' }).waitFor();
    assert.equal(await usage.locator('td').first().textContent(), 'Local OpenAI');
    const [, calls, , inputTokens, outputTokens] = await cells();
    assert.equal(calls, '2');
    assert.ok(Number(outputTokens) >= 30, `the generated prompt's tokens: ${outputTokens}`);
    await page.goto(`/apps/providers/view/${providerId}`);
    await page.getByTestId(`service-test-button-${small.id}`).click();
    await page.getByTestId(`service-test-result-${small.id}`).waitFor();
    await page.goto('/apps/providers/usage');
    await usage.waitFor();
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="usage-row-${id}"] td:nth-child(2)`)?.textContent ===
        '3',
      providerId,
    );
    const after = await cells();
    assert.ok(Number(after[3]) > Number(inputTokens), 'input tokens moved');
    await page.getByTestId('usage-chart').waitFor();
  });
});
