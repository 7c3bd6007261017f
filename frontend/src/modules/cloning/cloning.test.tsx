import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleDetail } from '../../api/articles';
import type { CloneRow, CloneRun } from '../../api/cloning';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { articleRow } from '../../test/fixtures';
import { clearToasts } from '../../ui/toaster';
import { withTableViewport } from '../../test/tableViewport';
import { setElementWidth } from '../../test/elementWidth';
import { toIsoDate } from '../../lib/days';
import { validateClone, initialCloneDraft } from './validation';

withTableViewport();

const article = articleRow;
const first = article(1, 'Budget approved', { cloneCount: 2 });
const second = article(2, 'Storm warning');

const website = (id: number, name: string, extra: object = {}) => ({
  id,
  accountId: 1,
  name,
  url: `https://${name.toLowerCase().replace(/ /g, '')}.example.com`,
  apiUsername: 'api',
  apiKeyMasked: '••••',
  language: 'en',
  aiProviderId: null,
  aiServiceId: null,
  translationProviderId: null,
  verified: true,
  verifiedAt: '2025-01-01T00:00:00.000Z',
  wpVersion: '6.8',
  timezone: 'UTC',
  yoastActive: true,
  connectorActive: false,
  lastVerifyError: null,
  syncIntervalMinutes: null,
  lastSyncedAt: null,
  canWrite: true,
  usersCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const WEBSITES = [
  website(1, 'Daily News'),
  website(2, 'Morning Post', { language: 'it' }),
  website(3, 'Read Only Times', { canWrite: false }),
  website(4, 'Fresh Site', { verified: false }),
];

const detailOf = (row: Article): ArticleDetail =>
  ({
    ...row,
    slug: 'budget-approved',
    assignmentVersion: 1,
    createdAtLocal: '2025-03-01T10:00:00',
    modifiedAtLocal: '2025-03-02T10:00:00',
    authorRemoteId: 1,
    contentHtml: '<p>Hi</p>',
    contentWithheld: false,
    excerpt: null,
    excerptGenerated: null,
    featuredImageUrl: null,
    categories: [],
    categoryPaths: [],
    tags: [],
    seoTitle: null,
    seoTitleDefault: null,
    ogTitle: null,
    ogTitleDefault: null,
    metaDescription: null,
    metaDescriptionDefault: null,
    ogDescription: null,
    ogDescriptionDefault: null,
    focusKeyword: null,
    updatedAt: '2025-03-02T10:00:00.000Z',
  }) as ArticleDetail;

const cloneRun = (id: number, articleId: number, state: string, extra: object = {}) => ({
  id,
  name: 'clone.article',
  queue: 'cloning',
  state,
  stage: null,
  progress: 0,
  message: null,
  code: null,
  params: null,
  detail: null,
  attempts: 1,
  websiteId: 2,
  websiteName: 'Morning Post',
  articleId,
  userId: 7,
  userName: 'Ada Admin',
  createdAt: '2026-11-24T05:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  retryable: false,
  ...extra,
});
const ledgerRow = (articleId: number, yoast: CloneRow['yoast']): CloneRow => ({
  id: articleId,
  sourceArticleId: articleId,
  websiteId: 2,
  websiteName: 'Morning Post',
  remoteId: 900 + articleId,
  link: `https://morning.example.com/?p=${900 + articleId}`,
  clonedBy: { id: 7, name: 'Ada Admin' },
  type: 'ai',
  state: 'completed',
  errorCode: null,
  errorMessage: null,
  yoast,
  sourceChanged: false,
  createdAt: '2026-11-24T05:00:00.000Z',
  updatedAt: '2026-11-24T05:01:00.000Z',
  lastJobId: String(500 + articleId),
});
const runEvent = (jobId: string, state: string, extra: object = {}) => ({
  jobId,
  queue: 'cloning',
  name: 'clone.article',
  state,
  progress: 0,
  ...extra,
});

const listRoutes = (runs: Record<number, () => object> = {}) => ({
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/articles': () =>
    json({
      data: [first, second],
      total: 2,
      totalExact: true,
      page: 1,
      perPage: 10,
      nextCursor: null,
    }),
  'GET /api/articles/authors': () => json({ data: ['admin'] }),
  'GET /api/websites': () => json({ data: WEBSITES, total: 4, page: 1, perPage: 100 }),
  'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
  ...Object.fromEntries(
    Object.entries(runs).map(([id, run]) => [`GET /api/jobs/${id}`, () => json(run())]),
  ),
});

async function openCloneDialog() {
  const table = await screen.findByTestId('articles-table', {}, FIRST_RENDER);
  await within(table).findByText('Budget approved');
  fireEvent.click(screen.getByTestId('articles-select-1'));
  fireEvent.click(screen.getByTestId('articles-select-2'));
  fireEvent.click(await screen.findByTestId('articles-clone'));
  return screen.findByTestId('clone-dialog');
}

describe('clone rules', () => {
  const now = new Date('2026-11-24T05:00:00.000Z');
  it('needs a destination, and a later date for a future status', () => {
    expect(validateClone(initialCloneDraft(), now)).toEqual({
      websiteIds: 'cloning.errors.websitesRequired',
    });
    const base = { ...initialCloneDraft(), websiteIds: [2], status: 'future' as const };
    expect(validateClone(base, now).date).toBe('cloning.errors.dateRequired');
    expect(validateClone({ ...base, date: '2020-01-01T10:00' }, now).date).toBe(
      'cloning.errors.datePast',
    );
    expect(validateClone({ ...base, date: '2030-01-01T10:00' }, now)).toEqual({});
    expect(
      validateClone(
        { ...base, status: 'draft', websiteIds: Array.from({ length: 21 }, (_, i) => i + 1) },
        now,
      ).websiteIds,
    ).toBe('cloning.errors.tooManyWebsites');
    expect(toIsoDate('not a date')).toBeNull();
  });
});

describe('clone dialog', () => {
  it('offers only the websites the user can write to, never the source, unverified ones disabled', async () => {
    fakeRealtime();
    mockFetch(listRoutes());
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    expect(screen.getByRole('heading', { name: 'Clone articles (2)' })).toBeTruthy();
    const list = await within(dialog).findByTestId('clone-destinations');
    expect(within(list).queryByText('Daily News')).toBeNull();
    expect(within(list).queryByText('Read Only Times')).toBeNull();
    expect(within(list).getByText('Morning Post')).toBeTruthy();
    const fresh = within(list).getByTestId('clone-destination-4') as HTMLInputElement;
    expect(fresh.disabled).toBe(true);
    expect(within(list).getByText('Not verified')).toBeTruthy();
  });

  it('says where copies exist and asks whether to update them or make new ones', async () => {
    fakeRealtime();
    const fetchMock = mockFetch({
      ...listRoutes(),
      'GET /api/articles/clones/copies': () =>
        json({ data: [{ articleId: 1, websiteId: 2, copies: 1 }] }),
      'POST /api/articles/clone': () =>
        json({ jobs: [{ jobId: '601', articleId: 1, websiteId: 2 }] }, 202),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    const copied = await within(dialog).findByTestId('clone-destination-copied-2');
    expect(copied.textContent).toBe('Copy exists');
    expect(requestsTo(fetchMock, 'GET', '/api/articles/clones/copies')[0]!.url).toContain(
      'articleIds=1%2C2',
    );
    // Asked only once a destination with a copy is chosen.
    expect(within(dialog).queryByTestId('clone-existing')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('clone-destination-2'));
    const question = within(dialog).getByTestId('clone-existing');
    expect(question.textContent).toContain('Already copied to: Morning Post (1 of 2 articles).');
    const update = within(question).getByTestId('clone-existing-update') as HTMLInputElement;
    expect(update.checked).toBe(true);
    fireEvent.click(within(question).getByTestId('clone-existing-new'));
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/articles/clone')).toHaveLength(1),
    );
    const [sent] = requestsTo(fetchMock, 'POST', '/api/articles/clone');
    expect(await sent!.json()).toMatchObject({ websiteIds: [2], existing: 'new' });
  });

  it('refuses to send without a destination, or with a future status and no later date', async () => {
    fakeRealtime();
    const fetchMock = mockFetch(listRoutes());
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    await within(dialog).findByTestId('clone-destinations');
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    expect(
      await within(dialog).findByText('Choose at least one destination website.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('clone-destination-2'));
    fireEvent.click(within(dialog).getByTestId('clone-status-future'));
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    expect(await within(dialog).findByText('Choose the publication date.')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('clone-date'), {
      target: { value: '2020-05-01T09:30' },
    });
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    expect(
      await within(dialog).findByText('The publication date must be in the future.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/articles/clone')).toHaveLength(0);
  });

  it('sends the choices, then each job shows live on the rows until "Operation completed."', async () => {
    const socket = fakeRealtime();
    let run1 = cloneRun(501, 1, 'waiting');
    let run2 = cloneRun(502, 2, 'waiting');
    const fetchMock = mockFetch({
      ...listRoutes({ 501: () => run1, 502: () => run2 }),
      // The ledger says what became of the SEO data.
      'GET /api/articles/1/clones': () =>
        json({ data: run1.state === 'completed' ? [ledgerRow(1, 'saved')] : [] }),
      'GET /api/articles/2/clones': () =>
        json({ data: run2.state === 'completed' ? [ledgerRow(2, 'not_saved')] : [] }),
      'POST /api/articles/clone': () =>
        json(
          {
            jobs: [
              { jobId: '501', articleId: 1, websiteId: 2 },
              { jobId: '502', articleId: 2, websiteId: 2 },
            ],
          },
          202,
        ),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    fireEvent.click(await within(dialog).findByTestId('clone-destination-2'));
    // Following the source is for verbatim copies: asked for, then the type changed.
    fireEvent.click(within(dialog).getByTestId('clone-follow-source'));
    fireEvent.click(within(dialog).getByTestId('clone-type-ai'));
    expect(within(dialog).queryByTestId('clone-follow-source')).toBeNull();
    // The destination has no AI service: said before anything is sent.
    expect(within(dialog).getByTestId('clone-no-ai-service').textContent).toContain(
      'No AI service is set on Morning Post',
    );
    fireEvent.click(within(dialog).getByTestId('clone-skip-translation'));
    fireEvent.click(within(dialog).getByTestId('clone-push-seo'));
    fireEvent.click(within(dialog).getByTestId('clone-status-future'));
    fireEvent.change(within(dialog).getByTestId('clone-date'), {
      target: { value: '2030-05-01T09:30' },
    });
    fireEvent.click(within(dialog).getByTestId('clone-submit'));

    await waitFor(() => expect(screen.queryByTestId('clone-dialog')).toBeNull());
    const [sent] = requestsTo(fetchMock, 'POST', '/api/articles/clone');
    expect(await sent!.json()).toEqual({
      articleIds: [1, 2],
      websiteIds: [2],
      type: 'ai',
      skipTranslation: true,
      pushSeo: true,
      status: 'future',
      existing: 'update',
      followSource: false,
      date: new Date('2030-05-01T09:30').toISOString(),
    });
    // The selection is cleared; every job is followed on its own room.
    expect(screen.queryByTestId('articles-selection')).toBeNull();
    await waitFor(() =>
      expect(socket.sent.filter((s) => s.event === 'job.watch').map((s) => s.args[0])).toEqual(
        expect.arrayContaining(['501', '502']),
      ),
    );

    socket.emit('job.progress', runEvent('501', 'active', { stage: 'analyzing', progress: 10 }));
    socket.emit('job.progress', runEvent('502', 'active', { stage: 'cloning', progress: 40 }));
    socket.emit('job.progress', runEvent('502', 'active', { stage: 'translating', progress: 50 }));
    const row1 = await screen.findByTestId('clone-activity-1');
    await waitFor(() => expect(row1.textContent).toContain('Analyzing · 10%'));
    expect(screen.getByTestId('clone-activity-2').textContent).toContain('Translating · 50%');
    const batch = screen.getByTestId('clone-batch');
    expect(within(batch).getByTestId('clone-run-502').getAttribute('data-stage')).toBe(
      'translating',
    );

    run1 = cloneRun(501, 1, 'completed', { progress: 100 });
    run2 = cloneRun(502, 2, 'completed', { progress: 100 });
    socket.emit('job.completed', runEvent('501', 'completed', { progress: 100 }));
    socket.emit('job.completed', runEvent('502', 'completed', { progress: 100 }));
    await waitFor(() =>
      expect(within(batch).getByTestId('clone-outcome').textContent).toBe('Operation completed.'),
    );
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Operation completed.')).toHaveLength(2));
    await waitFor(() =>
      expect(batch.textContent).toContain(
        'The generated SEO data has been successfully added to Yoast',
      ),
    );
    expect(batch.textContent).toContain(
      'Yoast SEO is active on the destination website, but the metadata could not be saved.',
    );
    expect(screen.getByTestId('clone-activity-1').textContent).toBe('ClonedClones: 2');
    expect(screen.getByTestId('articles-clone-count-1').getAttribute('href')).toBe(
      '/apps/articles/logs/1',
    );
  });

  it("on failure says so, with each destination's reason behind show-details", async () => {
    const socket = fakeRealtime();
    let run = cloneRun(601, 1, 'active', { stage: 'sending', progress: 70 });
    mockFetch({
      ...listRoutes({ 601: () => run }),
      'POST /api/articles/clone': () =>
        json({ jobs: [{ jobId: '601', articleId: 1, websiteId: 2 }] }, 202),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    fireEvent.click(await within(dialog).findByTestId('clone-destination-2'));
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    const batch = await screen.findByTestId('clone-batch');
    await waitFor(() => expect(batch.textContent).toContain('Sending · 70%'));

    run = cloneRun(601, 1, 'failed', { code: 'sync.wrong_credentials', message: 'refused' });
    socket.emit(
      'job.failed',
      runEvent('601', 'failed', { code: 'sync.wrong_credentials', message: 'refused' }),
    );
    const outcome = await within(batch).findByTestId('clone-outcome');
    expect(outcome.getAttribute('data-outcome')).toBe('failed');
    expect(outcome.textContent).toContain('Failed to clone article.');
    expect(outcome.textContent).toContain('Errors encountered during the process');
    fireEvent.click(within(outcome).getByTestId('clone-outcome-details-toggle'));
    const reason = within(outcome).getByTestId('clone-reason-601');
    expect(reason.textContent).toContain('Budget approved → Morning Post');
    expect(reason.textContent).toContain('WordPress refused the API username');
  });

  it('shows the batch this tab started again after a reload, and tells its ending once', async () => {
    const socket = fakeRealtime();
    let run = cloneRun(651, 1, 'active', { stage: 'cloning', progress: 40 });
    mockFetch({
      ...listRoutes({ 651: () => run }),
      'POST /api/articles/clone': () =>
        json({ jobs: [{ jobId: '651', articleId: 1, websiteId: 2 }] }, 202),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    fireEvent.click(await within(dialog).findByTestId('clone-destination-2'));
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    await waitFor(() => expect(screen.getByTestId('clone-batch').textContent).toContain('40%'));

    // Loaded again in the same tab: the batch is read from the API and followed on its room.
    const watched = () => socket.sent.filter((s) => s.event === 'job.watch').length;
    const before = watched();
    cleanup();
    renderApp('/apps/articles/list', { user: adminUser });
    const batch = await screen.findByTestId('clone-batch', {}, FIRST_RENDER);
    await waitFor(() => expect(batch.textContent).toContain('Cloning · 40%'));
    await waitFor(() => expect(watched()).toBeGreaterThan(before));
    run = cloneRun(651, 1, 'completed', { progress: 100 });
    socket.emit('job.completed', runEvent('651', 'completed', { progress: 100 }));
    await waitFor(() =>
      expect(within(batch).getByTestId('clone-outcome').textContent).toBe('Operation completed.'),
    );
    await waitFor(() => expect(screen.getAllByText('Operation completed.')).toHaveLength(2));

    // Its ending was told: loaded once more, the batch shows how it ended, without a second toast.
    await clearToasts();
    // The toast gone (after its exit transition), only the panel says it.
    await waitFor(() => expect(screen.getAllByText('Operation completed.')).toHaveLength(1));
    cleanup();
    renderApp('/apps/articles/list', { user: adminUser });
    const again = await screen.findByTestId('clone-batch', {}, FIRST_RENDER);
    await waitFor(() =>
      expect(within(again).getByTestId('clone-outcome').textContent).toBe('Operation completed.'),
    );
    expect(screen.getAllByText('Operation completed.')).toHaveLength(1);
    // Closed, it is let go: not shown again.
    fireEvent.click(within(again).getByTestId('clone-batch-close'));
    expect(screen.queryByTestId('clone-batch')).toBeNull();
    cleanup();
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByTestId('articles-table', {}, FIRST_RENDER);
    expect(screen.queryByTestId('clone-batch')).toBeNull();
  }, 30_000);

  it('shows a refusal of the server at the destinations', async () => {
    fakeRealtime();
    mockFetch({
      ...listRoutes(),
      'POST /api/articles/clone': () =>
        json(
          {
            statusCode: 400,
            code: 'clone.same_website',
            message: 'An article cannot be cloned into its own website.',
          },
          400,
        ),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const dialog = await openCloneDialog();
    fireEvent.click(await within(dialog).findByTestId('clone-destination-2'));
    fireEvent.click(within(dialog).getByTestId('clone-submit'));
    expect(await screen.findByText('Failed to clone article.')).toBeTruthy();
    // Beside the destinations, in the reader's language by its code.
    const dialog2 = screen.getByTestId('clone-dialog');
    expect(
      await within(dialog2).findByText('An article cannot be cloned into its own website.'),
    ).toBeTruthy();
    expect(within(dialog2).getByTestId('clone-destinations').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('sees a clone started in another browser on the row, from job history', async () => {
    const socket = fakeRealtime();
    const run = cloneRun(701, 2, 'active', { stage: 'cloning', progress: 30 });
    mockFetch({
      ...listRoutes({ 701: () => run }),
      'GET /api/jobs': (request) =>
        json({
          data: new URL(request.url).searchParams.get('name') === 'clone.article' ? [run] : [],
          total: 1,
          page: 1,
          perPage: 100,
        }),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const cell = await screen.findByTestId('clone-activity-2', {}, FIRST_RENDER);
    await waitFor(() => expect(cell.textContent).toContain('Cloning · 30%'));
    socket.emit('job.progress', runEvent('701', 'active', { stage: 'saving', progress: 90 }));
    await waitFor(() =>
      expect(screen.getByTestId('clone-activity-2').textContent).toContain('Saving · 90%'),
    );
  });

  it("links a parent's clone count to its logs and a clone to its parent", async () => {
    fakeRealtime();
    mockFetch({
      ...listRoutes(),
      'GET /api/articles': () =>
        json({
          data: [
            first,
            article(9, 'Copy', {
              clonedFromId: 1,
              clonedFrom: { title: 'Budget approved', websiteId: 1, websiteName: 'Daily News' },
              websiteId: 2,
            }),
            article(10, 'Copy of a hidden one', { clonedFromId: 77, clonedFrom: null }),
          ],
          total: 3,
          totalExact: true,
          page: 1,
          perPage: 10,
          nextCursor: null,
        }),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const count = await screen.findByTestId('articles-clone-count-1', {}, FIRST_RENDER);
    expect(count.textContent).toBe('Clones: 2');
    expect(count.getAttribute('href')).toBe('/apps/articles/logs/1');
    // The source by its title (the column says "Cloned from"), its website in the tooltip.
    const parent = screen.getByTestId('articles-cloned-from-9');
    expect(parent.getAttribute('href')).toBe('/apps/articles/logs/1');
    expect(parent.textContent).toBe('Budget approved');
    expect(parent.getAttribute('title')).toBe('Cloned from “Budget approved” (Daily News)');
    // A source on a website the reader cannot read: said to be one, no number, no link.
    const hidden = screen.getByTestId('articles-cloned-from-10');
    expect(hidden.textContent).toBe('Another website');
    expect(hidden.getAttribute('href')).toBeNull();
  });
});

describe('article drawer', () => {
  it('clones the article from its drawer, and trashing it offers to trash its clones', async () => {
    fakeRealtime();
    const fetchMock = mockFetch({
      ...listRoutes(),
      'GET /api/articles/1': () => json(detailOf(first)),
      'POST /api/articles/1/trash': () =>
        json({
          article: { websiteId: 1, articleId: 1, remoteId: 101, trashed: true },
          clones: [],
        }),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const section = await screen.findByTestId('article-clones');
    expect(within(section).getByTestId('article-clone-count').getAttribute('href')).toBe(
      '/apps/articles/logs/1',
    );
    fireEvent.click(within(section).getByTestId('article-clone'));
    const dialog = await screen.findByTestId('clone-dialog');
    const list = await within(dialog).findByTestId('clone-destinations');
    expect(within(list).queryByText('Daily News')).toBeNull();
    expect(within(list).getByText('Morning Post')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('clone-cancel'));
    await waitFor(() => expect(screen.queryByTestId('clone-dialog')).toBeNull());

    fireEvent.click(within(section).getByTestId('article-trash'));
    expect((await screen.findByTestId('article-trash-question')).textContent).toBe(
      'Move “Budget approved” to the trash on its website?',
    );
    fireEvent.click(screen.getByText('Also move its clones to the trash (2)'));
    fireEvent.click(screen.getAllByText('Move to trash').at(-1)!);
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/articles/1/trash')).toHaveLength(1),
    );
    const [sent] = requestsTo(fetchMock, 'POST', '/api/articles/1/trash');
    expect(await sent!.json()).toEqual({ withClones: true });
    expect(await screen.findByText('Operation completed.')).toBeTruthy();
  });
});

describe('article drawer, cloned again', () => {
  it('lists each destination once, with its latest run', async () => {
    fakeRealtime();
    const later = new Date(Date.now() + 60_000).toISOString();
    const runs = [
      cloneRun(712, 1, 'active', { stage: 'sending', progress: 70, createdAt: later }),
      cloneRun(711, 1, 'completed', { progress: 100, createdAt: later }),
      cloneRun(713, 1, 'completed', { progress: 100, createdAt: later, websiteId: 4 }),
    ];
    mockFetch({
      ...listRoutes(Object.fromEntries(runs.map((run) => [run.id, () => run]))),
      'GET /api/jobs': () => json({ data: runs, total: 3, page: 1, perPage: 100 }),
      'GET /api/articles/1': () => json(detailOf(first)),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const progress = await screen.findByTestId('article-clone-progress');
    await waitFor(() =>
      expect(
        within(progress)
          .getAllByTestId(/^clone-run-\d+$/)
          .map((line) => line.dataset.testid),
      ).toEqual(['clone-run-712', 'clone-run-713']),
    );
  });

  it('says when a clone waits for its next attempt, and why', async () => {
    fakeRealtime();
    const later = new Date(Date.now() + 60_000).toISOString();
    const run = cloneRun(721, 1, 'waiting', {
      createdAt: later,
      attempts: 1,
      maxAttempts: 3,
      nextAttemptAt: new Date(Date.now() + 20_000).toISOString(),
      code: 'clone.wordpress.unreachable',
      message: 'connect ECONNREFUSED',
    });
    mockFetch({
      ...listRoutes({ 721: () => run }),
      'GET /api/jobs': () => json({ data: [run], total: 1, page: 1, perPage: 100 }),
      'GET /api/articles/1': () => json(detailOf(first)),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const note = await within(await screen.findByTestId('article-clone-progress')).findByTestId(
      'job-retry-721',
    );
    expect(note.textContent).toMatch(/^Attempt 1 of 3 failed: .+ · next try in \d+ s$/);
  });
});

describe('without write on websites', () => {
  it('offers no clone action', async () => {
    fakeRealtime();
    const reader = { ...editorUser, abilityRules: [{ action: 'read', subject: 'article' }] };
    mockFetch({
      ...listRoutes(),
      'GET /api/auth/me': () => json({ userData: reader }),
      'GET /api/articles/1': () => json(detailOf(first)),
    });
    renderApp('/apps/articles/list', { user: reader });
    const table = await screen.findByTestId('articles-table', {}, FIRST_RENDER);
    await within(table).findByText('Budget approved');
    // Nothing to select rows for: no boxes, no selection bar, no clone action.
    expect(screen.queryByTestId('articles-select-1')).toBeNull();
    expect(screen.queryByTestId('articles-clone')).toBeNull();
    fireEvent.click(screen.getByTestId('articles-open-1'));
    const section = await screen.findByTestId('article-clones');
    expect(within(section).queryByTestId('article-clone')).toBeNull();
    expect(within(section).queryByTestId('article-trash')).toBeNull();
    expect(within(section).getByTestId('article-clone-logs')).toBeTruthy();
  });
});

describe('clone logs', () => {
  const source = detailOf(first);
  const row = (id: number, extra: Partial<CloneRow> = {}): CloneRow => ({
    id,
    sourceArticleId: 1,
    websiteId: 2,
    websiteName: 'Morning Post',
    remoteId: 900 + id,
    link: `https://morning.example.com/?p=${900 + id}`,
    clonedBy: { id: 7, name: 'Ada Admin' },
    type: 'unchanged',
    state: 'completed',
    errorCode: null,
    errorMessage: null,
    yoast: 'saved',
    sourceChanged: false,
    createdAt: '2026-11-24T05:00:00.000Z',
    updatedAt: '2026-11-24T05:01:00.000Z',
    lastJobId: '501',
    ...extra,
  });
  const logRoutes = (rows: CloneRow[], runs: CloneRun[] = []) => ({
    'GET /api/auth/me': () => json({ userData: adminUser }),
    'GET /api/articles/1': () => json(source),
    'GET /api/articles/1/clones': () => json({ data: rows }),
    'GET /api/articles/1/clones/runs': () => json({ data: runs }),
  });
  const historyRun = (id: number, extra: Partial<CloneRun> = {}): CloneRun => ({
    id,
    cloneId: 1,
    websiteId: 2,
    websiteName: 'Morning Post',
    jobId: String(500 + id),
    by: { id: 7, name: 'Ada Admin' },
    type: 'unchanged',
    newCopy: false,
    followed: false,
    state: 'completed',
    remoteId: 901,
    link: 'https://morning.example.com/?p=901',
    errorCode: null,
    errorMessage: null,
    createdAt: '2026-11-24T05:00:00.000Z',
    finishedAt: '2026-11-24T05:01:00.000Z',
    ...extra,
  });

  it('keeps every run in the history, newest first: new copies, updates and how each ended', async () => {
    fakeRealtime();
    mockFetch(
      logRoutes(
        [row(1), row(2, { remoteId: 955, link: 'https://morning.example.com/?p=955' })],
        [
          historyRun(3, {
            cloneId: 2,
            newCopy: true,
            remoteId: 955,
            by: { id: 8, name: 'Desk Editor' },
          }),
          historyRun(2, {
            state: 'cancelled',
            errorCode: 'job.cancelled',
            errorMessage: 'The job was cancelled.',
            remoteId: null,
            link: null,
          }),
          historyRun(1, { newCopy: true }),
        ],
      ),
    );
    renderApp('/apps/articles/logs/1', { user: adminUser });
    const history = await screen.findByTestId('clone-history', {}, FIRST_RENDER);
    const lines = within(history).getAllByTestId(/^clone-run-\d+$/);
    expect(lines.map((line) => line.dataset.state)).toEqual([
      'completed',
      'cancelled',
      'completed',
    ]);
    expect(within(lines[0]!).getByTestId('clone-run-kind-3').textContent).toBe('New copy');
    expect(lines[0]!.textContent).toContain('Desk Editor');
    expect(lines[0]!.textContent).toContain('Post #955');
    expect(within(lines[1]!).getByTestId('clone-run-kind-2').textContent).toBe('Update');
    expect(lines[1]!.textContent).toContain('Cancelled');
    expect(lines[1]!.textContent).toContain('No post yet');
    expect(lines[2]!.textContent).toContain('Job #501');
    // The copies stay listed above, one row each.
    expect(within(screen.getByTestId('clone-copies')).getAllByTestId(/^clone-row-/)).toHaveLength(
      2,
    );
  });

  it('says which copy follows its source, and which runs a sync started for it', async () => {
    fakeRealtime();
    mockFetch(
      logRoutes(
        [
          row(1, {
            params: {
              skipTranslation: false,
              pushSeo: true,
              status: 'publish',
              date: null,
              followSource: true,
            },
          }),
        ],
        [historyRun(2, { followed: true, by: null }), historyRun(1, { newCopy: true })],
      ),
    );
    renderApp('/apps/articles/logs/1', { user: adminUser });
    const history = await screen.findByTestId('clone-history', {}, FIRST_RENDER);
    expect(within(history).getByTestId('clone-run-followed-2').textContent).toBe(
      'Followed its source',
    );
    expect(within(history).getByTestId('clone-run-1').textContent).toContain('Ada Admin');
    expect(screen.getByTestId('clone-follows-1').textContent).toBe('Follows its source');
  });

  it('lists where the article went, by whom, how, and how it ended', async () => {
    fakeRealtime();
    mockFetch(
      logRoutes([
        row(1),
        row(2, {
          websiteId: 4,
          websiteName: 'Fresh Site',
          type: 'ai',
          state: 'failed',
          errorCode: 'clone.wordpress.refused',
          errorMessage: 'WordPress refused the API user.',
          yoast: null,
          remoteId: null,
          link: null,
          sourceChanged: true,
        }),
      ]),
    );
    renderApp('/apps/articles/logs/1', { user: adminUser });
    const table = await screen.findByTestId('clones-table', {}, FIRST_RENDER);
    expect(screen.getByTestId('clone-logs-title').textContent).toBe('Budget approved');
    const done = within(table).getByTestId('clone-row-1');
    expect(done.textContent).toContain('Morning Post');
    expect(done.textContent).toContain('Ada Admin');
    expect(done.textContent).toContain('All content unchanged');
    expect(within(done).getByTestId('clone-link-1').getAttribute('href')).toBe(
      'https://morning.example.com/?p=901',
    );
    expect(within(done).getByTestId('clone-yoast-1').textContent).toContain(
      'The generated SEO data has been successfully added to Yoast',
    );
    const failed = within(table).getByTestId('clone-row-2');
    expect(failed.textContent).toContain('Reworked by AI');
    expect(failed.textContent).toContain('WordPress refused the API user');
    expect(within(failed).getByTestId('clone-source-changed-2').textContent).toBe('Source changed');
  });

  it('on a phone, shows each clone as a card of labelled lines, its links and outcome kept', async () => {
    setElementWidth(358);
    fakeRealtime();
    mockFetch(logRoutes([row(1)]));
    renderApp('/apps/articles/logs/1', { user: adminUser });
    // Measured, as Chromium's ResizeObserver reports it after the first layout.
    await waitFor(
      () => expect(screen.getByTestId('clones-table').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const list = screen.getByTestId('clones-table');
    expect(list.querySelector('table')).toBeNull();
    const card = within(list).getByTestId('clone-row-1');
    expect(card.dataset.website).toBe('2');
    expect(Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
      'Cloned into',
      'Cloned by',
      'Date',
      'Type',
      'Outcome',
    ]);
    expect(within(card).getByTestId('clone-link-1').getAttribute('href')).toBe(
      'https://morning.example.com/?p=901',
    );
    expect(card.textContent).toContain('All content unchanged');
  });

  it('pushes the update to all clones after a confirmation', async () => {
    const socket = fakeRealtime();
    const fetchMock = mockFetch({
      ...logRoutes([row(1)]),
      'GET /api/jobs/801': () => json(cloneRun(801, 1, 'waiting', { name: 'clone.push' })),
      'POST /api/articles/1/clones/push': () =>
        json({ jobs: [{ jobId: '801', articleId: 1, websiteId: 2 }] }, 202),
    });
    renderApp('/apps/articles/logs/1', { user: adminUser });
    fireEvent.click(await screen.findByTestId('clones-push', {}, FIRST_RENDER));
    expect((await screen.findByTestId('clones-push-question')).textContent).toContain('clones (1)');
    expect(requestsTo(fetchMock, 'POST', '/api/articles/1/clones/push')).toHaveLength(0);
    fireEvent.click(screen.getByText('Push update'));
    const progress = await screen.findByTestId('clones-push-progress');
    socket.emit('job.progress', runEvent('801', 'active', { stage: 'sending', progress: 60 }));
    await waitFor(() => expect(progress.textContent).toContain('Sending · 60%'));
    expect(requestsTo(fetchMock, 'POST', '/api/articles/1/clones/push')).toHaveLength(1);
  });

  it('follows a clone under way on its job room', async () => {
    const socket = fakeRealtime();
    mockFetch({
      ...logRoutes([row(3, { state: 'running', lastJobId: '901', yoast: null })]),
      'GET /api/jobs/901': () =>
        json(cloneRun(901, 1, 'active', { stage: 'cloning', progress: 20 })),
    });
    renderApp('/apps/articles/logs/1', { user: adminUser });
    const cell = await screen.findByTestId('clone-state-3', {}, FIRST_RENDER);
    await waitFor(() => expect(cell.textContent).toContain('Cloning · 20%'));
    socket.emit('job.progress', runEvent('901', 'active', { stage: 'saving', progress: 90 }));
    await waitFor(() =>
      expect(screen.getByTestId('clone-state-3').textContent).toContain('Saving · 90%'),
    );
  });

  it('says so when the article was never cloned', async () => {
    fakeRealtime();
    mockFetch(logRoutes([]));
    renderApp('/apps/articles/logs/1', { user: adminUser });
    expect(await screen.findByText('Not cloned yet', {}, FIRST_RENDER)).toBeTruthy();
    expect((screen.getByTestId('clones-push') as HTMLButtonElement).disabled).toBe(true);
  });
});
