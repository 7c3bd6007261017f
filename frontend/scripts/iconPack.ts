import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { sourceDerivedModules, sourceFiles, staticClosure } from './sourceGraph';

/**
 * `virtual:icon-pack/16` and `virtual:icon-pack/20`: the SVG paths of exactly the icons this app
 * names, each size in a chunk of its own. Blueprint's own loader fetches every icon of a size
 * (~100 KB gzip each) for the first name it is asked; a pack written by hand went stale as pages
 * named new icons, and most pages fetched the whole set again. The names come from the source
 * (`iconNamesIn`: `icon="pin"`, `icon: 'layers'`, `rightIcon={open ? 'caret-up' : 'caret-down'}`)
 * and the icons Blueprint draws itself.
 *
 * `virtual:icon-pack/16-first` holds the 16 px icons of what a visitor's first route draws: the
 * blank layout and the sign-in page (FIRST_ENTRIES and every file they import statically).
 * Sign-in then loads those few instead of every icon the app names (bench:boot); any other name
 * loads the whole pack.
 */
const VIRTUAL = 'virtual:icon-pack/';

/** Icons Blueprint's own components draw (selects, dialogs, tags, trees, tables, date inputs). */
const LIBRARY_ICONS = [
  'caret-down',
  'caret-up',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'cross',
  'double-caret-vertical',
  'error',
  'eye-off',
  'eye-open',
  'info-sign',
  'menu',
  'small-cross',
  'tick',
  'tick-circle',
  'warning-sign',
];

const SIZES = ['16', '20'] as const;
const FIRST = '16-first';

/**
 * A visitor's first route: the layout without navigation and the sign-in page. The shell's own
 * icons (a banner while offline, a toast) are seldom drawn there, and load the whole pack then.
 */
const FIRST_ENTRIES = ['layouts/BlankLayout.tsx', 'modules/auth/pages/LoginPage.tsx'];

/** Every icon name Blueprint has (the files of its generated 16 px paths). */
function blueprintNames(): Set<string> {
  const require = createRequire(import.meta.url);
  const icons = dirname(require.resolve('@blueprintjs/icons/package.json'));
  const dir = join(icons, 'lib/esm/generated/16px/paths');
  return new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js') && f !== 'index.js')
      .map((f) => f.slice(0, -3)),
  );
}

/**
 * Icon names quoted after `icon`, `rightIcon`, `leftIcon`…: to the end of the line, or to the
 * closing brace of a JSX expression that opens there (`icon={avatar ? <img … /> : 'user'}`).
 */
function iconNamesIn(source: string, known: Set<string>): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/icon\w*\s*[:=]\s*/gi)) {
    const from = m.index + m[0].length;
    let to = source.indexOf('\n', from);
    if (source[from] === '{') {
      for (let depth = 0, i = from; i < source.length; i++) {
        if (source[i] === '{') depth++;
        else if (source[i] === '}' && --depth === 0) {
          to = i;
          break;
        }
      }
    }
    for (const q of source.slice(from, to < 0 ? undefined : to).matchAll(/['"]([a-z0-9-]+)['"]/g)) {
      if (known.has(q[1]!)) names.add(q[1]!);
    }
  }
  return [...names];
}

/**
 * Blueprint's table of every icon name is replaced by src/ui/icons/iconNames.ts (why: there).
 * Only Blueprint's own `./iconNames` is swapped; the app imports no name table.
 */
export function iconNameTable(srcDir: string): Plugin {
  const shim = join(srcDir, 'ui', 'icons', 'iconNames.ts');
  return {
    name: 'icon-name-table',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== './iconNames' || !importer) return undefined;
      return /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]/.test(importer) ? shim : undefined;
    },
  };
}

export function iconPack(srcDir: string): Plugin {
  const namesIn = (files: string[], known: Set<string>) => {
    const found = new Set(LIBRARY_ICONS);
    for (const file of files) {
      for (const name of iconNamesIn(readFileSync(file, 'utf8'), known)) found.add(name);
    }
    return [...found].sort();
  };
  const scan = () => {
    const known = blueprintNames();
    return {
      all: namesIn(sourceFiles(srcDir), known),
      first: namesIn(staticClosure(srcDir, FIRST_ENTRIES), known),
    };
  };
  return sourceDerivedModules('icon-pack', VIRTUAL, [...SIZES, FIRST], scan, (pack, names) => {
    const size = pack === FIRST ? '16' : pack;
    const packNames = pack === FIRST ? names.first : names.all;
    const imports = packNames.map(
      (name, i) =>
        `import p${i} from '@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js';`,
    );
    const entries = packNames.map((name, i) => `  ${JSON.stringify(name)}: p${i},`);
    return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
  });
}
