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

/** Refreshes the prompts once settled: a refusal (someone saved meanwhile) shows their version. */
const useRefreshing = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY }),
  });
};

/** A website's own prompt as the list showed it: reset and delete name its version. */
export interface PromptTarget {
  type: PromptType;
  version: number | null;
}

export function useSavePrompt(scope: PromptScope) {
  return useRefreshing(({ type, input }: { type: PromptType; input: PromptInput }) =>
    scope === null ? saveSystemPrompt(type, input) : saveWebsitePrompt(scope, type, input),
  );
}

export function useDeletePrompt(websiteId: number) {
  return useRefreshing(({ type, version }: PromptTarget) =>
    deleteWebsitePrompt(websiteId, type, version ?? undefined),
  );
}

export function useResetPrompt(websiteId: number) {
  return useRefreshing(({ type, version }: PromptTarget) =>
    resetWebsitePrompt(websiteId, type, version ?? undefined),
  );
}

export function useGeneratePrompt(scope: PromptScope) {
  return useMutation({
    mutationFn: ({ type, instructions }: { type: PromptType; instructions: string }) =>
      scope === null
        ? generateSystemPrompt(type, instructions)
        : generateWebsitePrompt(scope, type, instructions),
  });
}
