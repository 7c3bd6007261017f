import { useAtomValue } from 'jotai';
import { AnchorButton, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCode, User, UserListQuery, UserSort, UserStatus } from '../../../api/users';
import { formatDateTime } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useLinkProps } from '../../../ui/useLinkProps';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useUsersQuery } from '../hooks/useUsers';
import { PLAN_LABEL } from '../userLabels';
import { InvitationTag } from './InvitationTag';
import { StatusTag } from './StatusTag';
import { roleLabel } from '../../roles';
import { userDataAtom } from '../../../state/userDataAtom';

export type UserFilter = 'roleId' | 'plan' | 'status';

interface UsersListProps {
  list: ListState<UserSort, UserFilter>;
  onEdit?: (user: User) => void;
  onDelete?: (user: User) => void;
}

export const userViewPath = (id: number) => `/apps/user/view/${id}`;

/** The address's filters are text; the API wants the role as a number. */
function toUserQuery(list: ListState<UserSort, UserFilter>): UserListQuery {
  const { roleId, plan, status, ...rest } = toApiQuery(list.params);
  const role = Number(roleId);
  return {
    ...rest,
    perPage: rest.perPage as UserListQuery['perPage'],
    ...(Number.isInteger(role) && role > 0 ? { roleId: role } : {}),
    ...(plan ? { plan: plan as PlanCode } : {}),
    ...(status ? { status: status as UserStatus } : {}),
  };
}

/** Avatar and name, email, role, account and plan, status and creation date, paged by the server. */
export function UsersList({ list, onEdit, onDelete }: UsersListProps) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const query = useUsersQuery(toUserQuery(list));
  const me = useAtomValue(userDataAtom);

  const columns = useMemo((): DataColumn<User>[] => {
    const base: DataColumn<User>[] = [
      {
        id: 'name',
        title: t('users.columns.user'),
        sortKey: 'name',
        width: 200,
        grow: 3,
        interactive: true,
        render: (user) => (
          <a className="ams-user-cell" {...link(userViewPath(user.id))}>
            <UserAvatar name={user.fullName} src={user.avatar} />
            <span className="ams-user-cell-text">
              <span className="ams-user-cell-name">{user.fullName}</span>
              {user.username && <span className="ams-muted">@{user.username}</span>}
            </span>
          </a>
        ),
      },
      {
        id: 'email',
        title: t('users.columns.email'),
        sortKey: 'email',
        width: 190,
        grow: 2,
        render: (user) => user.email,
      },
      {
        id: 'role',
        priority: 3,
        title: t('users.columns.role'),
        sortKey: 'role',
        width: 130,
        grow: 1,
        render: (user) =>
          user.role ? (
            <span className="ams-cell-tags">
              {roleLabel(t, user.role.name)}
              {user.role.isAdmin && (
                <Tag minimal intent="primary" icon="shield" title={t('users.admin')} />
              )}
            </span>
          ) : (
            <span className="ams-muted">{t('users.noRole')}</span>
          ),
      },
      {
        id: 'account',
        priority: 2,
        title: t('users.columns.account'),
        width: 160,
        grow: 1,
        render: (user) =>
          user.account ? (
            <span className="ams-cell-tags">
              {user.account.name}
              {user.account.plan && <Tag minimal>{t(PLAN_LABEL[user.account.plan.code])}</Tag>}
            </span>
          ) : (
            <span className="ams-muted">{t('users.noAccount')}</span>
          ),
      },
      {
        id: 'status',
        title: t('users.columns.status'),
        sortKey: 'status',
        width: 130,
        render: (user) => (
          <span className="ams-user-status">
            <StatusTag status={user.status} />
            <InvitationTag user={user} compact />
          </span>
        ),
      },
      {
        id: 'createdAt',
        priority: 1,
        title: t('users.columns.created'),
        sortKey: 'createdAt',
        width: 160,
        render: (user) => formatDateTime(user.createdAt, i18n.language),
      },
    ];
    return [
      ...base,
      {
        id: 'actions',
        title: t('users.columns.actions'),
        width: 110,
        interactive: true,
        render: (user) => (
          <div className="ams-row-actions">
            <AnchorButton
              variant="minimal"
              size="small"
              icon="eye-open"
              aria-label={t('users.actions.view', { name: user.fullName })}
              data-testid={`users-view-${user.id}`}
              {...link(userViewPath(user.id))}
            />
            <RowActions
              label={user.fullName}
              testIdPrefix="users"
              id={user.id}
              onEdit={onEdit && (() => onEdit(user))}
              onDelete={onDelete && (() => onDelete(user))}
              deleteBlocked={user.id === me?.id ? t('errors.user.self.delete') : null}
            />
          </div>
        ),
      },
    ];
  }, [t, i18n.language, link, onEdit, onDelete, me?.id]);

  return (
    <ListResults
      testId="users-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('users.emptyTitle')}
      emptyBody={t('users.emptyBody')}
      emptyBodyReadOnly={t('users.emptyBodyReadOnly')}
      errorTitle={t('users.loadFailed')}
    />
  );
}
