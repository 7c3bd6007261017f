import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebsite,
  deleteWebsite,
  fetchSyncCoverage,
  fetchWebsite,
  fetchWebsites,
  fetchWebsiteUsers,
  replaceWebsiteUsers,
  startReconcile,
  startSync,
  updateWebsite,
  verifyWebsite,
  type CreateWebsiteBody,
  type UpdateWebsiteBody,
  type WebsiteAssignment,
  type WebsiteListQuery,
} from '../../../api/websites';
import {
  WEBSITES_KEY,
  syncCoverageKey,
  websiteKey,
  websitesListKey,
  websiteUsersKey,
} from '../queryKeys';

export function useWebsitesQuery(query: WebsiteListQuery) {
  return useQuery({
    queryKey: websitesListKey(query),
    queryFn: () => fetchWebsites(query),
    placeholderData: keepPreviousData,
  });
}

export function useWebsiteQuery(id: number) {
  return useQuery({ queryKey: websiteKey(id), queryFn: () => fetchWebsite(id), enabled: id > 0 });
}

export function useWebsiteUsersQuery(id: number, enabled = true) {
  return useQuery({
    queryKey: websiteUsersKey(id),
    queryFn: () => fetchWebsiteUsers(id),
    enabled: enabled && id > 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
}

export function useSaveWebsite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number | null;
      body: CreateWebsiteBody | UpdateWebsiteBody;
    }) => (id === null ? createWebsite(body as CreateWebsiteBody) : updateWebsite(id, body)),
    onSuccess: refresh,
  });
}

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebsite(id),
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: websiteKey(id) });
      void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
    },
  });
}

export function useVerifyWebsite() {
  const refresh = useRefresh();
  // Success and failure both change what the server stored (verified, last error).
  return useMutation({
    mutationFn: ({ id, newSite = false }: { id: number; newSite?: boolean }) =>
      verifyWebsite(id, newSite),
    onSettled: refresh,
  });
}

export function useStartSync() {
  return useMutation({
    mutationFn: ({ id, full, notify }: { id: number; full?: boolean; notify?: boolean }) =>
      startSync(id, { full, notify }),
  });
}

/** What the website's copy covers; refreshed as articles change and when a sync ends. */
export function useSyncCoverage(id: number) {
  return useQuery({
    queryKey: syncCoverageKey(id),
    queryFn: () => fetchSyncCoverage(id),
    enabled: id > 0,
  });
}

export function useStartReconcile() {
  return useMutation({ mutationFn: (id: number) => startReconcile(id) });
}

export function useReplaceWebsiteUsers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (users: WebsiteAssignment[]) => replaceWebsiteUsers(id, users),
    onSuccess: (users) => {
      queryClient.setQueryData(websiteUsersKey(id), users);
      void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
    },
  });
}
