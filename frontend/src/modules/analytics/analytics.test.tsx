import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport, StoryReach, Tracking } from '../../api/analytics';
import { applyLocale } from '../../i18n';
import { cardFields } from '../../test/cardFields';
import { setElementWidth } from '../../test/elementWidth';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { ArticleReach } from './components/ArticleReach';
import { TrackingPanel } from './components/TrackingPanel';
import { ANALYTICS_REPORT_KEY } from './queryKeys';
import { toCsv } from './csv';

const report = (range: string, views: number): AnalyticsReport => ({
  from: '2026-11-20T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  grain: 'day',
  totals: { visits: 1200, visitors: 900, views, conversions: 12 },
  previous: { visits: 1000, visitors: 900, views: 1000, conversions: 0 },
  series: [
    { t: '2026-11-25T00:00:00.000Z', visits: 600, visitors: 450, views: views / 2, conversions: 6 },
    { t: '2026-11-26T00:00:00.000Z', visits: 600, visitors: 450, views: views / 2, conversions: 6 },
  ],
  sources: [
    { source: 'twitter', visits: 700, visitors: 500, views: 1500 },
    { source: 'direct', visits: 500, visitors: 400, views: views - 1500 },
  ],
  pages: [
    { websiteId: 1, websiteName: 'News, daily', path: '/a "quoted" page', views: 10, visitors: 8 },
  ],
  articles: [],
  concurrency: range === 'last5m' ? 3 : 0,
});

/** Renders `ui` with a query client of its own (no retries), returned for the test to drive. */
const inClient = (ui: ReactElement) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
};
const renderPanel = (canWrite: boolean) =>
  inClient(<TrackingPanel websiteId={4} canWrite={canWrite} />);

/** A website's tracking as `GET /api/websites/:id/tracking` answers it. */
const tracking = (over: Partial<Tracking> = {}): Tracking => ({
  publicId: 'k',
  snippet: '<script></script>',
  lastBeaconAt: null,
  refused: { origin: 0, bot: 0, foreign_page: 0, rate_limited: 0 },
  ...over,
});

describe('Analytics page', () => {
  afterEach(() => {
    void applyLocale('en');
    vi.restoreAllMocks();
  });

  it('switches ranges, compares with the previous period and formats per locale', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () =>
        json({ data: [{ id: 1, name: 'News, daily' }], total: 1, page: 1, perPage: 100 }),
      'GET /api/analytics': (request) => {
        const range = new URL(request.url).searchParams.get('range')!;
        asked.push(new URL(request.url).search);
        return json(report(range, range === 'today' ? 4000 : 2500));
      },
      'GET /api/analytics/live': () => json({ concurrency: 3 }),
    });
    renderApp('/apps/analytics', { user: adminUser });
    const views = await screen.findByTestId('metric-views', {}, FIRST_RENDER);
    expect(views.textContent).toContain('2,500');
    expect(views.textContent).toContain('+150% vs previous period');
    expect(screen.getByTestId('metric-conversions').textContent).toContain('No previous data');
    expect(screen.getByTestId('metric-concurrency').textContent).toContain('3');
    expect(asked[0]).toBe('?range=last7d');

    fireEvent.change(screen.getByTestId('analytics-range'), { target: { value: 'today' } });
    await waitFor(() => expect(screen.getByTestId('metric-views').textContent).toContain('4,000'));
    expect(asked.at(-1)).toBe('?range=today');

    fireEvent.change(screen.getByTestId('analytics-website'), { target: { value: '1' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?range=today&websiteId=1'));

    fireEvent.change(screen.getByTestId('analytics-range'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByTestId('analytics-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('analytics-to'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?range=custom&websiteId=1&from=2026-11-01&to=2026-11-10'),
    );

    await act(() => applyLocale('pl'));
    await waitFor(() =>
      expect(screen.getByTestId('metric-views').textContent).toContain(
        `${new Intl.NumberFormat('pl').format(2500)}+150% względem poprzedniego okresu`,
      ),
    );
    expect(screen.getByTestId('metric-views').textContent).toContain('Odsłony');
  });

  it('exports exactly the rows of a table as CSV', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/analytics': () => json(report('last7d', 2500)),
      'GET /api/analytics/live': () => json({ concurrency: 0 }),
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp('/apps/analytics', { user: adminUser });
    const sources = await screen.findByTestId('analytics-sources', {}, FIRST_RENDER);
    expect(within(sources).getAllByRole('row')).toHaveLength(3);
    // How a source's figures are counted, beside them.
    expect(within(sources).getByTestId('analytics-sources-note').textContent).toMatch(
      /the sources add up to the totals/,
    );
    fireEvent.click(within(sources).getByTestId('analytics-sources-csv'));
    expect(click).toHaveBeenCalled();
    expect(await blobs[0]!.text()).toBe(
      'Source,Visits,Visitors,Views\r\nTwitter,700,500,1500\r\nDirect,500,400,1000\r\n',
    );
    fireEvent.click(screen.getByTestId('analytics-pages-csv'));
    expect(await blobs[1]!.text()).toBe(
      'Page,Website,Views,Visitors\r\n"/a ""quoted"" page","News, daily",10,8\r\n',
    );
    // A table without rows offers nothing to export.
    expect(screen.getByTestId('analytics-articles-csv').hasAttribute('disabled')).toBe(true);
  });

  it('quotes cells per RFC 4180', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'line\nbreak']])).toBe('a,b\r\n"x,y","line\nbreak"\r\n');
  });
});

describe('the goal form on a website’s tracking tab', () => {
  it('says what a goal needs, drops each message once its field is filled, then sends it', async () => {
    const posted: unknown[] = [];
    mockFetch({
      'GET /api/websites/4/tracking': () => json(tracking()),
      'GET /api/websites/4/goals': () => json({ data: [] }),
      'POST /api/websites/4/goals': async (request) => {
        posted.push(await request.json());
        return json({ id: 1, name: 'Signed up', kind: 'path', value: '/thanks' }, 201);
      },
    });
    renderPanel(true);
    const add = await screen.findByRole('button', { name: 'Add goal' });
    fireEvent.click(add);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Path or event is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Signed up' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Path or event is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Path or event'), { target: { value: '/thanks' } });
    expect(screen.queryByText('Path or event is required')).toBeNull();
    fireEvent.click(add);
    await waitFor(() =>
      expect(posted).toEqual([{ name: 'Signed up', kind: 'path', value: '/thanks' }]),
    );
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('on a phone, shows each goal as a card: name, type, path and delete', async () => {
    setElementWidth(358);
    mockFetch({
      'GET /api/websites/4/tracking': () => json(tracking()),
      'GET /api/websites/4/goals': () =>
        json({ data: [{ id: 7, name: 'Signed up', kind: 'path', value: '/thanks' }] }),
    });
    renderPanel(true);
    const goal = await screen.findByTestId('goal-7', {}, FIRST_RENDER);
    expect(screen.getByTestId('goals-table').dataset.view).toBe('cards');
    expect(goal.tagName).not.toBe('TR');
    expect(cardFields(goal)).toEqual([
      ['Name', 'Signed up'],
      ['Type', 'Path'],
      ['Path or event', '/thanks'],
      ['Actions', ''],
    ]);
    expect(within(goal).getByRole('button', { name: 'Delete the goal Signed up' })).toBeTruthy();
  });

  it('deletes a goal only once the confirmation naming it is accepted', async () => {
    const deleted: string[] = [];
    let goals = [{ id: 7, name: 'Signed up', kind: 'path', value: '/thanks' }];
    mockFetch({
      'GET /api/websites/4/tracking': () => json(tracking()),
      'GET /api/websites/4/goals': () => json({ data: goals }),
      'DELETE /api/websites/4/goals/7': (request) => {
        deleted.push(new URL(request.url).pathname);
        goals = [];
        return new Response(null, { status: 204 });
      },
    });
    renderPanel(true);
    const goal = await screen.findByTestId('goal-7', {}, FIRST_RENDER);
    const remove = within(goal).getByRole('button', { name: 'Delete the goal Signed up' });

    // A second thought: Cancel keeps it.
    fireEvent.click(remove);
    expect((await screen.findByTestId('goals-delete-confirm')).textContent).toBe(
      'Delete the goal "Signed up"? Conversions are no longer counted for it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('goals-delete-confirm')).toBeNull());
    expect(deleted).toEqual([]);

    fireEvent.click(remove);
    await screen.findByTestId('goals-delete-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('goal-7')).toBeNull());
    expect(deleted).toEqual(['/api/websites/4/goals/7']);
    expect(await screen.findByText('The goal has been deleted')).toBeTruthy();
  });
});

describe('a website’s tracker health', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when the last page view came and which beacons were refused, and why', async () => {
    mockFetch({
      'GET /api/websites/4/tracking': () =>
        json(
          tracking({
            lastBeaconAt: new Date(Date.now() - 3 * 60_000).toISOString(),
            refused: { origin: 3, bot: 12, foreign_page: 0, rate_limited: 0 },
          }),
        ),
      'GET /api/websites/4/goals': () => json({ data: [] }),
    });
    renderPanel(false);
    expect((await screen.findByTestId('tracker-last-beacon', {}, FIRST_RENDER)).textContent).toBe(
      'Last page view received 3 minutes ago.',
    );
    expect(screen.getByTestId('tracker-refused-origin').textContent).toBe(
      '3 refused in the last 7 days: sent from another address than the website’s (check the website’s address).',
    );
    expect(screen.getByTestId('tracker-refused-bot').textContent).toContain('12 refused');
    expect(screen.queryByTestId('tracker-refused-foreign_page')).toBeNull();
  });

  it('says when none came yet and none was refused', async () => {
    mockFetch({
      'GET /api/websites/4/tracking': () => json(tracking()),
      'GET /api/websites/4/goals': () => json({ data: [] }),
    });
    renderPanel(false);
    expect((await screen.findByTestId('tracker-last-beacon', {}, FIRST_RENDER)).textContent).toBe(
      'No page view received yet: is the snippet in the theme?',
    );
    expect(screen.getByTestId('tracker-refused-none').textContent).toBe(
      'No page view refused in the last 7 days.',
    );
  });
});

describe('a story’s reach in the article drawer', () => {
  afterEach(() => {
    void applyLocale('en');
    vi.restoreAllMocks();
  });

  const reach = (views: number, range = 'last7d'): StoryReach => ({
    from: '2026-11-30T00:00:00.000Z',
    to: '2026-12-07T00:00:00.000Z',
    grain: range === 'today' ? 'hour' : 'day',
    totals: { views, visits: 5, visitors: 6 },
    previous: { views: 4, visits: 5, visitors: 0 },
    copies: [
      {
        articleId: 3,
        title: 'Floods',
        websiteId: 1,
        websiteName: 'Daily News',
        link: 'https://news.example/floods/',
        source: true,
        deletedInWp: false,
        totals: { views: views - 2, visits: 4, visitors: 5 },
        previous: { views: 4, visits: 5, visitors: 0 },
      },
      {
        articleId: 9,
        title: 'Повінь',
        websiteId: 2,
        websiteName: 'Новини',
        link: 'https://ua.example/povin/',
        source: false,
        deletedInWp: false,
        totals: { views: 2, visits: 1, visitors: 1 },
        previous: { views: 0, visits: 0, visitors: 0 },
      },
    ],
    hidden: 1,
    sources: [
      { source: 'google', views: views - 2, visits: 4, visitors: 5 },
      { source: 'facebook', views: 2, visits: 1, visitors: 1 },
    ],
    series: [
      { t: '2026-12-05T00:00:00.000Z', views: 2 },
      { t: '2026-12-06T00:00:00.000Z', views: views - 2 },
    ],
  });

  it('shows the story’s figures against the period before, each copy, the hidden ones and the sources; a new page view refreshes it', async () => {
    const asked: string[] = [];
    let views = 8;
    mockFetch({
      'GET /api/articles/9/reach': (request) => {
        const range = new URL(request.url).searchParams.get('range')!;
        asked.push(range);
        return json(reach(views, range));
      },
    });
    const client = inClient(<ArticleReach articleId={9} />);
    const figure = await screen.findByTestId('reach-views', {}, FIRST_RENDER);
    expect(figure.textContent).toContain('8');
    expect(figure.textContent).toContain('+100% vs previous period');
    expect(screen.getByTestId('reach-visitors').textContent).toContain('No previous data');
    const source = screen.getByTestId('reach-copy-3');
    expect(source.textContent).toContain('Daily News');
    expect(source.textContent).toContain('Source');
    expect(within(source).getByRole('link', { name: 'Daily News' }).getAttribute('href')).toBe(
      'https://news.example/floods/',
    );
    // Each copy's change in its row: the percent, the sentence for screen readers.
    expect(within(source).getByLabelText('+50% vs previous period').textContent).toBe('+50%');
    expect(
      within(screen.getByTestId('reach-copy-9')).getByLabelText('No previous data').textContent,
    ).toBe('—');
    expect(screen.getByTestId('reach-copy-9').textContent).toContain('This copy');
    expect(screen.getByTestId('reach-hidden').textContent).toBe(
      '1 copy on a website you cannot see is not counted.',
    );
    expect(screen.getByTestId('reach-sources').textContent).toContain('Google');
    expect(asked).toEqual(['last7d']);

    // A page view is stored (`analytics.changed` refreshes the reports): the drawer follows.
    views = 9;
    await act(() => client.invalidateQueries({ queryKey: ANALYTICS_REPORT_KEY }));
    await waitFor(() => expect(screen.getByTestId('reach-views').textContent).toContain('9'));

    fireEvent.change(screen.getByTestId('reach-range'), { target: { value: 'today' } });
    await waitFor(() => expect(asked.at(-1)).toBe('today'));
  });

  it('says so when the story had no views, and in Ukrainian counts hidden copies in its plural', async () => {
    await applyLocale('ua');
    mockFetch({
      'GET /api/articles/9/reach': () =>
        json({ ...reach(0), totals: { views: 0, visits: 0, visitors: 0 }, hidden: 3 }),
    });
    inClient(<ArticleReach articleId={9} />);
    expect((await screen.findByTestId('reach-empty', {}, FIRST_RENDER)).textContent).toBe(
      'Жодного перегляду цієї історії за цей період.',
    );
    expect(screen.queryByTestId('reach-chart')).toBeNull();
    expect(screen.getByTestId('reach-hidden').textContent).toBe(
      '3 копії на сайтах, яких ви не бачите, не враховані.',
    );
  });
});
