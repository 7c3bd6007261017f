import { api, unwrap } from './client';
import type { Settings } from './types';

export function fetchSettings(): Promise<Settings> {
  return unwrap(api.GET('/api/settings'));
}

export interface SettingsUpdate {
  title?: string;
  icon?: File;
  iconSvg?: File;
  removeIconSvg?: boolean;
  registrationOpen?: boolean;
  auditRetentionDays?: number;
}

export function toSettingsFormData(update: SettingsUpdate): FormData {
  const form = new FormData();
  if (update.title !== undefined) form.append('title', update.title);
  if (update.icon) form.append('icon', update.icon);
  if (update.iconSvg) form.append('iconSvg', update.iconSvg);
  if (update.removeIconSvg) form.append('removeIconSvg', 'true');
  if (update.registrationOpen !== undefined) {
    form.append('registrationOpen', String(update.registrationOpen));
  }
  if (update.auditRetentionDays !== undefined) {
    form.append('auditRetentionDays', String(update.auditRetentionDays));
  }
  return form;
}

/** `PUT /api/settings` as multipart; the files travel as they are, not as the typed strings. */
export function updateSettings(update: SettingsUpdate): Promise<Settings> {
  const form = toSettingsFormData(update);
  return unwrap(api.PUT('/api/settings', { body: {}, bodySerializer: () => form }));
}
