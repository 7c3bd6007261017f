import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { iconNameTable, iconPack } from './scripts/iconPack.ts';
import { localeFirst } from './scripts/localeFirst.ts';

const accessSubjects = fileURLToPath(
  new URL('../backend/src/core/access/subjects.ts', import.meta.url),
);
const auditVocabulary = fileURLToPath(
  new URL('../backend/src/core/audit/audit-vocabulary.ts', import.meta.url),
);
const grants = fileURLToPath(new URL('../backend/src/core/access/grants.ts', import.meta.url));
const eventMap = fileURLToPath(
  new URL('../backend/src/core/realtime/event-map.ts', import.meta.url),
);
const websiteUrl = fileURLToPath(
  new URL('../backend/src/websites/website-url.ts', import.meta.url),
);
const backend = 'http://127.0.0.1:3000';
const TESTS = 'src/**/*.test.{ts,tsx}';
const src = fileURLToPath(new URL('./src', import.meta.url));
/** Test files that vi.mock a module of the app themselves (src/test/setup.ts's shared mock aside). */
const MOCKING_FILES = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${src}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

export default defineConfig({
  plugins: [react(), iconNameTable(src), iconPack(src), localeFirst(src)],
  resolve: {
    alias: {
      '@events': eventMap,
      '@access': accessSubjects,
      '@audit': auditVocabulary,
      '@grants': grants,
      '@website-url': websiteUrl,
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    // A worker loads React, Blueprint and the five locales once for all its files instead of once
    // per file (two thirds of the CPU time of this step). A file that mocks a module the app's
    // shared modules import (vi.mock beside its tests) gets a module graph of its own.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [TESTS], exclude: MOCKING_FILES, isolate: false },
      },
      { extends: true, test: { name: 'own modules', include: MOCKING_FILES } },
    ],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Worker threads, not child processes: each starts in a fraction of the time (61 s instead of
    // 77 s for the whole suite on two CPUs), and no test here needs a process of its own.
    pool: 'threads',
    // One file per CPU: Vitest's default leaves one CPU idle, half the machine on CI's two.
    maxWorkers: availableParallelism(),
    // `npm test` runs these beside the API e2e files on the same two CPUs: a test that takes 2 s
    // alone can take over Vitest's default 5 s there.
    testTimeout: 20_000,
  },
});
