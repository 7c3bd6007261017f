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
