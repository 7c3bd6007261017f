import { Button, Card } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toaster';
import { useArticleTitle } from '../hooks/useArticleSources';
import { type LiveJobRun, useJobRuns } from '../../jobs';
import { CLONE_WORKFLOW, isUnfinished } from '../hooks/useCloneRuns';
import { CloneProgress } from './CloneProgress';
import { Heading } from '../../../ui/Heading';

/**
 * The clone operation this tab started last, above the list: each destination live, then the
 * ending (also told in a toast), until dismissed; a reload shows it again, read from the API.
 */
export function CloneBatchPanel() {
  const { t } = useTranslation();
  // The runs whose ending this panel told (those over before this tab saw them stay quiet).
  const endings = useRef(new Set<number>());
  const clone = useJobRuns({
    workflow: CLONE_WORKFLOW,
    onEnd: (run) => endings.current.add(run.id),
  });
  const batch = Math.max(0, ...clone.started.map((run) => run.group));
  const ids = clone.started.filter((run) => run.group === batch).map((run) => run.id);
  const runs = ids.map(clone.run).filter((run): run is LiveJobRun => !!run);
  const titleOf = useArticleTitle();
  const ended = runs.length === ids.length && ids.length > 0 && !runs.some(isUnfinished);
  // A copy that failed or was stopped did not arrive: the batch is not told as done.
  const failed = runs.some((run) => run.state === 'failed' || run.state === 'cancelled');

  const told = useRef(0);
  useEffect(() => {
    if (!ended || told.current >= batch) return;
    if (!ids.some((id) => endings.current.has(id))) return;
    told.current = batch;
    void showToast(
      failed
        ? { intent: 'danger', icon: 'error', message: t('cloning.failed'), timeout: 10_000 }
        : { intent: 'success', icon: 'tick', message: t('cloning.completed') },
    );
  }, [ended, failed, batch, ids, t]);

  if (batch === 0) return null;
  return (
    <Card className="ams-clone-batch" data-testid="clone-batch">
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
            // Its runs are let go: the tab shows the batch no more, not even after a reload.
            onClick={() => clone.forget()}
          />
        )}
      </div>
      <CloneProgress runs={runs} articleOf={(run) => titleOf(run.articleId)} />
    </Card>
  );
}
