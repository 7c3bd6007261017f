import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName, PageProps } from './routeTypes';

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Every page, loaded on first visit. THE route table names its page as it names its layout, so
 * it imports no page and a page may read the table (the role test does) without an import cycle.
 */
export const PAGES = {
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
  unlock: lazy(() => import('../modules/auth/pages/UnlockPage')),
  dashboard: lazy(() => import('../modules/dashboard/pages/DashboardPage')),
  later: lazy(() => import('../modules/misc/pages/ComingLaterPage')),
  settings: lazy(() => import('../modules/settings/pages/SettingsPage')),
  accounts: lazy(() => import('../modules/accounts/pages/AccountsPage')),
  countries: lazy(() => import('../modules/countries/pages/CountriesPage')),
  modules: lazy(() => import('../modules/modules/pages/ModulesPage')),
  users: lazy(() => import('../modules/users/pages/UserListPage')),
  userView: lazy(() => import('../modules/users/pages/UserViewPage')),
  roles: lazy(() => import('../modules/roles/pages/RolesPage')),
  providers: lazy(() => import('../modules/providers/pages/ProvidersPage')),
  providerView: lazy(() => import('../modules/providers/pages/ProviderViewPage')),
  services: lazy(() => import('../modules/providers/pages/ServicesPage')),
  providerUsage: lazy(() => import('../modules/providers/pages/UsagePage')),
  systemPrompts: lazy(() => import('../modules/prompts/pages/SystemPromptsPage')),
  websites: lazy(() => import('../modules/websites/pages/WebsitesPage')),
  websiteView: lazy(() => import('../modules/websites/pages/WebsiteViewPage')),
  articles: lazy(() => import('../modules/articles/pages/ArticlesPage')),
  calendar: lazy(() => import('../modules/calendar/pages/CalendarPage')),
  reviews: lazy(() => import('../modules/reviews/pages/ReviewsPage')),
  reviewView: lazy(() => import('../modules/reviews/pages/ReviewPage')),
  generateArticle: lazy(() => import('../modules/generation/pages/GenerateArticlePage')),
  jobs: lazy(() => import('../modules/jobs/pages/JobsPage')),
  articleLogs: lazy(() => import('../modules/cloning/pages/ArticleLogsPage')),
  analytics: lazy(() => import('../modules/analytics/pages/AnalyticsPage')),
  roleTest: lazy(() => import('../modules/roles/pages/RoleTestPage')),
  permissions: lazy(() => import('../modules/roles/pages/PermissionsPage')),
  feedbacks: lazy(() => import('../modules/feedback/pages/FeedbacksPage')),
  audit: lazy(() => import('../modules/audit/pages/AuditPage')),
  notAuthorized: lazy(() => import('../modules/misc/pages/NotAuthorizedPage')),
  notFound: lazy(() => import('../modules/misc/pages/NotFoundPage')),
  error401: lazy(() => import('../modules/misc/pages/Error401Page')),
  error500: lazy(() => import('../modules/misc/pages/Error500Page')),
  comingSoon: lazy(() => import('../modules/misc/pages/ComingSoonPage')),
  maintenance: lazy(() => import('../modules/misc/pages/UnderMaintenancePage')),
} satisfies Record<PageName, PageComponent>;
