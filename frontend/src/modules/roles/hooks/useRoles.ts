import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createRole,
  deleteRole,
  fetchPermissions,
  fetchRoles,
  testRole,
  updateRole,
  type CreateRoleBody,
  type RoleTestBody,
} from '../../../api/roles';
import {
  PERMISSIONS_QUERY_KEY,
  ROLE_HOLDERS_KEY,
  ROLES_QUERY_KEY,
  roleTestKey,
} from '../queryKeys';

export function useRolesQuery(enabled = true) {
  return useQuery({ queryKey: ROLES_QUERY_KEY, queryFn: fetchRoles, enabled });
}

export function usePermissionsQuery() {
  return useQuery({ queryKey: PERMISSIONS_QUERY_KEY, queryFn: fetchPermissions });
}

/** Re-judged whenever roles or users change, so the verdicts stay true while the page is open. */
export function useRoleTestQuery(body: RoleTestBody | null) {
  return useQuery({
    queryKey: roleTestKey(body ?? {}),
    queryFn: () => testRole(body!),
    enabled: body !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ROLE_HOLDERS_KEY });
  };
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateRoleBody & { version?: number } }) =>
      id === undefined ? createRole(body) : updateRole(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => deleteRole(id), onSuccess: refresh });
}
