import type { TranslationKey } from '../../i18n/keys';

import type { EditorAction, Permission } from '@access';

/** The permission model's subjects and actions are the server's own module (pure data). */
export {
  EDITOR_ACTIONS,
  GRANTABLE_PERMISSIONS,
  READ_ONLY_SUBJECTS,
  SUBJECTS,
  isGrantable,
} from '@access';
export type { EditorAction } from '@access';
export type Subject = Permission['subject'];

export const SUBJECT_LABEL: Record<Subject, TranslationKey> = {
  account: 'roles.subjects.account',
  user: 'roles.subjects.user',
  role: 'roles.subjects.role',
  module: 'roles.subjects.module',
  'external-provider': 'roles.subjects.externalProvider',
  website: 'roles.subjects.website',
  article: 'roles.subjects.article',
  prompt: 'roles.subjects.prompt',
  feedback: 'roles.subjects.feedback',
  analytics: 'roles.subjects.analytics',
  country: 'roles.subjects.country',
  settings: 'roles.subjects.settings',
  job: 'roles.subjects.job',
  audit: 'roles.subjects.audit',
};

/** What each permission on a subject allows, said beside it in the role editor. */
export const SUBJECT_HELP: Record<Subject, TranslationKey> = {
  account: 'roles.help.account',
  user: 'roles.help.user',
  role: 'roles.help.role',
  module: 'roles.help.module',
  'external-provider': 'roles.help.externalProvider',
  website: 'roles.help.website',
  article: 'roles.help.article',
  prompt: 'roles.help.prompt',
  feedback: 'roles.help.feedback',
  analytics: 'roles.help.analytics',
  country: 'roles.help.country',
  settings: 'roles.help.settings',
  job: 'roles.help.job',
  audit: 'roles.help.audit',
};

export const ACTION_LABEL: Record<EditorAction | 'manage', TranslationKey> = {
  read: 'roles.actions.read',
  write: 'roles.actions.write',
  create: 'roles.actions.create',
  manage: 'roles.actions.manage',
};

/** A label for any subject the server names, `all` and unknown ones included. */
export function subjectLabelKey(subject: string): TranslationKey | undefined {
  if (subject === 'all') return 'roles.subjects.all';
  return (SUBJECT_LABEL as Record<string, TranslationKey>)[subject];
}

export function actionLabelKey(action: string): TranslationKey | undefined {
  return (ACTION_LABEL as Record<string, TranslationKey>)[action];
}
