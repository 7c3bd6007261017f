import type { ServerToClientEvents } from '@events';
import type { QueryKey } from '@tanstack/react-query';
// The registries by path, not the modules' indexes: the first chunk takes no feature's components.
import { ACCOUNTS_KEY } from '../../modules/accounts/queryKeys';
import {
  ANALYTICS_LIVE_KEY,
  ANALYTICS_REPORT_KEY,
  trackingKey,
} from '../../modules/analytics/queryKeys';
import { AUDIT_KEY, auditHistoryKey } from '../../modules/audit/queryKeys';
import {
  ARTICLE_LISTS_KEY,
  ARTICLES_KEY,
  articleKey,
  LIVE_THROTTLE_MS,
} from '../../modules/content/queryKeys';
import { CALENDAR_KEY } from '../../modules/calendar/queryKeys';
import { REVIEWS_KEY } from '../../modules/reviews/queryKeys';
import { COUNTRIES_KEY } from '../../modules/countries/queryKeys';
import { DASHBOARD_KEY } from '../../modules/dashboard/queryKeys';
import { FEEDBACKS_KEY } from '../../modules/feedback/queryKeys';
import { JOBS_KEY } from '../../modules/jobs/queryKeys';
import { MODULES_KEY } from '../../modules/modules/queryKeys';
import { NOTIFICATIONS_KEY } from '../../modules/notifications/queryKeys';
import { PROMPTS_KEY } from '../../modules/prompts/queryKeys';
import { PROVIDERS_KEY } from '../../modules/providers/queryKeys';
import { PERMISSIONS_QUERY_KEY, ROLES_QUERY_KEY } from '../../modules/roles/queryKeys';
import { USERS_QUERY_KEY } from '../../modules/users/queryKeys';
import { SYNC_COVERAGE_KEY, WEBSITES_KEY } from '../../modules/websites/queryKeys';

/** The `*.changed` events (a row was created, changed or deleted somewhere), and live counts. */
export type ChangeEvent = Extract<
  keyof ServerToClientEvents,
  `${string}.changed` | 'analytics.live'
>;

export interface LiveRule<P = unknown> {
  /** Every cached query under these keys is refetched (if shown) or marked stale. */
  keys: readonly QueryKey[];
  /** At most one refresh per this many ms, the first at once and the last never lost. */
  throttleMs?: number;
  /** The records the event names (an open drawer's article): refreshed at once, never throttled. */
  records?: (payload: P) => readonly QueryKey[];
}

type PayloadOf<E extends ChangeEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * THE table of what each change event refreshes in every open browser: a new event is one line
 * here (and one in the backend's event map). Pages hold no socket code of their own.
 */
export const LIVE_QUERIES: { readonly [E in ChangeEvent]: LiveRule<PayloadOf<E>> } = {
  // Users show their role and account; roles show how many users hold them.
  'users.changed': { keys: [USERS_QUERY_KEY, ROLES_QUERY_KEY] },
  'roles.changed': { keys: [ROLES_QUERY_KEY, PERMISSIONS_QUERY_KEY, USERS_QUERY_KEY] },
  'accounts.changed': { keys: [ACCOUNTS_KEY, USERS_QUERY_KEY] },
  'countries.changed': { keys: [COUNTRIES_KEY] },
  'modules.changed': { keys: [MODULES_KEY] },
  // Article rows and job rows show the website's name.
  'websites.changed': { keys: [WEBSITES_KEY, ARTICLES_KEY, JOBS_KEY, DASHBOARD_KEY] },
  // A sync announces every chunk it writes; the dashboard and a website's coverage count it.
  // A person's change (an assignment) names its articles: their open drawers follow at once.
  'articles.changed': {
    keys: [ARTICLE_LISTS_KEY, DASHBOARD_KEY, SYNC_COVERAGE_KEY, CALENDAR_KEY],
    throttleMs: LIVE_THROTTLE_MS,
    records: ({ articleIds }) => (articleIds ?? []).map(articleKey),
  },
  'jobs.changed': { keys: [JOBS_KEY], throttleMs: 500 },
  // Website forms list the providers and services they may choose.
  'providers.changed': { keys: [PROVIDERS_KEY] },
  // The clone ledger shows on the list (clone count, source changed), the detail and the logs;
  // a copy held for review, sent or discarded, in the review list and its editor.
  'clones.changed': { keys: [ARTICLES_KEY, REVIEWS_KEY], throttleMs: 500 },
  'prompts.changed': { keys: [PROMPTS_KEY] },
  'feedbacks.changed': { keys: [FEEDBACKS_KEY] },
  // Sent to the person alone: their bell (a new notification, some read in another tab).
  'notifications.changed': { keys: [NOTIFICATIONS_KEY] },
  // An entry of the trail was committed, whatever wrote it (a change, a sign-in, a new password):
  // the lists, and at once the History tab of the record it names.
  'audit.changed': {
    keys: [AUDIT_KEY],
    throttleMs: 500,
    records: ({ subject, subjectId }) =>
      subjectId !== null ? [auditHistoryKey(subject, subjectId)] : [],
  },
  // A website's visitors of the last 5 minutes moved (checked every 2 s on the server).
  'analytics.live': { keys: [ANALYTICS_LIVE_KEY], throttleMs: 1000 },
  // Beacons were stored: views, visits and sources move. The server announces this at most every
  // 0.5 s, which is the bound: a second throttle here (1 s) could hold a new view back past the
  // second the page promises.
  // …and that website's tracker health (its last beacon), not every website's.
  'analytics.changed': {
    keys: [ANALYTICS_REPORT_KEY],
    records: ({ websiteId }) => [trackingKey(websiteId)],
  },
};

/** Leading and trailing: the first change shows at once, the last one is never lost. */
export function throttled(run: () => void, throttleMs: number) {
  let lastRun = 0;
  let timer: number | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = Date.now();
    run();
  };
  return {
    call: () => {
      if (throttleMs <= 0) return fire();
      if (timer !== undefined) return;
      const wait = lastRun + throttleMs - Date.now();
      if (wait <= 0) fire();
      else timer = window.setTimeout(fire, wait);
    },
    cancel: () => window.clearTimeout(timer),
  };
}
