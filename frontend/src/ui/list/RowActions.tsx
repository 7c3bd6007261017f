import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names. */
  label: string;
  testIdPrefix: string;
  id: number;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Why the server would refuse the deletion: the button stays, disabled, saying so. */
  deleteBlocked?: string | null;
}

/** Edit and delete buttons of a table row; a missing handler means no permission, no button. */
export function RowActions({
  label,
  testIdPrefix,
  id,
  onEdit,
  onDelete,
  deleteBlocked,
}: RowActionsProps) {
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
      {onDelete && !deleteBlocked && (
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
      {onDelete && deleteBlocked && (
        <Tooltip content={deleteBlocked} compact placement="left">
          <Button
            variant="minimal"
            size="small"
            icon="trash"
            disabled
            aria-label={`${t('dataList.deleteItem', { name: label })}: ${deleteBlocked}`}
            data-testid={`${testIdPrefix}-delete-${id}`}
          />
        </Tooltip>
      )}
    </div>
  );
}
