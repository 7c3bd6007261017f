import type { ModuleSetting } from '../../api/modules';
import type { TranslationKey } from '../../i18n/keys';

export const MAX_SETTINGS = 50;
const CODE_PATTERN = /^[a-z0-9_-]+$/;

export interface ModuleDraft {
  name: string;
  code: string;
  /** '' is the root. */
  parentId: string;
  settings: ModuleSetting[];
}

export interface ModuleFieldErrors {
  name?: TranslationKey;
  code?: TranslationKey;
  settings?: TranslationKey;
  /** By row index. */
  settingKeys: Partial<Record<number, TranslationKey>>;
}

/** The server's rules (name, code pattern, unique setting keys) checked before sending. */
export function validateModule(draft: ModuleDraft): ModuleFieldErrors {
  const errors: ModuleFieldErrors = { settingKeys: {} };
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
    if (!key) errors.settingKeys[index] = 'modules.errors.settingKeyRequired';
    else if (key.length > 100) errors.settingKeys[index] = 'modules.errors.settingKeyTooLong';
    else if (seen.has(key)) errors.settingKeys[index] = 'modules.errors.settingKeysUnique';
    seen.add(key);
  });
  return errors;
}

export function hasModuleErrors(errors: ModuleFieldErrors): boolean {
  return (
    !!errors.name ||
    !!errors.code ||
    !!errors.settings ||
    Object.values(errors.settingKeys).some(Boolean)
  );
}
