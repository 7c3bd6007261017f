import type { TranslationKey } from '../../i18n/keys';

/** Spec §5: under 255 characters. */
export const ACCOUNT_NAME_MAX = 254;

export type AccountFieldErrors = Partial<Record<'name', TranslationKey>>;

export function validateAccountName(name: string): AccountFieldErrors {
  const trimmed = name.trim();
  if (!trimmed) return { name: 'accounts.errors.nameRequired' };
  if ([...trimmed].length > ACCOUNT_NAME_MAX) return { name: 'accounts.errors.nameTooLong' };
  return {};
}
