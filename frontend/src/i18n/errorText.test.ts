import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { applyLocale, i18n } from './index';
import { errorMessage, errorText, fieldErrorTexts } from './errorText';

const t = i18n.t.bind(i18n);
const apiError = (body: Record<string, unknown>) =>
  ApiError.from(Number(body.statusCode), { ...body });

describe('server errors in the reader’s language', () => {
  afterEach(() => applyLocale('en'));

  it('translates by code, never by the English sentence', async () => {
    await applyLocale('it');
    const inUse = apiError({
      statusCode: 409,
      code: 'role.in_use',
      message: 'There are users assigned to this role.',
    });
    expect(errorText(t, inUse)).toBe('Ci sono utenti assegnati a questo ruolo.');
    expect(errorMessage(t, inUse)).toBe('Ci sono utenti assegnati a questo ruolo.');
    // The same sentence without its code is shown as sent.
    const uncoded = apiError({
      statusCode: 409,
      message: 'There are users assigned to this role.',
    });
    expect(errorText(t, uncoded)).toBeNull();
    expect(errorMessage(t, uncoded)).toBe('There are users assigned to this role.');
  });

  it('falls back to the server’s words for a code this build does not know', () => {
    const future = apiError({ statusCode: 409, code: 'future.thing', message: 'Something new.' });
    expect(errorText(t, future)).toBeNull();
    expect(errorMessage(t, future)).toBe('Something new.');
    expect(errorMessage(t, new ApiError(0, 'Failed to fetch'), 'Offline')).toBe('Offline');
    expect(errorMessage(t, new Error('boom'))).toBe('An unknown error occurred.');
  });

  it('translates the field the code describes and keeps field rules as sent', async () => {
    await applyLocale('pl');
    const taken = apiError({
      statusCode: 400,
      code: 'user.email_taken',
      message: 'The email has already been taken',
      errors: {
        email: ['The email has already been taken'],
        username: ['The username has already been taken'],
      },
    });
    expect(fieldErrorTexts(t, taken, ['email', 'username', 'roleId'])).toEqual({
      email: 'Ten adres e-mail jest już zajęty',
      username: 'The username has already been taken',
    });
    const rule = apiError({
      statusCode: 400,
      code: 'request.invalid',
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
    expect(fieldErrorTexts(t, rule, ['email'])).toEqual({ email: 'The email field is required.' });
    expect(errorMessage(t, rule)).toBe('Żądanie jest nieprawidłowe.');
  });
});
