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
  /** Progress of a background job, sent to `job:<id>`. */
  'job.progress': (payload: JobProgress) => void;
}

export interface JobProgress {
  jobId: string;
  queue: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  message?: string;
}

export interface ClientToServerEvents {
  /** Ask to join `job:<id>`; answered with whether the caller may watch it. */
  'job.watch': (jobId: string, ack: (ok: boolean) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;

export const PUBLIC_ROOM = 'public';
export const roomOf = {
  user: (id: number | string) => `user:${id}`,
  account: (id: number | string) => `account:${id}`,
  website: (id: number | string) => `website:${id}`,
  job: (id: number | string) => `job:${id}`,
} as const;
