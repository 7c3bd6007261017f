import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config';
import en from './locales/en.json';
import it_ from './locales/it.json';
import pl from './locales/pl.json';
import ro from './locales/ro.json';
import ua from './locales/ua.json';

/** Every `*.errors.ts` of the backend: the codes come from the code, not from a list kept by hand. */
const modules = import.meta.glob('../../../backend/src/**/*.errors.ts', { eager: true });

interface Spec {
  status: number;
  code: string;
  message: string;
}
const isSpec = (value: unknown): value is Spec =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Spec).code === 'string' &&
  typeof (value as Spec).status === 'number' &&
  typeof (value as Spec).message === 'string';

const codes = [
  ...new Set(
    Object.values(modules).flatMap((exports) =>
      Object.values(exports as Record<string, unknown>).flatMap((group) =>
        group && typeof group === 'object' ? Object.values(group).filter(isSpec) : [],
      ),
    ),
  ),
].map((spec) => spec.code);

const bundles = { en, it: it_, pl, ro, ua } as const;
const lookup = (bundle: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

describe('error codes', () => {
  it('are read from the backend', () => {
    expect(codes).toContain('user.role.too_strong');
    expect(codes).toContain('request.cross_origin');
  });

  it('are stable dotted names: lower-case words joined by dots', () => {
    expect(codes.filter((code) => !/^[a-z_]+(\.[a-z_]+)+$/.test(code))).toEqual([]);
  });

  it.each(LOCALES)('%s translates every code the backend can emit', (locale) => {
    const missing = codes.filter(
      (code) => typeof lookup(bundles[locale], `errors.${code}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
