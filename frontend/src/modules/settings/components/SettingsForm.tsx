import { Button, Card, Checkbox, FileInput, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { fieldErrorTexts } from '../../../i18n/errorText';
import type { Settings } from '../../../api/types';
import { SETTINGS_RELOAD_DELAY_MS } from '../../../config';
import { reloadPage } from '../../../lib/reloadPage';
import { showToast } from '../../../ui/toaster';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { useUpdateSettings } from '../hooks/useSettings';
import { validateSettings, type SettingsDraft, type SettingsFieldErrors } from '../validation';
import { SettingsPreview } from './SettingsPreview';

type FieldName = keyof SettingsDraft;

const pickFile = (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.files?.[0] ?? null;

/** Title, icon (PNG/JPG) and optional SVG logo; success reloads the page after a toast. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>({
    title: settings.title,
    icon: null,
    iconSvg: null,
  });
  const [removeSvg, setRemoveSvg] = useState(false);
  const [clientErrors, setClientErrors] = useState<SettingsFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const update = useUpdateSettings();
  const iconPreview = useObjectUrl(draft.icon);
  const logoPreview = useObjectUrl(draft.iconSvg);

  const errorOf = (field: FieldName): string | undefined => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSettings(draft);
    setClientErrors(errors);
    setServerErrors({});
    if (Object.keys(errors).length > 0) return;
    update.mutate(
      {
        title: draft.title.trim(),
        icon: draft.icon ?? undefined,
        iconSvg: draft.iconSvg ?? undefined,
        removeIconSvg: removeSvg && !draft.iconSvg,
      },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', icon: 'tick', message: t('settings.success') });
          window.setTimeout(reloadPage, SETTINGS_RELOAD_DELAY_MS);
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('settings.failure') });
          if (error instanceof ApiError) {
            setServerErrors(fieldErrorTexts(t, error, ['title', 'icon', 'iconSvg'] as const));
          }
        },
      },
    );
  };

  const field = (name: FieldName) => ({
    intent: errorOf(name) ? ('danger' as const) : ('none' as const),
    helperText: errorOf(name),
  });

  return (
    <div className="ams-settings-grid">
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={t('settings.title')}>
          <FormGroup label={t('settings.appTitle')} labelFor="settings-title" {...field('title')}>
            <InputGroup
              id="settings-title"
              name="title"
              value={draft.title}
              maxLength={120}
              intent={field('title').intent}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </FormGroup>
          <FormGroup
            label={t('settings.icon')}
            labelFor="settings-icon"
            subLabel={t('settings.iconHelper')}
            {...field('icon')}
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
              onInputChange={(e) => setDraft({ ...draft, icon: pickFile(e) })}
            />
          </FormGroup>
          <FormGroup
            label={t('settings.iconSvg')}
            labelFor="settings-icon-svg"
            subLabel={t('settings.iconSvgHelper')}
            {...field('iconSvg')}
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
              onInputChange={(e) => setDraft({ ...draft, iconSvg: pickFile(e) })}
            />
          </FormGroup>
          {settings.icon_svg && (
            <Checkbox
              name="removeIconSvg"
              label={t('settings.removeIconSvg')}
              checked={removeSvg}
              disabled={draft.iconSvg !== null}
              onChange={(e) => setRemoveSvg(e.currentTarget.checked)}
            />
          )}
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            loading={update.isPending}
            text={t('settings.save')}
          />
        </form>
      </Card>
      <SettingsPreview
        iconUrl={iconPreview ?? settings.icon}
        logoUrl={logoPreview ?? (removeSvg ? null : settings.icon_svg)}
      />
    </div>
  );
}
