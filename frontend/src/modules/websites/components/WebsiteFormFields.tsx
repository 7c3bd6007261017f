import {
  Button,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';
import { languageName, WEBSITE_LANGUAGES } from '../languages';
import {
  DEFAULT_SYNC_DAYS,
  DEFAULT_SYNC_INTERVAL,
  SYNC_DAYS_MAX,
  SYNC_DAYS_MIN,
  SYNC_INTERVAL_MAX,
  SYNC_INTERVAL_MIN,
  type WebsiteDraft,
  type WebsiteField,
} from '../validation';
import { AccountPicker } from './AccountPicker';
import { ProviderSelect } from './ProviderSelect';
import { ServiceSelect } from './ServiceSelect';

interface WebsiteFormFieldsProps {
  draft: WebsiteDraft;
  /** The website being edited; null for a new one. */
  website: Website | null;
  pickAccount: boolean;
  errorOf: (field: WebsiteField) => string | undefined;
  onChange: <K extends WebsiteField>(field: K, value: WebsiteDraft[K]) => void;
}

/** Name, address, WordPress credentials, language, providers and the sync schedule. */
export function WebsiteFormFields({
  draft,
  website,
  pickAccount,
  errorOf,
  onChange,
}: WebsiteFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const [showKey, setShowKey] = useState(false);
  const languages = [...WEBSITE_LANGUAGES];
  if (draft.language && !languages.includes(draft.language)) languages.push(draft.language);

  const group = (field: WebsiteField, label: string, control: ReactNode, extra?: object) => (
    <FormGroup
      label={label}
      labelFor={`website-${field}`}
      intent={errorOf(field) ? 'danger' : 'none'}
      helperText={errorOf(field)}
      {...extra}
    >
      {control}
    </FormGroup>
  );
  const text = (field: 'name' | 'url' | 'apiUsername', props: object = {}) => (
    <InputGroup
      id={`website-${field}`}
      name={field}
      value={draft[field]}
      intent={errorOf(field) ? 'danger' : 'none'}
      aria-invalid={errorOf(field) ? true : undefined}
      onChange={(event) => onChange(field, event.target.value)}
      {...props}
    />
  );
  const keyHint = website
    ? website.apiKeyMasked
      ? t('websites.form.keepKey')
      : t('websites.form.noKeyYet')
    : t('websites.form.keyHint');

  return (
    <div className="ams-website-form">
      {group('name', t('websites.fields.name'), text('name', { maxLength: 255 }), {
        labelInfo: t('dataList.required'),
      })}
      {group(
        'url',
        t('websites.fields.url'),
        text('url', { maxLength: 500, placeholder: 'https://news.example.com', type: 'url' }),
        { labelInfo: t('dataList.required') },
      )}
      {group(
        'apiUsername',
        t('websites.fields.apiUsername'),
        text('apiUsername', { maxLength: 255, autoComplete: 'off' }),
      )}
      <FormGroup
        label={t('websites.fields.apiKey')}
        labelFor="website-apiKey"
        intent={errorOf('apiKey') ? 'danger' : 'none'}
        helperText={errorOf('apiKey') ?? keyHint}
      >
        <InputGroup
          id="website-apiKey"
          name="apiKey"
          type={showKey ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={255}
          value={draft.apiKey}
          placeholder={website?.apiKeyMasked ?? 'xxxx xxxx xxxx xxxx xxxx xxxx'}
          intent={errorOf('apiKey') ? 'danger' : 'none'}
          onChange={(event) => onChange('apiKey', event.target.value)}
          rightElement={
            <Button
              variant="minimal"
              icon={showKey ? 'eye-off' : 'eye-open'}
              aria-label={showKey ? t('websites.form.hideKey') : t('websites.form.showKey')}
              onClick={() => setShowKey((shown) => !shown)}
            />
          }
        />
        {website?.apiKeyMasked && (
          <div className="ams-key-current" data-testid="website-apikey-current">
            {t('websites.form.currentKey')} <Tag minimal>{website.apiKeyMasked}</Tag>
          </div>
        )}
      </FormGroup>
      {group(
        'language',
        t('websites.fields.language'),
        <HTMLSelect
          id="website-language"
          name="language"
          fill
          value={draft.language}
          onChange={(event) => onChange('language', event.currentTarget.value)}
          options={[
            { value: '', label: t('websites.form.noLanguage') },
            ...languages.map((code) => ({
              value: code,
              label: `${languageName(code, i18n.language)} (${code})`,
            })),
          ]}
        />,
      )}
      {pickAccount &&
        group(
          'accountId',
          t('websites.fields.account'),
          <AccountPicker
            id="website-accountId"
            value={draft.accountId}
            invalid={!!errorOf('accountId')}
            onChange={(accountId) => onChange('accountId', accountId)}
          />,
        )}
      {group(
        'aiProviderId',
        t('websites.fields.aiProvider'),
        <ProviderSelect
          id="website-aiProviderId"
          testId="website-ai-provider"
          label={t('websites.fields.aiProvider')}
          type="ai"
          value={draft.aiProviderId}
          invalid={!!errorOf('aiProviderId')}
          onChange={(providerId) => {
            onChange('aiProviderId', providerId);
            // A service belongs to its provider.
            if (providerId !== draft.aiProviderId) onChange('aiServiceId', null);
          }}
        />,
      )}
      {group(
        'aiServiceId',
        t('websites.fields.aiService'),
        <ServiceSelect
          id="website-aiServiceId"
          testId="website-ai-service"
          label={t('websites.fields.aiService')}
          providerId={draft.aiProviderId}
          value={draft.aiServiceId}
          invalid={!!errorOf('aiServiceId')}
          onChange={(serviceId) => onChange('aiServiceId', serviceId)}
        />,
      )}
      {group(
        'translationProviderId',
        t('websites.fields.translationProvider'),
        <ProviderSelect
          id="website-translationProviderId"
          testId="website-translation-provider"
          label={t('websites.fields.translationProvider')}
          type="translation"
          value={draft.translationProviderId}
          invalid={!!errorOf('translationProviderId')}
          onChange={(providerId) => onChange('translationProviderId', providerId)}
        />,
      )}
      <OptionalNumberField
        name="syncIntervalMinutes"
        label={t('websites.fields.syncInterval')}
        hint={t('websites.form.intervalHint')}
        error={errorOf('syncIntervalMinutes')}
        toggleLabel={t('websites.form.scheduled')}
        toggleTestId="website-schedule-toggle"
        before={t('websites.form.every')}
        after={t('websites.form.minutes')}
        value={draft.syncIntervalMinutes}
        whenOn={DEFAULT_SYNC_INTERVAL}
        min={SYNC_INTERVAL_MIN}
        max={SYNC_INTERVAL_MAX}
        stepSize={15}
        majorStepSize={60}
        onChange={(value) => onChange('syncIntervalMinutes', value)}
      />
      <OptionalNumberField
        name="syncDays"
        label={t('websites.fields.syncDays')}
        hint={t('websites.form.syncDaysHint')}
        error={errorOf('syncDays')}
        toggleLabel={t('websites.form.limitDays')}
        toggleTestId="website-sync-days-toggle"
        before={t('websites.form.last')}
        after={t('websites.form.days')}
        value={draft.syncDays}
        whenOn={DEFAULT_SYNC_DAYS}
        min={SYNC_DAYS_MIN}
        max={SYNC_DAYS_MAX}
        stepSize={1}
        majorStepSize={30}
        onChange={(value) => onChange('syncDays', value)}
      />
      <FormGroup
        label={t('websites.fields.defaultAuthor')}
        labelFor="website-defaultAuthor"
        intent={errorOf('defaultAuthor') ? 'danger' : 'none'}
        helperText={errorOf('defaultAuthor') ?? t('websites.form.defaultAuthorHint')}
      >
        <InputGroup
          id="website-defaultAuthor"
          name="defaultAuthor"
          maxLength={255}
          autoComplete="off"
          placeholder={t('websites.form.defaultAuthorPlaceholder')}
          value={draft.defaultAuthor}
          intent={errorOf('defaultAuthor') ? 'danger' : 'none'}
          aria-invalid={errorOf('defaultAuthor') ? true : undefined}
          onChange={(event) => onChange('defaultAuthor', event.target.value)}
        />
      </FormGroup>
      <FormGroup helperText={t('websites.form.canonicalHint')}>
        <Switch
          id="website-canonicalToSource"
          data-testid="website-canonical-toggle"
          label={t('websites.fields.canonicalToSource')}
          checked={draft.canonicalToSource}
          onChange={(event) => onChange('canonicalToSource', event.currentTarget.checked)}
        />
      </FormGroup>
      <FormGroup helperText={t('websites.form.keepSourceDateHint')}>
        <Switch
          id="website-keepSourceDate"
          data-testid="website-keep-date-toggle"
          label={t('websites.fields.keepSourceDate')}
          checked={draft.keepSourceDate}
          onChange={(event) => onChange('keepSourceDate', event.currentTarget.checked)}
        />
      </FormGroup>
      <FormGroup helperText={t('websites.form.reviewAiHint')}>
        <Switch
          id="website-reviewAi"
          data-testid="website-review-toggle"
          label={t('websites.fields.reviewAi')}
          checked={draft.reviewAi}
          onChange={(event) => onChange('reviewAi', event.currentTarget.checked)}
        />
      </FormGroup>
    </div>
  );
}

interface OptionalNumberFieldProps {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  toggleLabel: string;
  toggleTestId: string;
  /** Words around the number ("every … minutes"). */
  before: string;
  after: string;
  /** Null: switched off. */
  value: number | null;
  /** The number the switch turns on with. */
  whenOn: number;
  min: number;
  max: number;
  stepSize: number;
  majorStepSize: number;
  onChange: (value: number | null) => void;
}

/** A number that may be switched off (the schedule, the sync window): a switch, then the number. */
function OptionalNumberField(props: OptionalNumberFieldProps) {
  const { name, error, value, onChange } = props;
  const id = `website-${name}`;
  return (
    <FormGroup
      className="ams-form-wide"
      label={props.label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? props.hint}
    >
      <div className="ams-interval-row">
        <Switch
          checked={value !== null}
          label={props.toggleLabel}
          data-testid={props.toggleTestId}
          onChange={(event) => onChange(event.currentTarget.checked ? props.whenOn : null)}
        />
        {value !== null && (
          <>
            <span>{props.before}</span>
            <NumericInput
              id={id}
              name={name}
              min={props.min}
              max={props.max}
              stepSize={props.stepSize}
              majorStepSize={props.majorStepSize}
              clampValueOnBlur
              value={value}
              intent={error ? 'danger' : 'none'}
              onValueChange={(next) => onChange(next)}
            />
            <span>{props.after}</span>
          </>
        )}
      </div>
    </FormGroup>
  );
}
