import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Article, ArticleDetail } from '../../api/articles';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp } from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { sanitizeArticleHtml } from './sanitize';

withTableViewport();

const FIRST = { timeout: 8000 };

const article = (id: number, title: string, extra: Partial<Article> = {}): Article => ({
  id,
  websiteId: 1,
  websiteName: 'Daily News',
  remoteId: 100 + id,
  title,
  authorName: 'admin',
  status: 'publish',
  createdAt: '2025-03-01T10:00:00.000Z',
  publishedAt: '2025-03-01T10:00:00.000Z',
  modifiedAt: '2025-03-02T10:00:00.000Z',
  clonedFromArticleId: null,
  assignedToUserId: null,
  assignedToName: null,
  generatedByAi: false,
  link: `https://daily.example.com/post-${id}/`,
  deletedInWp: false,
  ...extra,
});
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
  seoTitle: 'Budget approved | Daily',
  ogTitle: null,
  metaDescription: '',
  focusKeyword: 'budget',
  contentHtml:
    '<p>Hello <strong>world</strong></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
  excerpt: null,
  featuredImageUrl: 'https://daily.example.com/image.jpg',
  categories: ['Politics'],
  tags: ['budget', 'city'],
  authorRemoteId: 1,
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
    expect(clean).not.toMatch(/script|onerror|hacked/);
  });
});

describe('articles list', () => {
  it('shows the columns, with publish as "Published"', async () => {
    mockFetch(routes(() => [first, second, third]));
    renderApp('/apps/articles/list', { user: adminUser });
    const table = await screen.findByTestId('articles-table', {}, FIRST);
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
    await screen.findByText('Budget approved', {}, FIRST);
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
  });

  it('sorts by a column the API supports', async () => {
    const fetchMock = mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST);
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
    await screen.findByText('Budget approved', {}, FIRST);
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
    await screen.findByText('Budget approved', {}, FIRST);
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

  it('opens the drawer with sanitised content and the SEO fields with empty states', async () => {
    mockFetch(routes());
    renderApp('/apps/articles/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('articles-open-1', {}, FIRST));
    const drawer = await screen.findByTestId('article-drawer');
    const content = await within(drawer).findByTestId('article-content');
    expect(content.innerHTML).toContain('<strong>world</strong>');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const seo = within(drawer).getByTestId('article-seo');
    expect(within(seo).getByText('Budget approved | Daily')).toBeTruthy();
    expect(within(seo).getByText('budget')).toBeTruthy();
    expect(within(seo).getAllByText('Not set')).toHaveLength(2);
    expect(within(drawer).getByText('Politics')).toBeTruthy();
    expect(within(drawer).getByTestId('article-link').getAttribute('href')).toBe(first.link);
    expect(within(drawer).getByTestId('article-image').getAttribute('src')).toBe(
      detail.featuredImageUrl,
    );
  });

  it('refreshes as a sync brings rows in, at most about once a second', async () => {
    const socket = fakeRealtime();
    let rows = [first];
    const fetchMock = mockFetch(routes(() => rows));
    renderApp('/apps/articles/list', { user: adminUser });
    await screen.findByText('Budget approved', {}, FIRST);
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
