import '../roles.css';
import { AnchorButton, Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import type { Role } from '../../../api/roles';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLinkProps } from '../../../ui/useLinkProps';
import { DeleteRoleAlert } from '../components/DeleteRoleAlert';
import { RoleCard } from '../components/RoleCard';
import { RoleDialog } from '../components/RoleDialog';
import { useRolesQuery } from '../hooks/useRoles';
import { roleLabel } from '../roleLabel';
import { HistoryPanel } from '../../audit';
import { errorMessage } from '../../../i18n/errorText';

type Editing = { role: Role | null } | null;

/** `/apps/roles`: a card per role with its users; administrators create, edit and delete. */
export default function RolesPage() {
  const { t } = useTranslation();
  const link = useLinkProps();
  const ability = useAtomValue(abilityAtom);
  const canManage = ability.can('manage', 'all');
  const canReadTrail = ability.can('read', 'audit');
  const roles = useRolesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const onEdit = useCallback((role: Role) => setEditing({ role }), []);
  const onDelete = useCallback((role: Role) => setDeleting(role), []);
  const [history, setHistory] = useState<Role | null>(null);
  const onHistory = useCallback((role: Role) => setHistory(role), []);

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          <>
            <AnchorButton
              icon="key"
              {...link('/apps/permissions')}
              data-testid="roles-permissions-link"
            >
              {t('routes.permissions')}
            </AnchorButton>
            <AnchorButton
              icon="lab-test"
              {...link('/apps/roles/test')}
              data-testid="roles-test-link"
            >
              {t('routes.rolesTest')}
            </AnchorButton>
            {canManage && (
              <Button
                intent="primary"
                icon="add"
                text={t('roles.add')}
                data-testid="roles-create"
                onClick={() => setEditing({ role: null })}
              />
            )}
          </>
        }
      />
      {roles.isPending && <PageLoader />}
      {roles.isError && (
        <EmptyState
          icon="error"
          title={isApiError(roles.error, 403) ? t('roles.forbidden') : t('roles.loadFailed')}
          description={errorMessage(t, roles.error)}
          action={<Button text={t('common.retry')} onClick={() => void roles.refetch()} />}
        />
      )}
      {roles.data?.length === 0 && (
        <EmptyState
          icon="shield"
          title={t('roles.emptyTitle')}
          description={t('roles.emptyBody')}
        />
      )}
      {roles.data && roles.data.length > 0 && (
        <div className="ams-role-grid" data-testid="roles-grid">
          {roles.data.map((role) => (
            <RoleCard
              key={role.id}
              role={role}
              canManage={canManage}
              onEdit={onEdit}
              onDelete={onDelete}
              onHistory={canReadTrail ? onHistory : undefined}
            />
          ))}
        </div>
      )}
      {editing && <RoleDialog role={editing.role} onClose={() => setEditing(null)} />}
      <DeleteRoleAlert role={deleting} onClose={() => setDeleting(null)} />
      <Dialog
        isOpen={history !== null}
        onClose={() => setHistory(null)}
        title={history ? t('roles.historyNamed', { name: roleLabel(t, history.name) }) : ''}
        icon="history"
        className="ams-dialog-wide"
      >
        <DialogBody>
          <div data-testid="role-history">
            {history && <HistoryPanel subject="role" id={history.id} />}
          </div>
        </DialogBody>
      </Dialog>
    </>
  );
}
