import { Alert, Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { usePushToClones } from '../hooks/useCloning';
import { useJobRuns } from '../../jobs';
import { CloneProgress } from './CloneProgress';
import { runMutation } from '../../../api/runMutation';

/** "Push update to all clones", confirmed first, then each clone's job live. */
export function PushToClones({ articleId, clones }: { articleId: number; clones: number }) {
  const { t } = useTranslation();
  const push = usePushToClones(articleId);
  const [asking, setAsking] = useState(false);
  const [jobIds, setJobIds] = useState<number[]>([]);
  const { runs } = useJobRuns({ ids: jobIds });

  const confirm = () =>
    runMutation(push, undefined, {
      onSuccess: ({ jobs }) => {
        setAsking(false);
        setJobIds(jobs.map((job) => Number(job.jobId)));
      },
      onError: (error) => {
        setAsking(false);
        void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) });
      },
    });

  return (
    <>
      <Button
        intent="primary"
        icon="send-to"
        text={t('cloning.push.action')}
        disabled={clones === 0}
        loading={push.isPending}
        data-testid="clones-push"
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent="primary"
        icon="send-to"
        loading={push.isPending}
        canEscapeKeyCancel
        cancelButtonText={t('common.cancel')}
        confirmButtonText={t('cloning.push.confirm')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="clones-push-question">{t('cloning.push.question', { count: clones })}</p>
      </Alert>
      {jobIds.length > 0 && (
        <div className="ams-clones-push-progress">
          <CloneProgress runs={runs} testId="clones-push-progress" />
        </div>
      )}
    </>
  );
}
