import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { errorMessage } from '../../../i18n/errorText';
import type { User } from '../../../api/users';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { showToast } from '../../../ui/toaster';
import { useDeleteUser } from '../hooks/useUsers';
import { runMutation } from '../../../api/runMutation';

interface DeleteUserAlertProps {
  user: User | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting; the spec's messages report the outcome. */
export function DeleteUserAlert({ user, onClose, onDeleted }: DeleteUserAlertProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    runMutation(remove, user.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('users.deleted') });
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        // A refusal the person can act on (their own account, the last administrator) is named.
        const reason = isApiError(error) && error.status < 500 ? errorMessage(t, error) : null;
        void showToast({
          intent: 'danger',
          icon: 'error',
          message: reason ? `${t('users.deleteFailed')}: ${reason}` : t('users.deleteFailed'),
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={user !== null}
      message={t('users.confirmDelete', { name: user?.fullName ?? '' })}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      testId="users-delete-confirm"
    />
  );
}
