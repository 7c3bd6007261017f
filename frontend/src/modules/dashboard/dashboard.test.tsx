import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts, DashboardSummary, DashboardWebsite } from '../../api/dashboard';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { setViewportWidth } from '../../test/matchMedia';
import { setElementWidth } from '../../test/elementWidth';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { rangeQuery } from './ranges';

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };

const counts = (over: Partial<DashboardCounts> = {}): DashboardCounts => ({
  drafts: 0,
  trashed: 0,
  cloned: 0,
  published: 0,
  parents: 0,
  generated: 0,
  total: 0,
  ...over,
});
const site = (
  websiteId: number,
  name: string,
  over: Partial<DashboardWebsite>,
): DashboardWebsite => ({
  websiteId,
  name,
  syncedAt: null,
  deletionsCheckedAt: null,
  ...counts(),
  ...over,
});
const summaryOf = (websites: DashboardWebsite[]): DashboardSummary => {
  const totals = counts();
  for (const w of websites) {
    for (const key of Object.keys(totals) as (keyof DashboardCounts)[]) totals[key] += w[key];
  }
  return { from: null, to: '2026-03-01T10:00:00.000Z', totals, websites };
};
const news = site(1, 'News', {
  // Synced 5 minutes ago, its deletions checked 2 hours ago.
  syncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  deletionsCheckedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  drafts: 3,
  published: 1200,
  trashed: 2,
  generated: 300,
  total: 1205,
});
const sport = site(2, 'Sport', { cloned: 4, published: 40, parents: 1, total: 45 });
const count = (key: string) => screen.getByTestId(`count-${key}`).textContent;

afterEach(() => vi.useRealTimers());

describe('dashboard ranges', { timeout: 20_000 }, () => {
  it('asks for the last 24 hours, week and month up to now, and whole days for a custom range', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(rangeQuery({ name: 'all' }, now)).toEqual({});
    expect(rangeQuery({ name: 'day' }, now)).toEqual({ from: '2026-03-09T12:00:00.000Z' });
    expect(rangeQuery({ name: 'week' }, now)).toEqual({ from: '2026-03-03T12:00:00.000Z' });
    expect(rangeQuery({ name: 'month' }, now)).toEqual({ from: '2026-02-08T12:00:00.000Z' });
    const custom = rangeQuery({ name: 'custom', fromDay: '2026-03-01', toDay: '2026-03-02' }, now);
    expect(new Date(custom.from!).getDate()).toBe(1);
    expect(Date.parse(custom.to!) - Date.parse(custom.from!)).toBe(2 * 86_400_000);
  });
});

describe('dashboard page', { timeout: 20_000 }, () => {
  it('shows every count, the generated meter and the per-website breakdown', async () => {
    mockFetch({ ...me, 'GET /api/dashboard/summary': () => json(summaryOf([news, sport])) });
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('dashboard-websites', {}, FIRST_RENDER);
    expect(count('drafts')).toBe('3');
    expect(count('trashed')).toBe('2');
    expect(count('cloned')).toBe('4');
    expect(count('published')).toBe('1,240');
    expect(count('parents')).toBe('1');
    expect(count('generated')).toBe('300');
    expect(count('total')).toBe('1,250');
    expect(screen.getByTestId('generated-share').textContent).toBe('24% of 1,250 articles');
    const row = screen.getByTestId('dashboard-website-1');
    expect(within(row).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/apps/websites/view/1',
    );
    expect(within(row).getByText('1,205')).toBeTruthy();
    // How fresh each website's counts are.
    expect(screen.getByTestId('dashboard-freshness-1').textContent).toBe(
      'synced 5 minutes ago · deletions checked 2 hours ago',
    );
    expect(screen.getByTestId('dashboard-freshness-2').textContent).toBe('never synced');
    expect(await screen.findByTestId('dashboard-charts', {}, FIRST_RENDER)).toBeTruthy();
  });

  it('asks the server for the chosen range and refetches live when articles change', async () => {
    const socket = fakeRealtime();
    let websites = [news];
    const fetchMock = mockFetch({
      ...me,
      'GET /api/dashboard/summary': () => json(summaryOf(websites)),
    });
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('dashboard-websites', {}, FIRST_RENDER);
    expect(new URL(requestsTo(fetchMock, 'GET', '/api/dashboard/summary')[0]!.url).search).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: 'Last Week' }));
    await waitFor(() => {
      const last = requestsTo(fetchMock, 'GET', '/api/dashboard/summary').at(-1)!;
      const from = Date.parse(new URL(last.url).searchParams.get('from')!);
      expect(Math.abs(Date.now() - 7 * 86_400_000 - from)).toBeLessThan(60_000);
    });

    await waitFor(() => expect(socket.listening('articles.changed')).toBe(true));
    websites = [{ ...news, drafts: 4, total: 1206 }];
    socket.emit('articles.changed', { websiteId: 1, count: 1 });
    await waitFor(() => expect(count('drafts')).toBe('4'));
    expect(count('total')).toBe('1,206');
  });

  it('narrows the counts to one website, keeping every website in the filter', async () => {
    const fetchMock = mockFetch({
      ...me,
      'GET /api/dashboard/summary': (request) =>
        json(
          summaryOf(
            new URL(request.url).searchParams.get('websiteId') === '2' ? [sport] : [news, sport],
          ),
        ),
    });
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('dashboard-websites', {}, FIRST_RENDER);
    const filter = (await screen.findByTestId('dashboard-website-filter')) as HTMLSelectElement;
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() => expect(count('total')).toBe('45'));
    const last = requestsTo(fetchMock, 'GET', '/api/dashboard/summary').at(-1)!;
    expect(new URL(last.url).searchParams.get('websiteId')).toBe('2');
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'All websites',
      'News',
      'Sport',
    ]);
  });

  it('offers a custom range of days and refuses an end before the start', async () => {
    const fetchMock = mockFetch({
      ...me,
      'GET /api/dashboard/summary': () => json(summaryOf([news])),
    });
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('dashboard-websites', {}, FIRST_RENDER);
    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The end of the range must come after its start.')).toBeTruthy();
    const before = requestsTo(fetchMock, 'GET', '/api/dashboard/summary').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-06' } });
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/dashboard/summary').length).toBeGreaterThan(before),
    );
    const last = new URL(requestsTo(fetchMock, 'GET', '/api/dashboard/summary').at(-1)!.url);
    expect(new Date(last.searchParams.get('from')!).getDate()).toBe(5);
    expect(new Date(last.searchParams.get('to')!).getDate()).toBe(7);
  });

  it('shows skeletons while loading, then an empty state when no website can be read', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: editorUser }),
      'GET /api/dashboard/summary': () => new Promise<Response>((r) => (answer = r)),
    });
    renderApp('/dashboards', { user: editorUser });
    const value = await screen.findByTestId('count-total', {}, FIRST_RENDER);
    expect(value.className).toContain('bp6-skeleton');
    await act(async () => answer(json(summaryOf([]))));
    expect(await screen.findByText('No statistics yet')).toBeTruthy();
  });

  it('says when nothing changed in the range, and when the statistics cannot be loaded', async () => {
    let fail = false;
    mockFetch({
      ...me,
      'GET /api/dashboard/summary': () =>
        fail
          ? json({ statusCode: 403, code: 'access.denied', message: 'Forbidden' }, 403)
          : json(summaryOf([site(1, 'News', {})])),
    });
    renderApp('/dashboards', { user: adminUser });
    expect(await screen.findByTestId('dashboard-nothing-in-range', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByTestId('dashboard-charts')).toBeNull();
    fail = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Last Month' }));
    expect(await screen.findByText('The statistics could not be loaded.')).toBeTruthy();
  });

  it('fits a 390 px wide phone: the breakdown is a card per website, not a table to scroll', async () => {
    act(() => setViewportWidth(390));
    setElementWidth(334);
    mockFetch({ ...me, 'GET /api/dashboard/summary': () => json(summaryOf([news, sport])) });
    renderApp('/dashboards', { user: adminUser });
    // Measured, as Chromium's ResizeObserver reports it after the first layout.
    await waitFor(
      () => expect(screen.getByTestId('dashboard-websites').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const breakdown = screen.getByTestId('dashboard-websites');
    expect(breakdown.querySelector('table')).toBeNull();
    const card = screen.getByTestId('dashboard-website-1');
    expect(within(card).getByRole('link', { name: 'News' })).toBeTruthy();
    const fields = Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(fields).toHaveLength(8);
    expect(fields[0]).toBe('Website');
    expect(screen.getByTestId('nav').dataset.mode).toBe('overlay');
  });
});
