import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { sourceDerivedModules, staticClosure } from './sourceGraph';

/**
 * `virtual:locale-first/<language>`: the sections (top-level keys) of a language's translations
 * that a visitor's first route names — the shell and the pages without navigation (sign-in,
 * registration, misc), FIRST_ENTRIES and every file they import statically. Sign-in loads those
 * (about a third of the words) instead of the whole file; the pages behind sign-in load the whole
 * file first (i18n/index.ts, loadAllTranslations). A section is named by a key written out in
 * those files (`t('auth.email')`, `titleKey: 'routes.login'`), by a plural's base
 * (`'jobs.runs'` for `jobs.runs_one`), or by the start of a key built at run time
 * (`` `errors.${code}` ``).
 */
const VIRTUAL = 'virtual:locale-first/';

/** What a visitor may open first: the shell, the blank layout and its pages. */
export const FIRST_ENTRIES = [
  'main.tsx',
  'layouts/BlankLayout.tsx',
  'modules/auth/pages',
  'modules/misc/pages',
];

type Tree = { [key: string]: string | Tree };

const LANGUAGES = ['en', 'it', 'pl', 'ro', 'ua'];

function locale(srcDir: string, language: string): Tree {
  return JSON.parse(readFileSync(join(srcDir, 'i18n', 'locales', `${language}.json`), 'utf8'));
}

/** Whether `path` names a translation of `tree`: a text, a plural's base, or a section. */
function names(tree: Tree, path: string[], builtOn: boolean): boolean {
  let node: string | Tree | undefined = tree;
  for (const [i, key] of path.entries()) {
    if (typeof node !== 'object') return false;
    const last = i === path.length - 1;
    if (last && !(key in node)) return Object.keys(node).some((k) => k.startsWith(`${key}_`));
    node = node[key];
  }
  return typeof node === 'string' || (builtOn && node !== undefined);
}

/** The sections the files of the first route name, in English's keys. */
export function firstSections(srcDir: string): string[] {
  const en = locale(srcDir, 'en');
  const sections = new Set<string>();
  for (const file of staticClosure(srcDir, FIRST_ENTRIES)) {
    const source = readFileSync(file, 'utf8');
    // A quoted key (`'a.b.c'`), or the start of one built on (`'a.b.' + x`, `` `a.b.${x}` ``).
    for (const m of source.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*)(\.(?:\$\{|['"`]))?/g)) {
      const path = m[1]!.split('.');
      const builtOn = m[2] !== undefined;
      if ((path.length > 1 || builtOn) && names(en, path, builtOn)) sections.add(path[0]!);
    }
  }
  return [...sections].sort();
}

export function localeFirst(srcDir: string): Plugin {
  return sourceDerivedModules(
    'locale-first',
    VIRTUAL,
    LANGUAGES,
    () => firstSections(srcDir),
    (language, sections) => {
      const all = locale(srcDir, language);
      const picked = Object.fromEntries(sections.filter((s) => s in all).map((s) => [s, all[s]]));
      // JSON.parse of a string: faster to start than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
  );
}
