import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role, RoleTestBody } from '../../api/roles';
import { applyLocale } from '../../i18n';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { EDITOR_ACTIONS, GRANTABLE_PERMISSIONS, SUBJECTS } from './subjects';

const role = (id: number, name: string, extra: Partial<Role> = {}): Role => ({
  id,
  version: 1,
  name,
  isAdmin: false,
  permissions: [{ action: 'read', subject: 'website' }],
  usersCount: 0,
  users: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const roles = [
  role(1, 'Administrator', {
    isAdmin: true,
    permissions: [],
    usersCount: 7,
    users: [
      { id: 1, name: 'Ada Admin', avatar: null },
      { id: 2, name: 'Bo Boss', avatar: null },
    ],
  }),
  role(2, 'Editor', { usersCount: 3, users: [{ id: 3, name: 'Eddie Editor', avatar: null }] }),
];

const baseRoutes = {
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/roles': () => json(roles),
};
const confirmAlert = (testId: string) =>
  fireEvent.click(
    (screen.getByTestId(testId).closest('.bp6-alert') as HTMLElement).querySelector(
      '.bp6-alert-footer .bp6-intent-danger',
    )!,
  );

describe('roles page', { timeout: 20000 }, () => {
  it('shows a card per role with its users and the Administrator badge', async () => {
    mockFetch(baseRoutes);
    renderApp('/apps/roles', { user: adminUser });
    const admin = await screen.findByTestId('role-card-1', {}, FIRST_RENDER);
    expect(within(admin).getByText('Users: 7')).toBeTruthy();
    expect(within(admin).getByText('+5')).toBeTruthy();
    expect(within(admin).getAllByText('Administrator').length).toBe(2);
    expect(within(screen.getByTestId('role-card-2')).getByText('Users: 3')).toBeTruthy();
  });

  it("opens a role's History: who changed it, before → after", async () => {
    let asked: URL | undefined;
    mockFetch({
      ...baseRoutes,
      'GET /api/audit': (request) => {
        asked = new URL(request.url);
        return json({
          data: [
            {
              id: '9',
              at: '2026-12-05T10:00:00.000Z',
              actorId: 1,
              actorName: 'Ada Admin',
              actorEmail: 'admin@example.com',
              ip: '203.0.113.9',
              userAgent: null,
              subject: 'role',
              subjectId: 2,
              label: 'Editor',
              action: 'updated',
              changes: [{ field: 'name', before: 'Editors', after: 'Editor' }],
            },
          ],
          total: 1,
          totalExact: true,
          perPage: 20,
          nextCursor: null,
        });
      },
    });
    renderApp('/apps/roles', { user: adminUser });
    fireEvent.click(await screen.findByTestId('role-history-2', {}, FIRST_RENDER));
    const history = await screen.findByTestId('record-history');
    expect(within(history).getByText(/Ada Admin/)).toBeTruthy();
    expect(within(history).getByText('Editors')).toBeTruthy();
    expect(asked?.searchParams.get('subject')).toBe('role');
    expect(asked?.searchParams.get('subjectId')).toBe('2');
  });

  it('ticks every box with Select All and sends them all, offering only read on shared subjects', async () => {
    let sent: { name: string; isAdmin: boolean; permissions: unknown[] } | undefined;
    mockFetch({
      ...baseRoutes,
      'POST /api/roles': async (request) => {
        sent = (await request.json()) as typeof sent;
        return json(role(3, 'Desk'), 201);
      },
    });
    renderApp('/apps/roles', { user: adminUser });
    fireEvent.click(await screen.findByTestId('roles-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('roles-dialog');
    const boxes = () => [
      ...dialog.querySelectorAll<HTMLInputElement>('input[data-testid^="role-permission-"]'),
    ];
    expect(boxes()).toHaveLength(GRANTABLE_PERMISSIONS.length);
    expect(GRANTABLE_PERMISSIONS.length).toBeLessThan(SUBJECTS.length * EDITOR_ACTIONS.length);
    expect(within(dialog).getByTestId('role-permission-external-provider-read')).toBeTruthy();
    expect(within(dialog).queryByTestId('role-permission-external-provider-write')).toBeNull();
    expect(
      within(dialog).getByTestId('role-permission-external-provider-admin-only').textContent,
    ).toMatch(/Administrators only/);
    expect(boxes().some((box) => box.checked)).toBe(false);

    fireEvent.click(within(dialog).getByTestId('role-select-all'));
    expect(boxes().every((box) => box.checked)).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Desk' } });
    fireEvent.click(within(dialog).getByTestId('roles-dialog-submit'));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(sent?.name).toBe('Desk');
    expect(sent?.isAdmin).toBe(false);
    expect(sent?.permissions).toHaveLength(GRANTABLE_PERMISSIONS.length);
    expect(sent?.permissions).toContainEqual({ action: 'create', subject: 'website' });
    expect(sent?.permissions).toContainEqual({ action: 'read', subject: 'external-provider' });
    expect(sent?.permissions).not.toContainEqual({ action: 'write', subject: 'external-provider' });
  });

  it('says what each permission allows, and ticking write or create ticks the read it needs', async () => {
    let sent: { permissions: unknown[] } | undefined;
    mockFetch({
      ...baseRoutes,
      'POST /api/roles': async (request) => {
        sent = (await request.json()) as typeof sent;
        return json(role(3, 'Desk'), 201);
      },
    });
    renderApp('/apps/roles', { user: adminUser });
    fireEvent.click(await screen.findByTestId('roles-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('roles-dialog');
    expect(within(dialog).getByTestId('role-permission-article-help').textContent).toContain(
      'clone them into websites one can edit',
    );
    expect(within(dialog).getByTestId('role-permission-website-help').textContent).toContain(
      'change the connection and settings',
    );
    const box = (id: string) =>
      within(dialog).getByTestId(`role-permission-${id}`) as HTMLInputElement;
    fireEvent.click(box('article-write'));
    expect(box('article-read').checked).toBe(true);
    // Read stays while write needs it, and says why.
    expect(box('article-read').disabled).toBe(true);
    expect(box('article-read').closest('td')!.getAttribute('title')).toBe(
      'Included: write and create need read',
    );
    fireEvent.click(box('article-write'));
    expect(box('article-read').disabled).toBe(false);
    expect(box('article-read').checked).toBe(true);
    fireEvent.click(box('article-read'));
    expect(box('article-read').checked).toBe(false);
    fireEvent.click(box('prompt-write'));
    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Desk' } });
    fireEvent.click(within(dialog).getByTestId('roles-dialog-submit'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(sent?.permissions).toEqual(
      expect.arrayContaining([
        { action: 'read', subject: 'prompt' },
        { action: 'write', subject: 'prompt' },
      ]),
    );
    expect(sent?.permissions).toHaveLength(2);
  });

  it('shows a taken name on the name field', async () => {
    mockFetch({
      ...baseRoutes,
      'POST /api/roles': () =>
        json(
          {
            statusCode: 409,
            code: 'role.name_taken',
            message: 'A role with this name already exists.',
          },
          409,
        ),
    });
    renderApp('/apps/roles', { user: adminUser });
    fireEvent.click(await screen.findByTestId('roles-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('roles-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Editor' } });
    fireEvent.click(within(dialog).getByTestId('roles-dialog-submit'));

    expect(await within(dialog).findByText('A role with this name already exists.')).toBeTruthy();
    expect(await screen.findByText('Failed to save role data')).toBeTruthy();
  });

  it('does not offer to delete a role people hold, and says why', async () => {
    mockFetch(baseRoutes);
    renderApp('/apps/roles', { user: adminUser });
    const remove = (await screen.findByTestId(
      'role-delete-2',
      {},
      FIRST_RENDER,
    )) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-label')).toContain('There are users assigned to this role.');
    fireEvent.click(remove);
    expect(screen.queryByTestId('roles-delete-confirm')).toBeNull();
  });

  it('confirms a delete and reports a role given to someone since the list was read', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/roles': () => json([roles[0], { ...roles[1], usersCount: 0, users: [] }]),
      'DELETE /api/roles/2': () =>
        json(
          {
            statusCode: 409,
            code: 'role.in_use',
            message: 'There are users assigned to this role.',
          },
          409,
        ),
    });
    renderApp('/apps/roles', { user: adminUser });
    fireEvent.click(await screen.findByTestId('role-delete-2', {}, FIRST_RENDER));
    expect((await screen.findByTestId('roles-delete-confirm')).textContent).toContain('Editor');
    confirmAlert('roles-delete-confirm');
    expect(await screen.findByText('There are users assigned to this role.')).toBeTruthy();
  });
});

describe('permissions page', { timeout: 20000 }, () => {
  it('lists each subject and action with the roles holding it, searchable', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/permissions': () =>
        json({
          subjects: [...SUBJECTS],
          actions: [...EDITOR_ACTIONS],
          data: SUBJECTS.flatMap((subject) =>
            EDITOR_ACTIONS.map((action) => ({
              subject,
              action,
              roles:
                subject === 'website' && action === 'read'
                  ? [
                      { id: 1, name: 'Administrator' },
                      { id: 2, name: 'Editor' },
                    ]
                  : [{ id: 1, name: 'Administrator' }],
            })),
          ),
        }),
    });
    renderApp('/apps/permissions', { user: adminUser });
    const table = await screen.findByTestId('permissions-table', {}, FIRST_RENDER);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(
      SUBJECTS.length * EDITOR_ACTIONS.length,
    );
    expect(within(screen.getByTestId('permission-website-read')).getByText('Editor')).toBeTruthy();

    fireEvent.change(screen.getByTestId('permissions-search'), { target: { value: 'editor' } });
    await waitFor(() =>
      expect(screen.getByTestId('permissions-table').querySelectorAll('tbody tr')).toHaveLength(1),
    );
    // The built-in roles' chips read in the reader's language, and are found by it.
    try {
      await act(() => applyLocale('ua'));
      expect(
        within(screen.getByTestId('permission-website-read')).getByText('Редактор'),
      ).toBeTruthy();
      fireEvent.change(screen.getByTestId('permissions-search'), {
        target: { value: 'редактор' },
      });
      await waitFor(() =>
        expect(screen.getByTestId('permissions-table').querySelectorAll('tbody tr')).toHaveLength(
          1,
        ),
      );
    } finally {
      await act(() => applyLocale('en'));
    }
  });
});

describe('role test page', { timeout: 20000 }, () => {
  it('sends the guarded routes and shows what the role may do', async () => {
    let sent: RoleTestBody | undefined;
    mockFetch({
      ...baseRoutes,
      'POST /api/roles/test': async (request) => {
        sent = (await request.json()) as RoleTestBody;
        return json({
          role: { id: 2, name: 'Editor', isAdmin: false },
          user: null,
          abilityRules: [{ action: 'read', subject: 'website' }],
          manageAll: false,
          routes: sent.routes!.map((route) => ({
            ...route,
            can: route.subject === 'website' && route.action === 'read',
          })),
          permissions: SUBJECTS.flatMap((subject) =>
            EDITOR_ACTIONS.map((action) => ({
              subject,
              action,
              can: subject === 'website' && action === 'read',
            })),
          ),
        });
      },
    });
    renderApp('/apps/roles/test', { user: adminUser });
    const input = await screen.findByTestId('role-test-role', {}, FIRST_RENDER);
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Edi' } });
    fireEvent.click(await screen.findByText('Editor'));

    const results = await screen.findByTestId('role-test-results');
    expect(sent?.roleId).toBe(2);
    expect(sent?.routes).toContainEqual({
      path: '/apps/user/list',
      action: 'read',
      subject: 'user',
    });
    expect(sent?.routes).toContainEqual({
      path: '/apps/settings',
      action: 'manage',
      subject: 'all',
    });
    const users = within(results).getByTestId('role-test-route-/apps/user/list');
    expect(within(users).getByText('Denied')).toBeTruthy();
    const websites = within(results).getByTestId('role-test-route-/apps/websites/list');
    expect(within(websites).getByText('Allowed')).toBeTruthy();
    expect(screen.getByTestId('role-test-can-website-read').dataset.can).toBe('true');
    expect(screen.getByTestId('role-test-can-website-write').dataset.can).toBe('false');
  });
});
