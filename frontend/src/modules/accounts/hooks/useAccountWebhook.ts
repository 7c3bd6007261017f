import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchAccountWebhook,
  saveAccountWebhook,
  testAccountWebhook,
  type AccountWebhookInput,
} from '../../../api/accounts';
import { accountWebhookKey } from '../queryKeys';

export function useAccountWebhook(accountId: number) {
  return useQuery({
    queryKey: accountWebhookKey(accountId),
    queryFn: () => fetchAccountWebhook(accountId),
  });
}

/** Save (or remove, `url: null`) and test; each reads the webhook's state again. */
export function useAccountWebhookActions(accountId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: accountWebhookKey(accountId) });
  return {
    save: useMutation({
      mutationFn: (body: AccountWebhookInput) => saveAccountWebhook(accountId, body),
      onSuccess: (hook) => client.setQueryData(accountWebhookKey(accountId), hook),
    }),
    test: useMutation({ mutationFn: () => testAccountWebhook(accountId), onSettled: refresh }),
  };
}
