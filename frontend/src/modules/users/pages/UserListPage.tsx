import '../users.css';
import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, type User, type UserSort } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import type { ListOptions } from '../../../ui/list/listParams';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { useRolesQuery } from '../../roles/hooks/useRoles';
import { DeleteUserAlert } from '../components/DeleteUserAlert';
import { UserDialog } from '../components/UserDialog';
import { UsersList, type UserFilter } from '../components/UsersList';
import { UsersToolbar } from '../components/UsersToolbar';

const LIST: ListOptions<UserSort, UserFilter> = {
  sortKeys: USER_SORTS,
  defaultSort: 'name',
  filterKeys: ['roleId', 'plan', 'status'],
};

/** `/apps/user/list` (read on user): the caller's account's people, or everyone for admins. */
export default function UserListPage() {
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
  const list = useListParams(LIST);
  // undefined: closed; null: a new user.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<User | null>(null);
  const roles = useRolesQuery(ability.can('read', 'role'));
  const canWrite = ability.can('write', 'user');

  const onEdit = useCallback((user: User) => setEditing(user), []);
  const onDelete = useCallback((user: User) => setDeleting(user), []);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          ability.can('create', 'user') && (
            <Button
              intent="primary"
              icon="new-person"
              text={t('users.add')}
              data-testid="users-create"
              onClick={() => setEditing(null)}
            />
          )
        }
      />
      <Card className="ams-list-card">
        <UsersToolbar list={list} roles={roles.data} />
        <UsersList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={canWrite ? onDelete : undefined}
        />
      </Card>
      {editing !== undefined && <UserDialog user={editing} onClose={() => setEditing(undefined)} />}
      <DeleteUserAlert user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
