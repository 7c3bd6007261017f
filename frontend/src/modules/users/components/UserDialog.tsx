import '../users.css';
import { Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import type { User } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import { userDataAtom } from '../../../state/userDataAtom';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useSaveUser } from '../hooks/useUsers';
import {
  draftOf,
  toUserBody,
  USER_FIELDS,
  validateUser,
  type UserDraft,
  type UserField,
  type UserFieldErrors,
} from '../validation';
import { UserFormFields } from './UserFormFields';

interface UserDialogProps {
  /** `null` creates a new user. */
  user: User | null;
  onClose: () => void;
  onSaved?: (user: User) => void;
}

/** Create or edit a user; the parent mounts it fresh for each opening. */
export function UserDialog({ user, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation();
  const me = useAtomValue(userDataAtom);
  const isAdmin = useAtomValue(abilityAtom).can('manage', 'all');
  const mode = user ? 'edit' : 'create';
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user, me?.accountId ?? null));
  const [clientErrors, setClientErrors] = useState<UserFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<UserField, string>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const save = useSaveUser();

  const errorOf = (field: UserField) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };

  // The busy submit button is disabled and drops focus; put it back inside the dialog so Enter
  // and Esc keep working, on the first field to fix.
  const focusFirstError = (errors: Partial<Record<UserField, unknown>>) => {
    const field = USER_FIELDS.find((name) => errors[name]) ?? 'firstName';
    window.setTimeout(() => document.getElementById(`user-${field}`)?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateUser(draft);
    setClientErrors(errors);
    setServerErrors({});
    setServerMessage(null);
    if (Object.keys(errors).length > 0) return focusFirstError(errors);
    save.mutate(
      { id: user?.id, body: toUserBody(draft, mode, isAdmin) },
      {
        onSuccess: (saved) => {
          void showToast({
            intent: 'success',
            icon: 'tick',
            message: mode === 'create' ? t('users.created') : t('users.saved'),
          });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('users.saveFailed') });
          const fields = error instanceof ApiError ? fieldErrorTexts(t, error, USER_FIELDS) : {};
          if (error instanceof ApiError && Object.keys(fields).length === 0 && error.status < 500) {
            setServerMessage(errorMessage(t, error));
          }
          setServerErrors(fields);
          focusFirstError(fields);
        },
      },
    );
  };

  const currentAccount = user?.account ?? null;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={mode === 'create' ? t('users.dialog.createTitle') : t('users.dialog.editTitle')}
      icon={mode === 'create' ? 'new-person' : 'edit'}
      className="ams-dialog-wide"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('users.dialog.formLabel')}
        data-testid="users-dialog"
      >
        <DialogBody>
          {serverMessage && (
            <Callout intent="danger" icon="error" className="ams-dialog-callout">
              {serverMessage}
            </Callout>
          )}
          <UserFormFields
            draft={draft}
            mode={mode}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            errorOf={errorOf}
            isAdmin={isAdmin}
            currentAccount={currentAccount}
            ownAccountId={me?.accountId ?? null}
          />
        </DialogBody>
        <FormDialogFooter
          onCancel={onClose}
          saving={save.isPending}
          saveText={mode === 'create' ? t('users.dialog.create') : t('users.dialog.save')}
          saveTestId="users-dialog-submit"
          cancelTestId="users-dialog-cancel"
        />
      </form>
    </Dialog>
  );
}
