import { Callout, Dialog, DialogBody, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import type { Role, RolePermission } from '../../../api/roles';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { showToast } from '../../../ui/toaster';
import { useSaveRole } from '../hooks/useRoles';
import { EDITOR_ACTIONS, SUBJECTS } from '../subjects';
import { PermissionGrid, permissionKey } from './PermissionGrid';

interface RoleDialogProps {
  /** `null` creates a new role. */
  role: Role | null;
  onClose: () => void;
}

const toPermissions = (granted: ReadonlySet<string>): RolePermission[] =>
  SUBJECTS.flatMap((subject) =>
    EDITOR_ACTIONS.filter((action) => granted.has(permissionKey(action, subject))).map(
      (action) => ({ action, subject }),
    ),
  );

/** Name, Administrator Access and the permission grid; a name already in use is refused. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(role?.name ?? '');
  const [isAdmin, setIsAdmin] = useState(role?.isAdmin ?? false);
  const [granted, setGranted] = useState<Set<string>>(
    () => new Set(role?.permissions.map((p) => permissionKey(p.action, p.subject)) ?? []),
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveRole();

  // The busy submit button is disabled and drops focus; keep it inside the dialog (Enter, Esc).
  const focusName = () => window.setTimeout(() => document.getElementById('role-name')?.focus());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!name.trim()) {
      setNameError(t('roles.errors.nameRequired'));
      return focusName();
    }
    setNameError(null);
    save.mutate(
      { id: role?.id, body: { name: name.trim(), isAdmin, permissions: toPermissions(granted) } },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', icon: 'tick', message: t('roles.saved') });
          onClose();
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('roles.saveFailed') });
          focusName();
          if (!(error instanceof ApiError)) return;
          const fields = fieldErrorTexts(t, error, ['name', 'permissions'] as const);
          if (fields.name || error.code === 'role.name_taken') {
            setNameError(fields.name ?? errorMessage(t, error));
          } else if (error.status < 500) {
            // The last-administrator rule (409), a permission the server refused…
            setFormError(fields.permissions ?? errorMessage(t, error));
          }
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={role ? t('roles.dialog.editTitle') : t('roles.dialog.createTitle')}
      icon="shield"
      className="ams-dialog-wide"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        data-testid="roles-dialog"
        aria-label={t('roles.dialog.formLabel')}
      >
        <DialogBody>
          {formError && (
            <Callout intent="danger" icon="error" className="ams-dialog-callout">
              {formError}
            </Callout>
          )}
          <FormGroup
            label={t('roles.fields.name')}
            labelFor="role-name"
            labelInfo={t('roles.required')}
            intent={nameError ? 'danger' : 'none'}
            helperText={nameError}
          >
            <InputGroup
              id="role-name"
              name="name"
              value={name}
              maxLength={100}
              autoFocus
              intent={nameError ? 'danger' : 'none'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormGroup>
          <Switch
            label={t('roles.fields.isAdmin')}
            checked={isAdmin}
            data-testid="role-admin-switch"
            onChange={(e) => setIsAdmin(e.currentTarget.checked)}
          />
          <p className="ams-muted ams-form-note">
            {isAdmin ? t('roles.adminHint') : t('roles.impliesReadHint')}
          </p>
          <PermissionGrid granted={granted} onChange={setGranted} disabled={isAdmin} />
        </DialogBody>
        <FormDialogFooter
          onCancel={onClose}
          saving={save.isPending}
          saveText={role ? t('roles.dialog.save') : t('roles.dialog.create')}
          saveTestId="roles-dialog-submit"
          cancelTestId="roles-dialog-cancel"
        />
      </form>
    </Dialog>
  );
}
