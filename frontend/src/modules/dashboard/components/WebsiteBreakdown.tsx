import { Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { DashboardWebsite } from '../../../api/dashboard';
import { formatDateTime, formatNumber, formatRelativeTime } from '../../../lib/intl';
import { abilityAtom } from '../../../state/abilityAtom';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useLinkProps } from '../../../ui/useLinkProps';

const COLUMNS = [
  'drafts',
  'trashed',
  'cloned',
  'published',
  'parents',
  'generated',
  'total',
] as const;

/** One row per website the reader may read, with every count (a card per website on a phone). */
export function WebsiteBreakdown({ websites }: { websites: DashboardWebsite[] }) {
  const { t, i18n } = useTranslation();
  const linkTo = useLinkProps();
  // Readers of articles only count a website's articles; its page needs read on website.
  const canOpen = useAtomValue(abilityAtom).can('read', 'website');
  const columns: StaticColumn<DashboardWebsite>[] = [
    {
      id: 'website',
      title: t('dashboard.website'),
      rowHeader: true,
      render: (website) => (
        <div className="ams-dashboard-website">
          {canOpen ? (
            <a {...linkTo(`/apps/websites/view/${website.websiteId}`)}>{website.name}</a>
          ) : (
            website.name
          )}
          <span
            className="ams-muted ams-dashboard-freshness"
            data-testid={`dashboard-freshness-${website.websiteId}`}
            title={[
              website.syncedAt && formatDateTime(website.syncedAt, i18n.language),
              website.deletionsCheckedAt &&
                formatDateTime(website.deletionsCheckedAt, i18n.language),
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            {website.syncedAt
              ? t('dashboard.freshness.synced', {
                  when: formatRelativeTime(website.syncedAt, i18n.language),
                })
              : t('dashboard.freshness.neverSynced')}
            {website.deletionsCheckedAt &&
              ` · ${t('dashboard.freshness.checked', {
                when: formatRelativeTime(website.deletionsCheckedAt, i18n.language),
              })}`}
          </span>
        </div>
      ),
    },
    ...COLUMNS.map((key): StaticColumn<DashboardWebsite> => ({
      id: key,
      title: t(`dashboard.counts.${key}`),
      numeric: true,
      render: (website) => formatNumber(website[key], i18n.language),
    })),
  ];
  return (
    <Card className="ams-dashboard-breakdown">
      <h2 className="ams-dashboard-section-title">{t('dashboard.perWebsite')}</h2>
      <StaticTable
        testId="dashboard-websites"
        className="ams-dashboard-table"
        compact
        rows={websites}
        columns={columns}
        rowKey={(website) => website.websiteId}
        rowTestId={(website) => `dashboard-website-${website.websiteId}`}
      />
    </Card>
  );
}
