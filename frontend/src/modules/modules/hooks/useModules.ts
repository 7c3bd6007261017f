import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createModule,
  deleteModule,
  fetchModuleTree,
  updateModule,
  type ModuleInput,
} from '../../../api/modules';
import { MODULE_TREE_KEY, MODULES_KEY } from '../queryKeys';

export function useModuleTreeQuery() {
  return useQuery({ queryKey: MODULE_TREE_KEY, queryFn: fetchModuleTree });
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
