import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import type { Role } from '../../../api/roles';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { showToast } from '../../../ui/toaster';
import { useDeleteRole } from '../hooks/useRoles';
import { roleLabel } from '../roleLabel';
import { runMutation } from '../../../api/runMutation';

interface DeleteRoleAlertProps {
  role: Role | null;
  onClose: () => void;
}

/** Asks first; a role still held by users is refused with the spec's message. */
export function DeleteRoleAlert({ role, onClose }: DeleteRoleAlertProps) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  const confirm = () => {
    if (!role) return;
    runMutation(remove, role.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('roles.deleted') });
        onClose();
      },
      onError: (error) => {
        // 'There are users assigned to this role.' stands alone; other refusals follow the spec's.
        const inUse = isApiError(error) && error.code === 'role.in_use';
        const reason =
          isApiError(error) && error.status < 500 ? (errorText(t, error) ?? error.message) : null;
        const message = inUse
          ? (reason ?? t('roles.deleteFailed'))
          : reason
            ? `${t('roles.deleteFailed')}: ${reason}`
            : t('roles.deleteFailed');
        void showToast({ intent: 'danger', icon: 'error', message });
        onClose();
      },
    });
  };
  const question = t('roles.confirmDelete', { name: roleLabel(t, role?.name) });
  return (
    <ConfirmDeleteAlert
      isOpen={role !== null}
      message={
        role && role.usersCount > 0
          ? `${question} ${t('roles.holdersWarning', { count: role.usersCount })}`
          : question
      }
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      testId="roles-delete-confirm"
    />
  );
}
