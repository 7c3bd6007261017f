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

/** `ua` is the product's name for Ukrainian; Intl knows it as `uk`. */
const INTL_LANG: Record<string, string> = { ua: 'uk' };

const lookup = (lang: string, key: string): string | undefined => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | null)?.[part],
      bundle(lang),
    );
  return typeof text === 'string' ? text : undefined;
};

/**
 * A failure's words in `locale` by its stable code (`errors.<code>`, as the browser shows them),
 * in English when that language lacks it, or undefined for a code nobody translated. With
 * `params`, the sentence that names them (`errors.<code>_values`, or its plural form by `count`),
 * as the browser picks it.
 */
export function errorTextIn(
  locale: string,
  code: string | undefined,
  params?: Record<string, string | number> | null,
): string | undefined {
  if (!code) return undefined;
  const key = `errors.${code}`;
  for (const lang of [locale, 'en']) {
    if (lookup(lang, key) === undefined) continue;
    const candidates = params && Object.keys(params).length ? withValues(lang, key, params) : [];
    const text = [...candidates, key].map((k) => lookup(lang, k)).find((t) => t !== undefined)!;
    return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
      params?.[name] !== undefined ? String(params[name]) : whole,
    );
  }
  return undefined;
}

function withValues(lang: string, key: string, params: Record<string, string | number>) {
  const { count } = params;
  const plural =
    typeof count === 'number'
      ? [
          `${key}_values_${new Intl.PluralRules(INTL_LANG[lang] ?? lang).select(count)}`,
          `${key}_values_other`,
        ]
      : [];
  return [...plural, `${key}_values`];
}
