import type { Country, CountryInput } from '../../api/countries';
import type { TranslationKey } from '../../i18n/keys';

export interface CountryDraft extends CountryInput {
  /** The version the form was loaded with (null: a new country). */
  version: number | null;
}
export type CountryField = Exclude<keyof CountryDraft, 'version'>;
export type CountryFieldErrors = Partial<Record<CountryField, TranslationKey>>;

export const COUNTRY_FIELDS: readonly CountryField[] = ['name', 'iso2', 'iso3', 'dialingPrefix'];

export const NAME_MAX = 100;
export const PREFIX_MAX = 5;

/** Each form field's label key, as the form and the conflict notice name it. */
export const COUNTRY_FIELD_LABELS: Record<CountryField, TranslationKey> = {
  name: 'countries.fields.name',
  iso2: 'countries.fields.iso2',
  iso3: 'countries.fields.iso3',
  dialingPrefix: 'countries.fields.dialingPrefix',
};

/** The form's values of a country (null: a new one). */
export function draftOf(country: Country | null): CountryDraft {
  return {
    name: country?.name ?? '',
    iso2: country?.iso2 ?? '',
    iso3: country?.iso3 ?? '',
    dialingPrefix: country?.dialingPrefix ?? '',
    version: country?.version ?? null,
  };
}

/** Trimmed, ISO codes upper-cased, as the server stores them. */
export function normalizeCountry(draft: CountryInput): CountryInput {
  return {
    name: draft.name.trim(),
    iso2: draft.iso2.trim().toUpperCase(),
    iso3: draft.iso3.trim().toUpperCase(),
    dialingPrefix: draft.dialingPrefix.trim(),
  };
}

/** Spec §5, with the server's own messages: the form says what the server would say. */
export function validateCountry(input: CountryInput): CountryFieldErrors {
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
