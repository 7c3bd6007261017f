import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { ProtocolServer } from '../../support/provider-servers';
import type { WpSite } from '../../wordpress/harness';

/** POSTs a record through the API as the signed-in page; resolves with its `data`. */
export async function created<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(path, { data });
  assert.ok(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A harness site added as a website (its administrator's application password) and verified. */
export async function connectSite(page: Page, site: WpSite, name: string): Promise<number> {
  const { id } = await created<{ id: number }>(page, '/api/websites', {
    name,
    url: site.url,
    apiUsername: site.users.admin.login,
    apiKey: site.users.admin.appPassword,
  });
  const verified = await page.request.post(`/api/websites/${id}/verify`);
  assert.ok(verified.ok(), `verify ${name}: ${verified.status()} ${await verified.text()}`);
  return id;
}

/** A local OpenAI-compatible server as a provider with one service, chosen by the website. */
export async function useLocalAi(
  page: Page,
  openai: ProtocolServer,
  websiteId: number,
  name: string,
): Promise<void> {
  const provider = await created<{ id: number }>(page, '/api/providers', {
    name: `${name.toLowerCase()}-openai`,
    prettyName: `${name} OpenAI`,
    type: 'ai',
    protocol: 'openai',
    baseUrl: openai.baseUrl,
    apiKey: openai.apiKey,
  });
  const service = await created<{ id: number }>(page, `/api/providers/${provider.id}/services`, {
    name: 'Small',
    model: 'local-small',
  });
  const chosen = await page.request.patch(`/api/websites/${websiteId}`, {
    data: { aiProviderId: provider.id, aiServiceId: service.id },
  });
  assert.ok(chosen.ok(), `PATCH website: ${chosen.status()} ${await chosen.text()}`);
}
