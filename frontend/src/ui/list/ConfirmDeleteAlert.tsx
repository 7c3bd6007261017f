import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  /** The sentence naming what goes away. */
  message: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

/** The confirmation every destructive action passes through; Esc or Cancel keeps the row. */
export function ConfirmDeleteAlert({
  isOpen,
  message,
  loading,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDeleteAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      loading={loading}
      canEscapeKeyCancel
      cancelButtonText={t('common.cancel')}
      confirmButtonText={t('dataList.delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid={testId}>{message}</p>
    </Alert>
  );
}
