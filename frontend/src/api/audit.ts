import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditChange = components['schemas']['AuditChangeDto'];
export type AuditPage = components['schemas']['AuditPageDto'];
export type AuditListQuery = NonNullable<paths['/api/audit']['get']['parameters']['query']>;
export type AuditSubject = AuditEntry['subject'];
export type AuditAction = AuditEntry['action'];

/** The trail's kinds of record and actions are the server's own module (pure data). */
export { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@audit';

export function fetchAudit(query: AuditListQuery): Promise<AuditPage> {
  return unwrap(api.GET('/api/audit', { params: { query } }));
}

/** The export's address for these filters: a plain download, with the session's cookie. */
export function auditExportUrl(query: Omit<AuditListQuery, 'perPage' | 'cursor'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/audit/export.csv${text ? `?${text}` : ''}`;
}
