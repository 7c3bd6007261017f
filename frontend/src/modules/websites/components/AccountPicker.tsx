import { useTranslation } from 'react-i18next';
import { AccountSuggest } from '../../accounts';

interface AccountPickerProps {
  id: string;
  value: number | null;
  invalid: boolean;
  onChange: (accountId: number | null) => void;
}

/** Administrators add a website to any account; empty means their own. */
export function AccountPicker({ id, value, invalid, onChange }: AccountPickerProps) {
  const { t } = useTranslation();
  return (
    <AccountSuggest
      id={id}
      testId="website-account"
      value={value}
      invalid={invalid}
      onChange={onChange}
      placeholder={t('websites.ownAccount')}
      failedPlaceholder={t('websites.accountsFailed')}
      noResults={t('websites.noMatches')}
      clearLabel={t('websites.clearAccount')}
    />
  );
}
