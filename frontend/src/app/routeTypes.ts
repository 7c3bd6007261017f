import type { IconName } from '@blueprintjs/core';
import type { TranslationKey } from '../i18n/keys';
import type { Access } from './access';

/**
 * The route table's types, apart from the table and the pages: a page reads `PageProps` here and
 * app/pages.ts (which loads every page) reads `PageName`, so no page import leads back to a page.
 */

/** Every page app/pages.ts loads (its `satisfies` checks that both name the same pages). */
export type PageName =
  | 'login'
  | 'loginV2'
  | 'register'
  | 'registerV2'
  | 'verifyEmailSent'
  | 'verifyEmail'
  | 'verifyEmailV2'
  | 'forgotPassword'
  | 'forgotPasswordV2'
  | 'resetPassword'
  | 'setPassword'
  | 'twoSteps'
  | 'twoStepsV2'
  | 'unlock'
  | 'dashboard'
  | 'later'
  | 'settings'
  | 'accounts'
  | 'countries'
  | 'modules'
  | 'users'
  | 'userView'
  | 'roles'
  | 'providers'
  | 'providerView'
  | 'services'
  | 'providerUsage'
  | 'systemPrompts'
  | 'websites'
  | 'websiteView'
  | 'articles'
  | 'calendar'
  | 'reviews'
  | 'reviewView'
  | 'generateArticle'
  | 'jobs'
  | 'articleLogs'
  | 'analytics'
  | 'roleTest'
  | 'permissions'
  | 'feedbacks'
  | 'audit'
  | 'notAuthorized'
  | 'notFound'
  | 'error401'
  | 'error500'
  | 'comingSoon'
  | 'maintenance';

export type LayoutName = 'blank' | 'default';
export type NavGroup = 'overview' | 'content' | 'management' | 'administration';

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

interface RouteBase {
  path: string;
  access: Access;
  titleKey: TranslationKey;
  nav?: NavEntry;
  /** Offered in the navbar's shortcuts popover. */
  shortcut?: IconName;
}

export interface PageRoute extends RouteBase {
  page: PageName;
  layout: LayoutName;
}

/** `/` only forwards (spec §2); it has no page of its own. */
export interface RedirectRoute extends RouteBase {
  redirect: 'root';
}

export type AppRoute = PageRoute | RedirectRoute;
