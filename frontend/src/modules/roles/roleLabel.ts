import type { TFunction } from 'i18next';

/** The roles every install starts with (backend `DEFAULT_ROLES`), by their stored name. */
const BUILT_IN = {
  Administrator: 'roles.builtIn.administrator',
  Editor: 'roles.builtIn.editor',
  Author: 'roles.builtIn.author',
  Viewer: 'roles.builtIn.viewer',
} as const;

/**
 * A role's name in the reader's language: the built-in roles are translated; a role someone
 * created (or renamed) is shown as it was written.
 */
export function roleLabel(t: TFunction, name: string | null | undefined): string {
  if (!name) return '';
  return Object.hasOwn(BUILT_IN, name) ? t(BUILT_IN[name as keyof typeof BUILT_IN]) : name;
}
