import i18n, { type TFunction } from 'i18next';
import { ApiError, type ErrorParams } from '../api/errors';
import { HTML_LANG, type Locale } from '../config';
import type { TranslationKey } from './keys';

/**
 * A server failure in the reader's language, by its stable code (`errors.<code>` in every
 * locale); null when the answer carries no code this build knows, so callers fall back.
 * With `params`, the sentence that names them: `errors.<code>_values`, or with a `count` its
 * plural form in the reader's language (`_values_one`, `_values_few`…); else the plain one.
 */
export function errorText(
  t: TFunction,
  error: { code?: string | null; params?: ErrorParams | null; detail?: string },
): string | null {
  if (!error.code) return null;
  const key = `errors.${error.code}`;
  if (!i18n.exists(key)) return null;
  const params = error.params ?? {};
  const candidates = Object.keys(params).length
    ? [
        ...(typeof params.count === 'number'
          ? [`${key}_values_${pluralOf(params.count)}`, `${key}_values_other`]
          : []),
        `${key}_values`,
      ]
    : [];
  const found = candidates.find((candidate) => i18n.exists(candidate)) ?? key;
  // `{{detail}}` names what a failure is about (the websites that use a provider).
  return String(t(found as TranslationKey, { detail: error.detail ?? '', ...params }));
}

/**
 * The plural form of `count` in the reader's language. Picked here, not by i18next: the product
 * names Ukrainian `ua`, which `Intl.PluralRules` does not know (it is `uk`).
 */
export function pluralOf(count: number): Intl.LDMLPluralRule {
  const locale = i18n.language as Locale;
  return new Intl.PluralRules(HTML_LANG[locale] ?? locale).select(count);
}

/**
 * What to tell the reader about a failed request: the translation of its code, else the server's
 * own words, else `fallback` (a request that never got an answer, or an unexpected throw).
 */
export function errorMessage(t: TFunction, error: unknown, fallback?: string): string {
  const otherwise = fallback ?? String(t('common.unknownError'));
  if (!(error instanceof ApiError)) return otherwise;
  if (error.status === 0) return otherwise;
  return errorText(t, error) ?? (error.message || otherwise);
}

/** The code of a field rule (required, too long…): the field's own message says more than it. */
const FIELD_RULES = 'request.invalid';

/**
 * The first server message of each listed field. The message the code describes (the leading
 * one, repeated as the answer's `message`) is shown in the reader's language; a field rule's
 * message, or one the code does not describe, as sent.
 */
export function fieldErrorTexts<F extends string>(
  t: TFunction,
  error: ApiError,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const translated = error.code === FIELD_RULES ? null : errorText(t, error);
  return error.fieldErrors(fields, (message) =>
    translated && message === error.message ? translated : message,
  );
}
