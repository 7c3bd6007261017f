import { Dialog, DialogBody } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/PageLoader';
import { showToast } from '../../../ui/toaster';
import { useAccountQuery } from '../hooks/useAccounts';
import { AccountForm } from './AccountForm';

interface AccountDialogProps {
  /** null: a new account. */
  accountId: number | null;
  canChangePlan: boolean;
  onClose: () => void;
}

/** Create, or load the account afresh and edit it; a failed load closes with a toast. */
export function AccountDialog({ accountId, canChangePlan, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const account = useAccountQuery(accountId);
  const loadFailed = accountId !== null && account.isError;

  useEffect(() => {
    if (!loadFailed) return;
    void showToast({ intent: 'danger', icon: 'error', message: t('accounts.loadFailed') });
    onClose();
  }, [loadFailed, onClose, t]);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="office"
      title={accountId === null ? t('accounts.createTitle') : t('accounts.editTitle')}
    >
      {accountId !== null && !account.data ? (
        <DialogBody>
          <PageLoader />
        </DialogBody>
      ) : (
        <AccountForm
          key={accountId ?? 'new'}
          account={account.data ?? null}
          canChangePlan={canChangePlan}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
