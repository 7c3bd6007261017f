import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAccount,
  deleteAccount,
  fetchAccount,
  fetchAccounts,
  fetchPlans,
  updateAccount,
  updatePlan,
  type PlanLimitsInput,
  type AccountInput,
  type AccountListQuery,
} from '../../../api/accounts';
import { useTranslation } from 'react-i18next';
import { PLAN_CODES, planLabel } from '../plans';
import { ACCOUNTS_KEY, PLANS_KEY, accountKey, accountsListKey } from '../queryKeys';

export function useAccountsQuery(query: AccountListQuery) {
  return useQuery({
    queryKey: accountsListKey(query),
    queryFn: () => fetchAccounts(query),
    placeholderData: keepPreviousData,
  });
}

/** The account being edited, fresh from the server (null: a new one, nothing to load). */
export function useAccountQuery(id: number | null) {
  return useQuery({
    queryKey: accountKey(id),
    queryFn: () => fetchAccount(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function usePlansQuery() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: fetchPlans, staleTime: 5 * 60_000 });
}

/** The plans as select options in the reader's language; spec §9's three until the list arrives. */
export function usePlanOptions() {
  const { t } = useTranslation();
  const plans = usePlansQuery();
  return (plans.data ?? PLAN_CODES.map((code) => ({ code, name: code }))).map((plan) => ({
    value: plan.code,
    label: planLabel(t, plan),
  }));
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Partial<AccountInput> }) =>
      id === null ? createAccount(input as AccountInput) : updateAccount(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PlanLimitsInput }) => updatePlan(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
