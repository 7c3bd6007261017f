import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discardGenerated,
  fetchGenerated,
  markUsed,
  regenerate,
  startGeneration,
  type GenerateInput,
} from '../../../api/generation';

export const GENERATED_KEY = ['generated'] as const;

export function useGeneratedQuery(id: number | null) {
  return useQuery({
    queryKey: [...GENERATED_KEY, id],
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
export const useUseGenerated = () => useRefreshing((id: number) => markUsed(id));
export const useDiscardGenerated = () => useRefreshing((id: number) => discardGenerated(id));
