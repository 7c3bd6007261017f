import '../users.css';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, type User, type UserSort } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useListParams } from '../../../ui/list/useListParams';
import { useRolesQuery } from '../../roles';
import { DeleteUserAlert } from '../components/DeleteUserAlert';
import { UserDialog } from '../components/UserDialog';
import { UsersFilters } from '../components/UsersFilters';
import { UsersList, type UserFilter } from '../components/UsersList';

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
      <ListPage
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        create={
          ability.can('create', 'user') && {
            text: t('users.add'),
            icon: 'new-person',
            testId: 'users-create',
            onClick: () => setEditing(null),
          }
        }
        search={{ list, placeholder: t('users.search'), testId: 'users-search' }}
        filters={<UsersFilters list={list} roles={roles.data} />}
      >
        <UsersList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={canWrite ? onDelete : undefined}
        />
      </ListPage>
      {editing !== undefined && <UserDialog user={editing} onClose={() => setEditing(undefined)} />}
      <DeleteUserAlert user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
