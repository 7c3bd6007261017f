import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchAudit, type AuditListQuery } from '../../../api/audit';
import { auditHistoryKey, auditListKey } from '../queryKeys';

/** One page of the trail (the list page: keyset cursor in the address). */
export function useAuditQuery(query: AuditListQuery) {
  return useQuery({
    queryKey: auditListKey(query),
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
  });
}

/** A record's History: its newest entries, then more on demand. */
export function useRecordHistory(subject: AuditListQuery['subject'], subjectId: number) {
  return useInfiniteQuery({
    queryKey: auditHistoryKey(subject, subjectId),
    queryFn: ({ pageParam }) =>
      fetchAudit({ subject, subjectId, perPage: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
