import '../users.css';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import { userDataAtom } from '../../../state/userDataAtom';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveUser } from '../hooks/useUsers';
import { draftOf, toUserBody, USER_FIELD_LABELS, USER_FIELDS, validateUser } from '../validation';
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
  const form = useEntityForm({
    initial: () => draftOf(user, me?.accountId ?? null),
    fields: USER_FIELDS,
    validate: validateUser,
    mutation: useSaveUser(),
    toVariables: (draft) => ({ id: user?.id, body: toUserBody(draft, mode, isAdmin) }),
    messages: {
      saved: mode === 'create' ? t('users.created') : t('users.saved'),
      failed: t('users.saveFailed'),
    },
    formErrors: 'refusals',
    idPrefix: 'user',
    refocus: true,
    onSaved,
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as User, me?.accountId ?? null),
      labelOf: (field) => t(USER_FIELD_LABELS[field]),
    },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={mode === 'create' ? t('users.dialog.createTitle') : t('users.dialog.editTitle')}
      icon={mode === 'create' ? 'new-person' : 'edit'}
      className="ams-dialog-wide"
      label={t('users.dialog.formLabel')}
      testId="users-dialog"
      saveText={mode === 'create' ? t('users.dialog.create') : t('users.dialog.save')}
      saveTestId="users-dialog-submit"
      cancelTestId="users-dialog-cancel"
    >
      <UserFormFields
        draft={form.draft}
        mode={mode}
        onChange={form.patch}
        errorOf={form.errorOf}
        isAdmin={isAdmin}
        currentAccount={user?.account ?? null}
        ownAccountId={me?.accountId ?? null}
      />
    </FormDialog>
  );
}
