#!/usr/bin/env node
// `npm test`: every check a change must pass, in phases (PHASES below), with a summary.
// Steps: lint, type check, migration and OpenAPI drift, backend unit, API e2e (real MariaDB and
// Redis), frontend unit, build, the real-WordPress harness, two api nodes and a worker behind
// nginx, and browser e2e in Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'ams-test-'));

/** Set while steps run side by side: their output is kept and printed whole when each ends. */
let buffered = false;

/**
 * A step still running after this long is stopped and fails (TEST_STEP_LIMIT_MIN, minutes): a
 * step that hangs (a process nobody stops keeps its runner waiting) fails the run in minutes
 * instead of holding CI until its own limit. The slowest step takes about 11 minutes on a slow day.
 */
const STEP_LIMIT_MS = Number(process.env.TEST_STEP_LIMIT_MIN ?? 25) * 60_000;

/** Steps' process groups (each step and whatever it starts), stopped with the run. */
const groups = new Set();
const stopGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const pid of groups) stopGroup(pid, 'SIGTERM');
    process.exit(130);
  });
}

/** Runs a command, streaming its output, and returns [exit code, output]. */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      // picocolors (Vitest) takes any FORCE_COLOR, even 0, as a yes: NO_COLOR keeps output parseable.
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      // Its own process group: a step that outlives its limit is stopped with all it started.
      detached: true,
      ...opts,
    });
    groups.add(child.pid);
    let out = '';
    const quiet = buffered;
    const tee = (stream) => (chunk) => {
      out += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    let stopped = false;
    const limit = setTimeout(() => {
      stopped = true;
      tee(process.stderr)(
        `\n✖ ${[cmd, ...args].join(' ')} did not end within ${STEP_LIMIT_MS / 60_000} min: stopped\n`,
      );
      stopGroup(child.pid, 'SIGTERM');
      setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, STEP_LIMIT_MS);
    const finish = (code) => {
      clearTimeout(limit);
      groups.delete(child.pid);
      resolve([stopped ? 1 : (code ?? 1), out]);
    };
    child.on('close', finish);
    // A process the step left behind holds its pipes open: its end would never be heard.
    child.on('exit', (code) => setTimeout(() => finish(code), 5000).unref());
  });
}

/** Test counts from Jest, Vitest and node:test output. */
function count(out) {
  let passed = 0;
  let failed = 0;
  for (const m of out.matchAll(
    /^Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:(\d+) passed, )?\d+ total/gm,
  )) {
    failed += Number(m[1] ?? 0);
    passed += Number(m[2] ?? 0);
  }
  for (const m of out.matchAll(/^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/gm)) {
    failed += Number(m[1] ?? 0);
    passed += Number(m[2] ?? 0);
  }
  // node:test's summary: spec reporter on a terminal (ℹ), TAP when piped as here (#).
  for (const m of out.matchAll(/^(?:ℹ|#) pass (\d+)$/gm)) passed += Number(m[1]);
  for (const m of out.matchAll(/^(?:ℹ|#) fail (\d+)$/gm)) failed += Number(m[1]);
  return { passed, failed };
}

const sameFile = (a, b) => readFileSync(a, 'utf8') === readFileSync(b, 'utf8');

const steps = [
  ['lint', () => run('npm', ['run', '--silent', 'lint'])],
  ['typecheck', () => run('npm', ['run', '--silent', 'typecheck'])],
  [
    'migrations match entities',
    () => run('npm', ['run', '--silent', 'migration:check', '-w', 'backend']),
  ],
  [
    'OpenAPI document and client are current',
    async () => {
      const doc = join(tmp, 'openapi.json');
      const types = join(tmp, 'schema.d.ts');
      let [code, out] = await run('npm', [
        'run',
        '--silent',
        'openapi:doc',
        '-w',
        'backend',
        '--',
        doc,
      ]);
      if (code !== 0) return [code, out];
      [code, out] = await run('npm', [
        'run',
        '--silent',
        'openapi:client',
        '-w',
        'frontend',
        '--',
        doc,
        types,
      ]);
      if (code !== 0) return [code, out];
      const drift = [];
      if (!sameFile(doc, join(root, 'backend/openapi.json'))) drift.push('backend/openapi.json');
      if (!sameFile(types, join(root, 'frontend/src/api/schema.d.ts')))
        drift.push('frontend/src/api/schema.d.ts');
      if (drift.length) {
        const message = `Out of date: ${drift.join(', ')}. Run \`npm run openapi\` and commit the result.\n`;
        process.stderr.write(message);
        return [1, message];
      }
      return [0, 'OpenAPI document and client are current.\n'];
    },
  ],
  ['backend unit', () => run('npm', ['run', '--silent', 'test:unit', '-w', 'backend'])],
  ['API end-to-end', () => run('npm', ['run', '--silent', 'test:e2e', '-w', 'backend'])],
  ['frontend unit', () => run('npm', ['run', '--silent', 'test', '-w', 'frontend'])],
  ['build', () => run('npm', ['run', '--silent', 'build'])],
  ['real WordPress harness', () => run('npm', ['run', '--silent', 'test:wordpress'])],
  [
    'cluster (nginx, MariaDB replica, Redis sentinels)',
    () => run('npm', ['run', '--silent', 'test:cluster']),
  ],
  ['browser end-to-end', () => run('npm', ['run', '--silent', 'test:browser'])],
];

const results = [];
let total = { passed: 0, failed: 0 };
const started = Date.now();

async function runStep(name, step) {
  const t0 = Date.now();
  const [code, out] = await step();
  const counted = count(out);
  total = { passed: total.passed + counted.passed, failed: total.failed + counted.failed };
  results.push({
    name,
    ok: code === 0,
    seconds: ((Date.now() - t0) / 1000).toFixed(1),
    ...counted,
    // Counts a step reports besides pass/fail (the axe audit's violations by impact).
    notes: [...out.matchAll(/^(?:#\s*)?(axe: .+)$/gm)].map((m) => m[1]),
  });
  return out;
}

/**
 * Phases run one after another; a phase's lanes run side by side, each lane's steps in order.
 * The static checks use a CPU each and wait on nothing else: two lanes, the backend unit specs
 * after the shorter (lint alone took its last half-minute, one CPU idle). API e2e spends much of
 * its time waiting on MariaDB, Redis and WordPress, so the frontend unit tests, the build and the
 * short harness checks fill its idle CPU. The browser tests come last, on the build.
 */
const PHASES = [
  [
    ['lint'],
    [
      'typecheck',
      'migrations match entities',
      'OpenAPI document and client are current',
      'backend unit',
    ],
  ],
  [
    ['API end-to-end'],
    [
      'frontend unit',
      'build',
      'real WordPress harness',
      'cluster (nginx, MariaDB replica, Redis sentinels)',
    ],
  ],
  [['browser end-to-end']],
];

const byName = new Map(steps);
const placed = PHASES.flat(2);
const unplaced = steps.map(([name]) => name).filter((name) => !placed.includes(name));
if (unplaced.length) throw new Error(`Steps in no phase: ${unplaced.join(', ')}`);
for (const phase of PHASES) {
  const lanes = phase
    .map((lane) => lane.filter((name) => !only.length || only.some((o) => name.includes(o))))
    .filter((lane) => lane.length);
  // Side by side, a step's output is kept and printed whole when it ends.
  buffered = lanes.length > 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) {
        if (!buffered) process.stdout.write(`\n━━ ${name} ━━\n`);
        const out = await runStep(name, byName.get(name));
        if (buffered) process.stdout.write(`\n━━ ${name} ━━\n${out}`);
      }
    }),
  );
}
buffered = false;
rmSync(tmp, { recursive: true, force: true });

process.stdout.write('\n━━ summary ━━\n');
results.sort((a, b) => placed.indexOf(a.name) - placed.indexOf(b.name));
for (const r of results) {
  const tests = r.passed + r.failed ? ` (${r.passed} passed, ${r.failed} failed)` : '';
  process.stdout.write(`${r.ok ? '✔' : '✖'} ${r.name}${tests} ${r.seconds}s\n`);
  for (const note of r.notes) process.stdout.write(`    ${note}\n`);
}
const failedSteps = results.filter((r) => !r.ok).length;
process.stdout.write(
  `Took ${((Date.now() - started) / 1000).toFixed(0)}s; ${failedSteps} of ${results.length} steps failed.\n`,
);
process.stdout.write(
  `Tests: ${total.passed} passed, ${total.failed + (failedSteps && !total.failed ? failedSteps : 0)} failed\n`,
);
process.exit(failedSteps ? 1 : 0);
