import '../analytics.css';
import { Button, Callout, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchStoryReach,
  REACH_RANGES,
  type ReachRange,
  type StoryCopyReach,
} from '../../../api/analytics';
import { errorMessage } from '../../../i18n/errorText';
import { formatNumber } from '../../../lib/intl';
import { Heading } from '../../../ui/Heading';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { storyReachKey } from '../queryKeys';
import { ChangeTag } from './ChangeTag';

const ReachChart = lazy(() => import('./ReachChart'));
const FIGURES = ['views', 'visitors', 'visits'] as const;
/** The drawer's width on a desk is about 470 px; a phone's screen is narrower than this. */
const REACH_CARDS_BELOW = 420;

/**
 * A story's reach in the article drawer: the views, visitors and visits of the article's source
 * and of each of its clones over a period, against the period before, with its readers' sources
 * and its views over time. Live: a stored page view (`analytics.changed`) refreshes it.
 */
export function ArticleReach({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<ReachRange>('last7d');
  const reach = useQuery({
    queryKey: storyReachKey(articleId, range),
    queryFn: () => fetchStoryReach(articleId, range),
    placeholderData: keepPreviousData,
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  const data = reach.data;

  const columns: StaticColumn<StoryCopyReach>[] = [
    {
      id: 'copy',
      title: t('analytics.reach.copy'),
      rowHeader: true,
      render: (copy) => (
        <span className="ams-reach-copy">
          <a href={copy.link} target="_blank" rel="noopener noreferrer">
            {copy.websiteName}
          </a>
          {copy.source && (
            <Tag minimal intent="primary">
              {t('analytics.reach.source')}
            </Tag>
          )}
          {copy.articleId === articleId && !copy.source && (
            <Tag minimal>{t('analytics.reach.thisCopy')}</Tag>
          )}
        </span>
      ),
    },
    {
      id: 'views',
      title: t('analytics.metrics.views'),
      numeric: true,
      render: (copy) => number(copy.totals.views),
    },
    {
      id: 'visitors',
      title: t('analytics.metrics.visitors'),
      numeric: true,
      render: (copy) => number(copy.totals.visitors),
    },
    {
      id: 'change',
      title: t('analytics.reach.change'),
      numeric: true,
      render: (copy) => <ChangeTag compact now={copy.totals.views} before={copy.previous.views} />,
    },
  ];

  let body;
  if (reach.isPending) body = <Spinner size={20} aria-label={t('common.loading')} />;
  else if (!data) {
    body = (
      <Callout intent="danger" icon="error" data-testid="reach-error">
        {errorMessage(t, reach.error)}{' '}
        <Button small text={t('common.retry')} onClick={() => void reach.refetch()} />
      </Callout>
    );
  } else {
    const most = Math.max(1, ...data.sources.map((s) => s.views));
    body = (
      <>
        <div className="ams-reach-figures">
          {FIGURES.map((figure) => (
            <div key={figure} className="ams-reach-figure" data-testid={`reach-${figure}`}>
              <div className="ams-analytics-metric-label">{t(`analytics.metrics.${figure}`)}</div>
              <div className="ams-reach-value">{number(data.totals[figure])}</div>
              <ChangeTag now={data.totals[figure]} before={data.previous[figure]} />
            </div>
          ))}
        </div>
        {data.totals.views === 0 ? (
          <p className="ams-muted" data-testid="reach-empty">
            {t('analytics.reach.empty')}
          </p>
        ) : (
          <Suspense fallback={<NonIdealState icon={<Spinner size={20} />} />}>
            <ReachChart reach={data} />
          </Suspense>
        )}
        <StaticTable
          testId="reach-copies"
          compact
          // Four short columns: a table in the drawer, cards on a phone.
          cardsBelow={REACH_CARDS_BELOW}
          rows={data.copies}
          columns={columns}
          rowKey={(copy) => copy.articleId}
          rowTestId={(copy) => `reach-copy-${copy.articleId}`}
        />
        {data.hidden > 0 && (
          <p className="ams-muted" data-testid="reach-hidden">
            {t('analytics.reach.hidden', { count: data.hidden })}
          </p>
        )}
        {data.sources.length > 0 && (
          <ul className="ams-reach-sources" data-testid="reach-sources">
            {data.sources.map((source) => (
              <li key={source.source}>
                <span>{t(`analytics.sources.${source.source}`)}</span>
                <span className="ams-reach-bar" aria-hidden="true">
                  <span style={{ inlineSize: `${(100 * source.views) / most}%` }} />
                </span>
                <span className="ams-reach-count">{number(source.views)}</span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="ams-reach" data-testid="article-reach" aria-busy={reach.isFetching}>
      <div className="ams-reach-head">
        <Heading level={5}>{t('analytics.reach.title')}</Heading>
        <HTMLSelect
          aria-label={t('analytics.range')}
          value={range}
          onChange={(e) => setRange(e.currentTarget.value as ReachRange)}
          data-testid="reach-range"
        >
          {REACH_RANGES.map((name) => (
            <option key={name} value={name}>
              {t(`analytics.ranges.${name}`)}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {body}
    </section>
  );
}
