import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';

const empty = { from: null, to: new Date().toISOString(), totals: {}, websites: [] };
const page = (data: unknown[]) => ({ data, total: data.length, page: 1, perPage: 5 });

const routes = (user = adminUser) => ({
  'GET /api/auth/me': () => json({ userData: user }),
  'GET /api/dashboard/summary': () => json(empty),
  'GET /api/articles': () =>
    json({
      ...page([{ id: 11, title: 'Harbour opens', websiteName: 'News', websiteId: 3 }]),
      nextCursor: null,
      totalExact: true,
    }),
  'GET /api/websites': () =>
    json(page([{ id: 3, name: 'Harbour News', url: 'https://harbour.example.org' }])),
  'GET /api/users': () =>
    json(page([{ id: 5, fullName: 'Harriet Vane', email: 'harriet@example.org' }])),
  'GET /api/accounts': () => json(page([{ id: 2, name: 'Harbour Media', plan: { name: 'Free' } }])),
});

async function searchFor(text: string) {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const input = await screen.findByPlaceholderText(
    'Search pages, articles, websites, users…',
    {},
    FIRST_RENDER,
  );
  fireEvent.change(input, { target: { value: text } });
}

describe('search everything', { timeout: 20_000 }, () => {
  it('finds articles, websites, users and accounts by the list searches, grouped', async () => {
    const fetchMock = mockFetch(routes());
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('nav', {}, FIRST_RENDER);
    await searchFor('har');
    const results = await screen.findByTestId('search-results');
    expect(await within(results).findByText('Harbour News', {}, FIRST_RENDER)).toBeTruthy();
    for (const text of ['Harbour opens', 'Harriet Vane', 'Harbour Media', 'Articles', 'Users']) {
      expect(within(results).getByText(text)).toBeTruthy();
    }
    for (const path of ['/api/articles', '/api/websites', '/api/users', '/api/accounts']) {
      const [request] = requestsTo(fetchMock, 'GET', path);
      expect(new URL(request!.url).searchParams.get('q')).toBe('har');
    }
    fireEvent.click(screen.getByTestId('search-website-3'));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/websites/view/3'));
  });

  it('asks only the lists the reader may read, and waits for two characters', async () => {
    const reader = { ...editorUser, abilityRules: [{ action: 'read', subject: 'website' }] };
    const fetchMock = mockFetch(routes(reader));
    renderApp('/dashboards', { user: reader });
    await screen.findByTestId('nav', {}, FIRST_RENDER);
    await searchFor('h');
    expect(
      await screen.findByText(
        'Type two characters or more to search articles, websites, users and accounts',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search pages, articles, websites, users…'), {
      target: { value: 'ha' },
    });
    expect(await screen.findByText('Harbour News', {}, FIRST_RENDER)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET', '/api/websites')).toHaveLength(1);
    for (const path of ['/api/articles', '/api/users', '/api/accounts']) {
      expect(requestsTo(fetchMock, 'GET', path)).toHaveLength(0);
    }
  });
});
