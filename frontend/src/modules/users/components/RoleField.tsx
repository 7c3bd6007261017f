import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRolesQuery } from '../../roles/hooks/useRoles';

interface RoleFieldProps {
  id: string;
  value: number | null;
  /** Only administrators may hand out a role with Administrator Access. */
  allowAdminRoles: boolean;
  invalid: boolean;
  onChange: (roleId: number | null) => void;
}

export function RoleField({ id, value, allowAdminRoles, invalid, onChange }: RoleFieldProps) {
  const { t } = useTranslation();
  const roles = useRolesQuery();
  const placeholder = roles.isError
    ? t('users.rolesFailed')
    : roles.isPending
      ? t('common.loading')
      : t('users.placeholders.role');
  return (
    <HTMLSelect
      id={id}
      name="roleId"
      fill
      className={invalid ? 'ams-select-invalid' : undefined}
      aria-invalid={invalid}
      value={value ?? ''}
      disabled={!roles.data}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    >
      <option value="">{placeholder}</option>
      {roles.data?.map((role) => (
        <option key={role.id} value={role.id} disabled={role.isAdmin && !allowAdminRoles}>
          {role.isAdmin ? t('users.adminRoleOption', { name: role.name }) : role.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
