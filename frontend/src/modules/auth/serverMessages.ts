import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/keys';

/** The auth API's sentences (backend `auth-messages.ts`, password policy) in every language. */
const KNOWN: Record<string, TranslationKey> = {
  'This link is invalid or has expired.': 'authFlows.server.invalidLink',
  'Password must be at least 8 characters.': 'authFlows.server.passwordTooShort',
  'Password must be at most 128 characters.': 'authFlows.server.passwordTooLong',
  'This password is too common. Choose a less predictable one.':
    'authFlows.server.passwordTooCommon',
  'The email has already been taken': 'authFlows.server.emailTaken',
  'Invalid email format': 'auth.errors.invalidEmail',
  'Confirm your email address before signing in.': 'authFlows.server.emailNotVerified',
  'This account is not active.': 'authFlows.server.accountNotActive',
  'Enter the 6-digit code from your authenticator app.': 'authFlows.server.codeFormat',
  'The code is not valid.': 'authFlows.server.invalidCode',
  'The recovery code is not valid or was already used.': 'authFlows.server.invalidRecoveryCode',
  'Your sign-in has expired. Please sign in again.': 'authFlows.server.challengeExpired',
  'The password is incorrect.': 'authFlows.server.wrongPassword',
  'Two-step sign-in is already enabled.': 'authFlows.server.alreadyEnabled',
  'Start the two-step sign-in setup first.': 'authFlows.server.setupFirst',
};

/** The server's message in the interface language when we know it; as sent otherwise. */
export function translateServerMessage(t: TFunction, message: string | undefined) {
  if (!message) return undefined;
  const key = KNOWN[message];
  return key ? t(key) : message;
}

export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
