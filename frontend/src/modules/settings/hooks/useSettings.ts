import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSettings, updateSettings, type SettingsUpdate } from '../../../api/settings';
import { SETTINGS_QUERY_KEY } from '../queryKeys';

export function useSettingsQuery() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: (update: SettingsUpdate) => updateSettings(update) });
}
