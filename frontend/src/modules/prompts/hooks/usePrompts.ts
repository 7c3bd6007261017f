import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWebsitePrompt,
  fetchSystemPrompts,
  fetchWebsitePrompts,
  generateSystemPrompt,
  generateWebsitePrompt,
  resetWebsitePrompt,
  saveSystemPrompt,
  saveWebsitePrompt,
  type PromptInput,
  type PromptType,
} from '../../../api/prompts';
import { PROMPTS_KEY, systemPromptsKey, websitePromptsKey } from '../queryKeys';

/** Whose prompts: the system defaults (null) or one website's. */
export type PromptScope = number | null;

export function usePromptsQuery(scope: PromptScope) {
  return useQuery({
    queryKey: scope === null ? systemPromptsKey() : websitePromptsKey(scope),
    queryFn: () => (scope === null ? fetchSystemPrompts() : fetchWebsitePrompts(scope)),
  });
}

const useRefreshing = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY }),
  });
};

export function useSavePrompt(scope: PromptScope) {
  return useRefreshing(({ type, input }: { type: PromptType; input: PromptInput }) =>
    scope === null ? saveSystemPrompt(type, input) : saveWebsitePrompt(scope, type, input),
  );
}

export function useDeletePrompt(websiteId: number) {
  return useRefreshing((type: PromptType) => deleteWebsitePrompt(websiteId, type));
}

export function useResetPrompt(websiteId: number) {
  return useRefreshing((type: PromptType) => resetWebsitePrompt(websiteId, type));
}

export function useGeneratePrompt(scope: PromptScope) {
  return useMutation({
    mutationFn: ({ type, instructions }: { type: PromptType; instructions: string }) =>
      scope === null
        ? generateSystemPrompt(type, instructions)
        : generateWebsitePrompt(scope, type, instructions),
  });
}
