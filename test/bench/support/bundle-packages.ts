/**
 * What a set of built scripts is made of, by npm package: the frontend is built once more with
 * hidden source maps (the same files, byte for byte, plus their maps) and each script's bytes
 * are given to the package of the source they came from, then scaled to the script's gzip size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** `@scope/name` or `name` after the last node_modules/ of a source path; the app's own: "app". */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.includes('\0') ? 'bundler' : 'app';
  const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/** KB of gzip per package across `scripts` (paths under the site's root, e.g. /assets/x.js). */
export function gzipByPackage(frontend: string, scripts: Iterable<string>): Map<string, number> {
  const out = mkdtempSync(join(tmpdir(), 'ams-maps-'));
  try {
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--sourcemap',
        'hidden',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: frontend, stdio: 'inherit' },
    );
    const sizes = new Map<string, number>();
    for (const script of scripts) {
      const code = readFileSync(join(out, script), 'utf8');
      const gzip = gzipSync(code).length;
      if (!existsSync(join(out, `${script}.map`))) {
        // The bundler's own runtime has no sources.
        sizes.set('bundler', (sizes.get('bundler') ?? 0) + gzip / 1024);
        continue;
      }
      const map = JSON.parse(readFileSync(join(out, `${script}.map`), 'utf8')) as RawSourceMap;
      const lines = code.split('\n');
      const raw = new Map<string, number>();
      let previous: { line: number; column: number; source: string } | null = null;
      const close = (line: number, column: number) => {
        if (!previous) return;
        const end = line === previous.line ? column : lines[previous.line - 1]!.length;
        const name = packageOf(previous.source);
        raw.set(name, (raw.get(name) ?? 0) + Math.max(0, end - previous.column));
      };
      new SourceMapConsumer(map).eachMapping((m) => {
        close(m.generatedLine, m.generatedColumn);
        previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' };
      });
      close(Number.MAX_SAFE_INTEGER, 0);
      const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [name, bytes] of raw) {
        sizes.set(name, (sizes.get(name) ?? 0) + ((bytes / total) * gzip) / 1024);
      }
    }
    return new Map([...sizes].sort((a, b) => b[1] - a[1]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
