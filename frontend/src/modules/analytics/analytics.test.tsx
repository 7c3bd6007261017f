import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '../../api/analytics';
import { applyLocale } from '../../i18n';
import { cardFields } from '../../test/cardFields';
import { setElementWidth } from '../../test/elementWidth';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { TrackingPanel } from './components/TrackingPanel';
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
      'GET /api/websites/4/tracking': () => json({ siteKey: 'k', snippet: '<script></script>' }),
      'GET /api/websites/4/goals': () => json({ data: [] }),
      'POST /api/websites/4/goals': async (request) => {
        posted.push(await request.json());
        return json({ id: 1, name: 'Signed up', kind: 'path', value: '/thanks' }, 201);
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TrackingPanel websiteId={4} canWrite />
      </QueryClientProvider>,
    );
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
      'GET /api/websites/4/tracking': () => json({ siteKey: 'k', snippet: '<script></script>' }),
      'GET /api/websites/4/goals': () =>
        json({ data: [{ id: 7, name: 'Signed up', kind: 'path', value: '/thanks' }] }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TrackingPanel websiteId={4} canWrite />
      </QueryClientProvider>,
    );
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
      'GET /api/websites/4/tracking': () => json({ siteKey: 'k', snippet: '<script></script>' }),
      'GET /api/websites/4/goals': () => json({ data: goals }),
      'DELETE /api/websites/4/goals/7': (request) => {
        deleted.push(new URL(request.url).pathname);
        goals = [];
        return new Response(null, { status: 204 });
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TrackingPanel websiteId={4} canWrite />
      </QueryClientProvider>,
    );
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
