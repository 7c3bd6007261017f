import { HTMLSelect } from '@blueprintjs/core';
import { holdsRole } from '@grants';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { abilityAtom } from '../../../state/abilityAtom';
import { useRolesQuery, roleLabel } from '../../roles';

interface RoleFieldProps {
  id: string;
  value: number | null;
  invalid: boolean;
  onChange: (roleId: number | null) => void;
}

/** Offers only the roles the server lets this user grant: none stronger than their own. */
export function RoleField({ id, value, invalid, onChange }: RoleFieldProps) {
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
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
        <option key={role.id} value={role.id} disabled={!holdsRole({ ability }, role)}>
          {role.isAdmin
            ? t('users.adminRoleOption', { name: roleLabel(t, role.name) })
            : roleLabel(t, role.name)}
        </option>
      ))}
    </HTMLSelect>
  );
}
