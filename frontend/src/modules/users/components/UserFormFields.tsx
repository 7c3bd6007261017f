import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES, type UserStatus } from '../../../api/users';
import { STATUS_LABEL } from '../userLabels';
import { USER_FIELD_LABELS, type UserDraft, type UserField } from '../validation';
import { AccountField } from './AccountField';
import { CountryField } from './CountryField';
import { RoleField } from './RoleField';

type TextField = {
  [K in UserField]: UserDraft[K] extends string ? K : never;
}[UserField];

interface UserFormFieldsProps {
  draft: UserDraft;
  mode: 'create' | 'edit';
  onChange: (patch: Partial<UserDraft>) => void;
  errorOf: (field: UserField) => string | undefined;
  /** Administrators may pick any account and any role. */
  isAdmin: boolean;
  currentAccount: { id: number; name: string } | null;
  ownAccountId: number | null;
}

const REQUIRED = new Set<UserField>(['firstName', 'lastName', 'email', 'roleId']);
const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  city: 'address-level2',
  address: 'street-address',
  zoneName: 'address-level1',
  zipCode: 'postal-code',
};

/** Every field of a user (spec §3), laid out in two columns. */
export function UserFormFields(props: UserFormFieldsProps) {
  const { draft, mode, onChange, errorOf, isAdmin, currentAccount, ownAccountId } = props;
  const { t } = useTranslation();
  const idOf = (field: UserField) => `user-${field}`;

  const group = (field: UserField, control: ReactNode, wide = false) => (
    <FormGroup
      key={field}
      className={wide ? 'ams-form-wide' : undefined}
      label={t(USER_FIELD_LABELS[field])}
      labelFor={idOf(field)}
      labelInfo={REQUIRED.has(field) ? t('users.required') : undefined}
      intent={errorOf(field) ? 'danger' : 'none'}
      helperText={errorOf(field)}
    >
      {control}
    </FormGroup>
  );

  const text = (field: TextField, type = 'text', wide = false) =>
    group(
      field,
      <InputGroup
        id={idOf(field)}
        name={field}
        type={type}
        value={draft[field]}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        intent={errorOf(field) ? 'danger' : 'none'}
        onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      />,
      wide,
    );

  return (
    <div className="ams-form-grid">
      {text('firstName')}
      {text('lastName')}
      {text('email', 'email')}
      {text('username')}
      {text('phone', 'tel')}
      {text('company')}
      {group(
        'countryId',
        <CountryField
          id={idOf('countryId')}
          value={draft.countryId}
          invalid={Boolean(errorOf('countryId'))}
          onChange={(countryId) => onChange({ countryId })}
        />,
      )}
      {text('city')}
      {text('address', 'text', true)}
      {text('zoneName')}
      {text('zipCode')}
      {text('sdiNumber')}
      {group(
        'status',
        <HTMLSelect
          id={idOf('status')}
          name="status"
          fill
          value={draft.status}
          disabled={mode === 'create'}
          onChange={(e) => onChange({ status: e.currentTarget.value as UserStatus })}
          options={USER_STATUSES.map((status) => ({
            value: status,
            label: t(STATUS_LABEL[status]),
          }))}
        />,
      )}
      {group(
        'roleId',
        <RoleField
          id={idOf('roleId')}
          value={draft.roleId}
          invalid={Boolean(errorOf('roleId'))}
          onChange={(roleId) => onChange({ roleId })}
        />,
      )}
      {group(
        'accountId',
        <AccountField
          id={idOf('accountId')}
          value={draft.accountId}
          editable={isAdmin}
          current={currentAccount}
          ownAccountId={ownAccountId}
          invalid={Boolean(errorOf('accountId'))}
          onChange={(accountId) => onChange({ accountId })}
        />,
      )}
      {mode === 'create' && <p className="ams-form-note ams-muted">{t('users.inviteNote')}</p>}
    </div>
  );
}
