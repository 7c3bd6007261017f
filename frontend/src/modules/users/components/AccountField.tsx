import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AccountSuggest, type AccountOption } from '../../accounts';

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
  return (
    <AccountSuggest
      id={id}
      testId="user-account"
      value={value}
      initial={current}
      invalid={invalid}
      onChange={onChange}
      placeholder={
        value !== null && value === ownAccountId
          ? t('users.ownAccount')
          : t('users.placeholders.account')
      }
      failedPlaceholder={t('users.accountsFailed')}
      noResults={t('users.noMatches')}
      clearLabel={t('users.clearAccount')}
    />
  );
}
