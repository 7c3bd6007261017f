import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { COOKIE_PREFIX } from '../config';
import { contentWidthAtom } from './contentWidthAtom';
import { COOKIE_KEYS, LOCAL_KEYS } from './keys';
import { navCollapsedAtom } from './navCollapsedAtom';
import { themeAtom } from './themeAtom';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('persisted atoms', () => {
  it('keep local-storage choices across a reload (a new store)', () => {
    createStore().set(themeAtom, 'dark');
    expect(localStorage.getItem(LOCAL_KEYS.theme)).toBe('dark');
    expect(createStore().get(themeAtom)).toBe('dark');
  });

  it('keep cookie choices under the application-title prefix', () => {
    expect(COOKIE_PREFIX).toBe('ai-multisite-');
    const store = createStore();
    store.set(contentWidthAtom, 'boxed');
    store.set(navCollapsedAtom, true);
    expect(cookie('ai-multisite-contentWidth')).toBe('boxed');
    expect(cookie(COOKIE_KEYS.navCollapsed)).toBe('true');
    const reloaded = createStore();
    expect(reloaded.get(contentWidthAtom)).toBe('boxed');
    expect(reloaded.get(navCollapsedAtom)).toBe(true);
  });

  it('fall back to the default when the stored value is not a valid choice', () => {
    localStorage.setItem(LOCAL_KEYS.theme, 'purple');
    document.cookie = `${COOKIE_KEYS.contentWidth}=huge; path=/`;
    const store = createStore();
    expect(store.get(themeAtom)).toBe('system');
    expect(store.get(contentWidthAtom)).toBe('fluid');
  });
});
