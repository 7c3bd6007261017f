import { errorTextIn } from './error-texts';

describe('errorTextIn (mails and server-made text, by code)', () => {
  it('is the plain sentence without values, in the recipient’s language', () => {
    expect(errorTextIn('it', 'role.in_use')).toBe('Ci sono utenti assegnati a questo ruolo.');
    expect(errorTextIn('pl', undefined)).toBeUndefined();
    expect(errorTextIn('pl', 'no.such_code')).toBeUndefined();
  });

  it('names the values, in the plural form the language needs (ua is Ukrainian)', () => {
    expect(errorTextIn('en', 'role.in_use', { count: 1 })).toBe('1 user is assigned to this role.');
    expect(errorTextIn('pl', 'role.in_use', { count: 3 })).toBe(
      'Do tej roli są przypisani 3 użytkownicy.',
    );
    expect(errorTextIn('pl', 'role.in_use', { count: 5 })).toBe(
      'Do tej roli jest przypisanych 5 użytkowników.',
    );
    expect(errorTextIn('ua', 'role.in_use', { count: 1 })).toBe(
      'Цю роль призначено 1 користувачу.',
    );
    expect(errorTextIn('ro', 'sync.unreachable', { host: 'news.example.org' })).toBe(
      'Nu se poate face conexiunea la news.example.org. Verifică adresa și că site-ul este online.',
    );
  });

  it('keeps the plain sentence for values its language has no sentence for', () => {
    expect(errorTextIn('it', 'sync.wrong_credentials', { status: 401 })).toBe(
      errorTextIn('it', 'sync.wrong_credentials'),
    );
  });
});
