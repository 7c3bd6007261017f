import type { CountryInput } from '../../api/countries';
import type { TranslationKey } from '../../i18n/keys';

export type CountryDraft = CountryInput;
export type CountryFieldErrors = Partial<Record<keyof CountryDraft, TranslationKey>>;

export const COUNTRY_FIELDS: readonly (keyof CountryDraft)[] = [
  'name',
  'iso2',
  'iso3',
  'dialingPrefix',
];

export const NAME_MAX = 100;
export const PREFIX_MAX = 5;

/** Trimmed, ISO codes upper-cased, as the server stores them. */
export function normalizeCountry(draft: CountryDraft): CountryDraft {
  return {
    name: draft.name.trim(),
    iso2: draft.iso2.trim().toUpperCase(),
    iso3: draft.iso3.trim().toUpperCase(),
    dialingPrefix: draft.dialingPrefix.trim(),
  };
}

/** Spec §5, with the server's own messages: the form says what the server would say. */
export function validateCountry(input: CountryDraft): CountryFieldErrors {
  const draft = normalizeCountry(input);
  const errors: CountryFieldErrors = {};
  if (!draft.name) errors.name = 'countries.errors.nameRequired';
  else if ([...draft.name].length > NAME_MAX) errors.name = 'countries.errors.nameTooLong';
  if (!draft.iso2) errors.iso2 = 'countries.errors.iso2Required';
  else if ([...draft.iso2].length !== 2) errors.iso2 = 'countries.errors.iso2Length';
  if (!draft.iso3) errors.iso3 = 'countries.errors.iso3Required';
  else if ([...draft.iso3].length !== 3) errors.iso3 = 'countries.errors.iso3Length';
  const prefix = draft.dialingPrefix;
  if (!prefix) errors.dialingPrefix = 'countries.errors.prefixRequired';
  else if ([...prefix].length > PREFIX_MAX) errors.dialingPrefix = 'countries.errors.prefixTooLong';
  else if (!prefix.startsWith('+')) errors.dialingPrefix = 'countries.errors.prefixPlus';
  else if (!/^\+\d*$/.test(prefix)) errors.dialingPrefix = 'countries.errors.prefixDigits';
  return errors;
}
