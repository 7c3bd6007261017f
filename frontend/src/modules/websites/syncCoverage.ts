import i18n, { type TFunction } from 'i18next';
import type { SyncCoverage } from '../../api/websites';
import { formatNumber } from '../../lib/intl';
import { syncPlural } from '../jobs';

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
