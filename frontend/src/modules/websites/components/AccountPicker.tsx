import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAccounts } from '../../../api/users';
import { EntitySuggest } from '../../../ui/EntitySuggest';

interface AccountOption {
  id: number;
  name: string;
}

interface AccountPickerProps {
  id: string;
  value: number | null;
  invalid: boolean;
  onChange: (accountId: number | null) => void;
}

/** Administrators add a website to any account; empty means their own. */
export function AccountPicker({ id, value, invalid, onChange }: AccountPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<AccountOption | null>(null);
  const accounts = useQuery({
    queryKey: ['accounts', 'options', query],
    queryFn: () => searchAccounts(query),
    placeholderData: keepPreviousData,
  });
  const selected =
    value === null
      ? null
      : ((picked?.id === value ? picked : accounts.data?.find((a) => a.id === value)) ?? null);
  return (
    <EntitySuggest<AccountOption>
      id={id}
      testId="website-account"
      items={accounts.data ?? []}
      selected={selected}
      keyOf={(account) => account.id}
      labelOf={(account) => account.name}
      onQuery={setQuery}
      onSelect={(account) => {
        setPicked(account);
        onChange(account?.id ?? null);
      }}
      placeholder={accounts.isError ? t('websites.accountsFailed') : t('websites.ownAccount')}
      noResults={t('websites.noMatches')}
      clearLabel={t('websites.clearAccount')}
      intent={invalid ? 'danger' : 'none'}
    />
  );
}
