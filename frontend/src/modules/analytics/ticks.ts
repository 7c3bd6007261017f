import { intlLocale } from '../../lib/intl';

/** A chart bucket's label in the reader's language: "5 Dec" for a day, "14:00" for an hour (UTC). */
export function bucketLabel(grain: string, language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(
    intlLocale(language),
    grain === 'day'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
  );
  return (iso) => format.format(new Date(iso));
}
