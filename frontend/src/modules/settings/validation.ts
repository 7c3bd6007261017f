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
  /** Days the audit trail keeps an entry, as typed. */
  auditRetentionDays: string;
}

/** The server's bounds of the audit trail's retention (days). */
export const AUDIT_RETENTION_DAYS = { min: 30, max: 3650 } as const;

/** The fields the server checks. */
export const SETTINGS_FIELDS = ['title', 'icon', 'iconSvg', 'auditRetentionDays'] as const;
export type SettingsFieldErrors = Partial<Record<(typeof SETTINGS_FIELDS)[number], TranslationKey>>;

/** The same limits the server enforces, checked before uploading. */
export function validateSettings(draft: SettingsDraft): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  if (!draft.title.trim()) errors.title = 'settings.errors.titleRequired';
  const days = Number(draft.auditRetentionDays);
  if (
    !/^\d+$/.test(draft.auditRetentionDays.trim()) ||
    days < AUDIT_RETENTION_DAYS.min ||
    days > AUDIT_RETENTION_DAYS.max
  ) {
    errors.auditRetentionDays = 'settings.errors.auditRetentionDays';
  }
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
