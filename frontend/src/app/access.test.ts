import { describe, expect, it } from 'vitest';
import type { UserData } from '../api/types';
import { createAppAbility } from '../state/abilityAtom';
import { adminUser, editorUser } from '../test/renderApp';
import { decideAccess, isServerPage, rootRedirect, safeTarget, type Access } from './access';

const ctx = (userData: UserData | null, location = '/apps/websites/list?page=2') => ({
  userData,
  ability: createAppAbility((userData?.abilityRules ?? []) as never),
  location,
});
const route = (access: Access) => ({ access });

describe('decideAccess', () => {
  it('always opens public routes, signed in or not', () => {
    expect(decideAccess(route('public'), ctx(null))).toEqual({ allow: true });
    expect(decideAccess(route('public'), ctx(editorUser))).toEqual({ allow: true });
  });

  it('sends a signed-in user away from guest-only routes to /', () => {
    expect(decideAccess(route('guest'), ctx(editorUser))).toEqual({ allow: false, redirect: '/' });
    expect(decideAccess(route('guest'), ctx(null))).toEqual({ allow: true });
  });

  it('sends an anonymous user to sign-in, keeping the path and query in `to`', () => {
    const decision = decideAccess(route({ action: 'read', subject: 'website' }), ctx(null));
    expect(decision).toEqual({
      allow: false,
      redirect: '/login?to=%2Fapps%2Fwebsites%2Flist%3Fpage%3D2',
    });
    expect(decideAccess(route('auth'), ctx(null, '/dashboards'))).toEqual({
      allow: false,
      redirect: '/login?to=%2Fdashboards',
    });
  });

  it('sends a signed-in user without the permission to /not-authorized', () => {
    expect(decideAccess(route({ action: 'manage', subject: 'all' }), ctx(editorUser))).toEqual({
      allow: false,
      redirect: '/not-authorized',
    });
    expect(decideAccess(route({ action: 'read', subject: 'user' }), ctx(editorUser))).toEqual({
      allow: false,
      redirect: '/not-authorized',
    });
  });

  it('allows a signed-in user with the permission (and any signed-in user on auth routes)', () => {
    expect(decideAccess(route({ action: 'read', subject: 'website' }), ctx(editorUser))).toEqual({
      allow: true,
    });
    expect(decideAccess(route({ action: 'read', subject: 'user' }), ctx(adminUser))).toEqual({
      allow: true,
    });
    expect(decideAccess(route('auth'), ctx(editorUser))).toEqual({ allow: true });
  });
});

describe('rootRedirect', () => {
  it('leads a user with a role to the dashboards', () => {
    expect(rootRedirect(editorUser, '?to=/x')).toBe('/dashboards');
  });

  it('leads everybody else to sign-in, keeping the query string', () => {
    expect(rootRedirect(null, '')).toBe('/login');
    expect(rootRedirect(null, 'to=%2Fapps%2Froles&x=1')).toBe('/login?to=%2Fapps%2Froles&x=1');
    expect(rootRedirect(null, '?lang=it')).toBe('/login?lang=it');
  });

  it('does not bounce a signed-in user without a role back to sign-in forever', () => {
    expect(rootRedirect({ ...editorUser, role: null }, '')).toBe('/not-authorized');
  });
});

describe('isServerPage', () => {
  it("tells the server's own pages (loaded, not routed) from the app's", () => {
    expect(isServerPage('/admin/queues')).toBe(true);
    expect(isServerPage('/admin/queues/queue/mail')).toBe(true);
    expect(isServerPage('/api/docs')).toBe(true);
    expect(isServerPage('/admin/queuesque')).toBe(false);
    expect(isServerPage('/apps/jobs')).toBe(false);
  });
});

describe('safeTarget', () => {
  it('accepts same-site paths only', () => {
    expect(safeTarget('/apps/settings?tab=1')).toBe('/apps/settings?tab=1');
    expect(safeTarget('//evil.example')).toBeNull();
    expect(safeTarget('/\\evil.example')).toBeNull();
    expect(safeTarget('https://evil.example')).toBeNull();
    expect(safeTarget(null)).toBeNull();
  });
});
