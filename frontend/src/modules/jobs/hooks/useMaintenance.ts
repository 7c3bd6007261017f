import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMaintenance, runMaintenance } from '../../../api/jobs';
import { maintenanceKey } from '../queryKeys';

/**
 * Periodic maintenance as the queue holds it. Its ticks come every few seconds and announce
 * nothing (an event per tick would reach every administrator's browser for a panel few have open):
 * the open panel reads it again every 5 s instead.
 */
export function useMaintenance(enabled: boolean) {
  return useQuery({
    queryKey: maintenanceKey,
    queryFn: fetchMaintenance,
    enabled,
    refetchInterval: enabled ? 5_000 : false,
  });
}

export function useRunMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMaintenance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKey }),
  });
}
