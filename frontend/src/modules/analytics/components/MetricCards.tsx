import { Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsTotals } from '../../../api/analytics';
import { formatNumber, intlLocale } from '../../../lib/intl';

const METRICS = ['visits', 'visitors', 'views', 'conversions'] as const;

interface MetricCardsProps {
  totals: AnalyticsTotals;
  previous: AnalyticsTotals;
  concurrency: number;
}

/** The range's totals, each beside its change from the period before; and who is here now. */
export function MetricCards({ totals, previous, concurrency }: MetricCardsProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  return (
    <div className="ams-analytics-metrics">
      {METRICS.map((metric) => {
        const now = totals[metric];
        const before = previous[metric];
        const change = before === 0 ? null : (now - before) / before;
        return (
          <Card key={metric} className="ams-analytics-metric" data-testid={`metric-${metric}`}>
            <div className="ams-analytics-metric-label">{t(`analytics.metrics.${metric}`)}</div>
            <div className="ams-analytics-metric-value">{formatNumber(now, i18n.language)}</div>
            {/* multiline: a narrow card (a phone, a long language) wraps its note, not cuts it. */}
            <Tag
              minimal
              multiline
              intent={change === null || change === 0 ? 'none' : change > 0 ? 'success' : 'danger'}
              title={t('analytics.previous', { value: formatNumber(before, i18n.language) })}
            >
              {change === null
                ? t('analytics.noComparison')
                : t('analytics.change', { value: percent.format(change) })}
            </Tag>
          </Card>
        );
      })}
      <Card className="ams-analytics-metric" data-testid="metric-concurrency">
        <div className="ams-analytics-metric-label">{t('analytics.metrics.concurrency')}</div>
        <div className="ams-analytics-metric-value">{formatNumber(concurrency, i18n.language)}</div>
        <Tag minimal multiline intent="primary" icon="pulse">
          {t('analytics.liveNow')}
        </Tag>
      </Card>
    </div>
  );
}
