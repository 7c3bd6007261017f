import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:icon-pack/16` and `virtual:icon-pack/20`: the SVG paths of exactly the icons this app
 * names, each size in a chunk of its own. Blueprint's own loader fetches every icon of a size
 * (~100 KB gzip each) for the first name it is asked; a pack written by hand went stale as pages
 * named new icons, and most pages fetched the whole set again. The names come from the source
 * (`iconNamesIn`: `icon="pin"`, `icon: 'layers'`, `rightIcon={open ? 'caret-up' : 'caret-down'}`)
 * and the icons Blueprint draws itself.
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

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}

export function iconPack(srcDir: string): Plugin {
  let names: string[] | undefined;
  const collect = () => {
    const known = blueprintNames();
    const found = new Set(LIBRARY_ICONS);
    for (const file of sourceFiles(srcDir)) {
      for (const name of iconNamesIn(readFileSync(file, 'utf8'), known)) found.add(name);
    }
    return [...found].sort();
  };
  return {
    name: 'icon-pack',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
      const size = id.slice(`\0${VIRTUAL}`.length);
      if (!SIZES.includes(size as (typeof SIZES)[number])) return undefined;
      names ??= collect();
      const imports = names.map(
        (name, i) =>
          `import p${i} from '@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js';`,
      );
      const entries = names.map((name, i) => `  ${JSON.stringify(name)}: p${i},`);
      return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
    },
    // A page naming a new icon while `vite` serves: the pack is made again, and reloaded.
    watchChange: () => void (names = undefined),
    handleHotUpdate({ server, modules }) {
      names = undefined;
      const packs = SIZES.map((size) =>
        server.moduleGraph.getModuleById(`\0${VIRTUAL}${size}`),
      ).filter((m) => m !== undefined);
      for (const pack of packs) server.moduleGraph.invalidateModule(pack);
      return [...modules, ...packs];
    },
  };
}
