import type { TranslationKey } from '../../i18n/keys';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginFieldErrors = Partial<Record<'email' | 'password', TranslationKey>>;

/** Client-side checks before the request; the server applies the same rules. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = 'auth.errors.emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'auth.errors.invalidEmail';
  if (!password) errors.password = 'auth.errors.passwordRequired';
  return errors;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function validateEmail(email: string): TranslationKey | undefined {
  if (!email.trim()) return 'auth.errors.emailRequired';
  if (!EMAIL.test(email.trim())) return 'auth.errors.invalidEmail';
  return undefined;
}

/** Length as the server counts it (characters, not UTF-16 units); "too common" is its call. */
export function validateNewPassword(password: string): TranslationKey | undefined {
  const length = [...password].length;
  if (length === 0) return 'auth.errors.passwordRequired';
  if (length < PASSWORD_MIN) return 'authFlows.server.passwordTooShort';
  if (length > PASSWORD_MAX) return 'authFlows.server.passwordTooLong';
  return undefined;
}

export interface RegisterDraft {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type RegisterFieldErrors = Partial<Record<keyof RegisterDraft, TranslationKey>>;

export function validateRegister(draft: RegisterDraft): RegisterFieldErrors {
  const errors: RegisterFieldErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'authFlows.register.firstNameRequired';
  else if (draft.firstName.trim().length > 100) errors.firstName = 'authFlows.register.nameTooLong';
  if (!draft.lastName.trim()) errors.lastName = 'authFlows.register.lastNameRequired';
  else if (draft.lastName.trim().length > 100) errors.lastName = 'authFlows.register.nameTooLong';
  const email = validateEmail(draft.email);
  if (email) errors.email = email;
  const password = validateNewPassword(draft.password);
  if (password) errors.password = password;
  return errors;
}
