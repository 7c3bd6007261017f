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
import { useLiveInvalidation } from '../../../lib/useLiveInvalidation';

export const ROLES_QUERY_KEY = ['roles'] as const;
export const PERMISSIONS_QUERY_KEY = ['permissions'] as const;
const USERS_KEY = ['users'] as const;
const roleTestKey = (body: RoleTestBody) => ['roles', 'test', body] as const;

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

/** Role cards, the permissions table and role tests follow changes made anywhere. */
export function useRolesLive(): void {
  useLiveInvalidation('roles.changed', ROLES_QUERY_KEY);
  useLiveInvalidation('roles.changed', PERMISSIONS_QUERY_KEY);
  // Users joining or leaving a role change its card and the tests of those users.
  useLiveInvalidation('users.changed', ROLES_QUERY_KEY);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USERS_KEY });
  };
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateRoleBody }) =>
      id === undefined ? createRole(body) : updateRole(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => deleteRole(id), onSuccess: refresh });
}
