import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The interface's locale files: one source for every translated error, browser and mail alike. */
const LOCALES_DIR = resolve(__dirname, '../../../../frontend/src/i18n/locales');
const loaded = new Map<string, Record<string, unknown> | null>();

function bundle(locale: string): Record<string, unknown> | null {
  if (!/^[a-z]{2}$/.test(locale)) return null;
  if (!loaded.has(locale)) {
    try {
      loaded.set(
        locale,
        JSON.parse(readFileSync(resolve(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<
          string,
          unknown
        >,
      );
    } catch {
      loaded.set(locale, null);
    }
  }
  return loaded.get(locale) ?? null;
}

/**
 * A failure's words in `locale` by its stable code (`errors.<code>`, as the browser shows them),
 * in English when that language lacks it, or undefined for a code nobody translated.
 */
export function errorTextIn(locale: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  for (const lang of [locale, 'en']) {
    const text = `errors.${code}`
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | null)?.[part],
        bundle(lang),
      );
    if (typeof text === 'string') return text;
  }
  return undefined;
}
