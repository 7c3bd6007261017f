import { Button, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface FormDialogFooterProps {
  onCancel: () => void;
  /** The save request is under way: the button spins and cannot be pressed again. */
  saving: boolean;
  /** Defaults to "Save". */
  saveText?: string;
  saveTestId: string;
  cancelTestId?: string;
}

/** Cancel and a submit button (the form's Enter key) at the foot of every edit dialog. */
export function FormDialogFooter({
  onCancel,
  saving,
  saveText,
  saveTestId,
  cancelTestId,
}: FormDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('common.cancel')} onClick={onCancel} data-testid={cancelTestId} />
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            loading={saving}
            text={saveText ?? t('dataList.save')}
            data-testid={saveTestId}
          />
        </>
      }
    />
  );
}
