import { useTranslation } from 'react-i18next';
import type { Role } from '../../../api/roles';
import { PLAN_CODES, USER_STATUSES } from '../../../api/users';
import { FilterSelect, type FilteredList } from '../../../ui/list/FilterSelect';
import { PLAN_LABEL, STATUS_LABEL } from '../userLabels';
import type { UserFilter } from './UsersList';
import { roleLabel } from '../../roles';

interface UsersFiltersProps {
  list: FilteredList<UserFilter>;
  /** Absent when the caller may not read roles: no role filter then. */
  roles: readonly Role[] | undefined;
}

/** The role, plan and status filters. */
export function UsersFilters({ list, roles }: UsersFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      {roles && (
        <FilterSelect
          list={list}
          filter="roleId"
          label={t('users.filters.role')}
          allLabel={t('users.filters.allRoles')}
          testId="users-filter-role"
          options={roles.map((role) => ({
            value: String(role.id),
            label: roleLabel(t, role.name),
          }))}
        />
      )}
      <FilterSelect
        list={list}
        filter="plan"
        label={t('users.filters.plan')}
        allLabel={t('users.filters.allPlans')}
        testId="users-filter-plan"
        options={PLAN_CODES.map((plan) => ({ value: plan, label: t(PLAN_LABEL[plan]) }))}
      />
      <FilterSelect
        list={list}
        filter="status"
        label={t('users.filters.status')}
        allLabel={t('users.filters.allStatuses')}
        testId="users-filter-status"
        options={USER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))}
      />
    </>
  );
}
