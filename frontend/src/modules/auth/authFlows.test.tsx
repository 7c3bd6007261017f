import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../state/keys';
import { requestsTo } from '../../test/fakeRealtime';
import {
  currentLocation,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';

const fill = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

describe('registration', () => {
  it('is closed on a fresh install: no sign-up link, and /register says whom to ask', async () => {
    mockFetch({});
    renderApp('/login', { info: {} });
    await screen.findByText('Forgot password?', {}, FIRST_RENDER);
    expect(screen.queryByText('Create an account')).toBeNull();
    // The sign-in page's app goes first: two apps would both follow the address to /register.
    cleanup();
    renderApp('/register', { info: {} });
    expect((await screen.findByTestId('registration-closed', {}, FIRST_RENDER)).textContent).toBe(
      'Registration is closed. Ask an administrator to invite you.',
    );
    expect(screen.queryByTestId('register-form')).toBeNull();
  });

  it('creates a pending user, opens /verify-email-sent and resends the link', async () => {
    let registered: unknown;
    let resent: unknown;
    mockFetch({
      'POST /api/auth/register': async (request) => {
        registered = await request.json();
        return json({ message: 'Your account has been created.' }, 201);
      },
      'POST /api/auth/resend-verification': async (request) => {
        resent = await request.json();
        return json({ message: 'sent' }, 202);
      },
    });
    renderApp('/register', { info: { registrationOpen: true } });
    await screen.findByTestId('register-form', {}, FIRST_RENDER);

    fill('firstName', 'Jane');
    fill('lastName', 'Doe');
    fill('email', 'Jane@Example.com');
    fill('password', 'a sturdy passphrase');
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(currentLocation()).toBe('/verify-email-sent'));
    expect(registered).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'Jane@Example.com',
      password: 'a sturdy passphrase',
      locale: 'en',
    });
    expect((await screen.findByTestId('pending-email', {}, FIRST_RENDER)).textContent).toBe(
      'jane@example.com',
    );

    fireEvent.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByTestId('resend-done')).toBeTruthy();
    expect(resent).toEqual({ email: 'jane@example.com' });
  });

  it('checks the fields first, then shows the server policy beside the password', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': () =>
        json(
          {
            statusCode: 400,
            code: 'password.too_common',
            message: 'This password is too common. Choose a less predictable one.',
            errors: {
              password: ['This password is too common. Choose a less predictable one.'],
              email: ['The email has already been taken'],
            },
          },
          400,
        ),
    });
    renderApp('/pages/authentication/register-v2', { info: { registrationOpen: true } });
    await screen.findByTestId('register-v2-page', {}, FIRST_RENDER);

    fill('email', 'not-an-email');
    fill('password', 'short');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);

    fill('firstName', 'Jane');
    fill('lastName', 'Doe');
    fill('email', 'jane@example.com');
    fill('password', 'password1');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(
      await screen.findByText('This password is too common. Choose a less predictable one.'),
    ).toBeTruthy();
    expect(screen.getByText('The email has already been taken')).toBeTruthy();
    expect(currentLocation()).toBe('/pages/authentication/register-v2');
  });
});

describe('email confirmation', () => {
  it('confirms the token from the link once and offers sign-in', async () => {
    let body: unknown;
    const fetchMock = mockFetch({
      'POST /api/auth/verify-email': async (request) => {
        body = await request.json();
        return json({ message: 'ok' });
      },
    });
    renderApp('/pages/authentication/verify-email-v1?token=abc123');
    expect(await screen.findByTestId('verify-email-success', {}, FIRST_RENDER)).toBeTruthy();
    expect(body).toEqual({ token: 'abc123' });
    expect(requestsTo(fetchMock, 'POST', '/api/auth/verify-email')).toHaveLength(1);
    expect(screen.getByTestId('verify-email-login').getAttribute('href')).toBe('/login');
  });

  it('shows the error of a used or expired link', async () => {
    mockFetch({
      'POST /api/auth/verify-email': () =>
        json(
          {
            statusCode: 400,
            code: 'auth.invalid_link',
            message: 'This link is invalid or has expired.',
            errors: { token: ['This link is invalid or has expired.'] },
          },
          400,
        ),
    });
    renderApp('/pages/authentication/verify-email-v2?token=used');
    const error = await screen.findByTestId('verify-email-error', {}, FIRST_RENDER);
    expect(error.textContent).toBe('This link is invalid or has expired.');
  });
});

describe('forgotten password', () => {
  it.each(['/forgot-password', '/pages/authentication/forgot-password-v2'])(
    '%s gives the same confirmation for any email',
    async (path) => {
      const asked: string[] = [];
      mockFetch({
        'POST /api/auth/forgot-password': async (request) => {
          asked.push(((await request.json()) as { email: string }).email);
          return json({ message: 'If an account exists…' }, 202);
        },
      });
      const confirmation = async (email: string) => {
        const view = renderApp(path);
        await screen.findByTestId('forgot-password-form', {}, FIRST_RENDER);
        fill('email', email);
        fireEvent.click(screen.getByTestId('forgot-password-submit'));
        const text = (await screen.findByTestId('forgot-password-sent')).textContent;
        view.unmount();
        return text;
      };

      const known = await confirmation('admin@example.com');
      const unknown = await confirmation('nobody@example.com');
      expect(known).toBe(unknown);
      expect(known).toContain(
        'If an account exists for this email, a link to reset the password is on its way.',
      );
      expect(asked).toEqual(['admin@example.com', 'nobody@example.com']);
    },
  );
});

describe('new password from a link', () => {
  it('shows the server policy inline, then signs in again after success', async () => {
    let attempt = 0;
    let body: unknown;
    mockFetch({
      'POST /api/auth/reset-password': async (request) => {
        body = await request.json();
        attempt += 1;
        return attempt === 1
          ? json(
              {
                statusCode: 400,
                code: 'password.too_common',
                message: 'This password is too common. Choose a less predictable one.',
                errors: {
                  password: ['This password is too common. Choose a less predictable one.'],
                },
              },
              400,
            )
          : json({ message: 'Your password has been changed. You can now sign in.' });
      },
    });
    renderApp('/pages/authentication/reset-password-v1?token=tok');
    await screen.findByTestId('reset-password-form', {}, FIRST_RENDER);

    fill('password', 'password123');
    fill('confirmPassword', 'password124');
    fireEvent.click(screen.getByTestId('reset-password-form-submit'));
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();

    fill('confirmPassword', 'password123');
    fireEvent.click(screen.getByTestId('reset-password-form-submit'));
    expect(
      await screen.findByText('This password is too common. Choose a less predictable one.'),
    ).toBeTruthy();

    fill('password', 'quiet harbour lanterns');
    fill('confirmPassword', 'quiet harbour lanterns');
    fireEvent.click(screen.getByTestId('reset-password-form-submit'));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(body).toEqual({ token: 'tok', password: 'quiet harbour lanterns' });
    expect(
      await screen.findByText('Your password has been changed. You can now sign in.'),
    ).toBeTruthy();
  });

  it('says the invitation link is missing its token', async () => {
    mockFetch({});
    renderApp('/pages/authentication/set-password');
    expect(
      await screen.findByTestId('set-password-form-invalid-link', {}, FIRST_RENDER),
    ).toBeTruthy();
  });
});

describe('two-step sign-in', () => {
  it('posts the code with the challenge token and stores the user like a plain sign-in', async () => {
    let second: unknown;
    mockFetch({
      'POST /api/auth/login': () => json({ twoFactorRequired: true, challengeToken: 'chal-1' }),
      'POST /api/auth/login/2fa': async (request) => {
        second = await request.json();
        return json({ userData: editorUser, accessToken: 'token' });
      },
      'GET /api/auth/me': () => json({ userData: editorUser }),
    });
    renderApp('/login?to=%2Fapps%2Fprofile');
    await screen.findByRole('button', { name: 'Sign in' }, FIRST_RENDER);
    fill('email', 'editor@example.com');
    fill('password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/pages/authentication/two-steps-v1?challenge=chal-1&to=%2Fapps%2Fprofile',
      ),
    );
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
    const first = await screen.findByTestId('two-steps-digit-0', {}, FIRST_RENDER);
    fireEvent.paste(first, { clipboardData: { getData: () => '123 456' } });

    await waitFor(() => expect(currentLocation()).toBe('/apps/profile'));
    expect(second).toEqual({ challengeToken: 'chal-1', code: '123456' });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.userData)!).id).toBe(editorUser.id);
  });

  it('moves box to box while typing and accepts a recovery code instead', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/auth/login/2fa': async (request) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? json(
              { statusCode: 401, code: 'auth.invalid_code', message: 'The code is not valid.' },
              401,
            )
          : json({ userData: editorUser, accessToken: 'token' });
      },
      'GET /api/auth/me': () => json({ userData: editorUser }),
    });
    renderApp('/pages/authentication/two-steps-v2?challenge=chal-2');
    const digits = await screen.findByRole('group', { name: 'Verification code' }, FIRST_RENDER);
    for (const [index, digit] of [...'654321'].entries()) {
      const box = within(digits).getByTestId(`two-steps-digit-${index}`);
      expect(document.activeElement).toBe(box);
      fireEvent.change(box, { target: { value: digit } });
    }
    expect(
      await screen.findByText(
        'The code is wrong. Enter the current code from your authenticator app.',
      ),
    ).toBeTruthy();
    expect(bodies[0]).toEqual({ challengeToken: 'chal-2', code: '654321' });

    fireEvent.click(screen.getByTestId('two-steps-toggle-mode'));
    fill('recoveryCode', ' k7m2p-x9q4t ');
    fireEvent.click(screen.getByTestId('two-steps-submit'));
    await waitFor(() => expect(currentLocation()).toBe('/dashboards'));
    expect(bodies[1]).toEqual({ challengeToken: 'chal-2', recoveryCode: 'k7m2p-x9q4t' });
  });

  it('sends an expired challenge back to sign-in', async () => {
    mockFetch({
      'POST /api/auth/login/2fa': () =>
        json(
          {
            statusCode: 401,
            code: 'auth.challenge_expired',
            message: 'Your sign-in has expired. Please sign in again.',
          },
          401,
        ),
    });
    renderApp('/pages/authentication/two-steps-v1?challenge=old');
    const first = await screen.findByTestId('two-steps-digit-0', {}, FIRST_RENDER);
    fireEvent.paste(first, { clipboardData: { getData: () => '111111' } });
    expect(await screen.findByTestId('two-steps-expired')).toBeTruthy();
  });
});

describe('an account strangers guessed at', () => {
  it('says a link was mailed when the password is not enough on its own', async () => {
    const message =
      'Too many failed sign-ins on this account. If the password was right, we have emailed you a link to finish signing in.';
    mockFetch({
      'POST /api/auth/login': () =>
        json({ statusCode: 401, code: 'auth.account_locked', message }, 401),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' }, FIRST_RENDER);
    fill('email', 'editor@example.com');
    fill('password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain(message);
  });

  it('signs in from the mailed link once, like a sign-in', async () => {
    let body: unknown;
    const fetchMock = mockFetch({
      'POST /api/auth/unlock': async (request) => {
        body = await request.json();
        return json({ userData: editorUser, accessToken: 'token' });
      },
      'GET /api/auth/me': () => json({ userData: editorUser }),
    });
    renderApp('/pages/authentication/unlock?token=tok-1');
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.userData)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.userData)!).id).toBe(editorUser.id);
    await waitFor(() => expect(currentLocation()).not.toMatch(/^\/pages\/authentication/));
    expect(body).toEqual({ token: 'tok-1' });
    expect(requestsTo(fetchMock, 'POST', '/api/auth/unlock')).toHaveLength(1);
  });

  it('shows the error of a used link', async () => {
    mockFetch({
      'POST /api/auth/unlock': () =>
        json(
          {
            statusCode: 400,
            code: 'auth.invalid_link',
            message: 'This link is invalid or has expired.',
            errors: { token: ['This link is invalid or has expired.'] },
          },
          400,
        ),
    });
    renderApp('/pages/authentication/unlock?token=used');
    const error = await screen.findByTestId('unlock-error', {}, FIRST_RENDER);
    expect(error.textContent).toBe('This link is invalid or has expired.');
  });
});
