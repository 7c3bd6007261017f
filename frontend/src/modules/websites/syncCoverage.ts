import i18n, { type TFunction } from 'i18next';
import type { SyncCoverage } from '../../api/websites';
import { pluralOf } from '../../i18n/errorText';
import type { TranslationKey } from '../../i18n/keys';
import { formatNumber } from '../../lib/intl';

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

/** What a sync reads: "Posts changed in the last 7 days", or every post without a window. */
export function syncWindowText(t: TFunction, syncDays: number | null | undefined): string {
  if (!syncDays) return String(t('websites.sync.windowAll'));
  return syncPlural(t, 'windowDays', syncDays, { n: formatNumber(syncDays, i18n.language) });
}

/** "301 posts on the site, 168 synced"; the site's count is unknown until it was listed whole. */
export function coverageText(
  t: TFunction,
  coverage: Pick<SyncCoverage, 'postsOnSite' | 'postsSynced'>,
): string {
  const n = (value: number) => formatNumber(value, i18n.language);
  const synced = syncPlural(t, 'synced', coverage.postsSynced, { n: n(coverage.postsSynced) });
  const onSite =
    coverage.postsOnSite === null
      ? String(t('websites.sync.onSiteUnknown'))
      : syncPlural(t, 'onSite', coverage.postsOnSite, { n: n(coverage.postsOnSite) });
  return coverage.postsOnSite === null ? `${synced}; ${onSite}` : `${onSite}, ${synced}`;
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
