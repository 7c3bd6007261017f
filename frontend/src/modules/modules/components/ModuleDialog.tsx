import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppModule, ModuleTreeNode } from '../../../api/modules';
import type { TranslationKey } from '../../../i18n/keys';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveModule } from '../hooks/useModules';
import { findModule, parentChoices } from '../moduleTree';
import { MODULE_FIELDS, validateModule, type ModuleField } from '../validation';
import { SettingsEditor, settingRow, type SettingRow } from './SettingsEditor';

interface ModuleDialogProps {
  /** null: a new module. */
  module: ModuleTreeNode | null;
  /** The parent a new module starts under. */
  defaultParentId: number | null;
  tree: readonly ModuleTreeNode[];
  onClose: () => void;
}

interface ModuleFormDraft {
  name: string;
  code: string;
  /** '' is the root. */
  parentId: string;
  settings: SettingRow[];
  /** The version the form was loaded with (null: a new module). */
  version: number | null;
}

const INDENT = '\u00a0\u00a0\u00a0';

const draftOf = (module: AppModule | null, defaultParentId: number | null): ModuleFormDraft => ({
  name: module?.name ?? '',
  code: module?.code ?? '',
  parentId: String(module ? (module.parentId ?? '') : (defaultParentId ?? '')),
  settings: (module?.settings ?? []).map(settingRow),
  version: module?.version ?? null,
});

const FIELD_LABELS: Record<ModuleField, TranslationKey> = {
  name: 'modules.fields.name',
  code: 'modules.fields.code',
  parentId: 'modules.fields.parent',
  settings: 'modules.fields.settings',
};

/** Name, code, parent (never itself or below itself) and key/value settings. */
export function ModuleDialog({ module, defaultParentId, tree, onClose }: ModuleDialogProps) {
  const { t } = useTranslation();
  const nameOf = (id: string) => (id === '' ? '—' : (findModule(tree, Number(id))?.name ?? id));
  const form = useEntityForm({
    initial: () => draftOf(module, defaultParentId),
    fields: MODULE_FIELDS,
    validate: validateModule,
    mutation: useSaveModule(),
    toVariables: ({ name, code, parentId, settings, version }) => ({
      id: module?.id ?? null,
      input: {
        name: name.trim(),
        code: code.trim(),
        parentId: parentId === '' ? null : Number(parentId),
        settings: settings.map(({ key, value }) => ({ key: key.trim(), value })),
        ...(module && version !== null ? { version } : {}),
      },
    }),
    messages: { saved: t('modules.saved'), failed: t('modules.saveFailed') },
    idPrefix: 'module',
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as AppModule, null),
      labelOf: (field) => t(FIELD_LABELS[field]),
      textOf: (field, value) =>
        field === 'settings'
          ? (value as SettingRow[]).map((s) => `${s.key}=${s.value}`).join(', ') || '—'
          : field === 'parentId'
            ? nameOf(value as string)
            : String(value || '—'),
    },
  });
  const choices = useMemo(() => parentChoices(tree, module?.id ?? null), [tree, module]);
  const parentError = form.errorOf('parentId');

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      icon="cube"
      title={module ? t('modules.editTitle') : t('modules.createTitle')}
      style={{ width: 640, maxWidth: 'calc(100vw - 32px)' }}
      label={t('modules.formLabel')}
      testId="modules-dialog"
      saveTestId="modules-save"
    >
      <div className="ams-form-row">
        <FormGroup
          label={t('modules.fields.name')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('name')}
        >
          <InputGroup {...form.inputProps('name')} autoFocus maxLength={255} />
        </FormGroup>
        <FormGroup
          label={t('modules.fields.code')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('code', t('modules.codeHelp'))}
        >
          <InputGroup {...form.inputProps('code')} maxLength={100} />
        </FormGroup>
      </div>
      <FormGroup
        label={t('modules.fields.parent')}
        labelFor="module-parent"
        intent={parentError ? 'danger' : 'none'}
        helperText={parentError}
      >
        <HTMLSelect
          id="module-parent"
          name="parentId"
          fill
          value={form.draft.parentId}
          data-testid="module-parent"
          onChange={(event) => form.set('parentId', event.currentTarget.value)}
          options={[
            { value: '', label: t('modules.noParent') },
            ...choices.map(({ module: choice, depth }) => ({
              value: String(choice.id),
              label: `${INDENT.repeat(depth)}${choice.name} (${choice.code})`,
            })),
          ]}
        />
      </FormGroup>
      <SettingsEditor
        rows={form.draft.settings}
        onChange={(rows) => form.set('settings', rows)}
        listError={form.errorOf('settings')}
        errorOf={(index, part) => form.errorOf(`settings.${index}.${part}`)}
      />
    </FormDialog>
  );
}
