import i18n, { type TFunction } from 'i18next';
import type { ApiError } from '../api/errors';
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
