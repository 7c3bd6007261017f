import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cloneJobsAtom } from '../../../state/cloneJobsAtom';
import { showToast } from '../../../ui/toaster';
import { useArticleTitle } from '../hooks/useArticleSources';
import { isUnfinished, RunFollowers, useRuns } from '../hooks/useCloneRuns';
import { CloneProgress } from './CloneProgress';
import { Heading } from '../../../ui/Heading';

/**
 * The clone operation this browser started last, above the list: each destination live, then
 * the ending (also told in a toast), until dismissed.
 */
export function CloneBatchPanel() {
  const { t } = useTranslation();
  const jobs = useAtomValue(cloneJobsAtom);
  const batch = jobs.length ? jobs[jobs.length - 1]!.batch : 0;
  const [dismissed, setDismissed] = useState(0);
  const ids = jobs.filter((job) => job.batch === batch).map((job) => job.jobId);
  const runs = useRuns(ids);
  const titleOf = useArticleTitle();
  const ended = runs.length === ids.length && ids.length > 0 && !runs.some(isUnfinished);
  // A copy that failed or was stopped did not arrive: the batch is not told as done.
  const failed = runs.some((run) => run.state === 'failed' || run.state === 'cancelled');

  const told = useRef(0);
  useEffect(() => {
    if (!ended || told.current >= batch) return;
    told.current = batch;
    void showToast(
      failed
        ? { intent: 'danger', icon: 'error', message: t('cloning.failed'), timeout: 10_000 }
        : { intent: 'success', icon: 'tick', message: t('cloning.completed') },
    );
  }, [ended, failed, batch, t]);

  if (batch === 0 || dismissed >= batch) return null;
  return (
    <Card className="ams-clone-batch" data-testid="clone-batch">
      <RunFollowers ids={ids} />
      <div className="ams-clone-batch-head">
        <Heading level={2} size={5}>
          {t('cloning.batchTitle', { count: ids.length })}
        </Heading>
        {ended && (
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={t('common.close')}
            data-testid="clone-batch-close"
            onClick={() => setDismissed(batch)}
          />
        )}
      </div>
      <CloneProgress runs={runs} articleOf={(run) => titleOf(run.articleId)} />
    </Card>
  );
}
