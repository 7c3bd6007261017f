import { FormGroup, SegmentedControl } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../api/roles';
import { fetchUsers, type User } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { useRolesQuery } from '../hooks/useRoles';
import { roleTestUsersKey } from '../queryKeys';
import { roleLabel } from '../roleLabel';

export type TestTarget = { kind: 'role'; role: Role } | { kind: 'user'; user: User };
type Kind = TestTarget['kind'];

interface RoleTestPickerProps {
  target: TestTarget | null;
  onChange: (target: TestTarget | null) => void;
}

/** Choose a role, or a user (whose role is then tested). */
export function RoleTestPicker({ target, onChange }: RoleTestPickerProps) {
  const { t } = useTranslation();
  const canReadUsers = useAtomValue(abilityAtom).can('read', 'user');
  const [kind, setKind] = useState<Kind>(target?.kind ?? 'role');
  const [query, setQuery] = useState('');
  const roles = useRolesQuery();
  const users = useQuery({
    queryKey: roleTestUsersKey(query),
    queryFn: () =>
      fetchUsers({ page: 1, perPage: 20, sortBy: 'name', sortDir: 'asc', q: query || undefined }),
    placeholderData: keepPreviousData,
    enabled: kind === 'user' && canReadUsers,
  });

  return (
    <div className="ams-role-test-picker">
      <SegmentedControl
        aria-label={t('roleTest.pickKind')}
        data-testid="role-test-kind"
        value={kind}
        onValueChange={(value) => {
          setKind(value as Kind);
          onChange(null);
        }}
        options={[
          { value: 'role', label: t('roleTest.byRole'), icon: 'shield' },
          { value: 'user', label: t('roleTest.byUser'), icon: 'person', disabled: !canReadUsers },
        ]}
      />
      {kind === 'role' ? (
        <FormGroup label={t('roleTest.role')} labelFor="role-test-role" className="ams-grow">
          <EntitySuggest<Role>
            id="role-test-role"
            testId="role-test-role"
            items={roles.data ?? []}
            selected={target?.kind === 'role' ? target.role : null}
            keyOf={(role) => role.id}
            labelOf={(role) => roleLabel(t, role.name)}
            detailOf={(role) => (role.isAdmin ? t('roles.administrator') : undefined)}
            onSelect={(role) => onChange(role ? { kind: 'role', role } : null)}
            placeholder={t('roleTest.rolePlaceholder')}
            noResults={t('roleTest.noMatches')}
            disabled={!roles.data}
          />
        </FormGroup>
      ) : (
        <FormGroup label={t('roleTest.user')} labelFor="role-test-user" className="ams-grow">
          <EntitySuggest<User>
            id="role-test-user"
            testId="role-test-user"
            items={users.data?.data ?? []}
            selected={target?.kind === 'user' ? target.user : null}
            keyOf={(user) => user.id}
            labelOf={(user) => user.fullName}
            detailOf={(user) => user.email}
            onQuery={setQuery}
            onSelect={(user) => onChange(user ? { kind: 'user', user } : null)}
            placeholder={t('roleTest.userPlaceholder')}
            noResults={t('roleTest.noMatches')}
          />
        </FormGroup>
      )}
    </div>
  );
}
