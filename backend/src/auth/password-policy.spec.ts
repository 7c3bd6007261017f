import {
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './password-policy';

describe('password policy', () => {
  it('wants 8 to 128 characters', () => {
    expect(passwordProblem('Xq7#vb')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('mauve-otter-quilt-'.repeat(7).slice(0, 128))).toBeNull();
    expect(passwordProblem('mauve-otter-quilt-'.repeat(8).slice(0, 129))).toBe(PASSWORD_TOO_LONG);
    // Counted as characters, not UTF-16 units.
    expect(passwordProblem('🦊🐙🦉🐝🦋🐢🦎🐞')).not.toBe(PASSWORD_TOO_SHORT);
  });

  it('refuses common and predictable passwords', () => {
    for (const weak of [
      'password',
      'password123',
      'Passw0rd',
      'qwertyuiop',
      '12345678',
      'iloveyou12',
      'aaaaaaaaaaaa',
    ]) {
      expect(passwordProblem(weak)).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('refuses a password made of the user’s own email or name', () => {
    const inputs = ['giovanna.rossi@example.com', 'Giovanna', 'Rossi'];
    expect(passwordProblem('giovanna.rossi', inputs)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('Giovanna.Rossi@example.com', inputs)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('giovanna.rossi', [])).toBeNull();
  });

  it('accepts passphrases and random passwords', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('Tr0ub4dor&3x')).toBeNull();
    expect(passwordProblem('mauve otter quilt')).toBeNull();
  });
});
