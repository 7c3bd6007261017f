import type { TranslationKey } from '../i18n/keys';
import type { Access } from './access';
import type { AppRoute, NavGroup, PageName, PageRoute } from './routeTypes';

export type {
  AppRoute,
  LayoutName,
  NavEntry,
  NavGroup,
  PageName,
  PageProps,
  PageRoute,
  RedirectRoute,
  RouteParams,
} from './routeTypes';

export const NAV_GROUPS: readonly NavGroup[] = [
  'overview',
  'content',
  'management',
  'administration',
];

const feature = (
  path: string,
  titleKey: TranslationKey,
  access: Access,
  extra: Partial<Pick<PageRoute, 'nav' | 'shortcut' | 'page'>> = {},
): PageRoute => ({ path, page: 'later', layout: 'default', access, titleKey, ...extra });

const guestAuth = (
  path: string,
  page: PageName,
  titleKey: TranslationKey,
  access: Access = 'guest',
): PageRoute => ({
  path,
  page,
  layout: 'blank',
  access,
  titleKey,
});

const blankPage = (path: string, page: PageName, titleKey: TranslationKey): PageRoute => ({
  path,
  page,
  layout: 'blank',
  access: 'public',
  titleKey,
});

/** THE route table: the router, the guard, the navigation and the search all read it. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', redirect: 'root', access: 'public', titleKey: 'routes.home' },
  {
    path: '/dashboards',
    page: 'dashboard',
    layout: 'default',
    access: 'auth',
    titleKey: 'routes.dashboards',
    nav: { labelKey: 'routes.dashboards', icon: 'dashboard', group: 'overview' },
    shortcut: 'dashboard',
  },
  feature(
    '/apps/analytics',
    'routes.analytics',
    { action: 'read', subject: 'analytics' },
    {
      page: 'analytics',
      nav: { labelKey: 'routes.analytics', icon: 'timeline-line-chart', group: 'overview' },
      shortcut: 'timeline-line-chart',
    },
  ),
  feature(
    '/apps/websites/list',
    'routes.websites',
    { action: 'read', subject: 'website' },
    {
      page: 'websites',
      nav: {
        labelKey: 'routes.websites',
        icon: 'globe-network',
        group: 'content',
        activePrefix: '/apps/websites/',
      },
      shortcut: 'globe-network',
    },
  ),
  feature(
    '/apps/websites/view/:id',
    'routes.websiteView',
    { action: 'read', subject: 'website' },
    { page: 'websiteView' },
  ),
  feature(
    '/apps/articles/list',
    'routes.articles',
    { action: 'read', subject: 'article' },
    {
      page: 'articles',
      nav: {
        labelKey: 'routes.articles',
        icon: 'document',
        group: 'content',
        activePrefix: '/apps/articles/',
      },
      shortcut: 'document',
    },
  ),
  feature(
    '/apps/calendar',
    'routes.calendar',
    { action: 'read', subject: 'article' },
    {
      page: 'calendar',
      nav: { labelKey: 'routes.calendar', icon: 'calendar', group: 'content' },
      shortcut: 'calendar',
    },
  ),
  feature(
    '/apps/reviews',
    'routes.reviews',
    { action: 'write', subject: 'article' },
    {
      page: 'reviews',
      nav: {
        labelKey: 'routes.reviews',
        icon: 'annotation',
        group: 'content',
        activePrefix: '/apps/reviews',
      },
      shortcut: 'annotation',
    },
  ),
  feature(
    '/apps/reviews/:id',
    'routes.reviewView',
    { action: 'write', subject: 'article' },
    { page: 'reviewView' },
  ),
  feature(
    '/apps/articles/generate',
    'routes.generate',
    { action: 'create', subject: 'article' },
    {
      page: 'generateArticle',
      nav: { labelKey: 'routes.generate', icon: 'predictive-analysis', group: 'content' },
    },
  ),
  feature(
    '/apps/articles/logs/:id',
    'routes.articleLogs',
    { action: 'read', subject: 'article' },
    { page: 'articleLogs' },
  ),
  feature(
    '/apps/jobs',
    'routes.jobs',
    { action: 'read', subject: 'website' },
    {
      page: 'jobs',
      nav: { labelKey: 'routes.jobs', icon: 'history', group: 'content' },
      shortcut: 'history',
    },
  ),
  feature(
    '/apps/accounts/list',
    'routes.accounts',
    { action: 'read', subject: 'account' },
    {
      page: 'accounts',
      nav: { labelKey: 'routes.accounts', icon: 'office', group: 'management' },
    },
  ),
  feature(
    '/apps/user/list',
    'routes.users',
    { action: 'read', subject: 'user' },
    {
      page: 'users',
      nav: {
        labelKey: 'routes.users',
        icon: 'people',
        group: 'management',
        activePrefix: '/apps/user/',
      },
      shortcut: 'people',
    },
  ),
  feature(
    '/apps/user/view/:id',
    'routes.userView',
    { action: 'read', subject: 'user' },
    { page: 'userView' },
  ),
  // Everyone's own profile, whatever their role.
  feature('/apps/profile', 'routes.profile', 'auth', { page: 'userView' }),
  feature(
    '/apps/roles',
    'routes.roles',
    { action: 'read', subject: 'role' },
    {
      page: 'roles',
      nav: {
        labelKey: 'routes.roles',
        icon: 'shield',
        group: 'management',
        activePrefix: '/apps/roles/',
      },
    },
  ),
  feature(
    '/apps/roles/test',
    'routes.rolesTest',
    { action: 'read', subject: 'role' },
    {
      page: 'roleTest',
    },
  ),
  feature(
    '/apps/permissions',
    'routes.permissions',
    { action: 'read', subject: 'role' },
    {
      page: 'permissions',
      nav: { labelKey: 'routes.permissions', icon: 'key', group: 'management' },
    },
  ),
  feature(
    '/apps/countries/list',
    'routes.countries',
    { action: 'read', subject: 'user' },
    {
      page: 'countries',
      nav: { labelKey: 'routes.countries', icon: 'flag', group: 'management' },
    },
  ),
  feature(
    '/apps/providers/list',
    'routes.providers',
    { action: 'read', subject: 'external-provider' },
    {
      page: 'providers',
      nav: {
        labelKey: 'routes.providers',
        icon: 'cloud',
        group: 'management',
        activePrefix: '/apps/providers/view/',
      },
    },
  ),
  feature(
    '/apps/providers/view/:id',
    'routes.providerView',
    { action: 'read', subject: 'external-provider' },
    { page: 'providerView' },
  ),
  feature(
    '/apps/providers/services',
    'routes.services',
    { action: 'read', subject: 'external-provider' },
    {
      page: 'services',
      nav: { labelKey: 'routes.services', icon: 'layers', group: 'management' },
    },
  ),
  {
    path: '/apps/prompts/system',
    page: 'systemPrompts',
    layout: 'default',
    access: { action: 'manage', subject: 'all' },
    titleKey: 'routes.systemPrompts',
    nav: { labelKey: 'routes.systemPrompts', icon: 'manual', group: 'management' },
  },
  feature(
    '/apps/providers/usage',
    'routes.providerUsage',
    { action: 'read', subject: 'external-provider' },
    {
      page: 'providerUsage',
      nav: { labelKey: 'routes.providerUsage', icon: 'timeline-bar-chart', group: 'management' },
    },
  ),
  feature(
    '/apps/modules/list',
    'routes.modules',
    { action: 'read', subject: 'module' },
    {
      page: 'modules',
      nav: { labelKey: 'routes.modules', icon: 'cube', group: 'management' },
    },
  ),
  feature(
    '/apps/feedbacks/list',
    'routes.feedbacks',
    { action: 'read', subject: 'feedback' },
    {
      page: 'feedbacks',
      nav: { labelKey: 'routes.feedbacks', icon: 'comment', group: 'management' },
    },
  ),
  feature(
    '/apps/audit/list',
    'routes.audit',
    { action: 'read', subject: 'audit' },
    {
      page: 'audit',
      nav: { labelKey: 'routes.audit', icon: 'history', group: 'administration' },
    },
  ),
  {
    path: '/apps/settings',
    page: 'settings',
    layout: 'default',
    access: { action: 'manage', subject: 'all' },
    titleKey: 'routes.settings',
    nav: { labelKey: 'routes.settings', icon: 'cog', group: 'administration' },
    shortcut: 'cog',
  },
  { path: '/login', page: 'login', layout: 'blank', access: 'guest', titleKey: 'routes.login' },
  guestAuth('/forgot-password', 'forgotPassword', 'routes.forgotPassword'),
  guestAuth('/register', 'register', 'routes.register'),
  guestAuth('/verify-email-sent', 'verifyEmailSent', 'routes.verifyEmailSent'),
  blankPage('/not-authorized', 'notAuthorized', 'routes.notAuthorized'),
  blankPage('/pages/misc/not-authorized', 'notAuthorized', 'routes.notAuthorized'),
  guestAuth(
    '/pages/authentication/forgot-password-v2',
    'forgotPasswordV2',
    'routes.forgotPassword',
  ),
  guestAuth('/pages/authentication/login-v2', 'loginV2', 'routes.login'),
  guestAuth('/pages/authentication/register-v2', 'registerV2', 'routes.register'),
  guestAuth(
    '/pages/authentication/reset-password-v1',
    'resetPassword',
    'routes.resetPassword',
    'public',
  ),
  guestAuth('/pages/authentication/set-password', 'setPassword', 'routes.setPassword', 'public'),
  guestAuth('/pages/authentication/two-steps-v1', 'twoSteps', 'routes.twoSteps'),
  guestAuth('/pages/authentication/two-steps-v2', 'twoStepsV2', 'routes.twoSteps'),
  guestAuth('/pages/authentication/unlock', 'unlock', 'routes.unlock'),
  guestAuth('/pages/authentication/verify-email-v1', 'verifyEmail', 'routes.verifyEmail'),
  guestAuth('/pages/authentication/verify-email-v2', 'verifyEmailV2', 'routes.verifyEmail'),
  blankPage('/pages/misc/coming-soon', 'comingSoon', 'routes.comingSoon'),
  blankPage('/pages/misc/under-maintenance', 'maintenance', 'routes.underMaintenance'),
  blankPage('/pages/misc/401', 'error401', 'routes.error401'),
  blankPage('/pages/misc/500', 'error500', 'routes.error500'),
  blankPage('*', 'notFound', 'routes.notFound'),
];

export function isPageRoute(route: AppRoute): route is PageRoute {
  return 'page' in route;
}
