import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createModule,
  deleteModule,
  fetchModuleTree,
  updateModule,
  type ModuleInput,
} from '../../../api/modules';
import { useLiveInvalidation } from '../../../lib/useLiveInvalidation';

export const MODULES_KEY = ['modules'] as const;

export function useModuleTreeQuery() {
  useLiveInvalidation('modules.changed', MODULES_KEY);
  return useQuery({ queryKey: [...MODULES_KEY, 'tree'], queryFn: fetchModuleTree });
}

export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ModuleInput }) =>
      id === null ? createModule(input) : updateModule(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODULES_KEY }),
  });
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteModule(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODULES_KEY }),
  });
}
