import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProviderType, Service } from '../../../api/providers';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { SettingsEditor, settingRow, type SettingRow } from '../../modules';
import { useSaveService } from '../hooks/useProviders';
import { SERVICE_FIELDS, serviceNumber, validateService, type ServiceDraft } from '../validation';

interface ServiceDialogProps {
  providerId: number;
  providerType: ProviderType;
  /** null: a new service. */
  service: Service | null;
  onClose: () => void;
}

type Draft = ServiceDraft & { settings: SettingRow[] };
const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** Name, model or endpoint, extra settings, temperature (AI) and prices. */
export function ServiceDialog({ providerId, providerType, service, onClose }: ServiceDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: (): Draft => ({
      name: service?.name ?? '',
      description: service?.description ?? '',
      model: service?.model ?? '',
      temperature: text(service?.temperature),
      priceInputPerMillion: text(service?.priceInputPerMillion),
      priceOutputPerMillion: text(service?.priceOutputPerMillion),
      pricePerMillionChars: text(service?.pricePerMillionChars),
      active: service?.active ?? true,
      settings: (service?.settings ?? []).map(settingRow),
    }),
    fields: SERVICE_FIELDS,
    validate: validateService,
    mutation: useSaveService(),
    toVariables: (d) => ({
      id: service?.id ?? null,
      providerId,
      input: {
        name: d.name.trim(),
        description: d.description.trim() || null,
        model: d.model.trim(),
        settings: d.settings
          .filter((s) => s.key.trim())
          .map(({ key, value }) => ({ key: key.trim(), value })),
        temperature: serviceNumber(d.temperature),
        priceInputPerMillion: serviceNumber(d.priceInputPerMillion),
        priceOutputPerMillion: serviceNumber(d.priceOutputPerMillion),
        pricePerMillionChars: serviceNumber(d.pricePerMillionChars),
        active: d.active,
      },
    }),
    messages: {
      saved: service ? t('providers.serviceSaved') : t('providers.serviceCreated'),
      failed: t('providers.changeFailed'),
    },
    codeFields: { 'provider.service.name_taken': 'name' },
    idPrefix: 'service',
    onClose,
  });
  const { draft } = form;
  const ai = providerType === 'ai';
  const number = (
    field:
      'temperature' | 'priceInputPerMillion' | 'priceOutputPerMillion' | 'pricePerMillionChars',
    label: string,
    hint?: string,
  ) => (
    <FormGroup label={label} {...form.groupProps(field, hint)}>
      <InputGroup {...form.inputProps(field)} inputMode="decimal" />
    </FormGroup>
  );

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={service ? t('providers.editServiceTitle') : t('providers.createServiceTitle')}
      icon="layers"
      label={t('providers.serviceFormLabel')}
      testId="service-dialog"
      saveTestId="service-save"
      style={{ width: 640 }}
    >
      <div className="ams-form-row">
        <FormGroup
          label={t('providers.fields.serviceName')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('name')}
        >
          <InputGroup {...form.inputProps('name')} maxLength={255} placeholder="GPT-4o mini" />
        </FormGroup>
        <FormGroup
          label={t('providers.fields.model')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('model', t('providers.modelHint'))}
        >
          <InputGroup
            {...form.inputProps('model')}
            maxLength={255}
            placeholder={ai ? 'gpt-4o-mini' : 'default'}
          />
        </FormGroup>
      </div>
      <div className="ams-form-row">
        {ai &&
          number('temperature', t('providers.fields.temperature'), t('providers.temperatureHint'))}
        {ai && number('priceInputPerMillion', t('providers.fields.priceInput'))}
        {ai && number('priceOutputPerMillion', t('providers.fields.priceOutput'))}
        {!ai && number('pricePerMillionChars', t('providers.fields.priceChars'))}
      </div>
      <FormGroup label={t('providers.fields.description')} {...form.groupProps('description')}>
        <TextArea
          id="service-description"
          fill
          value={draft.description}
          maxLength={2000}
          onChange={(e) => form.set('description', e.target.value)}
        />
      </FormGroup>
      <SettingsEditor
        rows={draft.settings}
        onChange={(rows) => form.set('settings', rows)}
        listError={form.errorOf('settings')}
        errorOf={(index, part) => form.errorOf(`settings.${index}.${part}`)}
      />
      <Switch
        checked={draft.active}
        label={t('providers.fields.active')}
        data-testid="service-active"
        onChange={(e) => form.set('active', e.currentTarget.checked)}
      />
    </FormDialog>
  );
}
