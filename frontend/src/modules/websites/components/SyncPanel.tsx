import { Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { progressRatio, type SyncState } from '../hooks/useSyncProgress';

/** The wait state of a sync ("synchronizing") with its live progress, pages and articles. */
export function SyncPanel({ sync }: { sync: SyncState }) {
  const { t, i18n } = useTranslation();
  if (sync.phase === 'idle') return null;
  const { progress } = sync;
  const ratio = progressRatio(progress);
  const percent = ratio === undefined ? 0 : Math.round(ratio * 100);
  const number = (value: number) =>
    value.toLocaleString(i18n.language === 'ua' ? 'uk' : i18n.language);
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
        value={ratio}
        animate
        stripes={ratio === undefined || ratio < 1}
      />
      <p className="ams-sync-numbers" data-testid="website-sync-numbers">
        {progress
          ? t('websites.sync.numbers', {
              pagesDone: number(progress.pagesDone),
              pagesTotal: number(progress.pagesTotal),
              articlesDone: number(progress.articlesDone),
              articlesTotal: number(progress.articlesTotal),
              percent,
            })
          : t('websites.sync.waiting')}
      </p>
    </Callout>
  );
}
