import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface InviteLinkDialogProps {
  link: { link: string; expiresInHours: number } | null;
  onClose: () => void;
}

/** The fresh invite link, shown once: copy it and hand it over yourself. */
export function InviteLinkDialog({ link, onClose }: InviteLinkDialogProps) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.link).catch(() => undefined);
  };
  return (
    <Dialog
      isOpen={link !== null}
      onClose={onClose}
      title={t('users.inviteLink.title')}
      icon="link"
    >
      <DialogBody>
        <Callout intent="warning" icon="eye-open">
          {t('users.inviteLink.once', { hours: link?.expiresInHours ?? 0 })}
        </Callout>
        <InputGroup
          className="ams-invite-link"
          readOnly
          value={link?.link ?? ''}
          aria-label={t('users.inviteLink.title')}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="user-invite-link"
          rightElement={
            <Button
              variant="minimal"
              icon="duplicate"
              text={t('users.inviteLink.copy')}
              onClick={() => void copy()}
              data-testid="user-invite-link-copy"
            />
          }
        />
      </DialogBody>
      <DialogFooter actions={<Button text={t('common.close')} onClick={onClose} />} />
    </Dialog>
  );
}
