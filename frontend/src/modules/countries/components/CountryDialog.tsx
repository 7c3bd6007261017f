import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../api/countries';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveCountry } from '../hooks/useCountries';
import {
  COUNTRY_FIELD_LABELS,
  COUNTRY_FIELDS,
  draftOf,
  normalizeCountry,
  validateCountry,
  type CountryField,
} from '../validation';

interface CountryDialogProps {
  /** null: a new country. */
  country: Country | null;
  onClose: () => void;
}

/** Create or edit a country; the rules are checked here first, then by the server. */
export function CountryDialog({ country, onClose }: CountryDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: draftOf(country),
    fields: COUNTRY_FIELDS,
    validate: validateCountry,
    mutation: useSaveCountry(),
    toVariables: ({ version, ...draft }) => ({
      id: country?.id ?? null,
      input: normalizeCountry(draft),
      version,
    }),
    messages: {
      saved: country ? t('countries.saved') : t('countries.created'),
      failed: t('countries.submitFailed'),
    },
    idPrefix: 'country',
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as Country),
      labelOf: (field) => t(COUNTRY_FIELD_LABELS[field]),
    },
  });

  const input = (
    field: CountryField,
    label: string,
    props: { maxLength: number; placeholder?: string },
  ) => (
    <FormGroup label={label} labelInfo={t('dataList.required')} {...form.groupProps(field)}>
      <InputGroup {...form.inputProps(field)} {...props} />
    </FormGroup>
  );

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={country ? t('countries.editTitle') : t('countries.createTitle')}
      icon="flag"
      label={t('countries.formLabel')}
      testId="countries-dialog"
      saveTestId="countries-save"
    >
      {input('name', t('countries.fields.name'), { maxLength: 120, placeholder: 'Italy' })}
      <div className="ams-form-row">
        {input('iso2', t('countries.fields.iso2'), { maxLength: 4, placeholder: 'IT' })}
        {input('iso3', t('countries.fields.iso3'), { maxLength: 5, placeholder: 'ITA' })}
        {input('dialingPrefix', t('countries.fields.dialingPrefix'), {
          maxLength: 8,
          placeholder: '+39',
        })}
      </div>
    </FormDialog>
  );
}
