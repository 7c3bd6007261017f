import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/accounts';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { cardFields } from '../../test/cardFields';
import { setElementWidth } from '../../test/elementWidth';

withTableViewport();

const plans = [
  { id: 1, code: 'free', name: 'Free', monthlyTokenLimit: 200000, monthlyCharacterLimit: 500000 },
  {
    id: 2,
    code: 'premium',
    name: 'Premium',
    monthlyTokenLimit: 5000000,
    monthlyCharacterLimit: null,
  },
  {
    id: 3,
    code: 'enterprise',
    name: 'Enterprise',
    monthlyTokenLimit: null,
    monthlyCharacterLimit: null,
  },
] as const;

const account = (id: number, name: string, plan: (typeof plans)[number], users = 0): Account => ({
  id,
  version: 1,
  name,
  plan: { id: plan.id, code: plan.code, name: plan.name },
  usersCount: users,
  websitesCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const newsroom = account(1, 'Newsroom', plans[1], 3);
const quiet = account(2, 'Quiet Desk', plans[0]);
const page = (data: Account[]) => ({ data, total: data.length, page: 1, perPage: 10 });
const base = {
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/plans': () => json(plans),
};

describe('accounts page', () => {
  it('shows name, plan tag, users and websites counts', async () => {
    mockFetch({ ...base, 'GET /api/accounts': () => json(page([newsroom, quiet])) });
    renderApp('/apps/accounts/list', { user: adminUser });

    const table = await screen.findByTestId('accounts-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Newsroom')).toBeTruthy();
    expect(within(table).getByText('Premium').closest('.bp6-tag')).toBeTruthy();
    expect(within(table).getByText('Free')).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();
  });

  it('does not offer to delete an account with members, and says why', async () => {
    const fetchMock = mockFetch({ ...base, 'GET /api/accounts': () => json(page([newsroom])) });
    renderApp('/apps/accounts/list', { user: adminUser });
    const remove = (await screen.findByTestId(
      'accounts-delete-1',
      {},
      FIRST_RENDER,
    )) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-label')).toContain(
      'Cannot delete account with active users or websites.',
    );
    fireEvent.click(remove);
    expect(screen.queryByTestId('accounts-delete-confirm')).toBeNull();
    expect(fetchMock.mock.calls.some(([r]) => r instanceof Request && r.method === 'DELETE')).toBe(
      false,
    );
  });

  it('shows the refusal when members arrived since the list was read', async () => {
    mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([{ ...newsroom, usersCount: 0, websitesCount: 0 }])),
      'DELETE /api/accounts/1': () =>
        json(
          {
            statusCode: 409,
            code: 'account.has_members',
            message: 'Cannot delete account with active users or websites.',
          },
          409,
        ),
    });
    renderApp('/apps/accounts/list', { user: adminUser });

    fireEvent.click(await screen.findByTestId('accounts-delete-1', {}, FIRST_RENDER));
    expect(await screen.findByTestId('accounts-delete-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Cannot delete account with active users or websites.'),
    ).toBeTruthy();
    expect(screen.queryByText('Operation completed.')).toBeNull();
  });

  it('reports any other delete failure with the spec message', async () => {
    mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([quiet])),
      'DELETE /api/accounts/2': () =>
        json({ statusCode: 500, code: 'server.unknown', message: 'boom' }, 500),
    });
    renderApp('/apps/accounts/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('accounts-delete-2', {}, FIRST_RENDER));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong while deleting account')).toBeTruthy();
  });

  it('checks the name, then creates the account with its plan', async () => {
    let body: unknown;
    mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([newsroom])),
      'POST /api/accounts': async (request) => {
        body = await request.json();
        return json({ message: 'Account created or updated successfully', data: quiet }, 201);
      },
    });
    renderApp('/apps/accounts/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('accounts-create', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('accounts-dialog');

    fireEvent.click(within(dialog).getByTestId('accounts-save'));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'x'.repeat(255) } });
    fireEvent.click(within(dialog).getByTestId('accounts-save'));
    expect(within(dialog).getByText('Name must be less than 255 characters')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Quiet Desk' } });
    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'enterprise' } });
    fireEvent.click(within(dialog).getByTestId('accounts-save'));

    expect(await screen.findByText('Account created or updated successfully')).toBeTruthy();
    expect(body).toEqual({ name: 'Quiet Desk', plan: 'enterprise' });
  });

  it('shows each plan’s monthly limits and saves new ones (empty: unlimited)', async () => {
    let body: unknown;
    mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([newsroom])),
      'PATCH /api/plans/1': async (request) => {
        body = await request.json();
        return json({
          message: 'The plan has been saved',
          data: { ...plans[0], ...(body as object) },
        });
      },
    });
    renderApp('/apps/accounts/list', { user: adminUser });
    const card = await screen.findByTestId('plan-limits', {}, FIRST_RENDER);
    const free = await within(card).findByTestId('plan-limits-free');
    expect(free.textContent).toContain('200,000');
    expect(free.textContent).toContain('500,000');
    expect(within(card).getByTestId('plan-limits-enterprise').textContent).toContain('Unlimited');

    fireEvent.click(within(card).getByTestId('plan-limits-edit-free'));
    const dialog = await screen.findByTestId('plan-limits-dialog');
    fireEvent.change(within(dialog).getByLabelText('AI tokens per month'), {
      target: { value: '-3' },
    });
    fireEvent.click(within(dialog).getByTestId('plan-limits-save'));
    expect(
      within(dialog).getByText('Enter a whole number from 0 to 4,000,000,000, or leave empty.'),
    ).toBeTruthy();
    expect(body).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('AI tokens per month'), {
      target: { value: '1000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Translated characters per month'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByTestId('plan-limits-save'));
    expect(await screen.findByText('The plan has been saved')).toBeTruthy();
    expect(body).toEqual({ monthlyTokenLimit: 1000, monthlyCharacterLimit: null });
  });

  it('on a phone, shows each plan’s limits as a card, every label beside its value, edit included', async () => {
    setElementWidth(358);
    mockFetch({ ...base, 'GET /api/accounts': () => json(page([newsroom])) });
    renderApp('/apps/accounts/list', { user: adminUser });
    const card = await screen.findByTestId('plan-limits', {}, FIRST_RENDER);
    await waitFor(() =>
      expect(within(card).getByTestId('plan-limits-table').dataset.view).toBe('cards'),
    );
    expect(within(card).queryByRole('table')).toBeNull();
    const free = within(card).getByTestId('plan-limits-free');
    expect(cardFields(free)).toEqual([
      ['Plan', 'Free'],
      ['AI tokens per month', '200,000'],
      ['Translated characters per month', '500,000'],
      ['Actions', ''],
    ]);
    fireEvent.click(within(free).getByTestId('plan-limits-edit-free'));
    expect(await screen.findByTestId('plan-limits-dialog')).toBeTruthy();
  });

  it('says so when the account to edit cannot be loaded', async () => {
    mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([newsroom])),
      'GET /api/accounts/1': () =>
        json({ statusCode: 404, code: 'account.not_found', message: 'Account not found' }, 404),
    });
    renderApp('/apps/accounts/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('accounts-edit-1', {}, FIRST_RENDER));
    expect(await screen.findByText('Failed to load account data')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('accounts-dialog')).toBeNull());
  });

  it('filters by plan on the server and follows accounts.changed', async () => {
    const socket = fakeRealtime();
    let rows = [newsroom];
    const fetchMock = mockFetch({ ...base, 'GET /api/accounts': () => json(page(rows)) });
    renderApp('/apps/accounts/list', { user: adminUser });
    await screen.findByText('Newsroom', {}, FIRST_RENDER);

    fireEvent.change(screen.getByTestId('accounts-plan-filter'), { target: { value: 'premium' } });
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/accounts').some(
          (request) => new URL(request.url).searchParams.get('plan') === 'premium',
        ),
      ).toBe(true),
    );

    await waitFor(() => expect(socket.listening('accounts.changed')).toBe(true));
    rows = [newsroom, account(3, 'Late Edition', plans[1])];
    socket.emit('accounts.changed', { action: 'created', id: 3 });
    expect(await screen.findByText('Late Edition')).toBeTruthy();
  });

  it('keeps the webhook’s address and secret (never shown again), sends a test, and says how the last post went', async () => {
    let saved: unknown = null;
    let hook = {
      url: null as string | null,
      secretSet: false,
      lastAttemptAt: null as string | null,
      lastOutcome: null as string | null,
    };
    const fetchMock = mockFetch({
      ...base,
      'GET /api/accounts': () => json(page([newsroom])),
      'GET /api/accounts/1/webhook': () => json(hook),
      'PUT /api/accounts/1/webhook': async (request) => {
        saved = await request.json();
        hook = { ...hook, url: 'https://hooks.slack.com/services/T0/B0/X', secretSet: true };
        return json(hook);
      },
      'POST /api/accounts/1/webhook/test': () => {
        hook = {
          ...hook,
          lastAttemptAt: '2026-12-06T10:00:00.000Z',
          lastOutcome: 'webhook.refused:410',
        };
        return json(
          { statusCode: 502, code: 'webhook.refused', message: 'refused', params: { status: 410 } },
          502,
        );
      },
    });
    renderApp('/apps/accounts/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('accounts-webhook-1', {}, FIRST_RENDER));
    const form = await screen.findByTestId('account-webhook-form');
    // A new webhook needs its secret: refused before anything is sent.
    fireEvent.change(within(form).getByLabelText('Webhook address'), {
      target: { value: 'https://hooks.slack.com/services/T0/B0/X' },
    });
    fireEvent.change(within(form).getByLabelText('Signing secret'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('account-webhook-save'));
    expect(
      await within(form).findByText('The secret must be at least 16 characters.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT', '/api/accounts/1/webhook')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Signing secret'), {
      target: { value: 'desk-webhook-secret-0001' },
    });
    fireEvent.click(screen.getByTestId('account-webhook-save'));
    await waitFor(() =>
      expect(saved).toEqual({
        url: 'https://hooks.slack.com/services/T0/B0/X',
        secret: 'desk-webhook-secret-0001',
      }),
    );
    expect(await screen.findByText('The webhook is saved.')).toBeTruthy();
    // The secret is kept on the server, not shown: the field is empty and says it is kept.
    expect((within(form).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('');
    expect(form.textContent).toContain('A secret is kept.');

    fireEvent.click(await screen.findByTestId('account-webhook-test'));
    expect(
      await screen.findByText('The webhook refused the post (410): check its address and secret.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('account-webhook-last').textContent).toContain(
        'The webhook refused the post (410)',
      ),
    );
  });
});
