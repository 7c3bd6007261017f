import { Alert, Button, type ButtonProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/errors';
import type { JobKind } from '../../../api/jobs';
import type { TranslationKey } from '../../../i18n/keys';
import { errorText } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useCancelJob } from '../hooks/useJobs';
import { runMutation } from '../../../api/runMutation';

/** What the confirming button says it stops, by kind of job. */
const STOP_LABEL: Partial<Record<JobKind, TranslationKey>> = {
  'sync.website': 'jobs.stop.sync',
  'sync.website.reconcile': 'jobs.stop.sync',
  'clone.article': 'jobs.stop.clone',
  'article.generate': 'jobs.stop.generation',
};

interface CancelJobButtonProps {
  run: { id: number; cancellable: boolean; name?: string };
  /** Icon only (a table row) or with its label (a panel, a dialog). */
  compact?: boolean;
  size?: ButtonProps['size'];
}

/**
 * Stops a waiting or running run, behind a confirmation (work done so far stays). Shown only to
 * those the server lets cancel it (`cancellable`).
 */
export function CancelJobButton({ run, compact = false, size }: CancelJobButtonProps) {
  const { t } = useTranslation();
  const cancel = useCancelJob();
  const [asking, setAsking] = useState(false);
  if (!run.cancellable) return null;
  const confirm = () =>
    runMutation(cancel, run.id, {
      onSuccess: () => {
        setAsking(false);
        void showToast({
          intent: 'warning',
          icon: 'stop',
          message: t('jobs.cancelled', { id: run.id }),
        });
      },
      onError: (error) => {
        setAsking(false);
        void showToast({
          intent: 'danger',
          icon: 'error',
          message: errorText(t, error as ApiError) ?? (error as Error).message,
        });
      },
    });
  return (
    <>
      <Button
        variant="minimal"
        size={size ?? (compact ? 'small' : 'medium')}
        intent="danger"
        icon="stop"
        text={compact ? undefined : t(STOP_LABEL[run.name as JobKind] ?? 'jobs.stop.run')}
        aria-label={t('jobs.cancelRun', { id: run.id })}
        title={t('jobs.cancel')}
        data-testid={`job-cancel-${run.id}`}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent="danger"
        icon="stop"
        loading={cancel.isPending}
        canEscapeKeyCancel
        cancelButtonText={t('jobs.keepRunning')}
        confirmButtonText={t(STOP_LABEL[run.name as JobKind] ?? 'jobs.stop.run')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="job-cancel-confirm">{t('jobs.cancelConfirm', { id: run.id })}</p>
      </Alert>
    </>
  );
}
