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

describe('locales', () => {
  it('ship a file for each of the five languages', () => {
    expect(Object.keys(bundles).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((code) => code !== 'en'))('%s holds exactly the English keys', (code) => {
    expect(Object.keys(flat[code]).sort()).toEqual(Object.keys(flat.en).sort());
  });

  it.each(LOCALES)('%s has no empty value and keeps every placeholder', (code) => {
    for (const [key, value] of Object.entries(flat[code])) {
      expect(value.trim(), `${code}:${key}`).not.toBe('');
      expect(placeholders(value), `${code}:${key}`).toEqual(placeholders(flat.en[key]));
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
});
