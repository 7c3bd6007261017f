import type { ModuleSetting } from '../../api/modules';
import type { FieldRules } from '../../ui/form/useEntityForm';

export const MAX_SETTINGS = 50;
const CODE_PATTERN = /^[a-z0-9_-]+$/;

export interface ModuleDraft {
  name: string;
  code: string;
  /** '' is the root. */
  parentId: string;
  settings: ModuleSetting[];
}

/** The fields the server names; a setting row's are `settings.<index>.key` and `.value`. */
export const MODULE_FIELDS = ['name', 'code', 'parentId', 'settings'] as const;
export type ModuleField = (typeof MODULE_FIELDS)[number];

/** The server's rules (name, code pattern, unique setting keys) checked before sending. */
export function validateModule(draft: ModuleDraft): FieldRules<ModuleField> {
  const errors: FieldRules<ModuleField> = {};
  const name = draft.name.trim();
  const code = draft.code.trim();
  if (!name) errors.name = 'modules.errors.nameRequired';
  else if ([...name].length > 255) errors.name = 'modules.errors.nameTooLong';
  if (!code) errors.code = 'modules.errors.codeRequired';
  else if (code.length > 100) errors.code = 'modules.errors.codeTooLong';
  else if (!CODE_PATTERN.test(code)) errors.code = 'modules.errors.codePattern';
  if (draft.settings.length > MAX_SETTINGS) errors.settings = 'modules.errors.tooManySettings';
  const seen = new Set<string>();
  draft.settings.forEach((setting, index) => {
    const key = setting.key.trim();
    const path = `settings.${index}.key` as const;
    if (!key) errors[path] = 'modules.errors.settingKeyRequired';
    else if (key.length > 100) errors[path] = 'modules.errors.settingKeyTooLong';
    else if (seen.has(key)) errors[path] = 'modules.errors.settingKeysUnique';
    seen.add(key);
  });
  return errors;
}
