#!/usr/bin/env node
// `npm run dev`: the backend in watch mode and Vite's dev server (which proxies /api and /socket.io).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children = [
  spawn('npx', ['nest', 'start', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
