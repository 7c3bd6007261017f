import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import type { TranslationKey } from '../../../i18n/keys';
import { formatDateTime, formatRegion } from '../../../lib/intl';
import { DetailsTable } from '../../../ui/DetailsTable';
import { useCountryOptions } from './CountryField';
import { roleLabel } from '../../roles';

/** The profile fields of spec §3, read-only; blanks say so. */
export function UserDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  const found = countries.data?.find((c) => c.id === user.countryId);
  const country = found && formatRegion(found.iso2, found.name, i18n.language);
  const date = (value: string) => formatDateTime(value, i18n.language);
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
    ['users.fields.role', roleLabel(t, user.role?.name)],
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
