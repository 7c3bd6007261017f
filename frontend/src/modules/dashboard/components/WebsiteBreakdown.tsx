import { Card, HTMLTable } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { DashboardWebsite } from '../../../api/dashboard';
import { formatNumber } from '../../../lib/intl';
import { abilityAtom } from '../../../state/abilityAtom';
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

/** One row per website the reader may read, with every count. */
export function WebsiteBreakdown({ websites }: { websites: DashboardWebsite[] }) {
  const { t, i18n } = useTranslation();
  const linkTo = useLinkProps();
  // Readers of articles only count a website's articles; its page needs read on website.
  const canOpen = useAtomValue(abilityAtom).can('read', 'website');
  return (
    <Card className="ams-dashboard-breakdown">
      <h3 className="ams-dashboard-section-title">{t('dashboard.perWebsite')}</h3>
      <div className="ams-dashboard-table-scroll">
        <HTMLTable compact striped className="ams-dashboard-table" data-testid="dashboard-websites">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.website')}</th>
              {COLUMNS.map((key) => (
                <th scope="col" key={key} className="ams-numeric">
                  {t(`dashboard.counts.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {websites.map((website) => (
              <tr key={website.websiteId} data-testid={`dashboard-website-${website.websiteId}`}>
                <th scope="row">
                  {canOpen ? (
                    <a {...linkTo(`/apps/websites/view/${website.websiteId}`)}>{website.name}</a>
                  ) : (
                    website.name
                  )}
                </th>
                {COLUMNS.map((key) => (
                  <td key={key} className="ams-numeric">
                    {formatNumber(website[key], i18n.language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
