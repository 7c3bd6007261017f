import { Button, Callout, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/errorText';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { CountCards } from '../components/CountCards';
import { RangeFilter } from '../components/RangeFilter';
import { WebsiteBreakdown } from '../components/WebsiteBreakdown';
import { useDashboardSummary } from '../hooks/useDashboardSummary';
import type { DashboardWebsite } from '../../../api/dashboard';
import type { DashboardRange } from '../ranges';
import '../dashboard.css';

// Only this page draws charts: recharts loads with them, after the counts.
const DashboardCharts = lazy(() => import('../components/DashboardCharts'));

/**
 * `/dashboards`, the landing page: article counts over the websites the reader may read, in a
 * range, per website and in charts. Live: any change of articles or websites refetches it.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DashboardRange>({ name: 'all' });
  const query = useDashboardSummary(range);
  const summary = query.data;
  // Another range's numbers are no answer for this one; a failed live refresh keeps the last.
  const failed = query.isError && (!summary || query.isPlaceholderData);
  // The filter offers the websites of the last answer over all of them.
  const [websites, setWebsites] = useState<DashboardWebsite[]>([]);
  const unfiltered = range.websiteId === undefined && summary && !query.isPlaceholderData;
  if (unfiltered && websites !== summary.websites) setWebsites(summary.websites);

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <RangeFilter range={range} onChange={setRange} websites={websites} />
      {failed ? (
        <EmptyState
          icon="error"
          title={t('dashboard.loadFailed')}
          description={errorMessage(t, query.error)}
          action={<Button text={t('common.retry')} onClick={() => void query.refetch()} />}
        />
      ) : summary && summary.websites.length === 0 ? (
        <EmptyState
          icon="timeline-bar-chart"
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyBody')}
        />
      ) : (
        <div
          className="ams-dashboard"
          data-testid="dashboard"
          aria-busy={query.isFetching || undefined}
        >
          {query.isError && (
            <Callout intent="warning" compact>
              {t('dashboard.stale')}
            </Callout>
          )}
          <CountCards counts={summary?.totals ?? null} />
          {summary && summary.totals.total === 0 && (
            <Callout intent="primary" compact data-testid="dashboard-nothing-in-range">
              {t('dashboard.nothingInRange')}
            </Callout>
          )}
          {summary && summary.totals.total > 0 && (
            <Suspense fallback={<Spinner size={24} className="ams-dashboard-charts-loading" />}>
              <DashboardCharts summary={summary} />
            </Suspense>
          )}
          {summary && <WebsiteBreakdown websites={summary.websites} />}
        </div>
      )}
    </>
  );
}
