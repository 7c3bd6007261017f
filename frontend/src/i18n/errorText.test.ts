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

  it('puts the values the server names into the translation, in the plural the language needs', async () => {
    const inUse = (count: number) =>
      apiError({
        statusCode: 409,
        code: 'role.in_use',
        message: 'There are users assigned to this role.',
        params: { count },
      });
    expect(inUse(1).params).toEqual({ count: 1 });
    expect(errorText(t, inUse(1))).toBe('1 user is assigned to this role.');
    expect(errorText(t, inUse(3))).toBe('3 users are assigned to this role.');
    await applyLocale('pl');
    expect(errorText(t, inUse(1))).toBe('Do tej roli jest przypisany 1 użytkownik.');
    expect(errorText(t, inUse(3))).toBe('Do tej roli są przypisani 3 użytkownicy.');
    expect(errorMessage(t, inUse(5))).toBe('Do tej roli jest przypisanych 5 użytkowników.');
    await applyLocale('ua');
    expect(errorText(t, inUse(22))).toBe('Цю роль призначено 22 користувачам.');
    await applyLocale('it');
    const taken = apiError({
      statusCode: 409,
      code: 'country.alpha_two_taken',
      message: 'ISO code 2 IT is already used by Italy.',
      params: { code: 'IT', name: 'Italy' },
      errors: { iso2: ['ISO code 2 IT is already used by Italy.'] },
    });
    expect(errorText(t, taken)).toBe('Il codice ISO 2 IT è già usato da Italy.');
    expect(fieldErrorTexts(t, taken, ['iso2'])).toEqual({
      iso2: 'Il codice ISO 2 IT è già usato da Italy.',
    });
    // A job failure keeps its values (the host) beside its code.
    await applyLocale('ro');
    expect(errorText(t, { code: 'sync.unreachable', params: { host: 'news.example.org' } })).toBe(
      'Nu se poate face conexiunea la news.example.org. Verifică adresa și că site-ul este online.',
    );
    // Without values, or with values its sentence does not name, the plain sentence.
    expect(errorText(t, { code: 'sync.unreachable', params: null })).toBe(
      'Nu se poate face conexiunea la site. Verifică adresa și că site-ul este online.',
    );
    expect(errorText(t, { code: 'sync.wrong_credentials', params: { status: 401 } })).toBe(
      String(t('errors.sync.wrong_credentials')),
    );
  });
});
