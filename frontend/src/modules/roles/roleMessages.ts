import type { TranslationKey } from '../../i18n/keys';

/** The spec's server messages about roles, shown in the reader's language. */
const MESSAGES: Record<string, TranslationKey> = {
  'A role with this name already exists.': 'roles.errors.nameTaken',
  'There are users assigned to this role.': 'roles.errors.inUse',
  'The name field is required.': 'roles.errors.nameRequired',
};

export function roleMessageKey(message: string): TranslationKey | undefined {
  return MESSAGES[message];
}
