import { DialogBody } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormDialogFooter } from './FormDialogFooter';
import { ConflictNotice } from './ConflictNotice';
import { FormError } from './FormError';
import type { FormState } from './useEntityForm';

export interface DialogFormProps {
  form: FormState;
  /** The form's accessible name. */
  label: string;
  testId: string;
  onCancel: () => void;
  /** Defaults to "Save". */
  saveText?: string;
  saveTestId: string;
  cancelTestId?: string;
  children: ReactNode;
}

/** An edit form inside a dialog: its failure message, its fields, then Cancel and Save. */
export function DialogForm({
  form,
  label,
  testId,
  onCancel,
  saveText,
  saveTestId,
  cancelTestId,
  children,
}: DialogFormProps) {
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={label} data-testid={testId}>
      <DialogBody>
        <FormError message={form.formError} />
        <ConflictNotice conflict={form.conflict} />
        {children}
      </DialogBody>
      <FormDialogFooter
        onCancel={onCancel}
        saving={form.pending}
        saveText={saveText}
        saveTestId={saveTestId}
        cancelTestId={cancelTestId}
      />
    </form>
  );
}
