/**
 * The one map of realtime events, shared by the gateway, the publisher and the frontend.
 * Pure types and constants only: the frontend imports this file directly.
 */

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

export interface ArticlesChanged {
  websiteId: number;
  /** Rows inserted, changed or marked deleted since the previous event of this sync. */
  count: number;
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
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** synchronizing, analyzing, cloning, translating, rewriting, sending, saving, generating… */
  stage?: string;
  progress: number;
  message?: string;
  /** A failure's stable code: clients show `errors.<code>` in the viewer's language. */
  code?: string;
  /**
   * Counts beside the bar while it runs (a sync: pagesDone, pagesTotal, articlesDone,
   * articlesTotal), and of the outcome when it completes (inserted, changed, deleted, total).
   */
  detail?: Record<string, number>;
}

export interface ClientToServerEvents {
  /** Ask to join `job:<id>`; answered with whether the caller may watch it. */
  'job.watch': (jobId: string, ack: (ok: boolean) => void) => void;
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
  /**
   * Sockets whose user may read `subject`: in one account (users, accounts), or anywhere for what
   * every tenant shares (roles, countries, modules). Joined at the handshake from the session's
   * rules; a change of access reconnects the user's sockets, so the rooms follow.
   */
  readers: (subject: string, accountId?: number | null) =>
    accountId === undefined ? `can:${subject}` : `account:${accountId}:can:${subject}`,
} as const;
