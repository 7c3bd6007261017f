import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Website, WebsiteUser } from '../../api/websites';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { cardFields } from '../../test/cardFields';
import { setElementWidth } from '../../test/elementWidth';
import { applyLocale, i18n } from '../../i18n';
import { coverageText, syncWindowText } from './syncCoverage';
import { verifyErrorText } from './components/WebsiteOverview';
import { validateWebsite, draftOf } from './validation';

withTableViewport();

const website = (id: number, name: string, extra: Partial<Website> = {}): Website => ({
  id,
  accountId: 1,
  name,
  url: `https://${name.toLowerCase().replace(/\s+/g, '')}.example.com`,
  apiUsername: 'editor',
  apiKeyMasked: '••••••••',
  language: 'it',
  aiProviderId: null,
  aiServiceId: null,
  translationProviderId: null,
  verified: false,
  verifiedAt: null,
  wpVersion: null,
  timezone: null,
  yoastActive: false,
  connectorActive: false,
  lastVerifyError: null,
  syncIntervalMinutes: null,
  lastSyncedAt: null,
  syncDays: null,
  defaultAuthor: null,
  canonicalToSource: true,
  keepSourceDate: false,
  reviewAi: true,
  canWrite: true,
  usersCount: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  version: 1,
  ...extra,
});
const daily = website(1, 'Daily News', {
  usersCount: 2,
  verified: true,
  wpVersion: '6.1.9',
  yoastActive: true,
  timezone: 'Europe/Rome',
});
const sport = website(2, 'Sport Today');
const page = (data: Website[]) => ({ data, total: data.length, page: 1, perPage: 10 });
const assigned: WebsiteUser[] = [
  {
    userId: 7,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    username: 'ada',
    avatar: null,
    canWrite: true,
    isAdmin: true,
  },
  {
    userId: 9,
    email: 'vera@example.com',
    firstName: 'Vera',
    lastName: 'Viewer',
    username: null,
    avatar: null,
    canWrite: false,
    isAdmin: false,
  },
];
const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const noProviders = { 'GET /api/providers/options': () => json({ data: [] }) };
const listRoutes = {
  ...me,
  ...noProviders,
  'GET /api/websites': () => json(page([daily, sport])),
};
const viewRoutes = (w: Website = daily) => ({
  ...me,
  ...noProviders,
  [`GET /api/websites/${w.id}`]: () => json(w),
  [`GET /api/websites/${w.id}/users`]: () => json({ data: assigned }),
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openCreateDialog() {
  fireEvent.click(await screen.findByTestId('websites-create', {}, FIRST_RENDER));
  return screen.findByTestId('websites-dialog');
}

describe('website validation', () => {
  it('uses the server messages for name and url', () => {
    expect(validateWebsite({ ...draftOf(null), name: ' ', url: '' })).toEqual({
      name: 'websites.errors.nameRequired',
      url: 'websites.errors.urlRequired',
    });
    for (const url of [
      'news.example.com',
      'ftp://x.example.com',
      'https://a.com/?q=1',
      'http://x',
    ]) {
      expect(validateWebsite({ ...draftOf(null), name: 'N', url }).url).toBe(
        'websites.errors.urlInvalid',
      );
    }
    expect(validateWebsite({ ...draftOf(null), name: 'N', url: 'http://127.0.0.1:8080' })).toEqual(
      {},
    );
    expect(
      validateWebsite({
        ...draftOf(null),
        name: 'N',
        url: 'https://a.com',
        syncIntervalMinutes: 5,
      }),
    ).toEqual({ syncIntervalMinutes: 'websites.errors.intervalMin' });
  });

  it('asks for the application password again when the address moves to another site', () => {
    const stored = {
      ...draftOf(null),
      url: 'https://news.example.com',
      apiKeyMasked: '••••••••',
    } as unknown as Parameters<typeof validateWebsite>[1];
    const edit = { ...draftOf(null), name: 'N', url: 'https://news.example.com/en' };
    expect(validateWebsite(edit, stored)).toEqual({});
    expect(validateWebsite({ ...edit, url: 'https://evil.example' }, stored)).toEqual({
      apiKey: 'errors.website.secret.rebind',
    });
    expect(validateWebsite({ ...edit, url: 'http://news.example.com' }, stored).apiKey).toBe(
      'errors.website.secret.rebind',
    );
    expect(
      validateWebsite({ ...edit, url: 'https://evil.example', apiKey: 'new key' }, stored),
    ).toEqual({});
  });
});

describe('a failed verification', () => {
  it('is told as its sentence, without the reason code it is stored with', () => {
    expect(
      verifyErrorText('wrong-credentials: WordPress refused the username or application password.'),
    ).toBe('WordPress refused the username or application password.');
    expect(verifyErrorText('Cannot connect: timeout')).toBe('Cannot connect: timeout');
  });
});

describe('websites list', () => {
  it('shows name, address, language, verification with WordPress and Yoast, users and last sync', async () => {
    const fetchMock = mockFetch(listRoutes);
    renderApp('/apps/websites/list', { user: adminUser });
    const table = await screen.findByTestId('websites-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Daily News')).toBeTruthy();
    const link = within(table).getByText('https://dailynews.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(screen.getByTestId('website-verified-1')).getByText('Verified')).toBeTruthy();
    expect(within(screen.getByTestId('website-verified-1')).getByText('WP 6.1.9')).toBeTruthy();
    expect(within(screen.getByTestId('website-verified-1')).getByText('Yoast SEO')).toBeTruthy();
    expect(within(screen.getByTestId('website-verified-2')).getByText('Not verified')).toBeTruthy();
    expect((await screen.findByTestId('website-users-count-1')).textContent).toBe('2');
    expect(screen.getByTestId('website-users-count-2').textContent).toBe('1');
    expect(within(table).getAllByText('Never').length).toBe(2);
    expect(within(table).getAllByText('Italian').length).toBe(2);
    // The counts come with the rows: no request per website.
    expect(requestsTo(fetchMock, 'GET', '/api/websites/1/users')).toHaveLength(0);
  });

  it('checks name and url before sending anything', async () => {
    const fetchMock = mockFetch(listRoutes);
    renderApp('/apps/websites/list', { user: adminUser });
    const dialog = await openCreateDialog();
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Address is required')).toBeTruthy();

    type('name', 'Daily');
    type('url', 'dailynews.example.com');
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(within(dialog).getByText('Invalid URL format')).toBeTruthy();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(requestsTo(fetchMock, 'POST', '/api/websites')).toHaveLength(0);
  });

  it('shows a refused save in a toast and beside the field', async () => {
    mockFetch({
      ...listRoutes,
      'POST /api/websites': () =>
        json(
          {
            statusCode: 400,
            code: 'request.invalid',
            message: 'Invalid URL format',
            errors: { url: ['Invalid URL format'] },
          },
          400,
        ),
    });
    renderApp('/apps/websites/list', { user: adminUser });
    const dialog = await openCreateDialog();
    type('name', 'Daily');
    type('url', 'https://daily.example.com');
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(await screen.findByText('Failed to save website data')).toBeTruthy();
    expect(within(dialog).getByText('Invalid URL format')).toBeTruthy();
  });

  it('creates a website with the application password as a password field', async () => {
    let body: Record<string, unknown> = {};
    mockFetch({
      ...listRoutes,
      'POST /api/websites': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: website(3, 'Daily') }, 201);
      },
      'GET /api/websites/3': () => json(website(3, 'Daily')),
      'GET /api/websites/3/users': () => json({ data: [] }),
    });
    renderApp('/apps/websites/list', { user: adminUser });
    await openCreateDialog();
    expect(field('apiKey').type).toBe('password');
    expect(
      await within(screen.getByTestId('websites-dialog')).findAllByText('No providers yet'),
    ).toHaveLength(2);
    expect(screen.getByTestId('website-ai-provider')).toHaveProperty('disabled', true);
    type('name', ' Daily ');
    type('url', 'https://daily.example.com');
    type('apiUsername', 'editor');
    type('apiKey', 'abcd efgh ijkl mnop qrst uvwx');
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(body).toEqual({
      name: 'Daily',
      url: 'https://daily.example.com',
      apiUsername: 'editor',
      apiKey: 'abcd efgh ijkl mnop qrst uvwx',
      language: null,
      syncIntervalMinutes: null,
      syncDays: null,
      aiProviderId: null,
      aiServiceId: null,
      translationProviderId: null,
      defaultAuthor: null,
      canonicalToSource: true,
      keepSourceDate: false,
      reviewAi: true,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/apps/websites/view/3'));
  });

  it('edits with the key masked and left out when empty ("leave empty to keep")', async () => {
    let body: Record<string, unknown> = {};
    mockFetch({
      ...listRoutes,
      'PATCH /api/websites/2': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: sport });
      },
    });
    renderApp('/apps/websites/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('websites-edit-2', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('websites-dialog');
    expect(field('apiKey').value).toBe('');
    expect(within(dialog).getByText('Leave empty to keep the current key.')).toBeTruthy();
    expect(within(screen.getByTestId('website-apikey-current')).getByText('••••••••')).toBeTruthy();
    type('name', 'Sport Tomorrow');
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(body.name).toBe('Sport Tomorrow');
    expect('apiKey' in body).toBe(false);
  });

  it("sets the copies' default author and turns the canonical link to the source off", async () => {
    let body: Record<string, unknown> = {};
    mockFetch({
      ...listRoutes,
      'PATCH /api/websites/2': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: sport });
      },
    });
    renderApp('/apps/websites/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('websites-edit-2', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('websites-dialog');
    expect(
      within(dialog).getByText(/Copies whose author has no account on this site are published/),
    ).toBeTruthy();
    const canonical = within(dialog).getByLabelText<HTMLInputElement>(
      'Canonical link to the source',
    );
    expect(canonical.checked).toBe(true);
    type('defaultAuthor', '  desk@example.test ');
    fireEvent.click(canonical);
    const keepDate = within(dialog).getByLabelText<HTMLInputElement>("Source's publication date");
    expect(keepDate.checked).toBe(false);
    fireEvent.click(keepDate);
    fireEvent.click(screen.getByTestId('websites-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(body).toMatchObject({
      defaultAuthor: 'desk@example.test',
      canonicalToSource: false,
      keepSourceDate: true,
    });
  });

  it('offers the providers that exist; a switched-off one cannot be chosen', async () => {
    let body: Record<string, unknown> = {};
    mockFetch({
      ...listRoutes,
      'GET /api/providers/options': (request) => {
        const type = new URL(request.url).searchParams.get('type');
        return json({
          data:
            type === 'ai'
              ? [
                  { id: 4, name: 'openai', prettyName: 'OpenAI', type: 'ai', active: true },
                  { id: 5, name: 'old', prettyName: 'Old LLM', type: 'ai', active: false },
                ]
              : [{ id: 6, name: 'deepl', prettyName: 'DeepL', type: 'translation', active: true }],
        });
      },
      'GET /api/providers/services/options': (request) =>
        json({
          data:
            new URL(request.url).searchParams.get('providerId') === '4'
              ? [
                  { id: 8, providerId: 4, name: 'Small', model: 'gpt-small', active: true },
                  { id: 9, providerId: 4, name: 'Retired', model: 'gpt-old', active: false },
                ]
              : [],
        }),
      'POST /api/websites': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: website(3, 'Daily') }, 201);
      },
      'GET /api/websites/3': () => json(website(3, 'Daily')),
      'GET /api/websites/3/users': () => json({ data: [] }),
    });
    renderApp('/apps/websites/list', { user: adminUser });
    await openCreateDialog();
    const service = screen.getByTestId<HTMLSelectElement>('website-ai-service');
    // No AI provider yet: nothing to choose.
    expect(service.disabled).toBe(true);
    const ai = screen.getByTestId<HTMLSelectElement>('website-ai-provider');
    await waitFor(() => expect(ai.disabled).toBe(false));
    const options = [...ai.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ['None', false],
      ['OpenAI', false],
      ['Old LLM (switched off)', true],
    ]);
    fireEvent.change(ai, { target: { value: '4' } });
    await waitFor(() => expect(service.disabled).toBe(false));
    expect([...service.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['None', false],
      ['Small (gpt-small)', false],
      ['Retired (gpt-old) (switched off)', true],
    ]);
    fireEvent.change(service, { target: { value: '8' } });
    const translation = screen.getByTestId<HTMLSelectElement>('website-translation-provider');
    await waitFor(() => expect(translation.disabled).toBe(false));
    fireEvent.change(translation, { target: { value: '6' } });
    type('name', 'Daily');
    type('url', 'https://daily.example.com');
    fireEvent.click(screen.getByTestId('websites-save'));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/websites/view/3'));
    expect(body).toMatchObject({ aiProviderId: 4, aiServiceId: 8, translationProviderId: 6 });
  });

  it('deletes after confirmation and reports a failure with the spec message', async () => {
    mockFetch({
      ...listRoutes,
      'DELETE /api/websites/2': () =>
        json(
          { statusCode: 500, code: 'server.unknown', message: 'An unknown error occurred.' },
          500,
        ),
    });
    renderApp('/apps/websites/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('websites-delete-2', {}, FIRST_RENDER));
    expect(await screen.findByTestId('websites-delete-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong while deleting website')).toBeTruthy();
  });

  it('offers no create, edit or delete to a view-only user', async () => {
    const viewer = { ...editorUser, abilityRules: [{ action: 'read', subject: 'website' }] };
    mockFetch({
      ...listRoutes,
      'GET /api/auth/me': () => json({ userData: viewer }),
      'GET /api/websites': () => json(page([{ ...daily, canWrite: false }])),
    });
    renderApp('/apps/websites/list', { user: viewer });
    await screen.findByText('Daily News', {}, FIRST_RENDER);
    expect(screen.queryByTestId('websites-create')).toBeNull();
    expect(screen.queryByTestId('websites-edit-1')).toBeNull();
    expect(screen.queryByTestId('websites-delete-1')).toBeNull();
  });
});

describe('website page', () => {
  it('verifies: success toast, then the failure toast with the server reason', async () => {
    let ok = true;
    mockFetch({
      ...viewRoutes(sport),
      'POST /api/websites/2/verify': () =>
        ok
          ? json({
              verified: true,
              message: 'Website verified successfully.',
              wpVersion: '6.1.9',
              timezone: 'UTC',
              yoastActive: false,
            })
          : json(
              {
                statusCode: 422,
                code: 'website.verify.wrong_credentials',
                message: 'Failed to verify website.',
                reason: 'wrong-credentials',
                detail: 'WordPress refused the username or application password.',
              },
              422,
            ),
    });
    renderApp('/apps/websites/view/2', { user: adminUser });
    fireEvent.click(await screen.findByTestId('website-verify', {}, FIRST_RENDER));
    expect(await screen.findByText('Website verified successfully.')).toBeTruthy();
    ok = false;
    fireEvent.click(screen.getByTestId('website-verify'));
    expect(
      await screen.findByText(
        'Failed to verify website. WordPress refused the API username or application password. Check both, and that the application password has not been revoked.',
      ),
    ).toBeTruthy();
  });

  it('asks before taking another WordPress behind the address as a new site, then verifies it so', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      ...viewRoutes(sport),
      'POST /api/websites/2/verify': async (request) => {
        const body = (await request.json()) as { newSite?: boolean };
        bodies.push(body);
        return body.newSite
          ? json({
              verified: true,
              message: 'Website verified successfully.',
              wpVersion: '6.8',
              timezone: 'UTC',
              yoastActive: false,
            })
          : json(
              {
                statusCode: 409,
                code: 'website.identity_changed',
                message: 'This address now answers as another WordPress site.',
                params: { was: 'https://old.example.com', now: 'https://new.example.com' },
              },
              409,
            );
      },
    });
    renderApp('/apps/websites/view/2', { user: adminUser });
    fireEvent.click(await screen.findByTestId('website-verify', {}, FIRST_RENDER));
    const question = await screen.findByTestId('website-new-site-question');
    expect(question.textContent).toBe(
      'https://new.example.com is another WordPress site than https://old.example.com, the one the articles of “Sport Today” came from. Start “Sport Today” over as the new site?',
    );
    // Keeping the old site sends nothing more.
    fireEvent.click(screen.getByText('Keep the old site'));
    await waitFor(() => expect(screen.queryByTestId('website-new-site-question')).toBeNull());
    expect(bodies).toEqual([{ newSite: false }]);

    fireEvent.click(screen.getByTestId('website-verify'));
    await screen.findByTestId('website-new-site-question');
    fireEvent.click(screen.getByText('Start as a new site'));
    expect(await screen.findByText('Website verified successfully.')).toBeTruthy();
    expect(bodies).toEqual([{ newSite: false }, { newSite: false }, { newSite: true }]);
    await waitFor(() => expect(screen.queryByTestId('website-new-site-question')).toBeNull());
  });

  it('shows overview facts and keeps the websites navigation link active', async () => {
    mockFetch(viewRoutes());
    renderApp('/apps/websites/view/1', { user: adminUser });
    const overview = await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    expect(within(overview).getByText('6.1.9')).toBeTruthy();
    expect(within(overview).getByText('Europe/Rome')).toBeTruthy();
    expect(within(overview).getByText('Active')).toBeTruthy();
    const link = screen.getByTestId('nav-link-/apps/websites/list');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('says where a copy’s canonical cannot be written, and offers the connector plugin', async () => {
    const bare = { ...daily, yoastActive: false };
    mockFetch(viewRoutes(bare));
    const { unmount } = renderApp('/apps/websites/view/1', { user: adminUser });
    const overview = await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    expect(within(overview).getByTestId('website-overview-connector').textContent).toContain(
      'Not installed',
    );
    expect(within(overview).getByTestId('connector-download').getAttribute('href')).toBe(
      '/api/connector-plugin',
    );
    expect(within(overview).getByTestId('canonical-unwritten').textContent).toBe(
      'Not written here: the site has neither Yoast SEO nor the connector plugin. Install the plugin, then verify the website.',
    );
    unmount();

    mockFetch(viewRoutes({ ...bare, connectorActive: true }));
    renderApp('/apps/websites/view/1', { user: adminUser });
    const installed = await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    expect(within(installed).getByTestId('website-overview-connector').textContent).toContain(
      'Installed',
    );
    expect(within(installed).queryByTestId('canonical-unwritten')).toBeNull();
  });

  /** A sync run as the Jobs API answers it. */
  const syncRun = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: 'sync.website',
    queue: 'sync',
    state,
    stage: state === 'active' ? 'synchronizing' : null,
    progress: 0,
    message: null,
    code: null,
    attempts: 1,
    websiteId: 1,
    websiteName: 'Daily',
    articleId: null,
    userId: 1,
    userName: 'Ada Admin',
    createdAt: '2026-11-24T05:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    durationMs: null,
    retryable: false,
    ...extra,
  });
  const runEvent = (jobId: string, state: string, extra: Record<string, unknown> = {}) => ({
    jobId,
    queue: 'sync',
    name: 'sync.website',
    state,
    stage: 'synchronizing',
    progress: 0,
    ...extra,
  });

  it('says where a deletions check was started how it ended, its failure with the reason', async () => {
    const socket = fakeRealtime();
    let run = syncRun(51, 'waiting', { name: 'sync.website.reconcile' });
    mockFetch({
      ...viewRoutes(),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
      'GET /api/jobs/51': () => json(run),
      'POST /api/websites/1/reconcile': () =>
        json({ jobId: '51', message: 'Started.', mails: false }, 202),
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    fireEvent.click(await screen.findByTestId('website-reconcile', {}, FIRST_RENDER));
    expect(await screen.findByText(/^Reconciliation started/)).toBeTruthy();
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '51')).toBe(true),
    );
    run = syncRun(51, 'failed', {
      name: 'sync.website.reconcile',
      code: 'website.verify.unreachable',
      message: 'connect ECONNREFUSED',
    });
    socket.emit(
      'job.failed',
      runEvent('51', 'failed', {
        name: 'sync.website.reconcile',
        code: 'website.verify.unreachable',
        message: 'connect ECONNREFUSED',
      }),
    );
    expect(await screen.findByText(/^Checking deletions failed\. .+/)).toBeTruthy();
  });

  it('starts a sync, then the bar follows its job room until job.completed ends it', async () => {
    const socket = fakeRealtime();
    // What the server says of run 41 when asked again (after it ends).
    let run41 = syncRun(41, 'waiting');
    const asked: string[] = [];
    mockFetch({
      ...viewRoutes(),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
      'GET /api/jobs/41': () => json(run41),
      'POST /api/websites/1/sync': (request) => {
        asked.push(new URL(request.url).search);
        return json(
          {
            jobId: '41',
            message: 'Synchronization started. You will receive an email when it completes.',
            mails: true,
          },
          202,
        );
      },
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    expect(screen.queryByTestId('website-sync-progress')).toBeNull();

    // The mail is asked for: the start promises it.
    fireEvent.click(screen.getByLabelText('Email me when it completes'));
    fireEvent.click(screen.getByTestId('website-sync'));
    await waitFor(() => expect(asked).toEqual(['?notify=true']));
    expect(
      await screen.findByText(
        'Synchronization started. You will receive an email when it completes.',
      ),
    ).toBeTruthy();
    const panel = screen.getByTestId('website-sync-progress');
    expect(panel.textContent).toContain('Synchronizing…');
    // The run it was given is followed on its own room.
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '41')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByTestId('website-sync-progress').getAttribute('data-phase')).toBe(
        'waiting',
      ),
    );

    const counts = { pagesTotal: 2, articlesTotal: 150 };
    socket.emit(
      'job.progress',
      runEvent('41', 'active', {
        progress: 47,
        detail: { ...counts, pagesDone: 1, articlesDone: 100 },
      }),
    );
    const live = screen.getByTestId('website-sync-progress');
    await waitFor(() => expect(live.getAttribute('data-percent')).toBe('67'));
    expect(live.getAttribute('data-phase')).toBe('running');
    expect(screen.getByTestId('website-sync-numbers').textContent).toBe(
      'Pages 1 of 2 · articles 100 of 150 · 67%',
    );
    // Another run's progress moves nothing here.
    socket.emit(
      'job.progress',
      runEvent('42', 'active', { detail: { ...counts, pagesDone: 2, articlesDone: 150 } }),
    );
    expect(live.getAttribute('data-percent')).toBe('67');
    // Every page fetched is not the run done: 99 % until it ends. Its measure may change on the
    // way (pages, then articles once their total is known): the bar never goes back.
    socket.emit(
      'job.progress',
      runEvent('41', 'active', {
        progress: 60,
        detail: { pagesTotal: 2, pagesDone: 2, articlesTotal: 0, articlesDone: 0 },
      }),
    );
    await waitFor(() => expect(live.getAttribute('data-percent')).toBe('99'));
    socket.emit(
      'job.progress',
      runEvent('41', 'active', {
        progress: 70,
        detail: { ...counts, pagesDone: 2, articlesDone: 140 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('website-sync-numbers').textContent).toContain('140 of 150'),
    );
    expect(live.getAttribute('data-percent')).toBe('99');

    // History keeps the counts the run ended with, as the event carries them.
    const outcome = { total: 150, inserted: 147, changed: 1, deleted: 2 };
    run41 = syncRun(41, 'completed', { progress: 100, detail: outcome });
    socket.emit('job.completed', runEvent('41', 'completed', { progress: 100, detail: outcome }));
    // The toast says what the run brought.
    expect(
      await screen.findByText(
        'Articles synchronized successfully — +147 new, 1 updated, 2 deleted',
      ),
    ).toBeTruthy();
    // The ending replaced the start's toast: the two never show together.
    expect(
      screen.queryByText('Synchronization started. You will receive an email when it completes.'),
    ).toBeNull();
    expect(screen.getByTestId('website-sync-progress').getAttribute('data-percent')).toBe('100');
    // Its last frame says what it did, not "Pages 0 of 0".
    expect(screen.getByTestId('website-sync-numbers').textContent).toBe(
      'Articles synchronized successfully — +147 new, 1 updated, 2 deleted',
    );
    await waitFor(() => expect(screen.queryByTestId('website-sync-progress')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('a quiet site’s sync that ends before the page reads it still says what it did, and the overview keeps it', async () => {
    fakeRealtime();
    const outcome = { total: 0, inserted: 0, changed: 2, deleted: 1 };
    const done = syncRun(44, 'completed', { progress: 100, detail: outcome });
    let history: unknown[] = [];
    mockFetch({
      ...viewRoutes(),
      'GET /api/jobs': () => json({ data: history, total: history.length, page: 1, perPage: 5 }),
      'GET /api/jobs/44': () => json(done),
      'POST /api/websites/1/sync': () => {
        history = [done];
        return json({ jobId: '44', message: 'Synchronization started.', mails: false }, 202);
      },
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    // (Busy until job history says no run is under way.)
    await waitFor(() =>
      expect((screen.getByTestId('website-sync') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('website-sync'));
    expect(
      await screen.findByText('Articles synchronized successfully — +0 new, 2 updated, 1 deleted'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('website-last-run-counts').textContent).toBe(
        '+0 new, 2 updated, 1 deleted',
      ),
    );
  });

  it('says what a sync covers, and promises no email unless one was asked for', async () => {
    fakeRealtime();
    const asked: string[] = [];
    mockFetch({
      ...viewRoutes(website(1, 'Daily News', { verified: true, syncDays: 7 })),
      'GET /api/websites/1/sync/coverage': () =>
        json({ syncDays: 7, postsOnSite: 301, countedAt: null, postsSynced: 168 }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
      'GET /api/jobs/43': () => json(syncRun(43, 'waiting')),
      'POST /api/websites/1/sync': (request) => {
        asked.push(new URL(request.url).search);
        return json({ jobId: '43', message: 'Synchronization started.', mails: false }, 202);
      },
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    expect(screen.getByTestId('website-overview-sync-window').textContent).toContain(
      'Posts changed in the last 7 days',
    );
    await waitFor(() =>
      expect(screen.getByTestId('website-overview-sync-coverage').textContent).toContain(
        '301 posts on the site, 168 synced',
      ),
    );
    // The mail is off unless ticked.
    expect((screen.getByLabelText('Email me when it completes') as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.click(screen.getByTestId('website-sync'));
    expect(await screen.findByText('Synchronization started.')).toBeTruthy();
    expect(asked).toEqual(['']);
    expect(screen.queryByText(/You will receive an email/)).toBeNull();
    // The bar says what the run covers.
    expect(screen.getByTestId('website-sync-coverage').textContent).toBe(
      'Posts changed in the last 7 days · 301 posts on the site, 168 synced',
    );
  });

  it('tells a window-less website covers every post, in every language', async () => {
    const t = i18n.t.bind(i18n);
    expect(syncWindowText(t, null)).toBe('Every post');
    expect(syncWindowText(t, 1)).toBe('Posts changed in the last 1 day');
    expect(coverageText(t, { postsOnSite: 5000, postsSynced: 1 })).toBe(
      '5,000 posts on the site, 1 synced',
    );
    expect(coverageText(t, { postsOnSite: null, postsSynced: 12 })).toMatch(
      /^12 synced; posts on the site not counted yet/,
    );
    await applyLocale('pl');
    expect(syncWindowText(t, 5)).toBe('Artykuły zmienione w ciągu ostatnich 5 dni');
    expect(coverageText(t, { postsOnSite: 22, postsSynced: 5 })).toBe(
      '22 artykuły na stronie, 5 zsynchronizowanych',
    );
    await applyLocale('ua');
    expect(coverageText(t, { postsOnSite: 21, postsSynced: 3 })).toBe(
      '21 стаття на сайті, 3 синхронізовано',
    );
    await applyLocale('en');
  });

  it('shows a sync started elsewhere at once, from job history, and its failure by code', async () => {
    const socket = fakeRealtime();
    let run9 = syncRun(9, 'active', { progress: 25 });
    mockFetch({
      ...viewRoutes(),
      'GET /api/jobs': () => json({ data: [run9], total: 1, page: 1, perPage: 5 }),
      'GET /api/jobs/9': () => json(run9),
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    await screen.findByTestId('website-overview', {}, FIRST_RENDER);
    const panel = await screen.findByTestId('website-sync-progress');
    expect(panel.getAttribute('data-percent')).toBe('25');
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '9')).toBe(true),
    );
    run9 = syncRun(9, 'failed', { code: 'sync.wrong_credentials' });
    socket.emit(
      'job.failed',
      runEvent('9', 'failed', {
        message: 'WordPress refused the API username or application password.',
        code: 'sync.wrong_credentials',
      }),
    );
    expect(
      await screen.findByText(
        'Failed to synchronize articles content — WordPress refused the API username or application password. Check both, and that the application password has not been revoked.',
      ),
    ).toBeTruthy();
  });

  it("shows how the last sync ended, with its reason in the reader's language and a link to its runs", async () => {
    fakeRealtime();
    const failed = syncRun(8, 'failed', {
      code: 'sync.wrong_credentials',
      message: 'WordPress answered 400.',
      finishedAt: '2026-11-24T05:01:00.000Z',
    });
    mockFetch({
      ...viewRoutes(),
      'GET /api/jobs': () => json({ data: [failed], total: 1, page: 1, perPage: 5 }),
    });
    renderApp('/apps/websites/view/1', { user: adminUser });
    const last = await screen.findByTestId('website-last-run', {}, FIRST_RENDER);
    expect(last.getAttribute('data-state')).toBe('failed');
    expect(screen.getByTestId('website-last-run-reason').textContent).toBe(
      'WordPress refused the API username or application password. Check both, and that the application password has not been revoked.',
    );
    expect(within(last).getByText('All runs').getAttribute('href')).toBe('/apps/jobs?websiteId=1');
    // No bar: nothing is under way.
    expect(screen.queryByTestId('website-sync-progress')).toBeNull();
  });

  it("names the website's providers in its settings, a switched-off one as such", async () => {
    mockFetch({
      ...viewRoutes({ ...daily, aiProviderId: 5, aiServiceId: 7, translationProviderId: null }),
      'GET /api/providers/options': () =>
        json({
          data: [{ id: 5, name: 'old', prettyName: 'Old LLM', type: 'ai', active: false }],
        }),
      'GET /api/providers/services/options': () =>
        json({ data: [{ id: 7, providerId: 5, name: 'Small', model: 'gpt-small', active: true }] }),
    });
    renderApp('/apps/websites/view/1?tab=settings', { user: adminUser });
    const ai = await screen.findByTestId('website-setting-ai-provider', {}, FIRST_RENDER);
    await waitFor(() => expect(ai.textContent).toContain('Old LLM (switched off)'));
    const service = screen.getByTestId('website-setting-ai-service');
    await waitFor(() => expect(service.textContent).toContain('Small (gpt-small)'));
    expect(screen.getByTestId('website-setting-translation-provider').textContent).toContain(
      'Not set',
    );
  });

  it('hides verify, sync and edit from a view-only user', async () => {
    const viewer = { ...editorUser, abilityRules: [{ action: 'read', subject: 'website' }] };
    mockFetch({
      ...viewRoutes({ ...daily, canWrite: false }),
      'GET /api/auth/me': () => json({ userData: viewer }),
    });
    renderApp('/apps/websites/view/1?tab=settings', { user: viewer });
    await screen.findByTestId('website-settings', {}, FIRST_RENDER);
    expect(screen.queryByTestId('website-edit')).toBeNull();
    expect(screen.queryByTestId('website-delete')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await screen.findByTestId('website-overview');
    expect(screen.queryByTestId('website-verify')).toBeNull();
    expect(screen.queryByTestId('website-sync')).toBeNull();
  });

  it('switches a user to can-edit, removes nobody else and saves the set', async () => {
    let body: unknown;
    mockFetch({
      ...viewRoutes(),
      'GET /api/users': () => json({ data: [], total: 0, page: 1, perPage: 20 }),
      'PUT /api/websites/1/users': async (request) => {
        body = await request.json();
        return json({ data: assigned });
      },
    });
    renderApp('/apps/websites/view/1?tab=users', { user: adminUser });
    const users = await screen.findByTestId('website-users', {}, FIRST_RENDER);
    expect(within(users).getByText('Vera Viewer')).toBeTruthy();
    expect(screen.queryByTestId('website-user-remove-7')).toBeNull();
    fireEvent.click(screen.getByTestId('website-user-canwrite-9'));
    fireEvent.click(screen.getByTestId('website-users-save'));
    expect(await screen.findByText('Saved successfully.', {}, FIRST_RENDER)).toBeTruthy();
    expect(body).toEqual({ users: [{ userId: 9, canWrite: true }] });
  });

  it("says why nobody is found to add: only the website's account's people can be assigned", async () => {
    mockFetch({
      ...viewRoutes(),
      'GET /api/users': () => json({ data: [], total: 0, page: 1, perPage: 20 }),
    });
    renderApp('/apps/websites/view/1?tab=users', { user: adminUser });
    await screen.findByTestId('website-users', {}, FIRST_RENDER);
    const input = screen.getByTestId('website-users-add');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'someone elsewhere' } });
    expect(
      await screen.findByText(
        "Nobody of this website's account matches: only its account's people can be assigned.",
      ),
    ).toBeTruthy();
  });

  it('says when the assigned users cannot be read', async () => {
    mockFetch({
      ...viewRoutes(),
      'GET /api/websites/1/users': () =>
        json({ statusCode: 403, code: 'access.forbidden', message: 'Forbidden resource' }, 403),
    });
    renderApp('/apps/websites/view/1?tab=users', { user: adminUser });
    expect(
      await screen.findByText(
        'Failed to retrieve assigned users from website',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('website assignments on the user page', () => {
  const vera = {
    id: 9,
    firstName: 'Vera',
    lastName: 'Viewer',
    fullName: 'Vera Viewer',
    email: 'vera@example.com',
    username: null,
    phone: null,
    company: null,
    city: null,
    countryId: null,
    address: null,
    zoneName: null,
    zipCode: null,
    sdiNumber: null,
    avatar: null,
    status: 'active',
    roleId: 2,
    role: { id: 2, name: 'Editor', isAdmin: false },
    accountId: 1,
    account: { id: 1, name: 'Newsroom', plan: { code: 'premium', name: 'Premium' } },
    locale: 'en',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };
  const assignmentRoutes = () => ({
    ...listRoutes,
    'GET /api/websites': (request: Request) =>
      new URL(request.url).searchParams.get('assignedTo') === '9'
        ? json(page([{ ...daily, assignee: { userId: 9, canWrite: false } }]))
        : json(page([daily, sport])),
    'GET /api/users/9': () => json(vera),
    'GET /api/roles': () => json([]),
    'GET /api/countries': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
  });

  it('lists the websites a user is assigned to, with the access of each', async () => {
    const fetchMock = mockFetch(assignmentRoutes());
    renderApp('/apps/user/view/9?tab=websites', { user: adminUser });
    expect(await screen.findByTestId('user-website-1', {}, FIRST_RENDER)).toBeTruthy();
    expect(within(screen.getByTestId('user-website-1')).getByText('View only')).toBeTruthy();
    expect(screen.queryByTestId('user-website-2')).toBeNull();
    // One request for the user's websites, not one per website.
    expect(requestsTo(fetchMock, 'GET', '/api/websites')).toHaveLength(1);
    const perWebsite = fetchMock.mock.calls.filter(([input]) =>
      /\/api\/websites\/\d+\/users$/.test(new URL((input as Request).url).pathname),
    );
    expect(perWebsite).toEqual([]);
  });

  it('on a phone, shows each assignment as a card: website, verification and access', async () => {
    setElementWidth(358);
    mockFetch(assignmentRoutes());
    renderApp('/apps/user/view/9?tab=websites', { user: adminUser });
    await waitFor(
      () => expect(screen.getByTestId('user-websites-table').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const card = screen.getByTestId('user-website-1');
    expect(card.querySelector('td')).toBeNull();
    expect(cardFields(card).map(([label]) => label)).toEqual(['Name', 'Verification', 'Access']);
    expect(cardFields(card)[0]![1]).toBe(daily.name);
    expect(cardFields(card)[2]![1]).toBe('View only');
    expect(within(card).getByRole('link', { name: daily.name })).toBeTruthy();
  });
});

describe('website glossary', () => {
  it('lists the terms, checks and adds one, and deletes one', async () => {
    const term = {
      id: 3,
      websiteId: 1,
      source: 'Daily News',
      targetLang: 'it',
      target: 'Daily News',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    };
    let terms = [term];
    let body: unknown;
    let deleted = '';
    mockFetch({
      ...viewRoutes(),
      'GET /api/websites/1/glossary': () => json(terms),
      'POST /api/websites/1/glossary': async (request) => {
        body = await request.json();
        const saved = { ...term, id: 4, ...(body as object), targetLang: 'de' };
        terms = [...terms, saved];
        return json({ message: 'The glossary term has been saved', data: saved }, 201);
      },
      'DELETE /api/websites/1/glossary/3': (request) => {
        deleted = new URL(request.url).pathname;
        terms = terms.filter((x) => x.id !== 3);
        return json({ message: 'The glossary term has been deleted' });
      },
    });
    renderApp('/apps/websites/view/1?tab=settings', { user: adminUser });
    const card = await screen.findByTestId('website-glossary', {}, FIRST_RENDER);
    await within(card).findByTestId('glossary-term-3');

    type('targetLang', 'german!');
    fireEvent.click(within(card).getByTestId('glossary-add'));
    expect(within(card).getByText('A language code such as it or en-GB')).toBeTruthy();
    expect(body).toBeUndefined();
    type('source', 'Good Morning');
    type('targetLang', 'de-DE');
    type('target', 'Guten Morgen');
    fireEvent.click(within(card).getByTestId('glossary-add'));
    await within(card).findByTestId('glossary-term-4');
    expect(body).toEqual({ source: 'Good Morning', targetLang: 'de-DE', target: 'Guten Morgen' });
    expect(field('source').value).toBe('');

    fireEvent.click(within(card).getByRole('button', { name: 'Delete the term Daily News' }));
    // Nothing goes before the confirmation says what goes.
    const confirm = await screen.findByTestId('glossary-delete-confirm');
    expect(confirm.textContent).toBe(
      'Delete "Daily News" from the glossary? Translations no longer follow it.',
    );
    expect(deleted).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card).queryByTestId('glossary-term-3')).toBeNull());
    expect(await screen.findByText('The glossary term has been deleted')).toBeTruthy();
    expect(deleted).toBe('/api/websites/1/glossary/3');
  });

  it('on a phone, shows each term as a card: source, language, translation and delete', async () => {
    setElementWidth(358);
    mockFetch({
      ...viewRoutes(),
      'GET /api/websites/1/glossary': () =>
        json([
          {
            id: 3,
            websiteId: 1,
            source: 'Daily News',
            targetLang: 'it',
            target: 'Notizie del giorno',
            createdAt: '2025-03-01T10:00:00.000Z',
            updatedAt: '2025-03-01T10:00:00.000Z',
          },
        ]),
    });
    renderApp('/apps/websites/view/1?tab=settings', { user: adminUser });
    const card = await screen.findByTestId('website-glossary', {}, FIRST_RENDER);
    await waitFor(
      () => expect(within(card).getByTestId('glossary-table').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const term = within(card).getByTestId('glossary-term-3');
    expect(cardFields(term)).toEqual([
      ['Term', 'Daily News'],
      ['Language', 'it'],
      ['Translation', 'Notizie del giorno'],
      ['Actions', ''],
    ]);
    expect(within(term).getByRole('button', { name: 'Delete the term Daily News' })).toBeTruthy();
  });

  it('says when there are no terms yet, without an empty table', async () => {
    mockFetch({ ...viewRoutes(), 'GET /api/websites/1/glossary': () => json([]) });
    renderApp('/apps/websites/view/1?tab=settings', { user: adminUser });
    const card = await screen.findByTestId('website-glossary', {}, FIRST_RENDER);
    expect((await within(card).findByTestId('glossary-empty')).textContent).toBe('No terms yet.');
    expect(within(card).queryByTestId('glossary-table')).toBeNull();
  });
});
