import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../api/countries';
import { fetchAllCountries } from '../../../api/users';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { formatRegion } from '../../../lib/intl';
import { COUNTRY_OPTIONS_KEY } from '../queryKeys';

interface CountryFieldProps {
  id: string;
  value: number | null;
  invalid: boolean;
  onChange: (countryId: number | null) => void;
}

/** Countries rarely change; one load serves every dialog of the session. */
export function useCountryOptions() {
  return useQuery({
    queryKey: COUNTRY_OPTIONS_KEY,
    queryFn: fetchAllCountries,
    staleTime: 600_000,
  });
}

export function CountryField({ id, value, invalid, onChange }: CountryFieldProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  const items = countries.data ?? [];
  const selected = items.find((country) => country.id === value) ?? null;
  return (
    <EntitySuggest<Country>
      id={id}
      testId="user-country"
      items={items}
      selected={selected}
      keyOf={(country) => country.id}
      labelOf={(country) => formatRegion(country.iso2, country.name, i18n.language)}
      detailOf={(country) => country.iso2}
      onSelect={(country) => onChange(country?.id ?? null)}
      placeholder={countries.isError ? t('users.countriesFailed') : t('users.placeholders.country')}
      noResults={t('users.noMatches')}
      clearLabel={t('users.clearCountry')}
      intent={invalid ? 'danger' : 'none'}
      disabled={countries.isPending || countries.isError}
    />
  );
}
