import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../state/keys';
import { userDataAtom } from '../../state/userDataAtom';
import {
  adminUser,
  currentLocation,
  editorUser,
  FIRST_RENDER,
  json,
  mockFetch,
  renderApp,
} from '../../test/renderApp';
import { replaceRules } from './session';

const fill = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('sign-in', () => {
  it('rejects a malformed email before calling the server', async () => {
    const fetchMock = mockFetch({});
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    fill('email', 'not-an-email');
    fill('password', 'secret');
    submit();

    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String((input as Request).url).includes('/auth/login'),
      ),
    ).toBe(false);
  });

  it('shows the server refusal in a callout', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        json(
          {
            statusCode: 401,
            code: 'auth.invalid_credentials',
            message: 'Invalid email or password',
          },
          401,
        ),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    fill('email', 'someone@example.com');
    fill('password', 'wrong');
    submit();

    const callout = await screen.findByTestId('login-error');
    expect(within(callout).getByText('Invalid email or password')).toBeTruthy();
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
  });

  it('sends an anonymous visitor to sign-in and back to the page afterwards', async () => {
    let body: unknown;
    mockFetch({
      'POST /api/auth/login': async (request) => {
        body = await request.json();
        return json({ userData: editorUser, accessToken: 'token' });
      },
      'GET /api/auth/me': () => json({ userData: editorUser }),
    });
    renderApp('/apps/websites/list?page=2');

    await screen.findByRole('button', { name: 'Sign in' });
    expect(currentLocation()).toBe('/login?to=%2Fapps%2Fwebsites%2Flist%3Fpage%3D2');

    fill('email', 'editor@example.com');
    fill('password', 'pw');
    submit();

    await waitFor(() => expect(currentLocation()).toBe('/apps/websites/list?page=2'));
    expect(body).toEqual({ email: 'editor@example.com', password: 'pw' });
    expect(await screen.findByTestId('websites-search', {}, FIRST_RENDER)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.userData)!).id).toBe(editorUser.id);
  });

  it('ignores a `to` that leaves the site', async () => {
    mockFetch({
      'POST /api/auth/login': () => json({ userData: editorUser, accessToken: 'token' }),
      'GET /api/auth/me': () => json({ userData: editorUser }),
    });
    renderApp('/login?to=//evil.example/x');
    await screen.findByRole('button', { name: 'Sign in' });
    fill('email', 'editor@example.com');
    fill('password', 'pw');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/dashboards'));
  });
});

describe('the / route', () => {
  it('opens the dashboards for a stored user with a role', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ userData: editorUser }),
      'GET /api/dashboard/summary': () =>
        json({ from: null, to: new Date().toISOString(), totals: {}, websites: [] }),
    });
    renderApp('/', { user: editorUser });
    expect(await screen.findByText('No statistics yet')).toBeTruthy();
    expect(currentLocation()).toBe('/dashboards');
  });

  it('opens sign-in for a visitor, keeping the query string', async () => {
    mockFetch({});
    renderApp('/?to=%2Fapps%2Fanalytics');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(currentLocation()).toBe('/login?to=%2Fapps%2Fanalytics');
  });
});

describe('session', () => {
  it('sends a user without the permission to /not-authorized and hides the link', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ userData: editorUser }) });
    renderApp('/apps/settings', { user: editorUser });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
    expect(currentLocation()).toBe('/not-authorized');
  });

  it('clears a stored user the server no longer knows (401 on /me)', async () => {
    mockFetch({
      'GET /api/auth/me': () =>
        json({ statusCode: 401, code: 'auth.sign_in_required', message: 'Unauthorized' }, 401),
    });
    renderApp('/dashboards', { user: adminUser });
    await waitFor(() => expect(currentLocation()).toBe('/login?to=%2Fdashboards'));
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
  });

  it('signs out from the user menu', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderApp('/dashboards', { user: adminUser });
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String((input as Request).url).endsWith('/api/auth/logout'),
      ),
    ).toBe(true);
  });

  it('follows new permission rules at once (navigation and guard)', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ userData: adminUser }) });
    const { store, queryClient } = renderApp('/apps/settings', { user: adminUser });
    expect(await screen.findByTestId('nav-link-/apps/settings')).toBeTruthy();

    act(() => replaceRules(store, queryClient, [{ action: 'read', subject: 'website' }]));

    await waitFor(() => expect(currentLocation()).toBe('/not-authorized'));
    expect(store.get(userDataAtom)?.abilityRules).toEqual([{ action: 'read', subject: 'website' }]);
  });
});
