import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { useJobRuns, failureText } from '../../jobs';
import { showToast } from '../../../ui/toaster';
import { syncToastKey } from './useWebsiteSync';
import { useStartReconcile, useStartSync, useVerifyWebsite } from './useWebsites';
import { runMutation } from '../../../api/runMutation';

/** Codes whose words would only repeat the toast's own (already translated) sentence. */
const REPEATS_THE_TOAST = new Set(['server.unknown', 'request.unprocessable']);

/**
 * The spec's sentence, then what to fix (wrong password, REST disabled…): a failed verification's
 * reason in the reader's language by its code (`website.verify.<reason>`), else the server's detail.
 */
export function withReason(t: TFunction, message: string, error: unknown): string {
  if (!(error instanceof ApiError)) return message;
  const translated = errorText(t, error);
  const reason = error.code?.startsWith('website.verify.')
    ? (translated ?? error.detail)
    : (error.detail ??
      (error.code && REPEATS_THE_TOAST.has(error.code)
        ? undefined
        : (translated ?? error.message)));
  return reason ? `${message} ${reason}` : message;
}

/** What "Sync now" tells the page's sync state: pressed, queued as run `jobId`, or refused. */
export interface SyncSteps {
  markStarting: () => void;
  follow: (jobId: number) => void;
  reset: () => void;
}

/** Verify and "Sync now" with the spec's toasts; the sync steps drive the wait state. */
export function useWebsiteActions(websiteId: number, steps: SyncSteps) {
  const { t } = useTranslation();
  const verify = useVerifyWebsite();
  const sync = useStartSync();
  const reconcile = useStartReconcile();

  // The address answers as another WordPress than the one synced: asked before starting afresh.
  const [otherSite, setOtherSite] = useState<{ was: string; now: string } | null>(null);

  const runVerify = (newSite = false) =>
    runMutation(
      verify,
      { id: websiteId, newSite },
      {
        onSuccess: () => {
          setOtherSite(null);
          void showToast({
            intent: 'success',
            icon: 'tick',
            message: t('websites.verifySucceeded'),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'website.identity_changed' && !newSite) {
            const { was, now } = (error.params ?? {}) as { was?: string; now?: string };
            setOtherSite({ was: String(was ?? ''), now: String(now ?? '') });
            return;
          }
          setOtherSite(null);
          void showToast({
            intent: 'danger',
            icon: 'error',
            timeout: 10_000,
            message: withReason(t, t('websites.verifyFailed'), error),
          });
        },
      },
    );

  /** `full`: a full import (every post read again); `notify`: mail me when it ends. */
  const runSync = ({ full = false, notify = false }: { full?: boolean; notify?: boolean } = {}) => {
    steps.markStarting();
    runMutation(
      sync,
      { id: websiteId, full, notify },
      {
        onSuccess: (started) => {
          steps.follow(Number(started.jobId));
          // The email is promised only when one will come.
          void showToast(
            started.mails
              ? { intent: 'primary', icon: 'envelope', message: t('websites.sync.started') }
              : { intent: 'primary', icon: 'refresh', message: t('websites.sync.startedQuietly') },
            syncToastKey(websiteId),
          );
        },
        onError: (error) => {
          steps.reset();
          void showToast({
            intent: 'danger',
            icon: 'error',
            timeout: 10_000,
            message: withReason(t, t('websites.sync.failed'), error),
          });
        },
      },
    );
  };

  // A deletions check is followed to its end: how it ended is said where it was started.
  const checks = useJobRuns({
    onEnd: (check) => {
      checks.forget([check.id]);
      if (check.state === 'completed') {
        void showToast({
          intent: 'success',
          icon: 'tick',
          message: t('websites.sync.reconcileDone'),
        });
        return;
      }
      const reason = failureText(t, check);
      void showToast({
        intent: check.state === 'cancelled' ? 'warning' : 'danger',
        icon: 'error',
        timeout: 10_000,
        message: reason
          ? `${t('websites.sync.reconcileFailed')} ${reason}`
          : t('websites.sync.reconcileFailed'),
      });
    },
  });

  const runReconcile = () =>
    runMutation(reconcile, websiteId, {
      onSuccess: (started) => {
        checks.follow([{ id: Number(started.jobId) }]);
        void showToast({
          intent: 'primary',
          icon: 'search',
          message: t('websites.sync.reconcileStarted'),
        });
      },
      onError: (error) =>
        void showToast({
          intent: 'danger',
          icon: 'error',
          timeout: 10_000,
          message: withReason(t, t('websites.sync.failed'), error),
        }),
    });

  return {
    runVerify: () => runVerify(),
    otherSite,
    startAsNewSite: () => runVerify(true),
    keepOldSite: () => setOtherSite(null),
    verifying: verify.isPending,
    runSync,
    startingSync: sync.isPending,
    runReconcile,
    reconciling: reconcile.isPending,
  };
}
