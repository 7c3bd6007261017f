import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { USER_STATUSES, type User, type UserStatus } from '../../../api/users';
import { showToast } from '../../../ui/toaster';
import { useSaveUser } from '../hooks/useUsers';
import { STATUS_LABEL } from '../userLabels';
import { runMutation } from '../../../api/runMutation';

/** Active / Inactive / Pending, saved as soon as it is picked. */
export function UserStatusControl({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const change = (status: UserStatus) => {
    if (status === user.status) return;
    runMutation(
      save,
      { id: user.id, body: { status } },
      {
        onSuccess: () =>
          void showToast({ intent: 'success', icon: 'tick', message: t('users.saved') }),
        onError: (error) => {
          const reason =
            error instanceof ApiError && error.status < 500
              ? (fieldErrorTexts(t, error, ['status']).status ?? errorMessage(t, error))
              : null;
          void showToast({
            intent: 'danger',
            icon: 'error',
            message: reason ? `${t('users.saveFailed')}: ${reason}` : t('users.saveFailed'),
          });
        },
      },
    );
  };
  return (
    <SegmentedControl
      aria-label={t('users.fields.status')}
      data-testid="user-status-control"
      size="small"
      fill
      disabled={save.isPending}
      value={user.status}
      onValueChange={(value) => change(value as UserStatus)}
      options={USER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))}
    />
  );
}
