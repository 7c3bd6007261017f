import type { TranslationKey } from '../../i18n/keys';

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
const ICON_TYPES = ['image/png', 'image/jpeg'];

export interface SettingsDraft {
  title: string;
  icon: File | null;
  iconSvg: File | null;
  /** Drop the current SVG logo (ignored when a new one is chosen). */
  removeIconSvg: boolean;
  /** Whether the sign-in page offers "Create an account". */
  registrationOpen: boolean;
}

/** The fields the server checks. */
export const SETTINGS_FIELDS = ['title', 'icon', 'iconSvg'] as const;
export type SettingsFieldErrors = Partial<Record<(typeof SETTINGS_FIELDS)[number], TranslationKey>>;

/** The same limits the server enforces, checked before uploading. */
export function validateSettings(draft: SettingsDraft): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  if (!draft.title.trim()) errors.title = 'settings.errors.titleRequired';
  if (draft.icon) {
    if (!ICON_TYPES.includes(draft.icon.type) && !/\.(png|jpe?g)$/i.test(draft.icon.name)) {
      errors.icon = 'settings.errors.iconType';
    } else if (draft.icon.size > ICON_MAX_BYTES) {
      errors.icon = 'settings.errors.iconTooLarge';
    }
  }
  if (
    draft.iconSvg &&
    draft.iconSvg.type !== 'image/svg+xml' &&
    !/\.svg$/i.test(draft.iconSvg.name)
  ) {
    errors.iconSvg = 'settings.errors.iconSvgType';
  }
  return errors;
}
