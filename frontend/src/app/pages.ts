import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { loadAllTranslations } from '../i18n';
import { findRoute } from './routeMatch';
import { isPageRoute, type LayoutName } from './routes';
import type { PageName, PageProps } from './routeTypes';

export type PageComponent = ComponentType<PageProps>;
type PageModule = Promise<{ default: ComponentType<PageProps> }>;

/**
 * Every page's chunk, loaded on first visit (or at start, for the page the address names: see
 * preloadRoute). THE route table names its page as it names its layout, so it imports no page and
 * a page may read the table (the role test does) without an import cycle.
 */
export const PAGE_LOADERS = {
  login: () => import('../modules/auth/pages/LoginPage'),
  loginV2: () => import('../modules/auth/pages/LoginV2Page'),
  register: () => import('../modules/auth/pages/RegisterPage'),
  registerV2: () => import('../modules/auth/pages/RegisterV2Page'),
  verifyEmailSent: () => import('../modules/auth/pages/VerifyEmailSentPage'),
  verifyEmail: () => import('../modules/auth/pages/VerifyEmailPage'),
  verifyEmailV2: () => import('../modules/auth/pages/VerifyEmailV2Page'),
  forgotPassword: () => import('../modules/auth/pages/ForgotPasswordPage'),
  forgotPasswordV2: () => import('../modules/auth/pages/ForgotPasswordV2Page'),
  resetPassword: () => import('../modules/auth/pages/ResetPasswordPage'),
  setPassword: () => import('../modules/auth/pages/SetPasswordPage'),
  twoSteps: () => import('../modules/auth/pages/TwoStepsPage'),
  twoStepsV2: () => import('../modules/auth/pages/TwoStepsV2Page'),
  unlock: () => import('../modules/auth/pages/UnlockPage'),
  dashboard: () => import('../modules/dashboard/pages/DashboardPage'),
  later: () => import('../modules/misc/pages/ComingLaterPage'),
  settings: () => import('../modules/settings/pages/SettingsPage'),
  accounts: () => import('../modules/accounts/pages/AccountsPage'),
  countries: () => import('../modules/countries/pages/CountriesPage'),
  modules: () => import('../modules/modules/pages/ModulesPage'),
  users: () => import('../modules/users/pages/UserListPage'),
  userView: () => import('../modules/users/pages/UserViewPage'),
  roles: () => import('../modules/roles/pages/RolesPage'),
  providers: () => import('../modules/providers/pages/ProvidersPage'),
  providerView: () => import('../modules/providers/pages/ProviderViewPage'),
  services: () => import('../modules/providers/pages/ServicesPage'),
  providerUsage: () => import('../modules/providers/pages/UsagePage'),
  systemPrompts: () => import('../modules/prompts/pages/SystemPromptsPage'),
  websites: () => import('../modules/websites/pages/WebsitesPage'),
  websiteView: () => import('../modules/websites/pages/WebsiteViewPage'),
  articles: () => import('../modules/articles/pages/ArticlesPage'),
  calendar: () => import('../modules/calendar/pages/CalendarPage'),
  reviews: () => import('../modules/reviews/pages/ReviewsPage'),
  reviewView: () => import('../modules/reviews/pages/ReviewPage'),
  generateArticle: () => import('../modules/generation/pages/GenerateArticlePage'),
  jobs: () => import('../modules/jobs/pages/JobsPage'),
  articleLogs: () => import('../modules/cloning/pages/ArticleLogsPage'),
  analytics: () => import('../modules/analytics/pages/AnalyticsPage'),
  roleTest: () => import('../modules/roles/pages/RoleTestPage'),
  permissions: () => import('../modules/roles/pages/PermissionsPage'),
  feedbacks: () => import('../modules/feedback/pages/FeedbacksPage'),
  audit: () => import('../modules/audit/pages/AuditPage'),
  notAuthorized: () => import('../modules/misc/pages/NotAuthorizedPage'),
  notFound: () => import('../modules/misc/pages/NotFoundPage'),
  error401: () => import('../modules/misc/pages/Error401Page'),
  error500: () => import('../modules/misc/pages/Error500Page'),
  comingSoon: () => import('../modules/misc/pages/ComingSoonPage'),
  maintenance: () => import('../modules/misc/pages/UnderMaintenancePage'),
} satisfies Record<PageName, () => PageModule>;

/** A chunk's component, and its loader (which the component shares). */
interface Chunk<P> {
  Component: ComponentType<P>;
  load: () => Promise<unknown>;
}

/**
 * A page or layout drawn from its chunk: at once when the chunk is already in (the address's
 * route, loaded at start by preloadRoute), else through React.lazy. React.lazy alone suspends on
 * its first render even for a chunk that is in, and React then keeps a suspended page's loader
 * up for at least 300 ms: /login drew its loader and then, 335 ms later, the sign-in form whose
 * chunks had arrived long before (bench:boot).
 */
export function chunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Chunk<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep) as unknown as ComponentType<P>;
  return { Component: (props: P) => createElement(loaded ?? Lazy, props), load: loadAndKeep };
}

const PAGE_CHUNKS = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([name, load]) => [name, chunk(load)]),
) as Record<PageName, Chunk<PageProps>>;

/** Every page as a component: React renders it once its chunk is in. */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_CHUNKS).map(([name, { Component }]) => [name, Component]),
) as Record<PageName, PageComponent>;

/** The layouts' chunks, as the pages'. */
export const LAYOUT_LOADERS = {
  blank: () => import('../layouts/BlankLayout'),
  // Pages behind sign-in use every section of the translations (the first chunk has a third).
  default: () =>
    Promise.all([import('../layouts/DefaultLayout'), loadAllTranslations()]).then(
      ([layout]) => layout,
    ),
} satisfies Record<LayoutName, () => Promise<{ default: ComponentType<{ children: ReactNode }> }>>;

const LAYOUT_CHUNKS = {
  blank: chunk(LAYOUT_LOADERS.blank),
  default: chunk(LAYOUT_LOADERS.default),
} satisfies Record<LayoutName, Chunk<{ children: ReactNode }>>;

/** Every layout as a component, as the pages. */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  blank: LAYOUT_CHUNKS.blank.Component,
  default: LAYOUT_CHUNKS.default.Component,
};

/**
 * Starts loading the layout and page the address names while the first chunk still starts the
 * app: React asks for the page only once its layout is in, a waterfall of two round trips and the
 * page's own imports (bench:boot). `ready` settles once both are in (or failed: React reports a
 * failure when it asks again), so the app's first render draws the page, not its loader. `layout`
 * is none when the address is no page (a redirect, say).
 */
export function preloadRoute(pathname: string): { layout?: LayoutName; ready: Promise<void> } {
  const { route } = findRoute(pathname);
  if (!isPageRoute(route)) return { ready: Promise.resolve() };
  const loads = [LAYOUT_CHUNKS[route.layout].load(), PAGE_CHUNKS[route.page].load()];
  return { layout: route.layout, ready: Promise.allSettled(loads).then(() => undefined) };
}
