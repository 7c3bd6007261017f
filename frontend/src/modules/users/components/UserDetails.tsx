import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import type { TranslationKey } from '../../../i18n/keys';
import { DetailsTable } from '../../../ui/DetailsTable';
import { useCountryOptions } from './CountryField';

/** The profile fields of spec §3, read-only; blanks say so. */
export function UserDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  const country = countries.data?.find((c) => c.id === user.countryId)?.name;
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(value));
  const rows: [TranslationKey, string | null | undefined][] = [
    ['users.fields.firstName', user.firstName],
    ['users.fields.lastName', user.lastName],
    ['users.fields.email', user.email],
    ['users.fields.username', user.username],
    ['users.fields.phone', user.phone],
    ['users.fields.company', user.company],
    ['users.fields.country', user.countryId === null ? null : (country ?? '…')],
    ['users.fields.city', user.city],
    ['users.fields.address', user.address],
    ['users.fields.zoneName', user.zoneName],
    ['users.fields.zipCode', user.zipCode],
    ['users.fields.sdiNumber', user.sdiNumber],
    ['users.fields.role', user.role?.name],
    ['users.fields.account', user.account?.name],
    ['users.fields.createdAt', date(user.createdAt)],
    ['users.fields.updatedAt', date(user.updatedAt)],
  ];
  return (
    <Card className="ams-details-card">
      <DetailsTable
        testId="user-details"
        rows={rows.map(([label, value]) => [
          t(label),
          value || <span className="ams-muted">{t('users.notSet')}</span>,
          label,
        ])}
      />
    </Card>
  );
}
