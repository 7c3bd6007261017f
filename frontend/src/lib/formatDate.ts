import { HTML_LANG, isLocale } from '../config';

/** A date and time in the interface language; the raw text when it cannot be read. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const lang = isLocale(locale) ? HTML_LANG[locale] : locale;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
