import { HTML_LANG, isLocale } from '../config';

/**
 * Numbers, dates and durations in the interface language: the one place the product formats them
 * (`ua` is the product's code for Ukrainian; Intl knows it as `uk`).
 */
export function intlLocale(locale: string): string {
  return isLocale(locale) ? HTML_LANG[locale] : locale;
}

/** A date and time in the interface language; the raw text when it cannot be read. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * A date and time on a website's clock, the zone named: "24 Nov 2026, 14:00 (Europe/Kyiv)". A
 * newsroom reads its site's time, not the reader's. WordPress's manual offsets (`UTC+5:30`, no
 * daylight saving) are applied as they are; without a zone (or one Intl does not know), the
 * reader's clock.
 */
export function formatDateTimeInZone(
  iso: string | null | undefined,
  locale: string,
  timeZone: string | null | undefined,
): string {
  if (!iso || !timeZone) return formatDateTime(iso, locale);
  let date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let zone = timeZone;
  const offset = /^UTC([+-])(\d{1,2})(?::(\d\d))?$/.exec(timeZone);
  if (offset) {
    const minutes =
      (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0));
    date = new Date(date.getTime() + minutes * 60_000);
    zone = 'UTC';
  }
  try {
    const text = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(date);
    return `${text} (${timeZone})`;
  } catch {
    return formatDateTime(iso, locale);
  }
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** 12 ms, 1.2 s, 45 s, 3 min 20 s, 1 h 5 min, 1 h: short, in the reader's number format. */
export function formatDuration(ms: number | null, locale: string): string {
  if (ms === null) return '';
  const unit = (value: number, name: 'millisecond' | 'second' | 'minute' | 'hour', digits = 0) =>
    new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit: name,
      unitDisplay: 'narrow',
      maximumFractionDigits: digits,
    }).format(value);
  // Under a second a tenth of a second says nothing (a 12 ms tick read "0 s").
  if (ms < 1000) return unit(Math.round(ms), 'millisecond');
  if (ms < 10_000) return unit(ms / 1000, 'second', 1);
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const rest = seconds % 60;
    return rest ? `${unit(minutes, 'minute')} ${unit(rest, 'second')}` : unit(minutes, 'minute');
  }
  const rest = minutes % 60;
  const hours = unit(Math.floor(minutes / 60), 'hour');
  return rest ? `${hours} ${unit(rest, 'minute')}` : hours;
}

/**
 * A country's name in the interface language from its ISO 3166 code (`Intl.DisplayNames`), or the
 * stored name when the code is not a known region.
 */
export function formatRegion(iso2: string | null | undefined, stored: string, locale: string) {
  if (!iso2) return stored;
  try {
    const name = new Intl.DisplayNames([intlLocale(locale)], {
      type: 'region',
      fallback: 'none',
    }).of(iso2.toUpperCase());
    return name ?? stored;
  } catch {
    return stored;
  }
}

/** "5 minutes ago", "2 days ago": how long ago `iso` was, in the reader's language. */
export function formatRelativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
