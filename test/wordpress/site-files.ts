// The files of one test site: a private WordPress root built from Debian's copy.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DB, PHP_DIR, phpString } from './php';

export const SOURCE = resolve(process.env.WP_TEST_SOURCE ?? '/usr/share/wordpress');

// Top-level files are copied (wp-load.php looks for wp-config.php in its own __DIR__);
// wp-includes is only ever reached through ABSPATH, so it is a symlink.
const SKIPPED_TOP_LEVEL = new Set([
  'wp-config.php',
  'wp-config-sample.php',
  'wp-content',
  'wp-includes',
  'wp-admin',
  '.htaccess',
  'readme.html',
  'license.txt',
]);
const SHARED_ADMIN_DIRS = new Set(['css', 'images', 'includes', 'js']);
const SALTS = [
  'AUTH_KEY',
  'SECURE_AUTH_KEY',
  'LOGGED_IN_KEY',
  'NONCE_KEY',
  'AUTH_SALT',
  'SECURE_AUTH_SALT',
  'LOGGED_IN_SALT',
  'NONCE_SALT',
];

export function siteUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** ~40 ms: copies the few files that must be the site's own, symlinks the rest. */
export async function buildSiteRoot(root: string, yoast: boolean): Promise<void> {
  const content = join(root, 'wp-content');
  const theme = join(content, 'themes', 'aims-test');
  await mkdir(root);
  const top = await readdir(SOURCE);
  await Promise.all([
    ...top
      .filter((f) => !SKIPPED_TOP_LEVEL.has(f))
      .map((f) => copyFile(join(SOURCE, f), join(root, f))),
    symlink(join(SOURCE, 'wp-includes'), join(root, 'wp-includes')),
    linkAdmin(join(SOURCE, 'wp-admin'), join(root, 'wp-admin')),
    mkdir(join(content, 'mu-plugins'), { recursive: true }),
    mkdir(join(content, 'plugins'), { recursive: true }),
    mkdir(join(content, 'uploads'), { recursive: true }),
    mkdir(theme, { recursive: true }),
  ]);
  const themesDir = join(SOURCE, 'wp-content', 'themes');
  const themes = existsSync(themesDir) ? await readdir(themesDir) : [];
  const muPlugins = ['aims-harness.php', ...(yoast ? ['yoast-standin.php'] : [])];
  await Promise.all([
    ...muPlugins.map((f) =>
      copyFile(join(PHP_DIR, 'mu-plugins', f), join(content, 'mu-plugins', f)),
    ),
    copyFile(join(PHP_DIR, 'theme', 'style.css'), join(theme, 'style.css')),
    copyFile(join(PHP_DIR, 'theme', 'index.php'), join(theme, 'index.php')),
    ...themes
      .filter((t) => t !== 'index.php')
      .map((t) => symlink(join(themesDir, t), join(content, 'themes', t))),
  ]);
}

/**
 * wp-admin's entry points find wp-load.php through __DIR__, so they must be real files in
 * the site; its libraries and assets are reached through ABSPATH and can stay shared.
 */
async function linkAdmin(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((e) => {
      if (e.isDirectory() && SHARED_ADMIN_DIRS.has(e.name)) {
        return symlink(join(from, e.name), join(to, e.name));
      }
      if (e.isDirectory()) return linkAdmin(join(from, e.name), join(to, e.name));
      return copyFile(join(from, e.name), join(to, e.name));
    }),
  );
}

export async function writeConfig(root: string, dbName: string, port: number): Promise<void> {
  const url = siteUrl(port);
  const constants: Record<string, string | boolean> = {
    DB_NAME: dbName,
    DB_USER: DB.user,
    DB_PASSWORD: DB.password,
    DB_HOST: DB.host,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    WP_HOME: url,
    WP_SITEURL: url,
    // 'local' lets application passwords work over plain HTTP.
    WP_ENVIRONMENT_TYPE: 'local',
    WP_HTTP_BLOCK_EXTERNAL: true,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    WP_AUTO_UPDATE_CORE: false,
    WP_DEBUG: false,
  };
  for (const key of SALTS) constants[key] = randomBytes(32).toString('hex');
  const defines = Object.entries(constants).map(
    ([k, v]) => `define('${k}', ${typeof v === 'boolean' ? String(v) : phpString(v)});`,
  );
  await writeFile(
    join(root, 'wp-config.php'),
    [
      '<?php',
      '// Written by test/wordpress/site-files.ts',
      ...defines,
      "$table_prefix = 'wp_';",
      "if (!defined('ABSPATH')) {",
      "    define('ABSPATH', __DIR__ . '/');",
      '}',
      "require_once ABSPATH . 'wp-settings.php';",
      '',
    ].join('\n'),
  );
}
