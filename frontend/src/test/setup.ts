import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { i18n, loadAllTranslations } from '../i18n';
import { applyPageTitle } from '../modules/branding';
import { iconsOutsidePack, installIconLoader } from '../ui/icons/iconLoader';
import { clearToasts } from '../ui/toaster';
import { installMatchMedia, resetMedia } from './matchMedia';

// No socket server in unit tests; realtime behaviour is exercised through its handlers. Test files
// share one module graph per worker (vite.config.ts), and the app's modules keep the mock they
// were first loaded with: every file gets that same one, never a new copy.
vi.mock('../api/realtime', () => {
  const shared = globalThis as { realtimeMock?: object };
  shared.realtimeMock ??= {
    connectRealtime: vi.fn(() => new Promise(() => {})),
    reconnectRealtime: vi.fn(),
  };
  return shared.realtimeMock;
});

installMatchMedia();
installIconLoader();
// Components are rendered here outside the layouts that load every section of the words first
// (i18n/firstTranslations.test.tsx checks the pages that run on the first part alone).
await loadAllTranslations();

// `findBy…` and `waitFor` wait up to 5 s for what a person would see (Testing Library's default is
// 1 s): `npm test` runs these files beside the API e2e files on the same two CPUs, where a render
// after a mocked answer can take longer than a second. A test still fails when it never comes.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.className = '';
  document.documentElement.removeAttribute('dir');
  // A page rendered by an earlier test (files share one module graph) names no tab here.
  applyPageTitle('');
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  if (iconsOutsidePack.size) {
    const names = [...iconsOutsidePack].join(', ');
    iconsOutsidePack.clear();
    throw new Error(`Icons outside the app's pack (scripts/iconPack.ts cannot see them): ${names}`);
  }
  cleanup();
  resetMedia();
  await clearToasts();
});

// Toasts dismissed last still run their exit transition (a timer): let it end before jsdom goes,
// or it fires into a torn-down window under load. A file that left none goes at once (a fixed
// half second per file was a sixth of this suite's time).
afterAll(async () => {
  for (let waited = 0; document.querySelector('.bp6-toast') && waited < 2000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
