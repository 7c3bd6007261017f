import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Provider, ProviderProtocol, ProviderType } from '../../../api/providers';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveProvider } from '../hooks/useProviders';
import {
  PROTOCOLS,
  PROVIDER_FIELDS,
  toProviderBody,
  validateProvider,
  type ProviderDraft,
} from '../validation';

interface ProviderDialogProps {
  /** null: a new provider. */
  provider: Provider | null;
  onClose: () => void;
  onSaved?: (provider: Provider) => void;
}

const draftOf = (p: Provider | null): ProviderDraft => ({
  name: p?.name ?? '',
  prettyName: p?.prettyName ?? '',
  description: p?.description ?? '',
  type: p?.type ?? 'ai',
  protocol: p?.protocol ?? 'openai',
  baseUrl: p?.baseUrl ?? '',
  apiKey: '',
  requestsPerMinute: p?.requestsPerMinute != null ? String(p.requestsPerMinute) : '',
  tokensPerMinute: p?.tokensPerMinute != null ? String(p.tokensPerMinute) : '',
  active: p?.active ?? true,
  version: p?.version ?? null,
});

/** Name, pretty name, type and protocol, base URL, API key (write-only), limits, active flag. */
export function ProviderDialog({ provider, onClose, onSaved }: ProviderDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: () => draftOf(provider),
    fields: PROVIDER_FIELDS,
    validate: (draft) => validateProvider(draft, provider),
    mutation: useSaveProvider(),
    toVariables: (draft) => ({
      id: provider?.id ?? null,
      input: toProviderBody(draft, !!provider),
    }),
    messages: {
      saved: provider ? t('providers.saved') : t('providers.created'),
      failed: t('providers.changeFailed'),
    },
    codeFields: { 'provider.name_taken': 'name', 'provider.protocol_type': 'protocol' },
    idPrefix: 'provider',
    onSaved: (result) => onSaved?.(result.data),
    onClose,
    conflict: {
      // The key is never shown: a key typed here stays in the form.
      fromRecord: (record) => {
        const { apiKey: _key, ...theirs } = draftOf(record as unknown as Provider);
        return theirs;
      },
      labelOf: (field): string =>
        t(
          field === 'tokensPerMinute' && form.draft.type !== 'ai'
            ? 'providers.fields.charactersPerMinute'
            : `providers.fields.${field}`,
        ),
    },
  });
  const { draft } = form;
  const setType = (type: ProviderType) => form.patch({ type, protocol: PROTOCOLS[type][0] });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={provider ? t('providers.editTitle') : t('providers.createTitle')}
      icon="cloud"
      label={t('providers.formLabel')}
      testId="provider-dialog"
      saveTestId="provider-save"
    >
      <div className="ams-form-row">
        <FormGroup
          label={t('providers.fields.name')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('name', t('providers.nameHint'))}
        >
          <InputGroup {...form.inputProps('name')} maxLength={100} placeholder="openai" />
        </FormGroup>
        <FormGroup
          label={t('providers.fields.prettyName')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('prettyName')}
        >
          <InputGroup {...form.inputProps('prettyName')} maxLength={255} placeholder="OpenAI" />
        </FormGroup>
      </div>
      <div className="ams-form-row">
        <FormGroup label={t('providers.fields.type')} {...form.groupProps('type')}>
          <HTMLSelect
            id="provider-type"
            fill
            value={draft.type}
            data-testid="provider-type"
            onChange={(e) => setType(e.currentTarget.value as ProviderType)}
            options={[
              { value: 'ai', label: t('providers.types.ai') },
              { value: 'translation', label: t('providers.types.translation') },
            ]}
          />
        </FormGroup>
        <FormGroup label={t('providers.fields.protocol')} {...form.groupProps('protocol')}>
          <HTMLSelect
            id="provider-protocol"
            fill
            value={draft.protocol}
            data-testid="provider-protocol"
            onChange={(e) => form.set('protocol', e.currentTarget.value as ProviderProtocol)}
            options={PROTOCOLS[draft.type].map((p) => ({
              value: p,
              label: t(`providers.protocols.${p}`),
            }))}
          />
        </FormGroup>
      </div>
      <FormGroup
        label={t('providers.fields.baseUrl')}
        {...form.groupProps('baseUrl', t('providers.baseUrlHint'))}
      >
        <InputGroup
          {...form.inputProps('baseUrl')}
          maxLength={500}
          placeholder="https://api.openai.com/v1"
        />
      </FormGroup>
      <FormGroup
        label={t('providers.fields.apiKey')}
        {...form.groupProps('apiKey', provider?.apiKeyMasked ? t('providers.keyKept') : undefined)}
      >
        <InputGroup
          {...form.inputProps('apiKey')}
          type="password"
          autoComplete="off"
          maxLength={1000}
          placeholder={provider?.apiKeyMasked ?? ''}
        />
      </FormGroup>
      <div className="ams-form-row">
        <FormGroup
          label={t('providers.fields.requestsPerMinute')}
          {...form.groupProps('requestsPerMinute', t('providers.noLimitHint'))}
        >
          <InputGroup {...form.inputProps('requestsPerMinute')} inputMode="numeric" />
        </FormGroup>
        <FormGroup
          label={t(
            draft.type === 'ai'
              ? 'providers.fields.tokensPerMinute'
              : 'providers.fields.charactersPerMinute',
          )}
          {...form.groupProps('tokensPerMinute', t('providers.noLimitHint'))}
        >
          <InputGroup {...form.inputProps('tokensPerMinute')} inputMode="numeric" />
        </FormGroup>
      </div>
      <FormGroup label={t('providers.fields.description')} {...form.groupProps('description')}>
        <TextArea
          id="provider-description"
          fill
          value={draft.description}
          maxLength={2000}
          onChange={(e) => form.set('description', e.target.value)}
        />
      </FormGroup>
      <Switch
        checked={draft.active}
        label={t('providers.fields.active')}
        data-testid="provider-active"
        onChange={(e) => form.set('active', e.currentTarget.checked)}
      />
    </FormDialog>
  );
}
