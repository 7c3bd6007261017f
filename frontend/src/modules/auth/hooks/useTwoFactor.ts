import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorStatus,
  startTwoFactorSetup,
  type SecondFactor,
} from '../../../api/twoFactor';
import { TWO_FACTOR_KEY } from '../queryKeys';

export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: fetchTwoFactorStatus, staleTime: 0 });
}

/** Refreshes the status only when asked: right after enabling, the codes must stay on screen. */
export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (code: string) => enableTwoFactor(code) });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: ({ factor, password }: { factor: SecondFactor; password: string }) =>
      disableTwoFactor(factor, password),
  });
}
