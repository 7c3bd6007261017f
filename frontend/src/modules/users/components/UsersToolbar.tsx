import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../api/roles';
import { PLAN_CODES, USER_STATUSES, type UserSort } from '../../../api/users';
import { SearchInput } from '../../../ui/list/SearchInput';
import type { ListState } from '../../../ui/list/useListParams';
import { PLAN_LABEL, STATUS_LABEL } from '../userLabels';
import type { UserFilter } from './UsersList';

interface UsersToolbarProps {
  list: ListState<UserSort, UserFilter>;
  /** Absent when the caller may not read roles: no role filter then. */
  roles: readonly Role[] | undefined;
}

/** Search and the role, plan and status filters; each change starts again at page 1. */
export function UsersToolbar({ list, roles }: UsersToolbarProps) {
  const { t } = useTranslation();
  const { filters } = list.params;
  return (
    <div className="ams-list-toolbar" role="search">
      <div className="ams-list-search">
        <SearchInput
          value={list.params.q}
          onSearch={list.setQuery}
          placeholder={t('users.search')}
          testId="users-search"
        />
      </div>
      {roles && (
        <HTMLSelect
          aria-label={t('users.filters.role')}
          data-testid="users-filter-role"
          value={filters.roleId ?? ''}
          onChange={(e) => list.setFilter('roleId', e.currentTarget.value)}
          options={[
            { value: '', label: t('users.filters.allRoles') },
            ...roles.map((role) => ({ value: String(role.id), label: role.name })),
          ]}
        />
      )}
      <HTMLSelect
        aria-label={t('users.filters.plan')}
        data-testid="users-filter-plan"
        value={filters.plan ?? ''}
        onChange={(e) => list.setFilter('plan', e.currentTarget.value)}
        options={[
          { value: '', label: t('users.filters.allPlans') },
          ...PLAN_CODES.map((plan) => ({ value: plan, label: t(PLAN_LABEL[plan]) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('users.filters.status')}
        data-testid="users-filter-status"
        value={filters.status ?? ''}
        onChange={(e) => list.setFilter('status', e.currentTarget.value)}
        options={[
          { value: '', label: t('users.filters.allStatuses') },
          ...USER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
        ]}
      />
    </div>
  );
}
