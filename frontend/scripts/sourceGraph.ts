import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's source as the build plugins read it (scripts/iconPack.ts, scripts/localeFirst.ts):
 * its files, and what a route loads with its first chunk (the static imports, followed).
 */

/** The app's source files under `dir` (tests and declarations aside). */
export function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}
/** The app's file a relative import names (`./x` → x.ts, x.tsx or x/index.ts[x]), if any. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile(),
  );
}

/** `entries` (files or folders) and every file of the app they import statically, transitively. */
export function staticClosure(srcDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.flatMap((entry) => {
    const path = join(srcDir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // `import … from './x'` and `export … from './x'`; not `import('./x')`, which loads later.
    for (const m of readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * A plugin serving `<prefix><name>` for each of `names`: `make(name, scanned)` writes the module
 * from what `scan()` read of the source, once; while `vite` serves, a change to the source reads
 * it again and reloads the modules (a page naming a new icon, say).
 */
export function sourceDerivedModules<T>(
  pluginName: string,
  prefix: string,
  names: readonly string[],
  scan: () => T,
  make: (name: string, scanned: T) => string,
): Plugin {
  let scanned: T | undefined;
  return {
    name: pluginName,
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(`\0${prefix}`.length);
      if (!names.includes(name)) return undefined;
      scanned ??= scan();
      return make(name, scanned);
    },
    watchChange: () => void (scanned = undefined),
    handleHotUpdate({ server, modules }) {
      scanned = undefined;
      const derived = names
        .map((name) => server.moduleGraph.getModuleById(`\0${prefix}${name}`))
        .filter((m) => m !== undefined);
      for (const m of derived) server.moduleGraph.invalidateModule(m);
      return [...modules, ...derived];
    },
  };
}
