/**
 * Subjects and actions of the permission model (spec §6). Pure data: the frontend imports it too.
 * `manage` and `all` are CASL's wildcards; the role editor offers read, write and create.
 */
export const SUBJECTS = [
  'account',
  'user',
  'role',
  'module',
  'external-provider',
  'website',
  'article',
  'prompt',
  'feedback',
  'analytics',
  'country',
  'settings',
  'job',
  'audit',
] as const;
export type Subject = (typeof SUBJECTS)[number] | 'all';

export const EDITOR_ACTIONS = ['read', 'write', 'create'] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];
export type Action = EditorAction | 'manage';

export interface Permission {
  action: EditorAction;
  subject: (typeof SUBJECTS)[number];
}

/**
 * Subjects every tenant shares (ARCHITECTURE "Shared settings … are changed by administrators
 * only"): a role grants read on them and nothing more, so the role editor offers read alone, the
 * API refuses a role that asks for more, and a stored rule asking for more grants nothing.
 */
export const SHARED_SUBJECTS: readonly Permission['subject'][] = [
  'role',
  'module',
  'external-provider',
  'country',
  'settings',
];

/**
 * Subjects nobody edits: the audit trail is written by the changes it records, never by hand. A
 * role grants read on them alone (an account's own entries).
 */
export const READ_ONLY_SUBJECTS: readonly Permission['subject'][] = ['audit'];

/** Whether a role may grant this permission (anything but writing a shared or read-only subject). */
export const isGrantable = ({ action, subject }: Permission): boolean =>
  action === 'read' || !(SHARED_SUBJECTS.includes(subject) || READ_ONLY_SUBJECTS.includes(subject));

/** Every permission the role editor offers, in its order (subject, then read/write/create). */
export const GRANTABLE_PERMISSIONS: Permission[] = SUBJECTS.flatMap((subject) =>
  EDITOR_ACTIONS.map((action) => ({ action, subject })),
).filter(isGrantable);
