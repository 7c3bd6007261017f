import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config';
import en from './locales/en.json';
import it_ from './locales/it.json';
import pl from './locales/pl.json';
import ro from './locales/ro.json';
import ua from './locales/ua.json';

const bundles = { en, it: it_, pl, ro, ua } as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const flat = Object.fromEntries(
  Object.entries(bundles).map(([code, bundle]) => [code, flatten(bundle as Tree)]),
);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * i18next's plural forms (`key_one`, `key_few`…): each language has the forms its grammar needs
 * (Polish and Ukrainian four, English two), so keys are compared with the suffix taken off.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const HTML_LANG_OF: Record<string, string> = { ua: 'uk' };
const pluralForms = (code: string) =>
  new Intl.PluralRules(HTML_LANG_OF[code] ?? code).resolvedOptions().pluralCategories;
const pluralBases = (code: string) =>
  new Set(
    Object.keys(flat[code])
      .filter((key) => PLURAL.test(key))
      .map((key) => key.replace(PLURAL, '')),
  );
const withoutPlurals = (code: string) =>
  [...new Set(Object.keys(flat[code]).map((key) => key.replace(PLURAL, '_<plural>')))].sort();
/** The English key a key of another language translates (its `_other` form for a plural). */
const englishOf = (key: string) => (PLURAL.test(key) ? key.replace(PLURAL, '_other') : key);

describe('locales', () => {
  it('ship a file for each of the five languages', () => {
    expect(Object.keys(bundles).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((code) => code !== 'en'))('%s holds exactly the English keys', (code) => {
    expect(withoutPlurals(code)).toEqual(withoutPlurals('en'));
  });

  it.each(LOCALES)('%s has every plural form its language needs, and no other', (code) => {
    const forms = [...pluralForms(code)].sort();
    expect(pluralBases(code).size).toBeGreaterThan(0);
    for (const base of pluralBases(code)) {
      const present = Object.keys(flat[code])
        .filter((key) => key.replace(PLURAL, '') === base && PLURAL.test(key))
        .map((key) => PLURAL.exec(key)![1])
        .sort();
      expect(present, `${code}:${base}`).toEqual(forms);
    }
  });

  it.each(LOCALES)('%s has no empty value and keeps every placeholder', (code) => {
    for (const [key, value] of Object.entries(flat[code])) {
      expect(value.trim(), `${code}:${key}`).not.toBe('');
      expect(placeholders(value), `${code}:${key}`).toEqual(placeholders(flat.en[englishOf(key)]!));
    }
  });

  it.each(LOCALES.filter((code) => code !== 'en'))(
    '%s is translated, not an English copy',
    (code) => {
      const sentences = Object.entries(flat.en).filter(([, value]) => value.split(' ').length >= 4);
      const copied = sentences.filter(([key, value]) => flat[code][key] === value);
      expect(copied.map(([key]) => key)).toEqual([]);
    },
  );

  /** What each language calls artificial intelligence: one word everywhere in the product. */
  const AI_WORD: Record<string, { word: string; not: RegExp }> = {
    en: { word: 'AI', not: /(?<![A-Za-z])(IA|ШІ)(?![A-Za-z])/ },
    it: { word: 'IA', not: /(?<![A-Za-z])AI(?![A-Za-z])/ },
    pl: { word: 'AI', not: /(?<![A-Za-z])(IA|SI)(?![A-Za-z])/ },
    ro: { word: 'AI', not: /(?<![A-Za-z])IA(?![A-Za-z])/ },
    ua: { word: 'ШІ', not: /(?<![A-Za-z])AI(?![A-Za-z])/ },
  };
  it.each(LOCALES)('%s names AI one way (no "Servizio AI" beside "Fornitore IA")', (code) => {
    const mixed = Object.entries(flat[code]).filter(([, value]) => AI_WORD[code]!.not.test(value));
    expect(mixed.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    expect(Object.values(flat[code]).some((value) => value.includes(AI_WORD[code]!.word))).toBe(
      true,
    );
  });
});
