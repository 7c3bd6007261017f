/**
 * The one map of realtime events, shared by the gateway, the publisher and the frontend.
 * Pure types and constants only: the frontend imports this file directly.
 */

import type { AuditSubject } from '../audit/audit-vocabulary';

export interface ProductInfo {
  title: string;
  /** Address of the raster icon (PNG), or the default `favicon.ico`. */
  icon: string;
  /** Address of the optional vector logo, fetched as text by the client. */
  icon_svg: string | null;
  /** Changes whenever settings change; lets a client with a cached record know it is stale. */
  version: string;
  /** The configured default interface language. */
  defaultLocale: string;
  /** Whether the sign-in page offers to create an account. */
  registrationOpen: boolean;
}

export interface AbilityRule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown>;
  inverted?: boolean;
  fields?: string | string[];
}

export interface ServerToClientEvents {
  /** Sent to every socket (anonymous ones too) when the application title or icon change. */
  'app.info.updated': (info: ProductInfo) => void;
  /** Sent once on connection: the current info version, so a stale cache can refresh. */
  'app.info.version': (payload: { version: string }) => void;
  /**
   * Sent by an api node to its own sockets when its Redis connection is back (Redis restarted, a
   * sentinel failover): events of other nodes and workers were missed meanwhile, so a browser
   * refetches what it shows, as after reconnecting.
   */
  'realtime.resync': () => void;
  /** Sent to `user:<id>` when that user's permissions change. */
  'auth.rules.updated': (payload: { abilityRules: AbilityRule[] }) => void;
  /** Sent to `user:<id>` when that user's sessions were ended elsewhere. */
  'auth.session.ended': () => void;
  /** Progress of a background job (state, stage, percent), sent to `job:<id>`. */
  'job.progress': (payload: JobProgress) => void;
  /** A background job ended well, sent to `job:<id>`. */
  'job.completed': (payload: JobProgress) => void;
  /** A background job failed for good (its `code` says why), sent to `job:<id>`. */
  'job.failed': (payload: JobProgress) => void;
  /** A run appeared or changed state: whoever may see it (its website's audience, its owner). */
  'jobs.changed': (payload: JobsChanged) => void;
  /** A user was created, changed or deleted: sent to `account:<accountId>` and the admins room. */
  'users.changed': (payload: UsersChanged) => void;
  /** A role was created, changed or deleted: sent to every signed-in socket. */
  'roles.changed': (payload: RolesChanged) => void;
  /** A country was created, changed or deleted: sent to every signed-in socket. */
  'countries.changed': (payload: CountriesChanged) => void;
  /** An account was created, changed or deleted: sent to `account:<id>` and the admins room. */
  'accounts.changed': (payload: AccountsChanged) => void;
  /** A module was created, changed or deleted: sent to every signed-in socket. */
  'modules.changed': (payload: ModulesChanged) => void;
  /** A website was created, changed or deleted: its users' rooms and the admins room. */
  'websites.changed': (payload: WebsitesChanged) => void;
  /**
   * A sync committed articles: lists showing that website refresh. Sent with the progress bar (at
   * most 4 a second) and once at the end, never per chunk.
   */
  'articles.changed': (payload: ArticlesChanged) => void;
  /** Someone assigned an article to this user: sent to `user:<id>` (the assignee alone). */
  'article.assigned': (payload: ArticleAssigned) => void;
  /** A provider or one of its services was created, changed or deleted: readers of providers. */
  'providers.changed': (payload: ProvidersChanged) => void;
  /**
   * Text an AI model is writing for a job, as it streams in: sent to `job:<id>`. `seq` orders the
   * deltas; `done` marks the last one.
   */
  'job.text': (payload: JobText) => void;
  /** A clone of an article started, ended or moved: the source's and the destination's readers. */
  'clones.changed': (payload: ClonesChanged) => void;
  /** A system prompt (readers of prompts) or a website's prompt (its audience) changed. */
  'prompts.changed': (payload: PromptsChanged) => void;
  /** A feedback report was sent or deleted: its account's readers of feedback and the admins. */
  'feedbacks.changed': (payload: FeedbacksChanged) => void;
  /** A website's visitors of the last 5 minutes changed: readers of analytics in its account. */
  'analytics.live': (payload: AnalyticsLive) => void;
  /** Beacons of a website were stored (views, visits, sources moved): readers of analytics. */
  'analytics.changed': (payload: AnalyticsChanged) => void;
  /**
   * An entry of the audit trail was committed (a change, a sign-in): administrators and, for an
   * account's entry, its readers of the trail. Says whose record, never what changed.
   */
  'audit.changed': (payload: AuditChanged) => void;
  /** The person's notifications changed (a new one, some read): sent to `user:<id>` alone. */
  'notifications.changed': (payload: NotificationsChanged) => void;
  /** Who is viewing a record now, sent to its presence room whenever someone comes or goes. */
  'presence.viewers': (payload: PresenceViewers) => void;
}

/** The records whose views show who else is looking at them. */
export const PRESENCE_KINDS = ['article', 'website', 'user'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

export interface PresenceTarget {
  kind: PresenceKind;
  id: number;
}

/** One person viewing a record (once, however many tabs they have open on it). */
export interface PresenceViewer {
  id: number;
  name: string;
  /** Their picture's address, or null (initials are shown). */
  avatar: string | null;
}

export interface PresenceViewers extends PresenceTarget {
  viewers: PresenceViewer[];
}

/** The answer to `presence.join`: refused (cannot read the record, bad target) or who is there. */
export type PresenceJoined = { ok: false } | { ok: true; viewers: PresenceViewer[] };

export interface NotificationsChanged {
  userId: number;
  /** Unread notifications now. */
  unread: number;
}

export interface AuditChanged {
  accountId: number | null;
  /** The record's kind (`user`, `website`, …) and id, as in the trail. */
  subject: AuditSubject;
  subjectId: number | null;
}

export interface AnalyticsChanged {
  websiteId: number;
  accountId: number;
}

export interface AnalyticsLive {
  websiteId: number;
  accountId: number;
  concurrency: number;
}

export type ChangeAction = 'created' | 'updated' | 'deleted';

export interface UsersChanged {
  action: ChangeAction;
  id: number;
  accountId: number | null;
}

export interface RolesChanged {
  action: ChangeAction;
  id: number;
}

export interface CountriesChanged {
  action: ChangeAction;
  id: number;
}

export interface AccountsChanged {
  action: ChangeAction;
  id: number;
}

export interface ModulesChanged {
  action: ChangeAction;
  id: number;
}

export interface WebsitesChanged {
  action: ChangeAction;
  id: number;
}

export interface ProvidersChanged {
  action: ChangeAction;
  /** The provider (for a service: its provider). */
  id: number;
  /** Set when a service changed. */
  serviceId?: number;
}

export interface PromptsChanged {
  action: ChangeAction;
  /** Null: a system prompt. */
  websiteId: number | null;
  type: string;
}

export interface FeedbacksChanged {
  action: ChangeAction;
  id: number;
  /** The reporter's account (null: a user of no account; administrators only hear it). */
  accountId: number | null;
}

export interface JobText {
  jobId: string;
  /** Which text of the job (e.g. `title`, `body`, `prompt`). */
  field: string;
  seq: number;
  delta: string;
  done?: boolean;
  /** On the last one: the whole text (a reader who joined late still gets all of it). */
  text?: string;
}

export interface ArticlesChanged {
  websiteId: number;
  /** Rows inserted, changed or marked deleted since the previous event of this sync. */
  count: number;
  /** When a person changed named articles (an assignment): their open views refresh at once. */
  articleIds?: number[];
}

export interface ArticleAssigned {
  /** The assignee. */
  userId: number;
  articleId: number;
  title: string;
  websiteName: string;
  /** Who assigned it. */
  byName: string;
}

export interface ClonesChanged {
  /** The source article. */
  articleId: number;
  sourceWebsiteId: number;
  /** The destination website. */
  websiteId: number;
}

export interface JobsChanged {
  id: number;
  state: JobProgress['state'];
  websiteId: number | null;
  /** Who started it (null: the system). */
  userId: number | null;
}

export interface JobProgress {
  jobId: string;
  queue: string;
  name: string;
  /** `cancelled`: stopped by someone (sent as `job.failed`: it ended without success). */
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';
  /**
   * Waiting after a failed attempt (its reason in `code`/`message`): the attempts made so far and
   * when the next one is due.
   */
  retry?: { attempts: number; nextAttemptAt: string };
  /** synchronizing, analyzing, cloning, translating, rewriting, sending, saving, generating… */
  stage?: string;
  progress: number;
  message?: string;
  /** A failure's stable code: clients show `errors.<code>` in the viewer's language. */
  code?: string;
  /** The values the failure's message names (`{ host, status }`), put into its translation. */
  params?: Record<string, string | number>;
  /**
   * Counts beside the bar while it runs (a sync: pagesDone, pagesTotal, articlesDone,
   * articlesTotal), and of the outcome when it completes (inserted, changed, deleted, total).
   */
  detail?: Record<string, number>;
}

export interface ClientToServerEvents {
  /** Ask to join `job:<id>`; answered with whether the caller may watch it. */
  'job.watch': (jobId: string, ack: (ok: boolean) => void) => void;
  /**
   * As `job.watch`, for a page that shows the job's streamed text: the `job.text` pieces sent
   * before it joined are sent to it again (kept 15 minutes after the last one).
   */
  'job.text.watch': (jobId: string, ack: (ok: boolean) => void) => void;
  /**
   * A view of the record opened: join its presence room (only if the caller may read the record),
   * answered with who is there. Joining again (after a reconnection) is harmless.
   */
  'presence.join': (target: PresenceTarget, ack: (answer: PresenceJoined) => void) => void;
  /** The view closed: leave the record's presence room (a disconnection leaves them all). */
  'presence.leave': (target: PresenceTarget) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;

export const PUBLIC_ROOM = 'public';
/** Signed-in sockets whose ability can manage all. */
export const ADMINS_ROOM = 'admins';
/** Every signed-in socket, whatever its role. */
export const AUTHENTICATED_ROOM = 'authenticated';
export const roomOf = {
  user: (id: number | string) => `user:${id}`,
  /** The sockets of one sign-in: a logout ends exactly these. */
  session: (id: string) => `session:${id}`,
  account: (id: number | string) => `account:${id}`,
  job: (id: number | string) => `job:${id}`,
  /** The sockets viewing one record (joined with `presence.join`, after a read check). */
  presence: ({ kind, id }: PresenceTarget) => `presence:${kind}:${id}`,
  /**
   * Sockets whose user may read `subject`: in one account (users, accounts), or anywhere for what
   * every tenant shares (roles, countries, modules). Joined at the handshake from the session's
   * rules; a change of access reconnects the user's sockets, so the rooms follow.
   */
  readers: (subject: string, accountId?: number | null) =>
    accountId === undefined ? `can:${subject}` : `account:${accountId}:can:${subject}`,
} as const;
