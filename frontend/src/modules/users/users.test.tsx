import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserData } from '../../api/types';
import type { User } from '../../api/users';
import i18next from 'i18next';
import { applyLocale } from '../../i18n';
import { fakeRealtime } from '../../test/fakeRealtime';
import {
  adminUser,
  currentLocation,
  FIRST_RENDER,
  json,
  mockFetch,
  renderApp,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';

withTableViewport();

/** The first render of a test file loads the lazy page and Blueprint's table: allow for it. */

const user = (id: number, firstName: string, extra: Partial<User> = {}): User => ({
  id,
  firstName,
  lastName: 'Rossi',
  fullName: `${firstName} Rossi`,
  email: `${firstName.toLowerCase()}@example.com`,
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
  version: 1,
  invitation: null,
  ...extra,
});

const roles = [
  {
    id: 1,
    name: 'Administrator',
    isAdmin: true,
    permissions: [],
    usersCount: 1,
    users: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Editor',
    isAdmin: false,
    permissions: [{ action: 'read', subject: 'website' }],
    usersCount: 2,
    users: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
];

const page = (data: User[], total = data.length) => ({ data, total, page: 1, perPage: 10 });

const baseRoutes = {
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/roles': () => json(roles),
  'GET /api/countries': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
  'GET /api/accounts': () => json({ data: [], total: 0, page: 1, perPage: 20 }),
};

type Fetch = ReturnType<typeof mockFetch>;
const requests = (fetchMock: Fetch, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path)
    .map((request) => new URL(request.url));

describe('users list', { timeout: 20000 }, () => {
  it('renders the rows and the total the API answers', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/users': () =>
        json(page([user(11, 'Giulia'), user(12, 'Marco', { status: 'pending' })], 42)),
    });
    renderApp('/apps/user/list', { user: adminUser });

    const table = await screen.findByTestId('users-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Giulia Rossi', {}, FIRST_RENDER)).toBeTruthy();
    expect(within(table).getByText('marco@example.com')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getAllByText('Newsroom').length).toBe(2);
    expect(screen.getByTestId('users-table-pagination-range').textContent).toContain('42');
  });

  it('asks the server for the chosen page size and filters', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([user(11, 'Giulia')], 30)),
    });
    renderApp('/apps/user/list', { user: adminUser });
    await screen.findByText('Giulia Rossi', {}, FIRST_RENDER);
    expect(requests(fetchMock, 'GET', '/api/users')[0]?.searchParams.get('perPage')).toBe('10');

    fireEvent.change(screen.getByTestId('users-table-pagination-size'), {
      target: { value: '20' },
    });
    await waitFor(() =>
      expect(
        requests(fetchMock, 'GET', '/api/users').some(
          (url) => url.searchParams.get('perPage') === '20',
        ),
      ).toBe(true),
    );

    fireEvent.change(screen.getByTestId('users-filter-status'), { target: { value: 'pending' } });
    await waitFor(() => {
      const last = requests(fetchMock, 'GET', '/api/users').at(-1)!;
      expect(last.searchParams.get('status')).toBe('pending');
      expect(last.searchParams.get('perPage')).toBe('20');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('shows a server field error inline in the create dialog', async () => {
    let sent: Record<string, unknown> | undefined;
    mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([user(11, 'Giulia')])),
      'POST /api/users': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return json(
          {
            statusCode: 400,
            code: 'user.email_taken',
            message: 'The email has already been taken',
            errors: { email: ['The email has already been taken'] },
          },
          400,
        );
      },
    });
    renderApp('/apps/user/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('users-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('users-dialog');

    const set = (id: string, value: string) =>
      fireEvent.change(dialog.querySelector(`#${id}`)!, { target: { value } });
    set('user-firstName', 'Anna');
    set('user-lastName', 'Bianchi');
    set('user-email', 'not-an-email');
    await waitFor(() =>
      expect(dialog.querySelector('#user-roleId option[value="2"]')).toBeTruthy(),
    );
    set('user-roleId', '2');
    fireEvent.click(within(dialog).getByTestId('users-dialog-submit'));
    expect(await within(dialog).findByText('Invalid email format')).toBeTruthy();
    expect(sent).toBeUndefined();

    set('user-email', 'giulia@example.com');
    fireEvent.click(within(dialog).getByTestId('users-dialog-submit'));

    expect(await within(dialog).findByText('The email has already been taken')).toBeTruthy();
    expect(await screen.findByText('Failed to save user data')).toBeTruthy();
    expect(sent).toMatchObject({
      firstName: 'Anna',
      lastName: 'Bianchi',
      email: 'giulia@example.com',
      roleId: 2,
    });
    expect(sent).not.toHaveProperty('status');
  });

  it('offers a user manager only the roles they hold, and shows a coded refusal in their words', async () => {
    const manager: UserData = {
      ...adminUser,
      role: { id: 3, name: 'User desk', isAdmin: false },
      abilityRules: [
        { action: 'read', subject: 'user' },
        { action: 'write', subject: 'user' },
        { action: 'create', subject: 'user' },
      ],
    };
    mockFetch({
      ...baseRoutes,
      'GET /api/auth/me': () => json({ userData: manager }),
      'GET /api/roles': () =>
        json([
          ...roles,
          {
            ...roles[1],
            id: 4,
            name: 'User reader',
            permissions: [{ action: 'read', subject: 'user' }],
          },
        ]),
      'GET /api/users': () => json(page([user(11, 'Giulia')])),
      'POST /api/users': () =>
        json(
          {
            statusCode: 403,
            code: 'user.role.too_strong',
            message: 'You cannot assign a role with permissions you do not hold.',
          },
          403,
        ),
    });
    renderApp('/apps/user/list', { user: manager });
    fireEvent.click(await screen.findByTestId('users-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('users-dialog');
    const option = (id: number) =>
      dialog.querySelector<HTMLOptionElement>(`#user-roleId option[value="${id}"]`);
    await waitFor(() => expect(option(4)).toBeTruthy());
    // Administrator and Editor hold permissions the manager lacks; User reader does not.
    expect([option(1)!.disabled, option(2)!.disabled, option(4)!.disabled]).toEqual([
      true,
      true,
      false,
    ]);
    const set = (id: string, value: string) =>
      fireEvent.change(dialog.querySelector(`#${id}`)!, { target: { value } });
    set('user-firstName', 'Anna');
    set('user-lastName', 'Bianchi');
    set('user-email', 'anna@example.com');
    set('user-roleId', '4');
    await act(() => applyLocale('it'));
    fireEvent.click(within(dialog).getByTestId('users-dialog-submit'));
    expect(
      await within(dialog).findByText('Non puoi assegnare un ruolo con permessi che non possiedi.'),
    ).toBeTruthy();
    await act(() => applyLocale('en'));
  });

  it('asks for confirmation before deleting a user', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([user(11, 'Giulia')])),
      'DELETE /api/users/11': () => json({ message: 'User has been deleted' }),
    });
    renderApp('/apps/user/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('users-delete-11', {}, FIRST_RENDER));

    const question = await screen.findByTestId('users-delete-confirm');
    expect(question.textContent).toContain('Giulia Rossi');
    expect(requests(fetchMock, 'DELETE', '/api/users/11')).toHaveLength(0);

    const alert = question.closest('.bp6-alert') as HTMLElement;
    fireEvent.click(alert.querySelector('.bp6-alert-footer .bp6-intent-danger')!);

    expect(await screen.findByText('User has been deleted')).toBeTruthy();
    expect(requests(fetchMock, 'DELETE', '/api/users/11')).toHaveLength(1);
  });

  it('confirms a delete from the profile although its own announcement removed the profile first', async () => {
    const socket = fakeRealtime();
    let gone = false;
    let answer: (() => void) | undefined;
    mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([])),
      'GET /api/users/11': () =>
        gone
          ? json({ message: 'User not found', code: 'user.not_found' }, 404)
          : json(user(11, 'Giulia')),
      // Deleted at once; the answer is held until the announcement has redrawn the page.
      'DELETE /api/users/11': () => {
        gone = true;
        return new Promise<Response>((resolve) => {
          answer = () => resolve(json({ message: 'User has been deleted' }));
        });
      },
    });
    renderApp('/apps/user/view/11', { user: adminUser });
    const profile = await screen.findByTestId('user-profile', {}, FIRST_RENDER);
    await waitFor(() => expect(socket.listening('users.changed')).toBe(true));
    fireEvent.click(within(profile).getByRole('button', { name: 'Delete user' }));
    const question = await screen.findByTestId('users-delete-confirm');
    fireEvent.click(
      question.closest('.bp6-alert')!.querySelector('.bp6-alert-footer .bp6-intent-danger')!,
    );
    await waitFor(() => expect(answer).toBeDefined());

    socket.emit('users.changed', { action: 'deleted', id: 11, accountId: 1 });
    expect(await screen.findByText('User not found')).toBeTruthy();
    answer!();

    expect(await screen.findByText('User has been deleted')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/apps/user/list'));
  });

  it('does not offer to delete your own row, and says why', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([user(adminUser.id, 'Ada'), user(11, 'Giulia')])),
    });
    renderApp('/apps/user/list', { user: adminUser });
    const own = (await screen.findByTestId(
      `users-delete-${adminUser.id}`,
      {},
      FIRST_RENDER,
    )) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(own.getAttribute('aria-label')).toContain('You cannot delete your own account.');
    expect((screen.getByTestId('users-delete-11') as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports a failed delete with the spec message', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page([user(11, 'Giulia')])),
      'DELETE /api/users/11': () =>
        json({ statusCode: 500, code: 'server.unknown', message: 'boom' }, 500),
    });
    renderApp('/apps/user/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('users-delete-11', {}, FIRST_RENDER));
    const question = await screen.findByTestId('users-delete-confirm');
    fireEvent.click(
      (question.closest('.bp6-alert') as HTMLElement).querySelector(
        '.bp6-alert-footer .bp6-intent-danger',
      )!,
    );
    expect(await screen.findByText('Something went wrong while deleting user')).toBeTruthy();
  });

  it('refetches the list when users.changed arrives', async () => {
    const socket = fakeRealtime();
    let rows = [user(11, 'Giulia')];
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users': () => json(page(rows)),
    });
    renderApp('/apps/user/list', { user: adminUser });
    await screen.findByText('Giulia Rossi', {}, FIRST_RENDER);
    await waitFor(() => expect(socket.listening('users.changed')).toBe(true));
    const before = requests(fetchMock, 'GET', '/api/users').length;

    rows = [...rows, user(12, 'Paolo')];
    socket.emit('users.changed', { action: 'created', id: 12, accountId: 1 });

    expect(await screen.findByText('Paolo Rossi')).toBeTruthy();
    expect(requests(fetchMock, 'GET', '/api/users').length).toBeGreaterThan(before);
  });
});

describe('user page', { timeout: 20000 }, () => {
  it('shows the profile, resends a pending invite and keeps the tab in the address', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users/12': () => json(user(12, 'Marco', { status: 'pending', city: 'Torino' })),
      'POST /api/users/12/invite': () => json({ message: 'The invitation has been sent.' }),
    });
    renderApp('/apps/user/view/12', { user: adminUser });

    const profile = await screen.findByTestId('user-profile', {}, FIRST_RENDER);
    expect(within(profile).getByText('marco@example.com')).toBeTruthy();
    expect(await screen.findByText('Torino')).toBeTruthy();

    fireEvent.click(within(profile).getByTestId('user-resend-invite'));
    expect(await screen.findByText('The invitation has been sent.')).toBeTruthy();
    expect(requests(fetchMock, 'POST', '/api/users/12/invite')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Website assignments' }));
    expect(await screen.findByTestId('user-websites')).toBeTruthy();
    expect(window.location.search).toBe('?tab=websites');
  });

  it('says a pending user’s invitation was not delivered, and hands over a fresh link once', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users/14': () =>
        json(
          user(14, 'Lia', {
            status: 'pending',
            invitation: {
              state: 'failed',
              at: '2026-11-20T10:00:00.000Z',
              code: 'mail.recipient_rejected',
              smtpStatus: 550,
            },
          }),
        ),
      'POST /api/users/14/invite-link': () =>
        json({
          link: 'http://localhost/pages/authentication/set-password?token=abc',
          expiresInHours: 72,
        }),
    });
    renderApp('/apps/user/view/14', { user: adminUser });
    const profile = await screen.findByTestId('user-profile', {}, FIRST_RENDER);
    const tag = within(profile).getByTestId('user-invitation-14');
    expect(tag.textContent).toBe('Invitation not delivered');
    expect(tag.getAttribute('data-state')).toBe('failed');
    // Why, on hover: a sentence in the reader's language, by the failure's code.
    fireEvent.mouseEnter(tag);
    const why = await screen.findByText(
      /Not delivered \(.+\): The mail server refused the address \(answer 550\)\. Check the email address/,
      {},
      FIRST_RENDER,
    );
    expect(why).toBeTruthy();

    fireEvent.click(within(profile).getByTestId('user-invite-link-button'));
    const link = (await screen.findByTestId('user-invite-link')) as HTMLInputElement;
    expect(link.value).toBe('http://localhost/pages/authentication/set-password?token=abc');
    expect(screen.getByText(/Shown only now: it is not stored/)).toBeTruthy();
    expect(requests(fetchMock, 'POST', '/api/users/14/invite-link')).toHaveLength(1);
  });

  it.each(['en', 'ua'] as const)(
    'in %s, an invitation failure the build does not know reads as a sentence, never a code or raw text',
    async (locale) => {
      await act(() => applyLocale(locale));
      mockFetch({
        ...baseRoutes,
        'GET /api/users/15': () =>
          json(
            user(15, 'Ola', {
              status: 'pending',
              invitation: {
                state: 'failed',
                at: '2026-11-20T10:00:00.000Z',
                code: 'mail.something_new',
                smtpStatus: null,
              },
            }),
          ),
      });
      renderApp('/apps/user/view/15', { user: adminUser });
      const profile = await screen.findByTestId('user-profile', {}, FIRST_RENDER);
      fireEvent.mouseEnter(within(profile).getByTestId('user-invitation-15'));
      const sentence = String(i18next.t('errors.mail.failed'));
      const why = await screen.findByText((text) => text.includes(sentence), {}, FIRST_RENDER);
      expect(why.textContent).not.toMatch(/mail\.something_new|errors\./);
      await act(() => applyLocale('en'));
    },
  );

  it('checks the avatar type before uploading', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/users/12': () => json(user(12, 'Marco')),
    });
    renderApp('/apps/user/view/12', { user: adminUser });
    await screen.findByTestId('user-profile', {}, FIRST_RENDER);

    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(document.querySelector('input[name="avatar"]')!, {
      target: { files: [gif] },
    });
    expect(await screen.findByText('The picture must be a PNG or JPG image.')).toBeTruthy();
    expect(screen.queryByTestId('user-avatar-upload')).toBeNull();
    expect(requests(fetchMock, 'POST', '/api/users/12/avatar')).toHaveLength(0);
  });
});
