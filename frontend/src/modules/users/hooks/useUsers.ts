import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  fetchMyProfile,
  fetchUser,
  fetchUsers,
  removeAvatar,
  inviteLink,
  resendInvite,
  updateUser,
  uploadAvatar,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UserListQuery,
} from '../../../api/users';
import { ROLES_QUERY_KEY } from '../../roles';
import { USERS_QUERY_KEY, usersListKey, userKey } from '../queryKeys';

export function useUsersQuery(query: UserListQuery) {
  return useQuery({
    queryKey: usersListKey(query),
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** A user's profile; the caller's own is read through `/api/users/me`, whatever their role. */
export function useUserQuery(id: number, own = false) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: () => (own ? fetchMyProfile() : fetchUser(id)),
    enabled: id > 0,
  });
}

/** After a write, this browser refreshes at once instead of waiting for the event. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return (user?: User) => {
    if (user) queryClient.setQueryData(userKey(user.id), user);
    void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
  };
}

export function useSaveUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateUserBody | UpdateUserBody }) =>
      id === undefined ? createUser(body as CreateUserBody) : updateUser(id, body),
    onSuccess: (user) => refresh(user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: userKey(id) });
      void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    },
  });
}

export function useResendInvite() {
  return useMutation({ mutationFn: (id: number) => resendInvite(id) });
}

export function useInviteLink() {
  return useMutation({ mutationFn: (id: number) => inviteLink(id) });
}

export function useAvatar(id: number) {
  const refresh = useRefreshAfterWrite();
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(id, file),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeAvatar(id), onSuccess: refresh });
  return { upload, remove };
}
