import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/errors';
import { showToast } from '../toaster';
import { runMutation } from '../../api/runMutation';

export interface DeleteMessages {
  deleted: string;
  /**
   * The server refused with 409: the row is still in use (a function may name what uses it).
   * Without it, a 409 is told as any other failure.
   */
  conflict?: string | ((error: Error) => string);
  /** Any other failure (a function may say why, e.g. from the error's code). */
  failed: string | ((error: Error) => string);
}

/**
 * The row picked for deletion and what the confirmation does with it: deletes it, says how it went
 * (done, still in use, failed) and closes the confirmation whatever the outcome.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  messages: DeleteMessages,
  onDeleted?: () => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const ask = useCallback((row: T) => setTarget(row), []);
  const cancel = useCallback(() => setTarget(null), []);
  const confirm = () => {
    if (!target) return;
    runMutation(remove, target.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: messages.deleted });
        setTarget(null);
        onDeleted?.();
      },
      onError: (error) => {
        const said =
          isApiError(error, 409) && messages.conflict !== undefined
            ? messages.conflict
            : messages.failed;
        const message = typeof said === 'function' ? said(error) : said;
        void showToast({ intent: 'danger', icon: 'error', message });
        setTarget(null);
      },
    });
  };
  return { target, ask, cancel, confirm, pending: remove.isPending };
}
