import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { applyProductInfo } from '../modules/branding';
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
    const store = createStore();
    store.set(contentWidthAtom, 'boxed');
    store.set(navCollapsedAtom, true);
    expect(cookie('ai-multisite-contentWidth')).toBe('boxed');
    expect(cookie(COOKIE_KEYS.navCollapsed())).toBe('true');
    const reloaded = createStore();
    expect(reloaded.get(contentWidthAtom)).toBe('boxed');
    expect(reloaded.get(navCollapsedAtom)).toBe(true);
  });

  it('follow the configured title: a renamed product keeps its choices under the new prefix', async () => {
    const store = createStore();
    store.set(contentWidthAtom, 'boxed');
    expect(cookie('ai-multisite-contentWidth')).toBe('boxed');
    const info = {
      icon: '/favicon.ico',
      icon_svg: null,
      version: 'v2',
      defaultLocale: 'en',
      registrationOpen: false,
    };
    await applyProductInfo(store, { ...info, title: 'ai multisite' });
    await applyProductInfo(store, { ...info, title: 'Night Desk Häuser' });
    expect(cookie('night-desk-hauser-contentWidth')).toBe('boxed');
    expect(cookie('ai-multisite-contentWidth')).toBeUndefined();
    expect(COOKIE_KEYS.contentWidth()).toBe('night-desk-hauser-contentWidth');
    store.set(navCollapsedAtom, true);
    expect(cookie('night-desk-hauser-navCollapsed')).toBe('true');
    expect(createStore().get(contentWidthAtom)).toBe('boxed');
    await applyProductInfo(store, { ...info, title: 'ai multisite' });
  });

  it('fall back to the default when the stored value is not a valid choice', () => {
    localStorage.setItem(LOCAL_KEYS.theme, 'purple');
    document.cookie = `${COOKIE_KEYS.contentWidth()}=huge; path=/`;
    const store = createStore();
    expect(store.get(themeAtom)).toBe('system');
    expect(store.get(contentWidthAtom)).toBe('fluid');
  });
});
