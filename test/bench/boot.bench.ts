/**
 * `npm run bench:boot`: the JavaScript the first route (/login) loads, gzip-compressed, against the
 * 200 KB budget, and the load time of /login in Chromium against a baseline measured in the same
 * run: the same server and browser navigating to a page with no JavaScript (/api/health).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, newPage } from '../browser/support/chromium';
import { gzipByPackage } from './support/bundle-packages';
import { ROOT, startServer } from '../browser/support/server';

const BUDGET_KB = 200;
const RUNS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const server = await startServer();
  const browser = await launch();
  try {
    const scripts = new Set<string>();
    const login: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [path, into] of [
        ['/api/health', baseline],
        ['/login', login],
      ] as const) {
        const { context, page } = await newPage(browser, server.url);
        page.on('response', (res) => {
          const url = new URL(res.url());
          if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
        });
        const t0 = Date.now();
        await page.goto(path, { waitUntil: 'load' });
        if (path === '/login') await page.locator('input[name="email"]').waitFor();
        into.push(Date.now() - t0);
        await context.close();
      }
    }
    let gzipBytes = 0;
    for (const script of scripts) {
      gzipBytes += gzipSync(readFileSync(join(ROOT, 'frontend', 'dist', script))).length;
    }
    const kb = gzipBytes / 1024;
    const ms = median(login);
    const base = median(baseline);
    console.log(`first route /login: ${scripts.size} JS files, ${kb.toFixed(1)} KB gzip`);
    console.log(
      `  budget ${BUDGET_KB} KB → ratio ${(kb / BUDGET_KB).toFixed(2)} ${kb <= BUDGET_KB ? '(within)' : '(OVER)'}`,
    );
    console.log('  by package (KB gzip):');
    for (const [name, size] of gzipByPackage(join(ROOT, 'frontend'), scripts)) {
      if (size >= 0.5) console.log(`    ${name.padEnd(34)} ${size.toFixed(1).padStart(6)}`);
    }
    console.log(`/login ready in ${ms} ms (median of ${RUNS}); baseline /api/health ${base} ms`);
    console.log(`  ratio login / baseline: ${(ms / Math.max(1, base)).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
