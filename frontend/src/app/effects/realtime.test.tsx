import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../state/keys';
import { fakeRealtime } from '../../test/fakeRealtime';
import { adminUser, currentLocation, json, mockFetch, renderApp } from '../../test/renderApp';

describe('realtime events', () => {
  it('updates the title and brand live on app.info.updated', async () => {
    const socket = fakeRealtime();
    mockFetch({ 'GET /api/auth/me': () => json({ userData: adminUser }) });
    renderApp('/dashboards', { user: adminUser });
    await waitFor(() => expect(socket.listening('app.info.updated')).toBe(true));

    socket.emit('app.info.updated', {
      title: 'Live Title',
      icon: '/api/settings/icon.png?v=9',
      icon_svg: null,
      version: '9',
      defaultLocale: 'en',
    });

    await waitFor(() => expect(document.title).toBe('Dashboard · Live Title'));
    expect((await screen.findAllByText('Live Title')).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.productInfo)!).version).toBe('9');
  });

  it('signs the user out and opens sign-in on auth.session.ended', async () => {
    const socket = fakeRealtime();
    mockFetch({ 'GET /api/auth/me': () => json({ userData: adminUser }) });
    renderApp('/dashboards', { user: adminUser });
    await waitFor(() => expect(socket.listening('auth.session.ended')).toBe(true));

    socket.emit('auth.session.ended');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('hides navigation entries as soon as auth.rules.updated removes them', async () => {
    const socket = fakeRealtime();
    mockFetch({ 'GET /api/auth/me': () => json({ userData: adminUser }) });
    renderApp('/dashboards', { user: adminUser });
    expect(await screen.findByTestId('nav-link-/apps/user/list')).toBeTruthy();
    await waitFor(() => expect(socket.listening('auth.rules.updated')).toBe(true));

    socket.emit('auth.rules.updated', { abilityRules: [{ action: 'read', subject: 'website' }] });

    await waitFor(() => expect(screen.queryByTestId('nav-link-/apps/user/list')).toBeNull());
    expect(screen.getByTestId('nav-link-/apps/websites/list')).toBeTruthy();
  });

  it.each([
    ['the socket comes back after a lost connection', 'connect'],
    ['the server says its Redis was away', 'realtime.resync'],
  ])('refetches what is on screen when %s (%s)', async (_, event) => {
    const socket = fakeRealtime();
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/users': () => json({ data: [], total: 0, page: 1, perPage: 10 }),
      'GET /api/roles': () => json([]),
    });
    const listCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL((input as Request).url).pathname === '/api/users',
      ).length;
    renderApp('/apps/user/list', { user: adminUser });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
    await waitFor(() => expect(socket.listening(event)).toBe(true));
    const before = listCalls();

    socket.emit(event);

    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});
