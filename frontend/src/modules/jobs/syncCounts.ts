import i18n, { type TFunction } from 'i18next';
import { pluralOf } from '../../i18n/errorText';
import type { TranslationKey } from '../../i18n/keys';

/** `websites.sync.<base>_<plural form>` for `count` (i18next does not know Ukrainian as `ua`). */
export function syncPlural(
  t: TFunction,
  base: string,
  count: number,
  values: Record<string, unknown> = {},
): string {
  const key = `websites.sync.${base}_${pluralOf(count)}`;
  return String(
    t((i18n.exists(key) ? key : `websites.sync.${base}_other`) as TranslationKey, {
      count,
      ...values,
    }),
  );
}

/** "+N new, M updated, K deleted" of a completed sync, in the reader's language and plurals. */
export function syncCounts(
  t: TFunction,
  detail: Record<string, number> | null | undefined,
): string {
  if (!detail || typeof detail.inserted !== 'number') return '';
  return [
    syncPlural(t, 'countNew', detail.inserted),
    syncPlural(t, 'countUpdated', detail.changed ?? 0),
    syncPlural(t, 'countDeleted', detail.deleted ?? 0),
  ].join(', ');
}
