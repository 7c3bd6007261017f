import type { CreateUserBody, UpdateUserBody, User, UserStatus } from '../../api/users';
import type { TranslationKey } from '../../i18n/keys';

export interface UserDraft {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phone: string;
  company: string;
  city: string;
  countryId: number | null;
  address: string;
  zoneName: string;
  zipCode: string;
  sdiNumber: string;
  roleId: number | null;
  accountId: number | null;
  status: UserStatus;
  /** The version the form was loaded with (null: a new user). */
  version: number | null;
}

export type UserField = Exclude<keyof UserDraft, 'version'>;
export type UserFieldErrors = Partial<Record<UserField, TranslationKey>>;

const TEXT_FIELDS = [
  'username',
  'phone',
  'company',
  'city',
  'address',
  'zoneName',
  'zipCode',
  'sdiNumber',
] as const;

export const USER_FIELDS: readonly UserField[] = [
  'firstName',
  'lastName',
  'email',
  ...TEXT_FIELDS,
  'countryId',
  'roleId',
  'accountId',
  'status',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function draftOf(user: User | null, defaultAccountId: number | null): UserDraft {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    username: user?.username ?? '',
    phone: user?.phone ?? '',
    company: user?.company ?? '',
    city: user?.city ?? '',
    countryId: user?.countryId ?? null,
    address: user?.address ?? '',
    zoneName: user?.zoneName ?? '',
    zipCode: user?.zipCode ?? '',
    sdiNumber: user?.sdiNumber ?? '',
    roleId: user?.role?.id ?? null,
    accountId: user ? user.accountId : defaultAccountId,
    status: user?.status ?? 'pending',
    version: user?.version ?? null,
  };
}

/** Each form field's label key, as the conflict notice names it. */
export const USER_FIELD_LABELS: Record<UserField, TranslationKey> = {
  firstName: 'users.fields.firstName',
  lastName: 'users.fields.lastName',
  email: 'users.fields.email',
  username: 'users.fields.username',
  phone: 'users.fields.phone',
  company: 'users.fields.company',
  city: 'users.fields.city',
  countryId: 'users.fields.country',
  address: 'users.fields.address',
  zoneName: 'users.fields.zoneName',
  zipCode: 'users.fields.zipCode',
  sdiNumber: 'users.fields.sdiNumber',
  roleId: 'users.fields.role',
  accountId: 'users.fields.account',
  status: 'users.fields.status',
};

/** The rules the server applies first, checked before sending (spec §5: 'Invalid email format'). */
export function validateUser(draft: UserDraft): UserFieldErrors {
  const errors: UserFieldErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'users.errors.firstNameRequired';
  if (!draft.lastName.trim()) errors.lastName = 'users.errors.lastNameRequired';
  const email = draft.email.trim();
  if (!email) errors.email = 'users.errors.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'users.errors.emailInvalid';
  if (draft.roleId === null) errors.roleId = 'users.errors.roleRequired';
  return errors;
}

/**
 * The request body: a new user omits blanks and has no status (it starts pending); an edit sends
 * blanks as null so a cleared field is cleared. `withAccount` is false for non-administrators,
 * who cannot move users between accounts (the server then uses their own account).
 */
export function toUserBody(
  draft: UserDraft,
  mode: 'create' | 'edit',
  withAccount: boolean,
): CreateUserBody | UpdateUserBody {
  const text = (value: string) => {
    const trimmed = value.trim();
    if (trimmed) return trimmed;
    return mode === 'edit' ? null : undefined;
  };
  const body: UpdateUserBody = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    roleId: draft.roleId ?? undefined,
  };
  for (const field of TEXT_FIELDS) body[field] = text(draft[field]);
  body.countryId = draft.countryId ?? (mode === 'edit' ? null : undefined);
  if (withAccount) body.accountId = draft.accountId;
  if (mode === 'edit') body.status = draft.status;
  if (mode === 'edit' && draft.version !== null) body.version = draft.version;
  return body;
}
