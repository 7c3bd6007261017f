import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { installIconLoader } from '../ui/icons/iconLoader';
import { clearToasts } from '../ui/toaster';
import { installMatchMedia, resetMedia } from './matchMedia';

// No socket server in unit tests; realtime behaviour is exercised through its handlers.
vi.mock('../api/realtime', () => ({
  connectRealtime: vi.fn(() => new Promise(() => {})),
  reconnectRealtime: vi.fn(),
}));

installMatchMedia();
installIconLoader();

beforeEach(async () => {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.className = '';
  document.documentElement.removeAttribute('dir');
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  cleanup();
  resetMedia();
  await clearToasts();
});

// Toasts dismissed last still run their exit transition (a timer): let it end before jsdom goes,
// or it fires into a torn-down window under load.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));
