import type { IconName } from '@blueprintjs/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TranslationKey } from '../i18n/keys';
import type { Access } from './access';

export type LayoutName = 'blank' | 'default';
export type NavGroup = 'overview' | 'content' | 'management' | 'administration';
export const NAV_GROUPS: readonly NavGroup[] = [
  'overview',
  'content',
  'management',
  'administration',
];

export interface NavEntry {
  labelKey: TranslationKey;
  icon: IconName;
  group: NavGroup;
  /** The link also stays active on these sub-pages (e.g. a website's detail page). */
  activePrefix?: string;
}

export type RouteParams = Record<string, string | undefined>;

export interface PageProps {
  params: RouteParams;
  route: AppRoute;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

interface RouteBase {
  path: string;
  access: Access;
  titleKey: TranslationKey;
  nav?: NavEntry;
  /** Offered in the navbar's shortcuts popover. */
  shortcut?: IconName;
}

export interface PageRoute extends RouteBase {
  page: PageComponent;
  layout: LayoutName;
}

/** `/` only forwards (spec §2); it has no page of its own. */
export interface RedirectRoute extends RouteBase {
  redirect: 'root';
}

export type AppRoute = PageRoute | RedirectRoute;

const pages = {
  login: lazy(() => import('../modules/auth/pages/LoginPage')),
  loginV2: lazy(() => import('../modules/auth/pages/LoginV2Page')),
  register: lazy(() => import('../modules/auth/pages/RegisterPage')),
  registerV2: lazy(() => import('../modules/auth/pages/RegisterV2Page')),
  verifyEmailSent: lazy(() => import('../modules/auth/pages/VerifyEmailSentPage')),
  verifyEmail: lazy(() => import('../modules/auth/pages/VerifyEmailPage')),
  verifyEmailV2: lazy(() => import('../modules/auth/pages/VerifyEmailV2Page')),
  forgotPassword: lazy(() => import('../modules/auth/pages/ForgotPasswordPage')),
  forgotPasswordV2: lazy(() => import('../modules/auth/pages/ForgotPasswordV2Page')),
  resetPassword: lazy(() => import('../modules/auth/pages/ResetPasswordPage')),
  setPassword: lazy(() => import('../modules/auth/pages/SetPasswordPage')),
  twoSteps: lazy(() => import('../modules/auth/pages/TwoStepsPage')),
  twoStepsV2: lazy(() => import('../modules/auth/pages/TwoStepsV2Page')),
  dashboard: lazy(() => import('../modules/dashboard/pages/DashboardPage')),
  later: lazy(() => import('../modules/misc/pages/ComingLaterPage')),
  settings: lazy(() => import('../modules/settings/pages/SettingsPage')),
  accounts: lazy(() => import('../modules/accounts/pages/AccountsPage')),
  countries: lazy(() => import('../modules/countries/pages/CountriesPage')),
  modules: lazy(() => import('../modules/modules/pages/ModulesPage')),
  users: lazy(() => import('../modules/users/pages/UserListPage')),
  userView: lazy(() => import('../modules/users/pages/UserViewPage')),
  roles: lazy(() => import('../modules/roles/pages/RolesPage')),
  websites: lazy(() => import('../modules/websites/pages/WebsitesPage')),
  websiteView: lazy(() => import('../modules/websites/pages/WebsiteViewPage')),
  articles: lazy(() => import('../modules/articles/pages/ArticlesPage')),
  roleTest: lazy(() => import('../modules/roles/pages/RoleTestPage')),
  permissions: lazy(() => import('../modules/roles/pages/PermissionsPage')),
  notAuthorized: lazy(() => import('../modules/misc/pages/NotAuthorizedPage')),
  notFound: lazy(() => import('../modules/misc/pages/NotFoundPage')),
  error401: lazy(() => import('../modules/misc/pages/Error401Page')),
  error500: lazy(() => import('../modules/misc/pages/Error500Page')),
  comingSoon: lazy(() => import('../modules/misc/pages/ComingSoonPage')),
  maintenance: lazy(() => import('../modules/misc/pages/UnderMaintenancePage')),
} satisfies Record<string, PageComponent>;

const feature = (
  path: string,
  titleKey: TranslationKey,
  access: Access,
  extra: Partial<Pick<PageRoute, 'nav' | 'shortcut' | 'page'>> = {},
): PageRoute => ({ path, page: pages.later, layout: 'default', access, titleKey, ...extra });

const guestAuth = (
  path: string,
  page: PageComponent,
  titleKey: TranslationKey,
  access: Access = 'guest',
): PageRoute => ({
  path,
  page,
  layout: 'blank',
  access,
  titleKey,
});

const blankPage = (path: string, page: PageComponent, titleKey: TranslationKey): PageRoute => ({
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
    page: pages.dashboard,
    layout: 'default',
    access: 'auth',
    titleKey: 'routes.dashboards',
    nav: { labelKey: 'routes.dashboards', icon: 'dashboard', group: 'overview' },
    shortcut: 'dashboard',
  },
  feature('/apps/analytics', 'routes.analytics', 'auth', {
    nav: { labelKey: 'routes.analytics', icon: 'timeline-line-chart', group: 'overview' },
    shortcut: 'timeline-line-chart',
  }),
  feature(
    '/apps/websites/list',
    'routes.websites',
    { action: 'read', subject: 'website' },
    {
      page: pages.websites,
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
    { page: pages.websiteView },
  ),
  feature('/apps/articles/list', 'routes.articles', 'auth', {
    page: pages.articles,
    nav: {
      labelKey: 'routes.articles',
      icon: 'document',
      group: 'content',
      activePrefix: '/apps/articles/',
    },
    shortcut: 'document',
  }),
  feature('/apps/articles/logs/:id', 'routes.articleLogs', 'auth'),
  feature(
    '/apps/accounts/list',
    'routes.accounts',
    { action: 'read', subject: 'account' },
    {
      page: pages.accounts,
      nav: { labelKey: 'routes.accounts', icon: 'office', group: 'management' },
    },
  ),
  feature(
    '/apps/user/list',
    'routes.users',
    { action: 'read', subject: 'user' },
    {
      page: pages.users,
      nav: {
        labelKey: 'routes.users',
        icon: 'people',
        group: 'management',
        activePrefix: '/apps/user/',
      },
      shortcut: 'people',
    },
  ),
  feature('/apps/user/view/:id', 'routes.userView', 'auth', { page: pages.userView }),
  feature('/apps/roles', 'routes.roles', 'auth', {
    page: pages.roles,
    nav: {
      labelKey: 'routes.roles',
      icon: 'shield',
      group: 'management',
      activePrefix: '/apps/roles/',
    },
  }),
  feature('/apps/roles/test', 'routes.rolesTest', 'auth', { page: pages.roleTest }),
  feature('/apps/permissions', 'routes.permissions', 'auth', {
    page: pages.permissions,
    nav: { labelKey: 'routes.permissions', icon: 'key', group: 'management' },
  }),
  feature(
    '/apps/countries/list',
    'routes.countries',
    { action: 'read', subject: 'user' },
    {
      page: pages.countries,
      nav: { labelKey: 'routes.countries', icon: 'flag', group: 'management' },
    },
  ),
  feature(
    '/apps/providers/list',
    'routes.providers',
    { action: 'read', subject: 'external-provider' },
    {
      nav: {
        labelKey: 'routes.providers',
        icon: 'cloud',
        group: 'management',
        activePrefix: '/apps/providers/',
      },
    },
  ),
  feature('/apps/providers/view/:id', 'routes.providerView', {
    action: 'read',
    subject: 'external-provider',
  }),
  feature(
    '/apps/modules/list',
    'routes.modules',
    { action: 'read', subject: 'module' },
    {
      page: pages.modules,
      nav: { labelKey: 'routes.modules', icon: 'cube', group: 'management' },
    },
  ),
  feature('/apps/feedbacks/list', 'routes.feedbacks', 'auth', {
    nav: { labelKey: 'routes.feedbacks', icon: 'comment', group: 'management' },
  }),
  {
    path: '/apps/settings',
    page: pages.settings,
    layout: 'default',
    access: { action: 'manage', subject: 'all' },
    titleKey: 'routes.settings',
    nav: { labelKey: 'routes.settings', icon: 'cog', group: 'administration' },
    shortcut: 'cog',
  },
  { path: '/login', page: pages.login, layout: 'blank', access: 'guest', titleKey: 'routes.login' },
  guestAuth('/forgot-password', pages.forgotPassword, 'routes.forgotPassword'),
  guestAuth('/register', pages.register, 'routes.register'),
  guestAuth('/verify-email-sent', pages.verifyEmailSent, 'routes.verifyEmailSent'),
  blankPage('/not-authorized', pages.notAuthorized, 'routes.notAuthorized'),
  blankPage('/pages/misc/not-authorized', pages.notAuthorized, 'routes.notAuthorized'),
  guestAuth(
    '/pages/authentication/forgot-password-v2',
    pages.forgotPasswordV2,
    'routes.forgotPassword',
  ),
  guestAuth('/pages/authentication/login-v2', pages.loginV2, 'routes.login'),
  guestAuth('/pages/authentication/register-v2', pages.registerV2, 'routes.register'),
  guestAuth(
    '/pages/authentication/reset-password-v1',
    pages.resetPassword,
    'routes.resetPassword',
    'public',
  ),
  guestAuth(
    '/pages/authentication/set-password',
    pages.setPassword,
    'routes.setPassword',
    'public',
  ),
  guestAuth('/pages/authentication/two-steps-v1', pages.twoSteps, 'routes.twoSteps'),
  guestAuth('/pages/authentication/two-steps-v2', pages.twoStepsV2, 'routes.twoSteps'),
  guestAuth('/pages/authentication/verify-email-v1', pages.verifyEmail, 'routes.verifyEmail'),
  guestAuth('/pages/authentication/verify-email-v2', pages.verifyEmailV2, 'routes.verifyEmail'),
  blankPage('/pages/misc/coming-soon', pages.comingSoon, 'routes.comingSoon'),
  blankPage('/pages/misc/under-maintenance', pages.maintenance, 'routes.underMaintenance'),
  blankPage('/pages/misc/401', pages.error401, 'routes.error401'),
  blankPage('/pages/misc/500', pages.error500, 'routes.error500'),
  blankPage('*', pages.notFound, 'routes.notFound'),
];

export function isPageRoute(route: AppRoute): route is PageRoute {
  return 'page' in route;
}
