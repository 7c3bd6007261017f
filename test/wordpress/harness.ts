// Real WordPress sites on loopback for the test suites: Debian's /usr/share/wordpress, with a
// private site root, MariaDB database and `php -S` server per site. See README.md.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cliBootstrap,
  connectPhp,
  DB,
  dbIdentifier,
  dropDatabasesPhp,
  lastJsonLine,
  OPCACHE_DIR,
  PHP,
  PHP_DIR,
  PHP_FLAGS,
  PhpError,
  phpString,
  runPhp,
} from './php';
import { buildSiteRoot, SOURCE, siteUrl, writeConfig } from './site-files';
import { freePort } from '../support/free-port';

export interface WpUser {
  login: string;
  password: string;
  appPassword: string;
  role: 'administrator' | 'editor' | 'author' | 'subscriber';
}

export interface WpSite {
  name: string;
  url: string;
  port: number;
  dbName: string;
  root: string;
  users: Record<'admin' | 'editor' | 'subscriber', WpUser>;
  stop(): Promise<void>;
}

export interface StartOptions {
  count: number;
  /** Database names are wp_<prefix>_<n>; the default is unique to this call. */
  prefix?: string;
  /** yoast[i] installs the Yoast SEO stand-in on site i. */
  yoast?: boolean[];
  /** posts[i] posts are seeded on site i. */
  posts?: number[];
}

export type SeedStatus = 'publish' | 'draft' | 'private' | 'future' | 'trash';

export interface SeedOptions {
  /** Statuses given round-robin; the default is 5 publish, 2 draft, private, future, trash. */
  pattern?: SeedStatus[];
  /** post_modified falls within the last `days` days (default 7). */
  days?: number;
  /** Titles read "<titlePrefix> <number>: Lorem ipsum..." (default "Seeded post"). */
  titlePrefix?: string;
  /** Seed of PHP's mt_rand, for the same content on every run (default 1). */
  seed?: number;
}

export interface SeedResult {
  ids: number[];
  byStatus: Partial<Record<SeedStatus, number>>;
  seconds: number;
}

const DEFAULT_PATTERN: SeedStatus[] = [
  'publish',
  'draft',
  'publish',
  'private',
  'publish',
  'future',
  'publish',
  'draft',
  'publish',
  'trash',
];
const TMP_PREFIX = 'aims-wp-';
/** install.php's exit code when the database already exists. */
const DB_EXISTS_EXIT_CODE = 3;

interface LiveSite {
  dir: string;
  dbName: string;
  /** False when the database existed already: it belongs to someone else. */
  ownsDb: boolean;
  serverPid?: number | undefined;
}

const live = new Map<string, LiveSite>();
let preflightDone = false;
let hooksInstalled = false;

export async function startWordPressSites(opts: StartOptions): Promise<WpSite[]> {
  preflight();
  sweepStaleSites();
  installExitHooks();
  // Unique to this call, not only to the process: a Jest worker runs file after file, and a file
  // whose set-up failed before it could stop its sites must not make the next one collide.
  const prefix = dbIdentifier(
    opts.prefix ?? `t${process.pid.toString(36)}${randomBytes(2).toString('hex')}`,
  );
  const numbers = Array.from({ length: opts.count }, (_, i) => i + 1);
  const settled = await Promise.allSettled(
    numbers.map((n) =>
      startSite(prefix, n, opts.yoast?.[n - 1] ?? false, opts.posts?.[n - 1] ?? 0),
    ),
  );
  const sites = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await stopAll(sites);
    throw failure.reason;
  }
  return sites;
}

export async function stopAll(sites: WpSite[]): Promise<void> {
  await Promise.all(sites.map((site) => site.stop()));
}

/**
 * Adds n posts in one PHP process with batched SQL (2,000 in ~1 s), with categories, tags,
 * the admin/editor/author users as authors and post_modified within the last `days` days.
 */
export async function seedPosts(
  site: Pick<WpSite, 'root' | 'url'>,
  n: number,
  opts: SeedOptions = {},
): Promise<SeedResult> {
  const pattern = opts.pattern ?? DEFAULT_PATTERN;
  if (pattern.length === 0) throw new Error('seedPosts: pattern needs at least one status');
  const config = {
    url: site.url,
    n,
    pattern,
    days: opts.days ?? 7,
    titlePrefix: opts.titlePrefix ?? 'Seeded post',
    seed: opts.seed ?? 1,
  };
  const stdout = await runPhp([join(PHP_DIR, 'seed.php'), site.root, JSON.stringify(config)]);
  return lastJsonLine<SeedResult>(stdout);
}

/** Installs a must-use plugin in the site (PHP source without `<?php`); resolves with its removal. */
export async function addMuPlugin(
  site: Pick<WpSite, 'root'>,
  name: string,
  php: string,
): Promise<() => Promise<void>> {
  const file = join(site.root, 'wp-content', 'mu-plugins', `${name}.php`);
  await writeFile(file, `<?php ${php}\n`);
  return () => rm(file, { force: true });
}

/** Every posts request of the site takes `seconds` (fractions allowed): a sync long enough to watch. */
export function slowPosts(
  site: Pick<WpSite, 'root'>,
  seconds: number,
): Promise<() => Promise<void>> {
  return addMuPlugin(
    site,
    'slow-posts',
    `if (strpos($_SERVER['REQUEST_URI'] ?? '', 'wp/v2/posts') !== false) { usleep(${Math.round(seconds * 1e6)}); }`,
  );
}

/** A posts-request hold: `release` lets the held requests answer; `restore` also removes it. */
export interface PostsHold {
  release(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * Every posts request of the site waits until `release()` (two minutes at most): a sync stays under
 * way for as long as a test acts on it, however busy the machine. A fixed delay (`slowPosts`)
 * bounds that window, and a busy CI run once let the sync end before the test's click.
 */
export async function holdPosts(site: Pick<WpSite, 'root'>): Promise<PostsHold> {
  const gate = join(site.root, '..', `hold-posts-${randomBytes(4).toString('hex')}`);
  await writeFile(gate, '');
  const remove = await addMuPlugin(
    site,
    'hold-posts',
    `if (strpos($_SERVER['REQUEST_URI'] ?? '', 'wp/v2/posts') !== false) { $until = microtime(true) + 120; while (microtime(true) < $until) { clearstatcache(); if (!file_exists(${phpString(gate)})) break; usleep(20000); } }`,
  );
  const release = () => rm(gate, { force: true });
  return {
    release,
    async restore() {
      await remove();
      await release();
    },
  };
}

/**
 * Runs PHP code inside the site (after wp-load.php) in a CLI process and returns its stdout.
 * A leading `<?php` is optional; `user` logs that user in first (like wp-cli's --user).
 */
export async function wpCli(
  site: Pick<WpSite, 'root' | 'url'>,
  php: string,
  opts: { user?: string } = {},
): Promise<string> {
  const file = join(site.root, '..', `cli-${randomBytes(6).toString('hex')}.php`);
  const code = php.trimStart().replace(/^<\?php\b/, '');
  const login = opts.user ? `wp_set_current_user(0, ${phpString(opts.user)});\n` : '';
  await writeFile(file, `${cliBootstrap(site.root, site.url)}${login}${code}\n`);
  try {
    return await runPhp([file]);
  } finally {
    await rm(file, { force: true });
  }
}

async function startSite(
  prefix: string,
  n: number,
  yoast: boolean,
  posts: number,
): Promise<WpSite> {
  const dbName = `wp_${prefix}_${n}`;
  const name = `wp-${prefix}-${n}`.replace(/_/g, '-');
  const dir = await mkdtemp(join(tmpdir(), `${TMP_PREFIX}${dbName}-`));
  const root = join(dir, 'www');
  const entry: LiveSite = { dir, dbName, ownsDb: true };
  live.set(dir, entry);
  writeOwner(entry);
  try {
    await buildSiteRoot(root, yoast);
    const firstPort = await freePort();
    await writeConfig(root, dbName, firstPort);
    const config = { db: { ...DB, name: dbName }, title: name, url: siteUrl(firstPort) };
    const installed = lastJsonLine<{
      users: Record<'admin' | 'editor' | 'author' | 'subscriber', WpUser>;
    }>(await runPhp([join(PHP_DIR, 'install.php'), root, JSON.stringify(config)]));
    const port = await serveOnFreePort(entry, root, firstPort, name);
    if (posts > 0) await seedPosts({ root, url: siteUrl(port) }, posts);
    const user = (key: 'admin' | 'editor' | 'subscriber'): WpUser => {
      const { login, password, appPassword, role } = installed.users[key];
      return { login, password, appPassword, role };
    };
    let stopping: Promise<void> | undefined;
    return {
      name,
      url: siteUrl(port),
      port,
      dbName,
      root,
      users: { admin: user('admin'), editor: user('editor'), subscriber: user('subscriber') },
      stop: () => (stopping ??= stopSite(entry)),
    };
  } catch (error) {
    if (error instanceof PhpError && error.exitCode === DB_EXISTS_EXIT_CODE) entry.ownsDb = false;
    await stopSite(entry);
    throw error;
  }
}

class PortInUseError extends Error {}

/** A port found free can be taken before php binds it: then move to another one. */
async function serveOnFreePort(
  entry: LiveSite,
  root: string,
  firstPort: number,
  title: string,
): Promise<number> {
  let port = firstPort;
  for (let attempt = 1; ; attempt++) {
    try {
      entry.serverPid = await serve(entry.dir, root, port, title);
      writeOwner(entry);
      break;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortInUseError)) throw error;
      port = await freePort();
      await writeConfig(root, entry.dbName, port);
    }
  }
  if (port !== firstPort) {
    const options = `update_option('home', WP_HOME); update_option('siteurl', WP_SITEURL);`;
    await wpCli({ root, url: siteUrl(port) }, options);
  }
  return port;
}

/**
 * Starts `php -S` in its own process group; resolves with its pid once /wp-json/ answers with this
 * site's title. Another site may already listen on the port (found free, then taken by a site
 * started at the same time): its answer is not this site's, and this php soon exits with "Address
 * already in use".
 */
async function serve(dir: string, root: string, port: number, title: string): Promise<number> {
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'a');
  const router = join(PHP_DIR, 'router.php');
  const child = spawn(PHP, [...PHP_FLAGS, '-S', `127.0.0.1:${port}`, '-t', root, router], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  });
  closeSync(log);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${PHP} -S`);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      const output = readFileSync(logPath, 'utf8');
      if (/Address already in use/i.test(output)) throw new PortInUseError(output);
      throw new Error(`php -S on port ${port} exited with ${String(exited)}:\n${output}`);
    }
    try {
      const res = await fetch(`${siteUrl(port)}/wp-json/`, { signal: AbortSignal.timeout(5000) });
      const index = res.ok ? ((await res.json()) as { name?: string; namespaces?: unknown }) : {};
      if (index.name === title && index.namespaces) return pid;
    } catch {
      // not listening yet
    }
    await sleep(40);
  }
  killGroup(pid, 'SIGKILL');
  throw new Error(`WordPress on port ${port} did not answer /wp-json/ within 20 s; see ${logPath}`);
}

async function stopSite(entry: LiveSite): Promise<void> {
  if (entry.serverPid !== undefined) {
    const pid = entry.serverPid;
    killGroup(pid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(20);
    killGroup(pid, 'SIGKILL');
  }
  try {
    if (entry.ownsDb) await runPhp(['-r', dropDatabasesPhp([entry.dbName])]);
  } finally {
    await rm(entry.dir, { recursive: true, force: true });
    live.delete(entry.dir);
  }
}

/** One clear message when the machine lacks what the harness needs. */
function preflight(): void {
  if (preflightDone) return;
  const missing: string[] = [];
  if (!existsSync(join(SOURCE, 'wp-includes', 'version.php'))) {
    missing.push(`WordPress in ${SOURCE}`);
  }
  const probe = spawnSync(PHP, ['-r', "echo extension_loaded('mysqli') ? 'ok' : 'no';"], {
    encoding: 'utf8',
  });
  if (probe.error) missing.push(`the ${PHP} binary`);
  else if (probe.stdout.trim() !== 'ok') missing.push('the PHP mysqli extension');
  if (missing.length > 0) {
    throw new Error(
      `WordPress test harness: missing ${missing.join(', ')}. ` +
        'Install with: apt-get install -y php-cli php-mysql php-cgi wordpress',
    );
  }
  const db = spawnSync(PHP, ['-r', connectPhp('echo "ok";')], { encoding: 'utf8' });
  if (db.stdout.trim() !== 'ok') {
    throw new Error(
      `WordPress test harness: cannot reach MariaDB at ${DB.host} as ${DB.user} ` +
        `(${(db.stderr || db.stdout).trim()}). Start it, e.g. ` +
        'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd, ' +
        'or set WP_TEST_DB_HOST / WP_TEST_DB_USER / WP_TEST_DB_PASSWORD.',
    );
  }
  mkdirSync(OPCACHE_DIR, { recursive: true });
  preflightDone = true;
}

interface OwnerRecord {
  ownerPid: number;
  dbName: string;
  ownsDb: boolean;
  serverPid?: number | undefined;
}

function writeOwner(entry: LiveSite): void {
  const record: OwnerRecord = {
    ownerPid: process.pid,
    dbName: entry.dbName,
    ownsDb: entry.ownsDb,
    serverPid: entry.serverPid,
  };
  writeFileSync(join(entry.dir, 'owner.json'), JSON.stringify(record), { mode: 0o600 });
}

/** Removes what a killed process left behind: its servers, databases and temp dirs. */
function sweepStaleSites(): void {
  const stale: (OwnerRecord & { dir: string })[] = [];
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TMP_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    try {
      const owner = JSON.parse(readFileSync(join(dir, 'owner.json'), 'utf8')) as OwnerRecord;
      if (!isAlive(owner.ownerPid)) stale.push({ ...owner, dir });
    } catch {
      // not ours, or being written right now
    }
  }
  if (stale.length === 0) return;
  for (const s of stale) {
    if (s.serverPid && isServerOf(s.serverPid, s.dir)) killGroup(s.serverPid, 'SIGKILL');
  }
  const owned = stale.filter((s) => s.ownsDb).map((s) => s.dbName);
  if (owned.length > 0) spawnSync(PHP, ['-r', dropDatabasesPhp(owned)]);
  for (const s of stale) rmSync(s.dir, { recursive: true, force: true });
}

function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      cleanupSync();
      // Keep the default meaning of the signal unless someone else handles it.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

function cleanupSync(): void {
  if (live.size === 0) return;
  const entries = [...live.values()];
  live.clear();
  for (const e of entries) if (e.serverPid !== undefined) killGroup(e.serverPid, 'SIGKILL');
  const owned = entries.filter((e) => e.ownsDb).map((e) => e.dbName);
  if (owned.length > 0) spawnSync(PHP, ['-r', dropDatabasesPhp(owned)]);
  for (const e of entries) rmSync(e.dir, { recursive: true, force: true });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Guards against a recycled pid: the process must still be `php -S` serving that dir. */
function isServerOf(pid: number, dir: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return argv.includes('-S') && argv.some((arg) => arg.startsWith(dir));
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent died too can stay a zombie for a while: count it as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return true;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
