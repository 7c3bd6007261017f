import { Callout, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import type { ModuleTreeNode } from '../../../api/modules';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { showToast } from '../../../ui/toaster';
import { useSaveModule } from '../hooks/useModules';
import { parentChoices } from '../moduleTree';
import { hasModuleErrors, validateModule, type ModuleFieldErrors } from '../validation';
import { SettingsEditor, settingRow, type SettingRow } from './SettingsEditor';

interface ModuleDialogProps {
  /** null: a new module. */
  module: ModuleTreeNode | null;
  /** The parent a new module starts under. */
  defaultParentId: number | null;
  tree: readonly ModuleTreeNode[];
  onClose: () => void;
}

const NO_ERRORS: ModuleFieldErrors = { settingKeys: {} };
const INDENT = '\u00a0\u00a0\u00a0';

/** Name, code, parent (never itself or below itself) and key/value settings. */
export function ModuleDialog({ module, defaultParentId, tree, onClose }: ModuleDialogProps) {
  const { t } = useTranslation();
  const save = useSaveModule();
  const [name, setName] = useState(module?.name ?? '');
  const [code, setCode] = useState(module?.code ?? '');
  const [parentId, setParentId] = useState(
    String(module ? (module.parentId ?? '') : (defaultParentId ?? '')),
  );
  const [rows, setRows] = useState<SettingRow[]>(() => (module?.settings ?? []).map(settingRow));
  const [clientErrors, setClientErrors] = useState<ModuleFieldErrors>(NO_ERRORS);
  const [server, setServer] = useState<ApiError | null>(null);

  const choices = useMemo(() => parentChoices(tree, module?.id ?? null), [tree, module]);
  const serverError = (field: string) =>
    server ? fieldErrorTexts(t, server, [field])[field] : undefined;
  const errorOf = (field: 'name' | 'code') => {
    const key = clientErrors[field];
    return key ? t(key) : serverError(field);
  };
  const parentError = serverError('parentId');
  const settingsError = clientErrors.settings ? t(clientErrors.settings) : serverError('settings');
  const settingError = (index: number, part: 'key' | 'value') => {
    const key = part === 'key' ? clientErrors.settingKeys[index] : undefined;
    return key ? t(key) : serverError(`settings.${index}.${part}`);
  };
  const knownFields = ['name', 'code', 'parentId', 'settings'];
  const formError =
    server && !Object.keys(server.errors).some((f) => knownFields.includes(f.split('.')[0]!))
      ? errorMessage(t, server)
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = { name, code, parentId, settings: rows };
    const errors = validateModule(draft);
    setClientErrors(errors);
    setServer(null);
    if (hasModuleErrors(errors)) return;
    const input = {
      name: name.trim(),
      code: code.trim(),
      parentId: parentId === '' ? null : Number(parentId),
      settings: rows.map(({ key, value }) => ({ key: key.trim(), value })),
    };
    save.mutate(
      { id: module?.id ?? null, input },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', icon: 'tick', message: t('modules.saved') });
          onClose();
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('modules.saveFailed') });
          setServer(error instanceof ApiError ? error : new ApiError(0, t('common.unknownError')));
        },
      },
    );
  };

  const field = (name: 'name' | 'code') => ({
    intent: errorOf(name) ? ('danger' as const) : ('none' as const),
    helperText: errorOf(name),
  });

  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="cube"
      title={module ? t('modules.editTitle') : t('modules.createTitle')}
      style={{ width: 640, maxWidth: 'calc(100vw - 32px)' }}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('modules.formLabel')}
        data-testid="modules-dialog"
      >
        <DialogBody>
          {formError && (
            <Callout intent="danger" className="ams-form-callout" role="alert">
              {formError}
            </Callout>
          )}
          <div className="ams-form-row">
            <FormGroup
              label={t('modules.fields.name')}
              labelFor="module-name"
              labelInfo={t('dataList.required')}
              {...field('name')}
            >
              <InputGroup
                id="module-name"
                name="name"
                autoFocus
                value={name}
                maxLength={255}
                intent={field('name').intent}
                onChange={(event) => setName(event.target.value)}
              />
            </FormGroup>
            <FormGroup
              label={t('modules.fields.code')}
              labelFor="module-code"
              labelInfo={t('dataList.required')}
              {...field('code')}
              helperText={errorOf('code') ?? t('modules.codeHelp')}
            >
              <InputGroup
                id="module-code"
                name="code"
                value={code}
                maxLength={100}
                intent={field('code').intent}
                onChange={(event) => setCode(event.target.value)}
              />
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
              value={parentId}
              data-testid="module-parent"
              onChange={(event) => setParentId(event.currentTarget.value)}
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
            rows={rows}
            onChange={setRows}
            listError={settingsError}
            errorOf={settingError}
          />
        </DialogBody>
        <FormDialogFooter onCancel={onClose} saving={save.isPending} saveTestId="modules-save" />
      </form>
    </Dialog>
  );
}
