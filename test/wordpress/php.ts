// Running PHP for the WordPress harness: the binary, its flags, MariaDB access through mysqli.
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PHP = process.env.WP_TEST_PHP ?? 'php';
export const PHP_DIR = join(__dirname, 'php');
export const DB = {
  host: process.env.WP_TEST_DB_HOST ?? '127.0.0.1:3306',
  user: process.env.WP_TEST_DB_USER ?? 'root',
  password: process.env.WP_TEST_DB_PASSWORD ?? '',
};
// A shared opcache file cache: a one-shot CLI run (install, seed, wpCli) boots WordPress in
// ~90 ms instead of ~300 ms (opcache without it) or ~150 ms (no opcache).
export const OPCACHE_DIR = join(tmpdir(), `aims-opcache-${process.getuid?.() ?? 'user'}`);
export const PHP_FLAGS = [
  '-d',
  'opcache.enable_cli=1',
  '-d',
  `opcache.file_cache=${OPCACHE_DIR}`,
  '-d',
  'display_errors=stderr',
  '-d',
  'memory_limit=512M',
];

export class PhpError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | undefined,
  ) {
    super(message);
  }
}

/** Runs `php <flags> <args>` and resolves with its stdout; rejects with stderr on failure. */
export function runPhp(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      PHP,
      [...PHP_FLAGS, ...args],
      { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const what = args[0] === '-r' ? 'php -r' : `php ${args[0]}`;
        const code = typeof error.code === 'number' ? error.code : undefined;
        const output = (stderr || stdout).trim();
        reject(new PhpError(`${what} failed (exit ${String(error.code)}): ${output}`, code));
      },
    );
  });
}

/** The scripts print their result as JSON on the last line of stdout. */
export function lastJsonLine<T>(stdout: string): T {
  const line = stdout.trimEnd().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`expected JSON from PHP, got:\n${stdout}`);
  }
}

/** The start of a CLI script that runs inside the WordPress at `root`. */
export function cliBootstrap(root: string, url: string): string {
  const { hostname, port } = new URL(url);
  return (
    `<?php\nerror_reporting(E_ALL & ~E_DEPRECATED & ~E_NOTICE);\n` +
    `$_SERVER['HTTP_HOST'] = ${phpString(`${hostname}:${port}`)};\n` +
    `$_SERVER['SERVER_NAME'] = ${phpString(hostname)};\n` +
    `$_SERVER['REQUEST_URI'] = '/';\n$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';\n` +
    `require ${phpString(join(root, 'wp-load.php'))};\n`
  );
}

/** PHP code (for `php -r`) that connects to MariaDB as $db, then runs `then`. */
export function connectPhp(then: string): string {
  const [host = '127.0.0.1', port = '3306'] = DB.host.split(':');
  const args = [phpString(host), phpString(DB.user), phpString(DB.password), "''", Number(port)];
  return (
    'mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);' +
    `try { $db = new mysqli(${args.join(', ')}); }` +
    ' catch (Throwable $e) { fwrite(STDERR, $e->getMessage()); exit(1); }' +
    then
  );
}

export function dropDatabasesPhp(names: string[]): string {
  return connectPhp(
    names.map((n) => `$db->query('DROP DATABASE IF EXISTS \`${dbIdentifier(n)}\`');`).join(''),
  );
}

export function dbIdentifier(value: string): string {
  const clean = value.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (!clean) throw new Error(`invalid database name part "${value}"`);
  return clean;
}

export function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
