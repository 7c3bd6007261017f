import '../analytics.css';
import {
  Button,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_RANGES,
  type AnalyticsQuery,
  type AnalyticsRange,
  type AnalyticsReport,
} from '../../../api/analytics';
import { errorMessage } from '../../../i18n/errorText';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useWebsiteOptions } from '../../content';
import { BreakdownTable, type Column } from '../components/BreakdownTable';
import { MetricCards } from '../components/MetricCards';
import { useAnalyticsReport, useConcurrency } from '../hooks/useAnalytics';

const AnalyticsChart = lazy(() => import('../components/AnalyticsChart'));

type SourceRow = AnalyticsReport['sources'][number];
type PageRow = AnalyticsReport['pages'][number];
type ArticleRow = AnalyticsReport['articles'][number];

const today = () => new Date().toISOString().slice(0, 10);

/** `/apps/analytics` (read on analytics): traffic of the websites the reader may see. */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>('last7d');
  const [websiteId, setWebsiteId] = useState('');
  const [from, setFrom] = useState(() => today());
  const [to, setTo] = useState(() => today());
  const websites = useWebsiteOptions();
  const site = websiteId ? Number(websiteId) : undefined;
  const query: AnalyticsQuery =
    range === 'custom' ? { range, websiteId: site, from, to } : { range, websiteId: site };
  const report = useAnalyticsReport(query, range !== 'custom' || (from !== '' && to !== ''));
  const live = useConcurrency(site);

  const sources: Column<SourceRow>[] = [
    { title: t('analytics.columns.source'), value: (r) => t(`analytics.sources.${r.source}`) },
    { title: t('analytics.metrics.visits'), value: (r) => r.visits, numeric: true },
    { title: t('analytics.metrics.visitors'), value: (r) => r.visitors, numeric: true },
    { title: t('analytics.metrics.views'), value: (r) => r.views, numeric: true },
  ];
  const pages: Column<PageRow>[] = [
    { title: t('analytics.columns.page'), value: (r) => r.path },
    { title: t('analytics.columns.website'), value: (r) => r.websiteName },
    { title: t('analytics.metrics.views'), value: (r) => r.views, numeric: true },
    { title: t('analytics.metrics.visitors'), value: (r) => r.visitors, numeric: true },
  ];
  const articles: Column<ArticleRow>[] = [
    { title: t('analytics.columns.article'), value: (r) => r.title },
    { title: t('analytics.columns.website'), value: (r) => r.websiteName },
    { title: t('analytics.metrics.views'), value: (r) => r.views, numeric: true },
    { title: t('analytics.metrics.visitors'), value: (r) => r.visitors, numeric: true },
  ];

  const data = report.data;
  const empty =
    data !== undefined &&
    data.totals.views + data.totals.conversions === 0 &&
    data.sources.length === 0;
  const stamp = `${range}${range === 'custom' ? `-${from}-${to}` : ''}`;

  return (
    <>
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <div className="ams-analytics-toolbar">
        <FormGroup label={t('analytics.range')} labelFor="analytics-range" inline>
          <HTMLSelect
            id="analytics-range"
            value={range}
            onChange={(e) => setRange(e.currentTarget.value as AnalyticsRange)}
            data-testid="analytics-range"
          >
            {ANALYTICS_RANGES.map((r) => (
              <option key={r} value={r}>
                {t(`analytics.ranges.${r}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {range === 'custom' && (
          <>
            <FormGroup label={t('analytics.from')} labelFor="analytics-from" inline>
              <InputGroup
                id="analytics-from"
                type="date"
                value={from}
                max={to}
                onChange={(e) => setFrom(e.currentTarget.value)}
                data-testid="analytics-from"
              />
            </FormGroup>
            <FormGroup label={t('analytics.to')} labelFor="analytics-to" inline>
              <InputGroup
                id="analytics-to"
                type="date"
                value={to}
                min={from}
                onChange={(e) => setTo(e.currentTarget.value)}
                data-testid="analytics-to"
              />
            </FormGroup>
          </>
        )}
        <FormGroup label={t('analytics.website')} labelFor="analytics-website" inline>
          <HTMLSelect
            id="analytics-website"
            value={websiteId}
            onChange={(e) => setWebsiteId(e.currentTarget.value)}
            data-testid="analytics-website"
          >
            <option value="">{t('analytics.allWebsites')}</option>
            {websites.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {report.isFetching && <Spinner size={16} />}
      </div>
      {report.isError && !data ? (
        <EmptyState
          icon="error"
          title={t('analytics.loadFailed')}
          description={errorMessage(t, report.error)}
          action={<Button text={t('common.retry')} onClick={() => void report.refetch()} />}
        />
      ) : !data ? (
        <div className="ams-analytics-loading" data-testid="analytics-loading">
          <Spinner />
        </div>
      ) : (
        <>
          <MetricCards
            totals={data.totals}
            previous={data.previous}
            concurrency={live.data?.concurrency ?? data.concurrency}
          />
          {empty ? (
            <EmptyState
              icon="timeline-line-chart"
              title={t('analytics.empty')}
              description={t('analytics.emptyBody')}
            />
          ) : (
            <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
              <AnalyticsChart report={data} />
            </Suspense>
          )}
          <div className="ams-analytics-tables">
            <BreakdownTable
              id="sources"
              title={t('analytics.tables.sources')}
              note={t('analytics.sourcesNote')}
              rows={data.sources}
              columns={sources}
              filename={`sources-${stamp}.csv`}
            />
            <BreakdownTable
              id="articles"
              title={t('analytics.tables.articles')}
              rows={data.articles}
              columns={articles}
              filename={`articles-${stamp}.csv`}
            />
            <BreakdownTable
              id="pages"
              title={t('analytics.tables.pages')}
              rows={data.pages}
              columns={pages}
              filename={`pages-${stamp}.csv`}
            />
          </div>
        </>
      )}
    </>
  );
}
