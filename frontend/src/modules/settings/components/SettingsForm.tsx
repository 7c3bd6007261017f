import {
  Button,
  Card,
  Checkbox,
  FileInput,
  FormGroup,
  InputGroup,
  Switch,
} from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../api/types';
import { SETTINGS_RELOAD_DELAY_MS } from '../../../config';
import { loadProductInfo } from '../../branding';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { useUpdateSettings } from '../hooks/useSettings';
import {
  AUDIT_RETENTION_DAYS,
  SETTINGS_FIELDS,
  validateSettings,
  type SettingsDraft,
} from '../validation';
import { SettingsPreview } from './SettingsPreview';

const pickFile = (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.files?.[0] ?? null;

/**
 * Title, icon (PNG/JPG) and optional SVG logo. After the toast the page reloads in place: the new
 * title, icon and logo are applied and every query is fetched again, with no full page load (the
 * user keeps their place, and other browsers follow through `app.info.updated`).
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const reloadInPlace = () => {
    void loadProductInfo(store, { force: true });
    void queryClient.invalidateQueries();
  };
  const form = useEntityForm({
    initial: (): SettingsDraft => ({
      title: settings.title,
      icon: null,
      iconSvg: null,
      removeIconSvg: false,
      registrationOpen: settings.registrationOpen,
      auditRetentionDays: String(settings.auditRetentionDays),
    }),
    fields: SETTINGS_FIELDS,
    validate: validateSettings,
    mutation: useUpdateSettings(),
    toVariables: (draft) => ({
      title: draft.title.trim(),
      icon: draft.icon ?? undefined,
      iconSvg: draft.iconSvg ?? undefined,
      removeIconSvg: draft.removeIconSvg && !draft.iconSvg,
      registrationOpen: draft.registrationOpen,
      auditRetentionDays: Number(draft.auditRetentionDays),
    }),
    messages: { saved: t('settings.success'), failed: t('settings.failure') },
    idPrefix: 'settings',
    onSaved: () => window.setTimeout(reloadInPlace, SETTINGS_RELOAD_DELAY_MS),
  });
  const { draft } = form;
  const iconPreview = useObjectUrl(draft.icon);
  const logoPreview = useObjectUrl(draft.iconSvg);

  return (
    <div className="ams-settings-grid">
      <Card>
        <form onSubmit={form.onSubmit} noValidate aria-label={t('settings.title')}>
          <FormGroup label={t('settings.appTitle')} {...form.groupProps('title')}>
            <InputGroup {...form.inputProps('title')} maxLength={120} />
          </FormGroup>
          <FormGroup
            label={t('settings.icon')}
            subLabel={t('settings.iconHelper')}
            {...form.groupProps('icon')}
          >
            <FileInput
              fill
              text={draft.icon?.name ?? t('settings.chooseFile')}
              buttonText={t('settings.browse')}
              hasSelection={draft.icon !== null}
              inputProps={{
                id: 'settings-icon',
                name: 'icon',
                accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
              }}
              onInputChange={(e) => form.set('icon', pickFile(e))}
            />
          </FormGroup>
          <FormGroup
            label={t('settings.iconSvg')}
            subLabel={t('settings.iconSvgHelper')}
            {...form.groupProps('iconSvg')}
            labelFor="settings-icon-svg"
          >
            <FileInput
              fill
              text={draft.iconSvg?.name ?? t('settings.chooseFile')}
              buttonText={t('settings.browse')}
              hasSelection={draft.iconSvg !== null}
              inputProps={{
                id: 'settings-icon-svg',
                name: 'iconSvg',
                accept: 'image/svg+xml,.svg',
              }}
              onInputChange={(e) => form.set('iconSvg', pickFile(e))}
            />
          </FormGroup>
          {settings.icon_svg && (
            <Checkbox
              name="removeIconSvg"
              label={t('settings.removeIconSvg')}
              checked={draft.removeIconSvg}
              disabled={draft.iconSvg !== null}
              onChange={(e) => form.set('removeIconSvg', e.currentTarget.checked)}
            />
          )}
          <FormGroup helperText={t('settings.registrationOpenHelper')}>
            <Switch
              name="registrationOpen"
              label={t('settings.registrationOpen')}
              checked={draft.registrationOpen}
              onChange={(e) => form.set('registrationOpen', e.currentTarget.checked)}
            />
          </FormGroup>
          <FormGroup
            label={t('settings.auditRetentionDays')}
            {...form.groupProps(
              'auditRetentionDays',
              t('settings.auditRetentionDaysHelper', AUDIT_RETENTION_DAYS),
            )}
          >
            <InputGroup
              {...form.inputProps('auditRetentionDays')}
              type="number"
              inputMode="numeric"
              min={AUDIT_RETENTION_DAYS.min}
              max={AUDIT_RETENTION_DAYS.max}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            loading={form.pending}
            text={t('settings.save')}
          />
        </form>
      </Card>
      <SettingsPreview
        iconUrl={iconPreview ?? settings.icon}
        logoUrl={logoPreview ?? (draft.removeIconSvg ? null : settings.icon_svg)}
      />
    </div>
  );
}
