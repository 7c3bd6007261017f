import type { ProtocolServer } from '../../../test/support/provider-servers';
import type { TestApp } from './test-app';

/**
 * Adds, through the API, an OpenAI-compatible provider with one service (`local-small`) and a
 * DeepL provider, pointed at the local protocol servers; names start with `label`.
 */
export async function addLocalProviders(
  t: TestApp,
  cookie: string,
  label: string,
  servers: { openai: ProtocolServer; deepl: ProtocolServer },
): Promise<{ aiProviderId: number; serviceId: number; deeplId: number }> {
  const post = async (path: string, body: object) => {
    const res = await t.http.post(path).set('Cookie', cookie).send(body);
    expect(res.status).toBe(201);
    return (res.body.data as { id: number }).id;
  };
  const slug = label.toLowerCase().replace(/\s+/g, '-');
  const aiProviderId = await post('/api/providers', {
    name: `${slug}-openai`,
    prettyName: `${label} OpenAI`,
    type: 'ai',
    protocol: 'openai',
    baseUrl: servers.openai.baseUrl,
    apiKey: servers.openai.apiKey,
  });
  const serviceId = await post(`/api/providers/${aiProviderId}/services`, {
    name: 'Small',
    model: 'local-small',
  });
  const deeplId = await post('/api/providers', {
    name: `${slug}-deepl`,
    prettyName: `${label} DeepL`,
    type: 'translation',
    protocol: 'deepl',
    baseUrl: servers.deepl.url,
    apiKey: servers.deepl.apiKey,
  });
  return { aiProviderId, serviceId, deeplId };
}
