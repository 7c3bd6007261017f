import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../state/abilityAtom';
import { adminUser, editorUser } from '../test/renderApp';
import { findRoute, isNavActive, navGroupsFor, type NavRoute } from './routeMatch';
import { ROUTES } from './routes';

const specPaths = [
  '/',
  '/dashboards',
  '/apps/accounts/list',
  '/apps/analytics',
  '/apps/articles/list',
  '/apps/articles/logs/:id',
  // Generate with AI (the address; the spec does not show one).
  '/apps/articles/generate',
  '/apps/countries/list',
  '/apps/feedbacks/list',
  // Beyond the spec: the audit trail (who did what) and the editorial calendar.
  '/apps/audit/list',
  '/apps/calendar',
  // Review before publish: held AI copies.
  '/apps/reviews',
  '/apps/reviews/:id',
  '/apps/modules/list',
  '/apps/permissions',
  '/apps/providers/list',
  '/apps/providers/view/:id',
  // The spec's "Services" screen (its address is not shown there).
  '/apps/providers/services',
  // The spec's "System Prompts" screen (its address is not shown there).
  '/apps/prompts/system',
  '/apps/roles',
  '/apps/roles/test',
  '/apps/settings',
  '/apps/user/list',
  '/apps/user/view/:id',
  '/apps/websites/list',
  '/apps/websites/view/:id',
  '/login',
  '/forgot-password',
  '/register',
  '/verify-email-sent',
  '/not-authorized',
  '/pages/misc/not-authorized',
  ...[
    'forgot-password-v2',
    'login-v2',
    'register-v2',
    'reset-password-v1',
    'set-password',
    'two-steps-v1',
    'two-steps-v2',
    'verify-email-v1',
    'verify-email-v2',
  ].map((page) => `/pages/authentication/${page}`),
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/misc/401',
  '/pages/misc/500',
  '*',
  // Beyond the specification: job history and everyone's own profile.
  '/apps/jobs',
  '/apps/profile',
  // Beyond the specification: the usage ledger's totals (issue 13).
  '/apps/providers/usage',
  // Beyond the specification: the mailed link of an account strangers guessed at (issue 29).
  '/pages/authentication/unlock',
];

describe('route table', () => {
  it('holds every route of the specification', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });

  it('applies the permissions the specification names', () => {
    const accessOf = (path: string) => ROUTES.find((route) => route.path === path)?.access;
    expect(accessOf('/apps/accounts/list')).toEqual({ action: 'read', subject: 'account' });
    expect(accessOf('/apps/countries/list')).toEqual({ action: 'read', subject: 'user' });
    expect(accessOf('/apps/modules/list')).toEqual({ action: 'read', subject: 'module' });
    expect(accessOf('/apps/providers/list')).toEqual({
      action: 'read',
      subject: 'external-provider',
    });
    expect(accessOf('/apps/settings')).toEqual({ action: 'manage', subject: 'all' });
    expect(accessOf('/apps/user/list')).toEqual({ action: 'read', subject: 'user' });
    expect(accessOf('/apps/websites/list')).toEqual({ action: 'read', subject: 'website' });
    // Each page asks for what the API it reads requires: no error inside a page, /not-authorized.
    expect(accessOf('/apps/roles')).toEqual({ action: 'read', subject: 'role' });
    expect(accessOf('/apps/roles/test')).toEqual({ action: 'read', subject: 'role' });
    expect(accessOf('/apps/permissions')).toEqual({ action: 'read', subject: 'role' });
    expect(accessOf('/apps/articles/list')).toEqual({ action: 'read', subject: 'article' });
    expect(accessOf('/apps/articles/logs/:id')).toEqual({ action: 'read', subject: 'article' });
    expect(accessOf('/apps/calendar')).toEqual({ action: 'read', subject: 'article' });
    expect(accessOf('/apps/user/view/:id')).toEqual({ action: 'read', subject: 'user' });
    expect(accessOf('/apps/jobs')).toEqual({ action: 'read', subject: 'website' });
    expect(accessOf('/apps/profile')).toBe('auth');
    expect(accessOf('/pages/authentication/reset-password-v1')).toBe('public');
    expect(accessOf('/pages/authentication/set-password')).toBe('public');
    expect(accessOf('/login')).toBe('guest');
    expect(accessOf('*')).toBe('public');
  });

  it('matches parameters and falls through to the not-found page', () => {
    expect(findRoute('/apps/websites/view/42')).toMatchObject({
      route: { path: '/apps/websites/view/:id' },
      params: { id: '42' },
    });
    expect(findRoute('/apps/roles/test').route.path).toBe('/apps/roles/test');
    expect(findRoute('/no/such/page').route.path).toBe('*');
  });
});

describe('navigation', () => {
  const linksFor = (user: typeof adminUser) =>
    navGroupsFor({ userData: user, ability: createAppAbility(user.abilityRules as never) }).flatMap(
      ({ items }) => items.map((route) => route.path),
    );

  it('shows only the entries the ability allows', () => {
    const editorLinks = linksFor(editorUser);
    expect(editorLinks).toContain('/apps/websites/list');
    expect(editorLinks).toContain('/dashboards');
    expect(editorLinks).not.toContain('/apps/settings');
    expect(editorLinks).not.toContain('/apps/user/list');
    expect(linksFor(adminUser)).toContain('/apps/settings');
  });

  it('keeps the websites link active on a website detail page', () => {
    const websites = ROUTES.find((route) => route.path === '/apps/websites/list') as NavRoute;
    expect(isNavActive(websites, '/apps/websites/view/3')).toBe(true);
    expect(isNavActive(websites, '/apps/articles/list')).toBe(false);
  });

  it("lights one entry at a time: a page with an entry of its own is not also its parent's", () => {
    const entries = ROUTES.filter((route): route is NavRoute => 'nav' in route && !!route.nav);
    const lit = (pathname: string) =>
      entries.filter((route) => isNavActive(route, pathname)).map((route) => route.path);
    expect(lit('/apps/articles/generate')).toEqual(['/apps/articles/generate']);
    expect(lit('/apps/articles/list')).toEqual(['/apps/articles/list']);
    expect(lit('/apps/articles/logs/4')).toEqual(['/apps/articles/list']);
    // Every entry's own page lights that entry alone.
    for (const entry of entries) expect(lit(entry.path)).toEqual([entry.path]);
  });
});
