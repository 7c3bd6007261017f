import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names. */
  label: string;
  testIdPrefix: string;
  id: number;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Edit and delete buttons of a table row; a missing handler means no permission, no button. */
export function RowActions({ label, testIdPrefix, id, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="ams-row-actions">
      {onEdit && (
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          aria-label={t('dataList.editItem', { name: label })}
          title={t('dataList.edit')}
          data-testid={`${testIdPrefix}-edit-${id}`}
          onClick={onEdit}
        />
      )}
      {onDelete && (
        <Button
          variant="minimal"
          size="small"
          intent="danger"
          icon="trash"
          aria-label={t('dataList.deleteItem', { name: label })}
          title={t('dataList.delete')}
          data-testid={`${testIdPrefix}-delete-${id}`}
          onClick={onDelete}
        />
      )}
    </div>
  );
}
