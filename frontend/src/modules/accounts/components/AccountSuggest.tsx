import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchAccounts } from '../../../api/users';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { accountOptionsKey } from '../queryKeys';

export interface AccountOption {
  id: number;
  name: string;
}

interface AccountSuggestProps {
  id: string;
  testId: string;
  value: number | null;
  /** The account already chosen, when known (its name shows before any search). */
  initial?: AccountOption | null;
  invalid: boolean;
  onChange: (accountId: number | null) => void;
  placeholder: string;
  /** Shown instead of the placeholder when the accounts cannot be listed. */
  failedPlaceholder: string;
  noResults: string;
  clearLabel: string;
}

/** Picks an account by typing part of its name (administrators' forms). */
export function AccountSuggest({
  id,
  testId,
  value,
  initial = null,
  invalid,
  onChange,
  placeholder,
  failedPlaceholder,
  noResults,
  clearLabel,
}: AccountSuggestProps) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<AccountOption | null>(initial);
  const accounts = useQuery({
    queryKey: accountOptionsKey(query),
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
      testId={testId}
      items={accounts.data ?? []}
      selected={selected}
      keyOf={(account) => account.id}
      labelOf={(account) => account.name}
      onQuery={setQuery}
      onSelect={(account) => {
        setPicked(account);
        onChange(account?.id ?? null);
      }}
      placeholder={accounts.isError ? failedPlaceholder : placeholder}
      noResults={noResults}
      clearLabel={clearLabel}
      intent={invalid ? 'danger' : 'none'}
    />
  );
}
