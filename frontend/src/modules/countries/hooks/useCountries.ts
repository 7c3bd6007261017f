import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCountry,
  deleteCountry,
  fetchCountries,
  updateCountry,
  type CountryInput,
  type CountryListQuery,
} from '../../../api/countries';
import { COUNTRIES_KEY, countriesListKey } from '../queryKeys';

export function useCountriesQuery(query: CountryListQuery) {
  return useQuery({
    queryKey: countriesListKey(query),
    queryFn: () => fetchCountries(query),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
    }: {
      id: number | null;
      input: CountryInput;
      /** The version the edit form was loaded with. */
      version?: number | null;
    }) =>
      id === null
        ? createCountry(input)
        : updateCountry(id, version == null ? input : { ...input, version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUNTRIES_KEY }),
  });
}

export function useDeleteCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCountry(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUNTRIES_KEY }),
  });
}
