import { Card, Classes, Icon, ProgressBar, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCounts } from '../../../api/dashboard';
import { formatNumber, intlLocale } from '../../../lib/intl';

/** In the spec's order; the generated meter has a card of its own. */
const CARDS: { key: Exclude<keyof DashboardCounts, 'generated'>; icon: IconName }[] = [
  { key: 'drafts', icon: 'edit' },
  { key: 'trashed', icon: 'trash' },
  { key: 'cloned', icon: 'duplicate' },
  { key: 'published', icon: 'globe' },
  { key: 'parents', icon: 'diagram-tree' },
  { key: 'total', icon: 'document' },
];

interface CountCardsProps {
  /** null while the first answer loads: the cards show as skeletons. */
  counts: DashboardCounts | null;
}

export function CountCards({ counts }: CountCardsProps) {
  const { t, i18n } = useTranslation();
  const skeleton = counts ? undefined : Classes.SKELETON;
  const share = counts && counts.total > 0 ? counts.generated / counts.total : 0;
  return (
    <div className="ams-dashboard-cards" data-testid="dashboard-counts">
      {CARDS.map(({ key, icon }) => (
        <Card key={key} className="ams-dashboard-card" data-testid={`dashboard-count-${key}`}>
          <Icon icon={icon} className="ams-dashboard-card-icon" />
          <div className="ams-dashboard-card-label">{t(`dashboard.counts.${key}`)}</div>
          <div
            className={`ams-dashboard-card-value ${skeleton ?? ''}`}
            data-testid={`count-${key}`}
          >
            {formatNumber(counts?.[key] ?? 0, i18n.language)}
          </div>
        </Card>
      ))}
      <Card
        className="ams-dashboard-card ams-dashboard-meter"
        data-testid="dashboard-count-generated"
      >
        <Icon icon="predictive-analysis" className="ams-dashboard-card-icon" />
        <div className="ams-dashboard-card-label">{t('dashboard.counts.generated')}</div>
        <div className={`ams-dashboard-card-value ${skeleton ?? ''}`} data-testid="count-generated">
          {formatNumber(counts?.generated ?? 0, i18n.language)}
        </div>
        <ProgressBar
          value={share}
          animate={false}
          stripes={false}
          intent="primary"
          className={skeleton}
          aria-label={t('dashboard.generatedMeter')}
        />
        <div className="ams-dashboard-card-hint" data-testid="generated-share">
          {t('dashboard.generatedShare', {
            percent: new Intl.NumberFormat(intlLocale(i18n.language), {
              style: 'percent',
              maximumFractionDigits: 1,
            }).format(share),
            total: formatNumber(counts?.total ?? 0, i18n.language),
          })}
        </div>
      </Card>
    </div>
  );
}
