import { Callout, Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../api/countries';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { showToast } from '../../../ui/toaster';
import { useSaveCountry } from '../hooks/useCountries';
import {
  normalizeCountry,
  validateCountry,
  type CountryDraft,
  type CountryFieldErrors,
} from '../validation';

type Field = keyof CountryDraft;

interface CountryDialogProps {
  /** null: a new country. */
  country: Country | null;
  onClose: () => void;
}

const EMPTY: CountryDraft = { name: '', iso2: '', iso3: '', dialingPrefix: '' };

/** Create or edit a country; the rules are checked here first, then by the server. */
export function CountryDialog({ country, onClose }: CountryDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CountryDraft>(
    country
      ? {
          name: country.name,
          iso2: country.iso2,
          iso3: country.iso3,
          dialingPrefix: country.dialingPrefix,
        }
      : EMPTY,
  );
  const [clientErrors, setClientErrors] = useState<CountryFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCountry();

  const errorOf = (field: Field) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateCountry(draft);
    setClientErrors(errors);
    setServerErrors({});
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      { id: country?.id ?? null, input: normalizeCountry(draft) },
      {
        onSuccess: () => {
          const message = country ? t('countries.saved') : t('countries.created');
          void showToast({ intent: 'success', icon: 'tick', message });
          onClose();
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('countries.submitFailed') });
          if (!(error instanceof ApiError)) return;
          const fields = fieldErrorTexts<Field>(t, error, [
            'name',
            'iso2',
            'iso3',
            'dialingPrefix',
          ]);
          setServerErrors(fields);
          if (!Object.values(fields).some(Boolean)) setFormError(errorMessage(t, error));
        },
      },
    );
  };

  const input = (
    field: Field,
    label: string,
    props: { maxLength: number; placeholder?: string },
  ) => (
    <FormGroup
      label={label}
      labelFor={`country-${field}`}
      labelInfo={t('dataList.required')}
      intent={errorOf(field) ? 'danger' : 'none'}
      helperText={errorOf(field)}
    >
      <InputGroup
        id={`country-${field}`}
        name={field}
        value={draft[field]}
        intent={errorOf(field) ? 'danger' : 'none'}
        aria-invalid={errorOf(field) ? true : undefined}
        onChange={(event) => change(field, event.target.value)}
        {...props}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={country ? t('countries.editTitle') : t('countries.createTitle')}
      icon="flag"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('countries.formLabel')}
        data-testid="countries-dialog"
      >
        <DialogBody>
          {formError && (
            <Callout intent="danger" className="ams-form-callout" role="alert">
              {formError}
            </Callout>
          )}
          {input('name', t('countries.fields.name'), { maxLength: 120, placeholder: 'Italy' })}
          <div className="ams-form-row">
            {input('iso2', t('countries.fields.iso2'), { maxLength: 4, placeholder: 'IT' })}
            {input('iso3', t('countries.fields.iso3'), { maxLength: 5, placeholder: 'ITA' })}
            {input('dialingPrefix', t('countries.fields.dialingPrefix'), {
              maxLength: 8,
              placeholder: '+39',
            })}
          </div>
        </DialogBody>
        <FormDialogFooter onCancel={onClose} saving={save.isPending} saveTestId="countries-save" />
      </form>
    </Dialog>
  );
}
