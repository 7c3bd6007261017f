import { Dialog, type IconName } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { DialogForm, type DialogFormProps } from './DialogForm';

interface FormDialogProps extends Omit<DialogFormProps, 'onCancel'> {
  title: string;
  icon: IconName;
  className?: string;
  style?: CSSProperties;
  onClose: () => void;
}

/** Create or edit one thing: a dialog holding its form; Esc, the cross and Cancel close it. */
export function FormDialog({ title, icon, className, style, onClose, ...form }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} className={className} style={style}>
      <DialogForm {...form} onCancel={onClose} />
    </Dialog>
  );
}
