/**
 * What the audit trail names: the kinds of record and the actions. Pure data: the frontend
 * imports it too (`@audit`).
 */

/** What the trail records changes of (the audit list's subject filter). */
export const AUDIT_SUBJECTS = [
  'role',
  'user',
  'account',
  'website',
  'website-users',
  'article',
  'provider',
  'service',
  'prompt',
  'clone',
  'generation',
  'settings',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'invited',
  'assigned',
  'unassigned',
  'requested',
  'sent',
  'discarded',
  'signed-in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
