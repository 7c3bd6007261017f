import i18n, { type TFunction } from 'i18next';
import { ApiError } from '../api/errors';
import type { TranslationKey } from './keys';

/**
 * A server failure in the reader's language, by its stable code (`errors.<code>` in every
 * locale); null when the answer carries no code this build knows, so callers fall back.
 */
export function errorText(t: TFunction, error: Pick<ApiError, 'code'>): string | null {
  if (!error.code) return null;
  const key = `errors.${error.code}` as TranslationKey;
  return i18n.exists(key) ? String(t(key)) : null;
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
