import { Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl';
import { CancelJobButton, RetryNote, syncCounts } from '../../jobs';
import type { SyncCoverage } from '../../../api/websites';
import type { SyncState } from '../hooks/useWebsiteSync';
import { coverageText, syncWindowText } from '../syncCoverage';

/**
 * The wait state of a sync ("synchronizing") with its live progress, pages and articles, and what
 * it covers: the website's window and how many of the site's posts are synced.
 */
export function SyncPanel({
  sync,
  syncDays,
  coverage,
}: {
  sync: SyncState;
  syncDays?: number | null;
  coverage?: SyncCoverage;
}) {
  const { t, i18n } = useTranslation();
  if (sync.phase === 'idle') return null;
  const { run, ratio } = sync;
  const percent = ratio === undefined ? 0 : Math.round(ratio * 100);
  const number = (value: number | undefined) => formatNumber(value ?? 0, i18n.language);
  const detail = run?.detail;
  return (
    <Callout
      intent="primary"
      icon="refresh"
      title={t('websites.sync.running')}
      className="ams-sync-panel"
      data-testid="website-sync-progress"
      data-percent={percent}
      data-phase={sync.phase}
      role="status"
      aria-live="polite"
    >
      <ProgressBar
        intent="primary"
        value={sync.phase === 'running' ? ratio : undefined}
        animate
        stripes={ratio === undefined || ratio < 1}
      />
      <p className="ams-sync-numbers" data-testid="website-sync-numbers">
        {run?.state === 'completed'
          ? // The full bar's last moment says what the run did (its detail is the outcome now).
            [t('websites.sync.succeeded'), syncCounts(t, detail)].filter(Boolean).join(' — ')
          : detail
            ? t('websites.sync.numbers', {
                pagesDone: number(detail.pagesDone),
                pagesTotal: number(detail.pagesTotal),
                articlesDone: number(detail.articlesDone),
                articlesTotal: number(detail.articlesTotal),
                percent,
              })
            : t('websites.sync.waiting')}
      </p>
      <p className="ams-sync-coverage" data-testid="website-sync-coverage">
        {[syncWindowText(t, syncDays), coverage && coverageText(t, coverage)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {run && <RetryNote run={run} />}
      {run && <CancelJobButton run={run} size="small" />}
    </Callout>
  );
}
