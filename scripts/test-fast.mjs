#!/usr/bin/env node
// `npm run test:fast`: the inner loop. Backend unit specs (Jest) and frontend unit tests (Vitest)
// side by side: no lint, no type check, no database, Redis or WordPress. `npm test` runs the rest.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

const STEPS = [
  ['backend unit', ['run', '--silent', 'test:unit', '-w', 'backend']],
  ['frontend unit', ['run', '--silent', 'test', '-w', 'frontend']],
];

/** Runs a step with its output kept (steps side by side would interleave it): [code, output]. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      // picocolors (Vitest) takes any FORCE_COLOR, even 0, as a yes: NO_COLOR keeps output plain.
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve([code ?? 1, out]));
  });
}

/** The test count line of Jest (`Tests: 3 passed, 3 total`) or Vitest (`Tests  3 passed (3)`). */
const testsLine = (out) => out.match(/^\s*Tests:?\s+(.+)$/m)?.[1].trim() ?? 'no test count';

const started = Date.now();
const results = await Promise.all(
  STEPS.map(async ([name, args]) => {
    const t0 = Date.now();
    const [code, out] = await run(args);
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    process.stdout.write(`\n━━ ${name} ━━\n${out}`);
    return { name, ok: code === 0, seconds, tests: testsLine(out) };
  }),
);

process.stdout.write('\n━━ summary ━━\n');
for (const r of results) {
  process.stdout.write(`${r.ok ? '✔' : '✖'} ${r.name} (${r.tests}) ${r.seconds}s\n`);
}
process.stdout.write(`Took ${((Date.now() - started) / 1000).toFixed(1)}s wall time.\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
