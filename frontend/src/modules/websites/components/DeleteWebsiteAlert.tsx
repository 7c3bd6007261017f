import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { showToast } from '../../../ui/toaster';
import { useDeleteWebsite } from '../hooks/useWebsites';
import { runMutation } from '../../../api/runMutation';

interface DeleteWebsiteAlertProps {
  website: Website | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Deleting a website removes its articles too: always behind this confirmation. */
export function DeleteWebsiteAlert({ website, onClose, onDeleted }: DeleteWebsiteAlertProps) {
  const { t } = useTranslation();
  const remove = useDeleteWebsite();
  const confirm = () => {
    if (!website) return;
    runMutation(remove, website.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('websites.deleted') });
        onClose();
        onDeleted?.();
      },
      onError: () => {
        void showToast({ intent: 'danger', icon: 'error', message: t('websites.deleteFailed') });
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={website !== null}
      message={t('websites.confirmDelete', { name: website?.name ?? '' })}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      testId="websites-delete-confirm"
    />
  );
}
