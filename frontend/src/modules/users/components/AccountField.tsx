import { InputGroup } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAccounts } from '../../../api/users';
import { EntitySuggest } from '../../../ui/EntitySuggest';

interface AccountOption {
  id: number;
  name: string;
}

interface AccountFieldProps {
  id: string;
  value: number | null;
  /** Administrators pick any account; everyone else sees their own, read-only. */
  editable: boolean;
  current: AccountOption | null;
  /** The caller's account: a new user lands there unless another one is picked. */
  ownAccountId: number | null;
  invalid: boolean;
  onChange: (accountId: number | null) => void;
}

export function AccountField({
  id,
  value,
  editable,
  current,
  ownAccountId,
  invalid,
  onChange,
}: AccountFieldProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<AccountOption | null>(current);
  const accounts = useQuery({
    queryKey: ['accounts', 'options', query],
    queryFn: () => searchAccounts(query),
    placeholderData: keepPreviousData,
    enabled: editable,
  });

  if (!editable) {
    return (
      <InputGroup
        id={id}
        readOnly
        value={current?.name ?? (value === null ? t('users.noAccount') : t('users.ownAccount'))}
        data-testid="user-account"
      />
    );
  }
  const selected =
    value === null
      ? null
      : ((picked?.id === value ? picked : accounts.data?.find((a) => a.id === value)) ?? null);
  return (
    <EntitySuggest<AccountOption>
      id={id}
      testId="user-account"
      items={accounts.data ?? []}
      selected={selected}
      keyOf={(account) => account.id}
      labelOf={(account) => account.name}
      onQuery={setQuery}
      onSelect={(account) => {
        setPicked(account);
        onChange(account?.id ?? null);
      }}
      placeholder={
        accounts.isError
          ? t('users.accountsFailed')
          : value !== null && value === ownAccountId
            ? t('users.ownAccount')
            : t('users.placeholders.account')
      }
      noResults={t('users.noMatches')}
      clearLabel={t('users.clearAccount')}
      intent={invalid ? 'danger' : 'none'}
    />
  );
}
