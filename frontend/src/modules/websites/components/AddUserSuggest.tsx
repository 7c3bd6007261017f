import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUsers, type User } from '../../../api/users';
import type { WebsiteUser } from '../../../api/websites';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { websiteUserSearchKey } from '../queryKeys';

interface AddUserSuggestProps {
  /** Only people of the website's account may be assigned (administrators belong everywhere). */
  accountId: number;
  enabled: boolean;
  assigned: readonly number[];
  onAdd: (user: WebsiteUser) => void;
}

/** Type-ahead over `/api/users`; a picked person joins view-only until switched to can-edit. */
export function AddUserSuggest({ accountId, enabled, assigned, onAdd }: AddUserSuggestProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const users = useQuery({
    queryKey: websiteUserSearchKey(accountId, query),
    queryFn: () =>
      fetchUsers({
        page: 1,
        perPage: 20,
        sortBy: 'name',
        sortDir: 'asc',
        accountId,
        ...(query ? { q: query } : {}),
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return (
    <>
      <EntitySuggest<User>
        id="website-users-add"
        testId="website-users-add"
        items={users.data?.data ?? []}
        selected={null}
        keyOf={(user) => user.id}
        labelOf={(user) => user.fullName}
        detailOf={(user) => user.email}
        itemDisabled={(user) => assigned.includes(user.id)}
        onQuery={setQuery}
        onSelect={(user) => {
          if (!user || assigned.includes(user.id)) return;
          onAdd({
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            username: user.username,
            avatar: user.avatar,
            canWrite: false,
            isAdmin: !!user.role?.isAdmin,
          });
        }}
        placeholder={
          enabled ? t('websites.users.addPlaceholder') : t('websites.users.noUserAccess')
        }
        // Why someone is not found: only the website's account's people may be assigned.
        noResults={t('websites.users.noCandidates')}
        disabled={!enabled}
      />
      {users.isError && (
        <p className="ams-field-error" role="alert" data-testid="website-users-candidates-error">
          {t('websites.users.candidatesFailed')}
        </p>
      )}
    </>
  );
}
