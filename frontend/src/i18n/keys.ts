import type en from './locales/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, derived from en.json: a key missing there fails the type check. */
export type TranslationKey = Leaves<typeof en>;
export type Resources = typeof en;
