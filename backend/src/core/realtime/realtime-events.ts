import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LRUCache } from 'lru-cache';
import {
  ADMINS_ROOM,
  PUBLIC_ROOM,
  roomOf,
  type ServerEventName,
  type ServerEventPayload,
} from './event-map';
import { ChangeSequence } from './change-sequence';
import { RealtimePublisher } from './publisher';
import { WebsiteWatchPolicy } from './website-watch.policy';

type Rooms = string | string[];
/** Who may read what a website holds: its assigned users and the administrators. */
interface Audience {
  website(id: number): Promise<string[]>;
}

/** The domain events: announced by services after they commit, to the rooms the map names. */
export type DomainEvent = Extract<
  ServerEventName,
  | `${string}.changed`
  | 'job.progress'
  | 'job.completed'
  | 'job.failed'
  | 'job.text'
  | 'app.info.updated'
  | 'analytics.live'
  | 'article.assigned'
>;
type Rule<E extends DomainEvent> = (
  payload: ServerEventPayload<E>[0],
  audience: Audience,
) => Rooms | Promise<Rooms>;

const owner = (userId: number | null) => (userId !== null ? [roomOf.user(userId)] : []);

/**
 * THE map of each domain event to the rooms that hear it: only sockets whose user may read the
 * subject (rooms joined from the session's rules; a change of access reconnects them). A new
 * event is one line here and one in the frontend's live table.
 */
export const EVENT_ROOMS: { [E in DomainEvent]: Rule<E> } = {
  'app.info.updated': () => PUBLIC_ROOM,
  // The user's account and the administrators (a move also tells the account it left).
  'users.changed': ({ accountId }) => [
    ADMINS_ROOM,
    ...(accountId !== null ? [roomOf.readers('user', accountId)] : []),
  ],
  'roles.changed': () => roomOf.readers('role'),
  // Countries are read with read on users (spec §6).
  'countries.changed': () => roomOf.readers('user'),
  'modules.changed': () => roomOf.readers('module'),
  'accounts.changed': ({ id }) => [ADMINS_ROOM, roomOf.readers('account', id)],
  'websites.changed': ({ id }, audience) => audience.website(id),
  'articles.changed': ({ websiteId }, audience) => audience.website(websiteId),
  'article.assigned': ({ userId }) => roomOf.user(userId),
  // A run on a website: that website's audience; any other: its starter and the administrators.
  'jobs.changed': async ({ websiteId, userId }, audience) => [
    ...(websiteId !== null ? await audience.website(websiteId) : [ADMINS_ROOM]),
    ...owner(userId),
  ],
  'job.progress': ({ jobId }) => roomOf.job(jobId),
  'job.completed': ({ jobId }) => roomOf.job(jobId),
  'job.failed': ({ jobId }) => roomOf.job(jobId),
  'job.text': ({ jobId }) => roomOf.job(jobId),
  'providers.changed': () => roomOf.readers('external-provider'),
  'clones.changed': async ({ sourceWebsiteId, websiteId }, audience) => [
    ...(await audience.website(sourceWebsiteId)),
    ...(await audience.website(websiteId)),
  ],
  'prompts.changed': ({ websiteId }, audience) =>
    websiteId === null ? [ADMINS_ROOM, roomOf.readers('prompt')] : audience.website(websiteId),
  'feedbacks.changed': ({ accountId }) => [
    ADMINS_ROOM,
    ...(accountId !== null ? [roomOf.readers('feedback', accountId)] : []),
  ],
  'analytics.live': ({ accountId }) => [ADMINS_ROOM, roomOf.readers('analytics', accountId)],
  'analytics.changed': ({ accountId }) => [ADMINS_ROOM, roomOf.readers('analytics', accountId)],
  'notifications.changed': ({ userId }) => roomOf.user(userId),
  'audit.changed': ({ accountId }) => [
    ADMINS_ROOM,
    ...(accountId !== null ? [roomOf.readers('audit', accountId)] : []),
  ],
};

/** A website's audience is read at most once a second per website (a sync announces often). */
const AUDIENCE_TTL_MS = 1000;

/** Publishes domain events to the rooms EVENT_ROOMS names, on every api node. */
@Injectable()
export class RealtimeEvents {
  private readonly audiences = new LRUCache<number, Promise<string[]>>({
    max: 1000,
    ttl: AUDIENCE_TTL_MS,
  });

  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly modules: ModuleRef,
    private readonly sequence: ChangeSequence,
  ) {}

  private readonly audience: Audience = {
    website: (id) => {
      const known = this.audiences.get(id);
      if (known) return known;
      const rooms = this.modules.get(WebsiteWatchPolicy, { strict: false }).audienceOf(id);
      this.audiences.set(id, rooms);
      rooms.catch(() => this.audiences.delete(id));
      return rooms;
    },
  };

  /**
   * Call after the write committed. `also`: rooms read before the write that must hear it too
   * (a website's users before it was deleted or they were unassigned).
   */
  async publish<E extends DomainEvent>(
    event: E,
    payload: ServerEventPayload<E>[0],
    also: string[] = [],
  ): Promise<void> {
    if (event === 'websites.changed') this.audiences.delete((payload as { id: number }).id);
    const rooms = [await EVENT_ROOMS[event](payload, this.audience)].flat();
    const all = [...new Set([...rooms, ...also])];
    // Counted before this node's browsers can refetch (the INCR leaves on the shared connection
    // their refetch reads from); not awaited, so events leave in the order they were announced.
    if (event.endsWith('.changed')) {
      const { websiteId } = payload as { websiteId?: unknown };
      void this.sequence.bump(event, typeof websiteId === 'number' ? websiteId : undefined);
    }
    (this.publisher.to as (r: string[], e: E, p: unknown) => void)(all, event, payload);
  }
}
