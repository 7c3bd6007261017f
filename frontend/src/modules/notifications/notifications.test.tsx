import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../api/notifications';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, FIRST_RENDER, json, mockFetch, renderApp } from '../../test/renderApp';

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };

const notification = (id: number, extra: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'assigned',
  params: { title: 'Harbour reopens', website: 'Daily News', by: 'Olga Other' },
  link: '/apps/articles/list?assignedTo=me',
  createdAt: '2026-12-06T10:00:00.000Z',
  read: false,
  ...extra,
});

describe('notifications', { timeout: 20_000 }, () => {
  it('shows the unread count on the bell, the newest first, and leads where one is about', async () => {
    const socket = fakeRealtime();
    let rows = [
      notification(2),
      notification(1, {
        kind: 'run_failed',
        params: { job: 'clone.article', title: 'Budget', code: 'clone.missing_credentials' },
        link: '/apps/jobs?state=failed',
        read: true,
      }),
    ];
    let read: unknown = null;
    const fetchMock = mockFetch({
      ...me,
      'GET /api/notifications': () =>
        json({ data: rows, unread: rows.filter((r) => !r.read).length, nextCursor: null }),
      'POST /api/notifications/read': async (request) => {
        read = await request.json();
        rows = rows.map((r) => ({ ...r, read: true }));
        return json({ unread: 0 });
      },
    });
    renderApp('/dashboards', { user: adminUser });
    const bell = await screen.findByTestId('notification-bell', {}, FIRST_RENDER);
    await waitFor(() => expect(bell.getAttribute('data-unread')).toBe('1'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications: 1 unread');

    fireEvent.click(bell);
    const panel = await screen.findByTestId('notifications');
    expect(within(panel).getByTestId('notification-2').textContent).toContain(
      'Olga Other assigned you “Harbour reopens” (Daily News).',
    );
    expect(within(panel).getByTestId('notification-1').textContent).toContain(
      'Failed for good: the clone of “Budget”.',
    );
    expect(within(panel).getByTestId('notification-1').textContent).toContain(
      'The website has no API username or application password: add them and verify it.',
    );

    // A new one told elsewhere: the bell follows without a reload.
    await waitFor(() => expect(socket.listening('notifications.changed')).toBe(true));
    rows = [notification(3, { params: { title: 'Derby', website: 'Sport', by: 'Ada' } }), ...rows];
    socket.emit('notifications.changed', { userId: 7, unread: 2 });
    await waitFor(() => expect(bell.getAttribute('data-unread')).toBe('2'));

    fireEvent.click(
      within(await screen.findByTestId('notifications')).getByTestId('notification-3'),
    );
    await waitFor(() => expect(read).toEqual({ ids: [3] }));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/articles/list'));
    expect(window.location.search).toBe('?assignedTo=me');
    await waitFor(() => expect(bell.getAttribute('data-unread')).toBe('0'));
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/read')).toHaveLength(1);
  });

  it('says a copy waits for review and a quota is near its end, each leading where it is about', async () => {
    mockFetch({
      ...me,
      'GET /api/notifications': () =>
        json({
          data: [
            notification(6, {
              kind: 'quota_near',
              params: { quota: 'characters', used: '41000', limit: '50000' },
              link: '/apps/providers/usage',
            }),
            notification(5, {
              kind: 'review_waiting',
              params: { title: 'Harbour reopens', website: 'Notizie' },
              link: '/apps/reviews/9',
            }),
          ],
          unread: 2,
          nextCursor: null,
        }),
      'POST /api/notifications/read': () => json({ unread: 1 }),
    });
    renderApp('/dashboards', { user: adminUser });
    fireEvent.click(await screen.findByTestId('notification-bell', {}, FIRST_RENDER));
    const panel = await screen.findByTestId('notifications');
    expect(within(panel).getByTestId('notification-6').textContent).toContain(
      'Your account has used 82% of this month’s AI translation characters (41,000 of 50,000).',
    );
    expect(within(panel).getByTestId('notification-5').textContent).toContain(
      'The AI copy of “Harbour reopens” for Notizie waits for your review.',
    );
    fireEvent.click(within(panel).getByTestId('notification-5'));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/reviews/9'));
  });

  it('keeps a person’s choices per kind: the bell and mail, on their own profile', async () => {
    let saved: unknown = null;
    mockFetch({
      ...me,
      'GET /api/notifications': () => json({ data: [], unread: 0, nextCursor: null }),
      'GET /api/users/me': () =>
        json({
          id: 7,
          firstName: 'Ada',
          lastName: 'Admin',
          fullName: 'Ada Admin',
          email: 'admin@example.com',
          username: 'ada',
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
          roleId: 1,
          role: { id: 1, name: 'Administrator', isAdmin: true },
          accountId: 1,
          account: { id: 1, name: 'Newsroom', plan: { code: 'premium', name: 'Premium' } },
          locale: 'en',
          createdAt: '2025-03-01T10:00:00.000Z',
          updatedAt: '2025-03-01T10:00:00.000Z',
          version: 1,
        }),
      'GET /api/notifications/preferences': () =>
        json({
          data: [
            { kind: 'assigned', inApp: true, mail: true },
            { kind: 'run_failed', inApp: true, mail: false },
            { kind: 'source_changed', inApp: true, mail: false },
          ],
          digest: false,
        }),
      'PUT /api/notifications/preferences': async (request) => {
        saved = await request.json();
        return json(saved);
      },
    });
    renderApp('/apps/profile?tab=notifications', { user: adminUser });
    const table = await screen.findByTestId('notification-preferences', {}, FIRST_RENDER);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Someone assigns you an article',
      'A clone, AI article or sync you started fails',
      'A story you copied changes on its website',
    ]);
    fireEvent.click(screen.getByTestId('notification-pref-assigned-mail'));
    fireEvent.click(screen.getByTestId('notification-pref-run_failed-mail'));
    // One mail a day instead of a mail per notice.
    fireEvent.click(screen.getByTestId('notification-digest'));
    fireEvent.click(screen.getByTestId('notification-preferences-save'));
    await waitFor(() =>
      expect(saved).toEqual({
        data: [
          { kind: 'assigned', inApp: true, mail: false },
          { kind: 'run_failed', inApp: true, mail: true },
          { kind: 'source_changed', inApp: true, mail: false },
        ],
        digest: true,
      }),
    );
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
  });
});
