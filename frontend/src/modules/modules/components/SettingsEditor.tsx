import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ModuleSetting } from '../../../api/modules';
import { MAX_SETTINGS } from '../validation';

export interface SettingRow extends ModuleSetting {
  /** Stable React key while rows are added and removed. */
  uid: number;
}

interface SettingsEditorProps {
  rows: SettingRow[];
  onChange: (rows: SettingRow[]) => void;
  /** Message of the list as a whole. */
  listError?: string;
  errorOf: (index: number, part: 'key' | 'value') => string | undefined;
}

let nextUid = 1;
export const settingRow = (setting: ModuleSetting = { key: '', value: '' }): SettingRow => ({
  ...setting,
  uid: nextUid++,
});

/** Key and value pairs: add a row, edit it, remove it. */
export function SettingsEditor({ rows, onChange, listError, errorOf }: SettingsEditorProps) {
  const { t } = useTranslation();
  const update = (uid: number, patch: Partial<ModuleSetting>) =>
    onChange(rows.map((row) => (row.uid === uid ? { ...row, ...patch } : row)));

  return (
    <FormGroup
      label={t('modules.fields.settings')}
      intent={listError ? 'danger' : 'none'}
      helperText={listError}
    >
      <div className="ams-settings-rows" data-testid="module-settings">
        {rows.length === 0 && <p className="ams-muted">{t('modules.noSettings')}</p>}
        {rows.map((row, index) => {
          const keyError = errorOf(index, 'key');
          const valueError = errorOf(index, 'value');
          return (
            <div className="ams-settings-row" key={row.uid} data-testid={`module-setting-${index}`}>
              <FormGroup intent={keyError ? 'danger' : 'none'} helperText={keyError}>
                <InputGroup
                  name={`settings.${index}.key`}
                  placeholder={t('modules.settingKey')}
                  aria-label={t('modules.settingKeyN', { n: index + 1 })}
                  value={row.key}
                  maxLength={100}
                  intent={keyError ? 'danger' : 'none'}
                  onChange={(event) => update(row.uid, { key: event.target.value })}
                />
              </FormGroup>
              <FormGroup intent={valueError ? 'danger' : 'none'} helperText={valueError}>
                <InputGroup
                  name={`settings.${index}.value`}
                  placeholder={t('modules.settingValue')}
                  aria-label={t('modules.settingValueN', { n: index + 1 })}
                  value={row.value}
                  maxLength={2000}
                  intent={valueError ? 'danger' : 'none'}
                  onChange={(event) => update(row.uid, { value: event.target.value })}
                />
              </FormGroup>
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                aria-label={t('modules.removeSettingN', { n: index + 1 })}
                data-testid={`module-setting-remove-${index}`}
                onClick={() => onChange(rows.filter((other) => other.uid !== row.uid))}
              />
            </div>
          );
        })}
        <Button
          icon="add"
          variant="outlined"
          text={t('modules.addSetting')}
          data-testid="module-setting-add"
          disabled={rows.length >= MAX_SETTINGS}
          onClick={() => onChange([...rows, settingRow()])}
        />
      </div>
    </FormGroup>
  );
}
