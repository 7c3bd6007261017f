#!/usr/bin/env node
// `npm start`: installs when needed, keeps secrets in .env, builds when sources changed, then runs
// the app (which creates the database, migrates, seeds the demo admin and prints how to log in).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSecrets } from './env-file.mjs';
import { newest } from './newest.mjs';

const root = join(import.meta.dirname, '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// 1. Dependencies.
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || newest(join(root, 'package-lock.json')) > newest(installed)) {
  console.log('Installing dependencies (first run takes about two minutes)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// 2. Secrets that must survive restarts and be shared by every node, in a file private to its owner.
const secrets = ensureSecrets(join(root, '.env'));
if (secrets.generated)
  console.log('Generated JWT_SECRET and ENCRYPTION_KEY into .env (readable by you alone).');
if (secrets.tightened) console.log('.env was readable by others: it is now private (mode 0600).');

// 3. Build when the sources are newer than the build.
const sources = ['backend/src', 'frontend/src', 'frontend/index.html', 'frontend/public'].map((p) =>
  newest(join(root, p)),
);
const builds = ['backend/dist/main.js', 'frontend/dist/index.html'].map((p) =>
  newest(join(root, p)),
);
if (Math.min(...builds) === 0 || Math.max(...sources) > Math.min(...builds)) {
  console.log('Building…');
  run('npm', ['run', 'build']);
}

// 4. Run.
const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => process.exit(code ?? 0));
