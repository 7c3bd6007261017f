import type { AuditListQuery } from '../../api/audit';

/** The query keys of the audit trail: what the live table (app/effects/liveQueries) refreshes. */
export const AUDIT_KEY = ['audit'] as const;
export const auditListKey = (query: AuditListQuery) => [...AUDIT_KEY, 'list', query] as const;
/** A record's History tab. */
export const auditHistoryKey = (subject: AuditListQuery['subject'], subjectId: number) =>
  [...AUDIT_KEY, 'history', subject, subjectId] as const;
