import { Button, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ModuleSetting, ModuleTreeNode } from '../../../api/modules';
import { formatDateTime } from '../../../lib/intl';
import { EmptyState } from '../../../ui/EmptyState';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { Heading } from '../../../ui/Heading';

interface ModuleDetailsProps {
  module: ModuleTreeNode | undefined;
  parent: ModuleTreeNode | undefined;
  onEdit?: () => void;
  onAddChild?: () => void;
  onDelete?: () => void;
}

/** The selected module: code, parent, children, settings and dates, with its actions. */
export function ModuleDetails({
  module,
  parent,
  onEdit,
  onAddChild,
  onDelete,
}: ModuleDetailsProps) {
  const { t, i18n } = useTranslation();
  if (!module) {
    return (
      <EmptyState
        icon="cube"
        title={t('modules.selectTitle')}
        description={t('modules.selectBody')}
      />
    );
  }
  const children = module.children ?? [];
  const settingColumns: StaticColumn<ModuleSetting>[] = [
    {
      id: 'key',
      title: t('modules.settingKey'),
      rowHeader: true,
      render: (setting) => <code>{setting.key}</code>,
    },
    { id: 'value', title: t('modules.settingValue'), render: (setting) => setting.value },
  ];
  return (
    <Card className="ams-module-details" data-testid="module-details">
      <div className="ams-module-details-head">
        <Heading level={2} size={4}>
          {module.name}
        </Heading>
        <div className="ams-row-actions">
          {onAddChild && (
            <Button
              icon="add"
              text={t('modules.addChild')}
              data-testid="module-add-child"
              onClick={onAddChild}
            />
          )}
          {onEdit && (
            <Button
              icon="edit"
              text={t('dataList.edit')}
              data-testid="module-edit"
              onClick={onEdit}
            />
          )}
          {onDelete && (
            <Button
              icon="trash"
              intent="danger"
              text={t('dataList.delete')}
              data-testid="module-delete"
              onClick={onDelete}
            />
          )}
        </div>
      </div>
      <dl className="ams-details-list">
        <dt>{t('modules.fields.code')}</dt>
        <dd>
          <Tag minimal>{module.code}</Tag>
        </dd>
        <dt>{t('modules.fields.parent')}</dt>
        <dd>{parent ? parent.name : t('modules.noParent')}</dd>
        <dt>{t('modules.fields.children')}</dt>
        <dd>{children.length > 0 ? children.map((child) => child.name).join(', ') : '—'}</dd>
        <dt>{t('modules.fields.createdAt')}</dt>
        <dd>{formatDateTime(module.createdAt, i18n.language)}</dd>
        <dt>{t('modules.fields.updatedAt')}</dt>
        <dd>{formatDateTime(module.updatedAt, i18n.language)}</dd>
      </dl>
      <Heading level={3} size={4} className="ams-details-subtitle">
        {t('modules.fields.settings')}
      </Heading>
      {module.settings.length === 0 ? (
        <p className="ams-muted">{t('modules.noSettings')}</p>
      ) : (
        <StaticTable
          testId="module-settings-table"
          className="ams-settings-table"
          compact
          rows={module.settings}
          rowKey={(setting) => setting.key}
          columns={settingColumns}
        />
      )}
    </Card>
  );
}
