import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Provider, Service } from '../../api/providers';
import { requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { validateProvider, validateService } from './validation';

withTableViewport();

const provider = (id: number, extra: Partial<Provider> = {}): Provider => ({
  id,
  version: 1,
  name: 'local-openai',
  prettyName: 'Local OpenAI',
  description: null,
  type: 'ai',
  protocol: 'openai',
  active: true,
  baseUrl: 'http://127.0.0.1:4010/v1',
  apiKeyMasked: '••••••••',
  requestsPerMinute: 60,
  tokensPerMinute: null,
  servicesCount: 1,
  websitesCount: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...extra,
});
const service = (id: number, extra: Partial<Service> = {}): Service => ({
  id,
  providerId: 1,
  providerName: 'Local OpenAI',
  providerType: 'ai',
  providerActive: true,
  name: 'Small',
  description: null,
  model: 'local-small',
  settings: [],
  temperature: 0.7,
  priceInputPerMillion: 0.15,
  priceOutputPerMillion: 0.6,
  pricePerMillionChars: null,
  active: true,
  websitesCount: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...extra,
});
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, perPage: 10 });
const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('provider validation', () => {
  it('mirrors the server rules', () => {
    expect(
      validateProvider({
        name: 'Open AI',
        prettyName: '',
        description: '',
        type: 'translation',
        protocol: 'openai',
        baseUrl: 'ftp://x',
        apiKey: '',
        requestsPerMinute: '1.5',
        tokensPerMinute: '',
        active: true,
        version: null,
      }),
    ).toEqual({
      name: 'providers.errors.namePattern',
      prettyName: 'providers.errors.prettyNameRequired',
      baseUrl: 'providers.errors.baseUrl',
      protocol: 'providers.errors.protocol',
      requestsPerMinute: 'providers.errors.whole',
    });
    expect(
      validateService({
        name: 'x',
        description: '',
        model: '',
        temperature: '2.5',
        priceInputPerMillion: '-1',
        priceOutputPerMillion: '',
        pricePerMillionChars: '',
        active: true,
        settings: [{ key: 'a' }, { key: 'a' }],
      }),
    ).toEqual({
      model: 'providers.errors.modelRequired',
      temperature: 'providers.errors.temperature',
      priceInputPerMillion: 'providers.errors.price',
      settings: 'providers.errors.settingKeys',
    });
  });
});

describe('providers pages', () => {
  it('lists providers and adds one, its key sent once and never shown', async () => {
    let body: Record<string, unknown> | undefined;
    mockFetch({
      ...me,
      'GET /api/providers': () => json(page([provider(1)])),
      'POST /api/providers': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: provider(2, { name: 'deepl' }) }, 201);
      },
    });
    renderApp('/apps/providers/list', { user: adminUser });
    const table = await screen.findByTestId('providers-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Local OpenAI')).toBeTruthy();
    expect(within(table).getByText('OpenAI-compatible')).toBeTruthy();
    expect(within(table).getByText('••••••••')).toBeTruthy();

    fireEvent.click(screen.getByTestId('providers-create'));
    const dialog = await screen.findByTestId('provider-dialog');
    fireEvent.change(within(dialog).getByTestId('provider-type'), {
      target: { value: 'translation' },
    });
    expect((within(dialog).getByTestId('provider-protocol') as HTMLSelectElement).value).toBe(
      'deepl',
    );
    type('name', 'deepl');
    type('prettyName', 'DeepL');
    type('apiKey', 'secret-key:fx');
    type('requestsPerMinute', '30');
    fireEvent.click(screen.getByTestId('provider-save'));
    expect(await screen.findByText('Provider added')).toBeTruthy();
    expect(body).toMatchObject({
      name: 'deepl',
      prettyName: 'DeepL',
      type: 'translation',
      protocol: 'deepl',
      apiKey: 'secret-key:fx',
      requestsPerMinute: 30,
      tokensPerMinute: null,
      active: true,
    });
  });

  it('shows the spec message, and the websites that use it, when a change is refused', async () => {
    mockFetch({
      ...me,
      'GET /api/providers': () => json(page([provider(1)])),
      'DELETE /api/providers/1': () =>
        json(
          {
            statusCode: 409,
            code: 'provider.in_use',
            message: 'The provider is used by: Daily News.',
            detail: 'Daily News',
          },
          409,
        ),
      'PATCH /api/providers/1': () =>
        json({ statusCode: 500, message: 'Internal server error' }, 500),
    });
    renderApp('/apps/providers/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('providers-delete-1', {}, FIRST_RENDER));
    expect(await screen.findByTestId('providers-delete-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The provider is used by websites: Daily News.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('providers-edit-1'));
    await screen.findByTestId('provider-dialog');
    fireEvent.click(screen.getByTestId('provider-save'));
    expect(
      (await screen.findAllByText('Something went wrong while changing provider or service'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows a provider with its services and tests the connection', async () => {
    let tests = 0;
    const fetchMock = mockFetch({
      ...me,
      'GET /api/providers/1': () => json(provider(1)),
      'GET /api/providers/services': () =>
        json(page([service(5), service(6, { name: 'Large', model: 'local-large' })])),
      'POST /api/providers/1/test': () =>
        json(
          ++tests === 1
            ? { ok: true, latencyMs: 42, model: 'local-small' }
            : {
                ok: false,
                latencyMs: 3,
                code: 'provider.call.bad_key',
                message: 'The provider refused the API key.',
                detail: 'Incorrect API key provided: sk-***abcd.',
              },
        ),
    });
    renderApp('/apps/providers/view/1', { user: adminUser });
    const table = await screen.findByTestId('services-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Large')).toBeTruthy();
    expect(within(table).getByText('local-small')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', '/api/providers/services')[0]!.url).toContain(
      'providerId=1',
    );

    fireEvent.click(screen.getByTestId('provider-test-button-1'));
    expect(await screen.findByText('Works: 42 ms')).toBeTruthy();
    fireEvent.click(screen.getByTestId('provider-test-button-1'));
    await waitFor(() =>
      expect(screen.getByTestId('provider-test-result-1').textContent).toBe(
        'The provider refused the API key. — Incorrect API key provided: sk-***abcd.',
      ),
    );
  });

  it("shows the provider's usage day by day", async () => {
    mockFetch({
      ...me,
      'GET /api/providers/1': () => json(provider(1)),
      'GET /api/providers/services': () => json(page([service(5)])),
      'GET /api/providers/usage/totals': () =>
        json({
          groupBy: 'day',
          data: [
            {
              key: '2025-03-01',
              calls: 12,
              okCalls: 11,
              inputTokens: 1500,
              outputTokens: 2300,
              characters: 0,
              estimatedCost: 0.00421,
            },
          ],
        }),
    });
    renderApp('/apps/providers/view/1', { user: adminUser });
    await screen.findByTestId('services-table', {}, FIRST_RENDER);
    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    const usage = await screen.findByTestId('provider-usage');
    for (const text of ['2025-03-01', '12', '11', '1,500', '2,300', '0.004']) {
      expect(within(usage).getByText(text)).toBeTruthy();
    }
  });

  it('lists every service across providers and filters by type', async () => {
    const fetchMock = mockFetch({
      ...me,
      'GET /api/providers/services': () =>
        json(
          page([
            service(5),
            service(7, {
              name: 'DeepL',
              providerName: 'DeepL',
              providerType: 'translation',
              model: 'default',
              pricePerMillionChars: 20,
            }),
          ]),
        ),
    });
    renderApp('/apps/providers/services', { user: adminUser });
    const table = await screen.findByTestId('services-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('DeepL', { selector: 'a' })).toBeTruthy();
    expect(within(table).getByText('20 per million characters')).toBeTruthy();
    fireEvent.change(screen.getByTestId('services-filter-type'), {
      target: { value: 'translation' },
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/providers/services').at(-1)!.url).toContain(
        'type=translation',
      ),
    );
  });

  it('is guarded: without read on external-provider the page is not shown', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ userData: editorUser }) });
    renderApp('/apps/providers/list', { user: editorUser });
    await waitFor(() => expect(window.location.pathname).toBe('/not-authorized'), FIRST_RENDER);
  });
});
