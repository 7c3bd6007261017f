import { Button, Card, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../api/roles';
import { AvatarStack } from './AvatarStack';
import { roleLabel } from '../roleLabel';
import { Heading } from '../../../ui/Heading';

interface RoleCardProps {
  role: Role;
  canManage: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** Opens the role's History (given to readers of the trail). */
  onHistory?: (role: Role) => void;
}

export function RoleCard({ role, canManage, onEdit, onDelete, onHistory }: RoleCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="ams-role-card" data-testid={`role-card-${role.id}`}>
      <div className="ams-role-card-top">
        <span className="ams-muted">{t('roles.usersCount', { count: role.usersCount })}</span>
        <AvatarStack role={role} />
      </div>
      <Heading level={2} size={4} className="ams-role-card-name">
        {roleLabel(t, role.name)}
        {role.isAdmin && (
          <Tag intent="primary" minimal round icon="shield" className="ams-inline-tag">
            {t('roles.administrator')}
          </Tag>
        )}
      </Heading>
      <div className="ams-muted">
        {role.isAdmin
          ? t('roles.allPermissions')
          : t('roles.permissionsCount', { count: role.permissions.length })}
      </div>
      {(canManage || onHistory) && (
        <div className="ams-role-card-actions">
          {onHistory && (
            <Button
              variant="minimal"
              icon="history"
              text={t('audit.history')}
              aria-label={t('roles.historyNamed', { name: roleLabel(t, role.name) })}
              data-testid={`role-history-${role.id}`}
              onClick={() => onHistory(role)}
            />
          )}
          {canManage && (
            <>
              <Button
                variant="minimal"
                icon="edit"
                text={t('roles.edit')}
                aria-label={t('roles.editNamed', { name: roleLabel(t, role.name) })}
                data-testid={`role-edit-${role.id}`}
                onClick={() => onEdit(role)}
              />
              {role.usersCount > 0 ? (
                // The server refuses while users hold the role: say so instead of offering it.
                <Tooltip content={t('errors.role.in_use')} compact>
                  <Button
                    variant="minimal"
                    icon="trash"
                    disabled
                    text={t('roles.delete.button')}
                    aria-label={`${t('roles.deleteNamed', { name: roleLabel(t, role.name) })}: ${t('errors.role.in_use')}`}
                    data-testid={`role-delete-${role.id}`}
                  />
                </Tooltip>
              ) : (
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  text={t('roles.delete.button')}
                  aria-label={t('roles.deleteNamed', { name: roleLabel(t, role.name) })}
                  data-testid={`role-delete-${role.id}`}
                  onClick={() => onDelete(role)}
                />
              )}
            </>
          )}
        </div>
      )}
    </Card>
  );
}
