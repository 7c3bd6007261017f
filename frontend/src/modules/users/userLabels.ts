import type { Intent } from '@blueprintjs/core';
import type { PlanCode, UserStatus } from '../../api/users';
import type { TranslationKey } from '../../i18n/keys';

export const STATUS_LABEL: Record<UserStatus, TranslationKey> = {
  active: 'users.status.active',
  inactive: 'users.status.inactive',
  pending: 'users.status.pending',
};

export const STATUS_INTENT: Record<UserStatus, Intent> = {
  active: 'success',
  inactive: 'none',
  pending: 'warning',
};

export const PLAN_LABEL: Record<PlanCode, TranslationKey> = {
  free: 'users.plan.free',
  premium: 'users.plan.premium',
  enterprise: 'users.plan.enterprise',
};

/** The spec's server messages, shown in the reader's language; others appear as sent. */
const SERVER_MESSAGES: Record<string, TranslationKey> = {
  'The email has already been taken': 'users.errors.emailTaken',
  'Invalid email format': 'users.errors.emailInvalid',
  'The username has already been taken': 'users.errors.usernameTaken',
  'The email field is required.': 'users.errors.emailRequired',
  'The first name field is required.': 'users.errors.firstNameRequired',
  'The last name field is required.': 'users.errors.lastNameRequired',
  'The role field is required.': 'users.errors.roleRequired',
};

export function serverMessageKey(message: string): TranslationKey | undefined {
  return SERVER_MESSAGES[message];
}
