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

/** Whether a role may grant this permission (anything but writing a shared subject). */
export const isGrantable = ({ action, subject }: Permission): boolean =>
  action === 'read' || !SHARED_SUBJECTS.includes(subject);

/** Every permission the role editor offers, in its order (subject, then read/write/create). */
export const GRANTABLE_PERMISSIONS: Permission[] = SUBJECTS.flatMap((subject) =>
  EDITOR_ACTIONS.map((action) => ({ action, subject })),
).filter(isGrantable);
