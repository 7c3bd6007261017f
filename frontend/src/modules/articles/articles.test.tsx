import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Article, ArticleDetail } from '../../api/articles';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { articleRow } from '../../test/fixtures';
import { withTableViewport } from '../../test/tableViewport';
import { sanitizeArticleHtml } from '../content';

withTableViewport();

const article = (id: number, title: string, extra: Partial<Article> = {}): Article =>
  articleRow(id, title, { websiteTimezone: 'Europe/Kyiv', ...extra });
const first = article(1, 'Budget approved');
const second = article(2, 'Storm warning', {
  status: 'draft',
  publishedAt: null,
  authorName: 'editor',
});
const third = article(3, 'Match report', { status: 'future' });
const pageOf = (data: Article[], extra: object = {}) => ({
  data,
  total: data.length,
  totalExact: true,
  page: 1,
  perPage: 10,
  nextCursor: null,
  ...extra,
});
const detail: ArticleDetail = {
  ...first,
  sticky: true,
  slug: 'budget-approved',
  createdAtLocal: '2025-03-01T12:00:00',
  modifiedAtLocal: '2025-03-02T12:00:00',
  seoTitle: 'Budget approved | Daily',
  seoTitleDefault: 'Budget approved - Daily News',
  ogTitle: null,
  ogTitleDefault: 'Budget approved - Daily News',
  metaDescription: '',
  metaDescriptionDefault: null,
  ogDescription: null,
  ogDescriptionDefault: null,
  focusKeyword: 'budget',
  contentHtml:
    '<p>Hello <strong>world</strong></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">' +
    '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.example/x"></iframe>' +
    '<p style="text-align: center; position: fixed">Centred</p>',
  contentWithheld: false,
  excerpt: null,
  excerptGenerated: 'Hello world […]',
  featuredImageUrl: 'https://daily.example.com/image.jpg',
  categories: ['Politics'],
  categoryPaths: [['World', 'Politics']],
  tags: ['budget', 'city'],
  authorRemoteId: 1,
  assignmentVersion: 3,
  updatedAt: '2025-03-02T10:00:00.000Z',
};
const routes = (rows: () => Article[] = () => [first, second]) => ({
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/articles': () => json(pageOf(rows())),
  'GET /api/articles/authors': () => json({ data: ['admin', 'editor'] }),
  'GET /api/articles/1': () => json(detail),
  'GET /api/websites': () =>
    json({ data: [{ id: 1, name: 'Daily News' }], total: 1, page: 1, perPage: 100 }),
});
const lastQuery = (fetchMock: Parameters<typeof requestsTo>[0]) => {
  const calls = requestsTo(fetchMock, 'GET', '/api/articles');
  return new URL(calls[calls.length - 1]!.url).searchParams;
};

describe('article html', () => {
  it('drops scripts and event handlers', () => {
    const clean = sanitizeArticleHtml(detail.contentHtml);
    expect(clean).toContain('<strong>world</strong>');
    expect(clean).not.toMatch(/<script|onerror|hacked/);
  });
});

describe('articles list', () => {
  it('shows the columns, with publish as "Published"', async () => {
    mockFetch(routes(() => [first, second, third]));
    renderApp('/apps/articles/list', { user: adminUser });
    const table = await screen.findByTestId('articles-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Budget approved')).toBeTruthy();
    expect(screen.getByTestId('article-status-publish').textContent).toBe('Published');
    expect(screen.getByTestId('article-status-draft').textContent).toBe('Draft');
    expect(screen.getByTestId('article-status-future').textContent).toBe('Future');
    expect(within(table).getAllByText('Daily News').length).toBe(3);
    expect(within(table).getByText('editor')).toBeTruthy();
  });

  it('sends the status, recency and search filters to the API and keeps them in the address', async () => {
    const fetchMock = mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    expect(lastQuery(fetchMock).get('sortBy')).toBe('modifiedAt');
    expect(lastQuery(fetchMock).get('sortDir')).toBe('desc');

    fireEvent.change(screen.getByTestId('articles-filter-status'), { target: { value: 'draft' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('draft'));
    fireEvent.change(screen.getByTestId('articles-filter-recency'), { target: { value: 'week' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('recency')).toBe('week'));
    fireEvent.change(screen.getByTestId('articles-search'), { target: { value: 'storm' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('q')).toBe('storm'));
    const query = lastQuery(fetchMock);
    expect(query.get('status')).toBe('draft');
    expect(query.get('recency')).toBe('week');
    expect(window.location.search).toContain('status=draft');
    expect(window.location.search).toContain('recency=week');
    expect(window.location.search).toContain('q=storm');
    // A search is ranked by relevance; cleared, the list is the newest first again.
    expect(query.get('sortBy')).toBe('relevance');
    fireEvent.change(screen.getByTestId('articles-search'), { target: { value: '' } });
    // (The answer of that query is still cached: the address shows the list's state.)
    await waitFor(() => expect(window.location.search).not.toContain('q='));
    expect(window.location.search).not.toContain('relevance');
  });

  it('keeps a column sort chosen before searching', async () => {
    const fetchMock = mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sort by Title' })[0]!);
    await waitFor(() => expect(lastQuery(fetchMock).get('sortBy')).toBe('title'));
    fireEvent.change(screen.getByTestId('articles-search'), { target: { value: 'storm' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('q')).toBe('storm'));
    expect(lastQuery(fetchMock).get('sortBy')).toBe('title');
  });

  it('sorts by a column the API supports', async () => {
    const fetchMock = mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sort by Title' })[0]!);
    await waitFor(() => expect(lastQuery(fetchMock).get('sortBy')).toBe('title'));
    expect(lastQuery(fetchMock).get('sortDir')).toBe('asc');
  });

  it('follows the keyset cursor to the next page', async () => {
    const fetchMock = mockFetch({
      ...routes(),
      'GET /api/articles': (request) =>
        new URL(request.url).searchParams.get('cursor')
          ? json(pageOf([third], { total: 11, page: 2 }))
          : json(pageOf([first, second], { total: 11, nextCursor: 'abc' })),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    fireEvent.click(screen.getByTestId('articles-table-pagination-next'));
    expect(await screen.findByText('Match report')).toBeTruthy();
    expect(lastQuery(fetchMock).get('cursor')).toBe('abc');
    expect(lastQuery(fetchMock).get('page')).toBe('2');
    expect(window.location.search).toContain('cursor=abc');
    fireEvent.click(screen.getByTestId('articles-table-pagination-prev'));
    expect(await screen.findByText('Budget approved')).toBeTruthy();
    expect(window.location.search).not.toContain('cursor');
  });

  it('counts the selected rows and clears them', async () => {
    mockFetch(routes(() => [first, second, third]));
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    fireEvent.click(screen.getByTestId('articles-select-1'));
    fireEvent.click(screen.getByTestId('articles-select-3'));
    expect(screen.getByTestId('articles-selected-count').textContent).toBe('Selected: 2');
    fireEvent.click(screen.getByTestId('articles-select-1'));
    expect(screen.getByTestId('articles-selected-count').textContent).toBe('Selected: 1');
    fireEvent.click(screen.getAllByTestId('articles-select-page')[0]!);
    expect(screen.getByTestId('articles-selected-count').textContent).toBe('Selected: 3');
    fireEvent.click(screen.getByTestId('articles-clear-selection'));
    expect(screen.queryByTestId('articles-selection')).toBeNull();
  });

  it('offers no row selection to a reader, who could do nothing with it', async () => {
    const reader = {
      ...adminUser,
      role: { id: 3, name: 'Viewer', isAdmin: false },
      abilityRules: [
        { action: 'read', subject: 'article' },
        { action: 'read', subject: 'website' },
      ],
    };
    mockFetch({
      ...routes(() => [first, second]),
      'GET /api/auth/me': () => json({ userData: reader }),
    });
    renderApp('/apps/articles/list', { user: reader });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    expect(screen.queryByTestId('articles-select-1')).toBeNull();
    expect(screen.queryAllByTestId('articles-select-page')).toHaveLength(0);
  });

  it('opens the drawer with sanitised content and the SEO fields with empty states', async () => {
    mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const drawer = await screen.findByTestId('article-drawer');
    const content = await within(drawer).findByTestId('article-content');
    expect(content.innerHTML).toContain('<strong>world</strong>');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // Trusted embeds stay, sandboxed; other frames and unsafe styles go.
    const frames = content.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://www.youtube.com/embed/abc');
    expect(frames[0]!.getAttribute('sandbox')).toContain('allow-scripts');
    expect(content.innerHTML).toContain('style="text-align: center"');
    const seo = within(drawer).getByTestId('article-seo');
    expect(within(seo).getByText('Budget approved | Daily')).toBeTruthy();
    expect(within(seo).getByText('budget')).toBeTruthy();
    // What Yoast generates is shown as such, never as the editor's value.
    expect(within(seo).getByTestId('article-seo-ogTitle').textContent).toContain(
      'Not set · Yoast generates: Budget approved - Daily News',
    );
    expect(within(seo).getAllByText('Not set')).toHaveLength(2);
    // The category's path, slug, sticky, and dates on the website's clock with the zone named.
    expect(within(drawer).getByText('World › Politics')).toBeTruthy();
    expect(within(drawer).getByTestId('article-sticky').textContent).toBe('Sticky');
    expect(within(drawer).getByTestId('article-fact-slug').textContent).toContain(
      'budget-approved',
    );
    const created = within(drawer).getByTestId('article-fact-created').textContent ?? '';
    expect(created).toContain('(Europe/Kyiv)');
    expect(created).toContain('12:00');
    expect(within(drawer).getByTestId('article-excerpt').textContent).toContain(
      'Hello world […] (generated by WordPress)',
    );
    expect(within(drawer).getByTestId('article-link').getAttribute('href')).toBe(first.link);
    expect(within(drawer).getByTestId('article-image').getAttribute('src')).toBe(
      detail.featuredImageUrl,
    );
  });

  it("says when a protected post's content is withheld", async () => {
    mockFetch({
      ...routes(),
      'GET /api/articles/1': () =>
        json({
          ...detail,
          passwordProtected: true,
          contentWithheld: true,
          contentHtml: '',
          excerptGenerated: null,
        }),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const drawer = await screen.findByTestId('article-drawer');
    expect((await within(drawer).findByTestId('article-protected')).textContent).toBe(
      'Password protected',
    );
    expect(within(drawer).getByTestId('article-content').textContent).toBe(
      'This post is password protected: its content is shown only to people who can edit this website.',
    );
  });

  it('refreshes as a sync brings rows in, at most about once a second', async () => {
    const socket = fakeRealtime();
    let rows = [first];
    const fetchMock = mockFetch(routes(() => rows));
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST_RENDER);
    await waitFor(() => expect(socket.listening('articles.changed')).toBe(true));
    const before = requestsTo(fetchMock, 'GET', '/api/articles').length;

    rows = [first, second];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      for (let i = 0; i < 5; i++) socket.emit('articles.changed', { websiteId: 1, count: 100 });
      expect(await screen.findByText('Storm warning')).toBeTruthy();
      expect(requestsTo(fetchMock, 'GET', '/api/articles').length).toBe(before + 1);
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() =>
        expect(requestsTo(fetchMock, 'GET', '/api/articles').length).toBe(before + 2),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('article assignment', () => {
  it('assigns from the drawer and filters the list to the articles assigned to me', async () => {
    fakeRealtime();
    let patched: unknown;
    const fetchMock = mockFetch({
      ...routes(),
      'GET /api/articles/1/assignees': () =>
        json({
          data: [
            { id: 7, name: 'Ada Admin' },
            { id: 9, name: 'Eddie Editor' },
          ],
        }),
      'PATCH /api/articles/1/assignee': async (request) => {
        patched = await request.json();
        return json({
          message: 'Saved successfully.',
          assignedToUserId: 9,
          assignedToName: 'Eddie Editor',
          assignmentVersion: 4,
        });
      },
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const drawer = await screen.findByTestId('article-drawer');
    const select = (await within(drawer).findByTestId('article-assignee')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Nobody',
      'Ada Admin',
      'Eddie Editor',
    ]);
    fireEvent.change(select, { target: { value: '9' } });
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    // The change names the assignment the drawer showed; the drawer shows the saved one.
    expect(patched).toEqual({ userId: 9, version: 3 });
    await waitFor(() => expect(select.value).toBe('9'));

    fireEvent.change(screen.getByTestId('articles-filter-assignee'), { target: { value: 'me' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('assignedTo')).toBe('me'));
  }, 20_000);

  it("refuses a stale change and shows the other person's assignment", async () => {
    fakeRealtime();
    mockFetch({
      ...routes(),
      'GET /api/articles/1/assignees': () =>
        json({
          data: [
            { id: 7, name: 'Ada Admin' },
            { id: 9, name: 'Eddie Editor' },
          ],
        }),
      'PATCH /api/articles/1/assignee': () =>
        json(
          {
            statusCode: 409,
            code: 'record.changed',
            message: 'The record was changed by someone else.',
            changed: {
              version: 4,
              by: { id: 5, name: 'Olga Other' },
              at: '2025-03-02T11:00:00.000Z',
              record: { assignedToUserId: 7, assignedToName: 'Ada Admin', assignmentVersion: 4 },
            },
          },
          409,
        ),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const drawer = await screen.findByTestId('article-drawer');
    const select = (await within(drawer).findByTestId('article-assignee')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '9' } });
    expect(
      await screen.findByText(
        'Olga Other changed the assignment meanwhile: it is now Ada Admin. Nothing was saved; choose again if you still want to change it.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('7'));
  }, 20_000);

  it("follows another person's assignment live and tells the assignee", async () => {
    const realtime = fakeRealtime();
    let current = {
      assignedToUserId: null as number | null,
      assignedToName: null as string | null,
    };
    mockFetch({
      ...routes(),
      'GET /api/articles/1': () => json({ ...detail, ...current }),
      'GET /api/articles/1/assignees': () => json({ data: [{ id: 9, name: 'Eddie Editor' }] }),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST_RENDER));
    const drawer = await screen.findByTestId('article-drawer');
    const select = (await within(drawer).findByTestId('article-assignee')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(''));
    await waitFor(() => expect(realtime.listening('articles.changed')).toBe(true));
    current = { assignedToUserId: 9, assignedToName: 'Eddie Editor' };
    realtime.emit('articles.changed', { websiteId: 1, count: 1, articleIds: [1] });
    await waitFor(() => expect(select.value).toBe('9'));

    realtime.emit('article.assigned', {
      userId: 1,
      articleId: 2,
      title: 'Rain expected',
      websiteName: 'Daily News',
      byName: 'Olga Other',
    });
    expect(
      await screen.findByText('Olga Other assigned you “Rain expected” (Daily News).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'My articles' }));
    await waitFor(() => expect(window.location.search).toBe('?assignedTo=me'));
  }, 20_000);
});
