/**
 * `npm run test:browser [-- file…]`: every file of this folder (or the files named), each with its
 * own server and Chromium, several at a time, the longest first.
 *
 * node --test sorts its files by name and starts them in that order, so the longest file (a
 * minute and a half) could start last and run alone while the machine idles. One file per CPU: on
 * two CPUs, three at a time used the quarter of the CPU two left idle (394 s → 341 s), but twice in
 * two runs a click or key right after sign-in or an overlay opening went unheard under that load
 * (one of the two, an Escape pressed before the drawer held focus, is fixed; the other, the
 * customiser's toggle clicked right after sign-in that never opened, is not understood).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { createTemplate, TEMPLATE_ENV } from '../../backend/test/support/template-db';
import { dropDatabase } from '../support/stores';

/** The files that took longest, 35 s to 1.5 min each, in a fresh-clone `npm test` (2 CPUs). */
const LONGEST_FIRST = [
  'daily.test.ts',
  'locales-layout-rtl.test.ts',
  'locales-layout-ltr.test.ts',
  'a11y.test.ts',
  'shell.test.ts',
  'rtl.test.ts',
  'jobs.test.ts',
  'identity.test.ts',
];

const CONCURRENCY = Number(process.env.BROWSER_TEST_CONCURRENCY ?? availableParallelism());

function files(): string[] {
  const named = process.argv.slice(2);
  if (named.length) return named.map((file) => resolve(file));
  const all = readdirSync(__dirname).filter((file) => file.endsWith('.test.ts'));
  const unknown = LONGEST_FIRST.filter((file) => !all.includes(file));
  if (unknown.length) throw new Error(`LONGEST_FIRST names no such file: ${unknown.join(', ')}`);
  const rest = all.filter((file) => !LONGEST_FIRST.includes(file)).sort();
  return [...LONGEST_FIRST, ...rest].map((file) => join(__dirname, file));
}

const list = files();
process.stderr.write(
  `Browser tests, ${CONCURRENCY} at a time: ${list.map((file) => basename(file, '.test.ts')).join(', ')}\n`,
);

/**
 * One migrated database for the run, copied by each file's server before it starts (as the API
 * e2e files do, backend/test/support/template-db.ts): 21 servers each migrating a database of
 * their own spent 3,300 fsyncs and a few seconds of CPU apiece while the browsers waited.
 */
async function main(): Promise<void> {
  const template = `mariadb://root@127.0.0.1:3306/ams_browser_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createTemplate(template);
  // The test files' processes inherit it; startServer() copies it (support/server.ts).
  process.env[TEMPLATE_ENV] = template;
  try {
    const stream = run({ files: list, concurrency: CONCURRENCY });
    stream.on('test:fail', () => {
      process.exitCode = 1;
    });
    // TAP when piped (`npm test` counts its "# pass"), the readable spec on a terminal.
    const reporter = process.stdout.isTTY ? stream.compose(new spec()) : stream.compose(tap);
    reporter.pipe(process.stdout);
    await finished(reporter);
  } finally {
    await dropDatabase(template);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
