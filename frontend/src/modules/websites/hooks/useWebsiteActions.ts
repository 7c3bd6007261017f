import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { showToast } from '../../../ui/toaster';
import { useStartSync, useVerifyWebsite } from './useWebsites';

/** Server sentences that only repeat the toast's own (already translated) words. */
const GENERIC = new Set([
  'Failed to verify website.',
  'Failed to synchronize articles content',
  'An unknown error occurred.',
]);

/** The spec's sentence, then what the server says to fix (wrong password, REST disabled…). */
export function withReason(message: string, error: unknown): string {
  if (!(error instanceof ApiError)) return message;
  const reason = error.detail ?? (GENERIC.has(error.message) ? undefined : error.message);
  return reason ? `${message} ${reason}` : message;
}

/** Verify and "Sync now" with the spec's toasts; `onSyncStarted` turns on the wait state. */
export function useWebsiteActions(
  websiteId: number,
  onSyncStarted: () => void,
  onSyncFailed: () => void,
) {
  const { t } = useTranslation();
  const verify = useVerifyWebsite();
  const sync = useStartSync();

  const runVerify = () =>
    verify.mutate(websiteId, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'tick', message: t('websites.verifySucceeded') }),
      onError: (error) =>
        void showToast({
          intent: 'danger',
          icon: 'error',
          timeout: 10_000,
          message: withReason(t('websites.verifyFailed'), error),
        }),
    });

  const runSync = () => {
    onSyncStarted();
    sync.mutate(websiteId, {
      onSuccess: () =>
        void showToast({
          intent: 'primary',
          icon: 'envelope',
          message: t('websites.sync.started'),
        }),
      onError: (error) => {
        onSyncFailed();
        void showToast({
          intent: 'danger',
          icon: 'error',
          timeout: 10_000,
          message: withReason(t('websites.sync.failed'), error),
        });
      },
    });
  };

  return { runVerify, verifying: verify.isPending, runSync, startingSync: sync.isPending };
}
