import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role, RolePermission } from '../../../api/roles';
import { FormDialog } from '../../../ui/form/FormDialog';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveRole } from '../hooks/useRoles';
import { GRANTABLE_PERMISSIONS, isGrantable } from '../subjects';
import { PermissionGrid, permissionKey } from './PermissionGrid';

interface RoleDialogProps {
  /** `null` creates a new role. */
  role: Role | null;
  onClose: () => void;
}

interface RoleDraft {
  name: string;
  isAdmin: boolean;
  /** `permissionKey(action, subject)` of every ticked box. */
  granted: ReadonlySet<string>;
  /** The version the form was loaded with (null: a new role). */
  version: number | null;
}

/** The grid has no field of its own: the server's word on it shows above the form. */
const FIELDS = ['name', 'permissions'] as const;

const draftOf = (role: Role | null): RoleDraft => ({
  name: role?.name ?? '',
  isAdmin: role?.isAdmin ?? false,
  // A permission no role may grant any more (writing a shared subject) is dropped on the next save.
  granted: new Set(
    role?.permissions.filter(isGrantable).map((p) => permissionKey(p.action, p.subject)) ?? [],
  ),
  version: role?.version ?? null,
});

const toPermissions = (granted: ReadonlySet<string>): RolePermission[] =>
  GRANTABLE_PERMISSIONS.filter((p) => granted.has(permissionKey(p.action, p.subject)));

/** Name, Administrator Access and the permission grid; a name already in use is refused. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: () => draftOf(role),
    fields: FIELDS,
    validate: (draft) => (draft.name.trim() ? {} : { name: 'roles.errors.nameRequired' }),
    mutation: useSaveRole(),
    toVariables: ({ name, isAdmin, granted, version }) => ({
      id: role?.id,
      body: {
        name: name.trim(),
        isAdmin,
        permissions: toPermissions(granted),
        ...(role && version !== null ? { version } : {}),
      },
    }),
    messages: { saved: t('roles.saved'), failed: t('roles.saveFailed') },
    codeFields: { 'role.name_taken': 'name' },
    // The last-administrator rule (409), a permission the server refused… show above the form.
    formErrors: 'refusals',
    idPrefix: 'role',
    refocus: true,
    onClose,
    // The notice names the name; loading their version also loads their access and permissions.
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as Role),
      labelOf: () => t('roles.fields.name'),
    },
  });
  const { isAdmin, granted } = form.draft;

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={role ? t('roles.dialog.editTitle') : t('roles.dialog.createTitle')}
      icon="shield"
      className="ams-dialog-wide"
      label={t('roles.dialog.formLabel')}
      testId="roles-dialog"
      saveText={role ? t('roles.dialog.save') : t('roles.dialog.create')}
      saveTestId="roles-dialog-submit"
      cancelTestId="roles-dialog-cancel"
    >
      <FormError message={form.errorOf('permissions') ?? null} />
      <FormGroup
        label={t('roles.fields.name')}
        labelInfo={t('roles.required')}
        {...form.groupProps('name')}
      >
        <InputGroup {...form.inputProps('name')} maxLength={100} autoFocus />
      </FormGroup>
      <Switch
        label={t('roles.fields.isAdmin')}
        checked={isAdmin}
        data-testid="role-admin-switch"
        onChange={(e) => form.set('isAdmin', e.currentTarget.checked)}
      />
      <p className="ams-muted ams-form-note">
        {isAdmin ? t('roles.adminHint') : t('roles.impliesReadHint')}
      </p>
      <PermissionGrid
        granted={granted}
        onChange={(next) => form.set('granted', next)}
        disabled={isAdmin}
      />
    </FormDialog>
  );
}
