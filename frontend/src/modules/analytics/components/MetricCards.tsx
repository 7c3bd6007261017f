import { Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsTotals } from '../../../api/analytics';
import { formatNumber } from '../../../lib/intl';
import { ChangeTag } from './ChangeTag';

const METRICS = ['visits', 'visitors', 'views', 'conversions'] as const;

interface MetricCardsProps {
  totals: AnalyticsTotals;
  previous: AnalyticsTotals;
  concurrency: number;
}

/** The range's totals, each beside its change from the period before; and who is here now. */
export function MetricCards({ totals, previous, concurrency }: MetricCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="ams-analytics-metrics">
      {METRICS.map((metric) => {
        const now = totals[metric];
        const before = previous[metric];
        return (
          <Card key={metric} className="ams-analytics-metric" data-testid={`metric-${metric}`}>
            <div className="ams-analytics-metric-label">{t(`analytics.metrics.${metric}`)}</div>
            <div className="ams-analytics-metric-value">{formatNumber(now, i18n.language)}</div>
            <ChangeTag now={now} before={before} />
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
