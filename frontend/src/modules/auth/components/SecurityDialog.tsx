import './authPages.css';
import { Button, Dialog, DialogBody, Divider, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLoader } from '../../../ui/PageLoader';
import { useRefreshTwoFactorStatus, useTwoFactorStatus } from '../hooks/useTwoFactor';
import { ChangePasswordForm } from './ChangePasswordForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDisable } from './TwoFactorDisable';
import { TwoFactorEnrol } from './TwoFactorEnrol';

interface SecurityDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** "Security" from the user menu: the signed-in user's password, and two-step sign-in on or off. */
export default function SecurityDialog({ isOpen, onClose }: SecurityDialogProps) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactorStatus();
  // Shown once after enabling; the status refreshes only when they are dismissed.
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    if (codes) {
      setCodes(null);
      void refresh();
    }
    onClose();
  };

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={close} />;
    if (status.isPending) return <PageLoader />;
    if (status.isError) {
      return (
        <EmptyState
          icon="error"
          title={t('authFlows.security.loadFailed')}
          description={t('common.unknownError')}
          action={<Button text={t('common.retry')} onClick={() => void status.refetch()} />}
        />
      );
    }
    if (status.data.enabled) {
      return <TwoFactorDisable status={status.data} onDisabled={() => void refresh()} />;
    }
    return <TwoFactorEnrol onEnabled={setCodes} />;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      icon="shield"
      title={t('authFlows.security.menuItem')}
      canOutsideClickClose={!codes}
    >
      <DialogBody>
        <div data-testid="security-dialog">
          {!codes && (
            <>
              <ChangePasswordForm />
              <Divider className="ams-security-divider" />
              <H5>{t('authFlows.security.title')}</H5>
            </>
          )}
          {body()}
        </div>
      </DialogBody>
    </Dialog>
  );
}
