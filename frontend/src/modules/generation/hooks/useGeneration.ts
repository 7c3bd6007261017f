import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discardGenerated,
  editGenerated,
  fetchGenerated,
  fetchReplacement,
  markUsed,
  regenerate,
  startGeneration,
  undoUse,
  type ArticleDraft,
  type GenerateInput,
} from '../../../api/generation';
import { GENERATED_KEY, generatedKey, replacementKey } from '../queryKeys';

export function useGeneratedQuery(id: number | null) {
  return useQuery({
    queryKey: generatedKey(id),
    queryFn: () => fetchGenerated(id ?? 0),
    enabled: id !== null,
  });
}

const useRefreshing = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERATED_KEY }),
  });
};

export const useStartGeneration = () =>
  useRefreshing((input: GenerateInput) => startGeneration(input));
export const useRegenerate = () => useRefreshing((id: number) => regenerate(id));
export const useUseGenerated = () =>
  useRefreshing(({ id, replace }: { id: number; replace?: boolean }) => markUsed(id, replace));
export const useUndoUse = () => useRefreshing((id: number) => undoUse(id));

/** The post Use would replace, read when the confirmation opens (never cached: it is live). */
export function useReplacement(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: replacementKey(id),
    queryFn: () => fetchReplacement(id ?? 0),
    enabled: enabled && id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}
export const useDiscardGenerated = () => useRefreshing((id: number) => discardGenerated(id));
export const useEditGenerated = () =>
  useRefreshing(({ id, draft }: { id: number; draft: ArticleDraft }) => editGenerated(id, draft));
