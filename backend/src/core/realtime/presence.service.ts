import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AuthUser } from '../access/auth-user';
import { PeopleDirectory } from '../access/people-directory';
import { AppConfig } from '../config/env';
import { InjectRedis } from '../redis/redis.module';
import {
  PRESENCE_KINDS,
  roomOf,
  type PresenceJoined,
  type PresenceTarget,
  type PresenceViewer,
} from './event-map';
import { PresenceRegistry } from './presence-registry';
import { RealtimePublisher } from './publisher';

/**
 * An entry not refreshed for this long belongs to a socket whose node is gone. A socket's entries
 * are refreshed at each of its transport's heartbeats (SOCKET_PING_INTERVAL_MS, 10 s): three may
 * be missed before it counts as gone.
 */
export const PRESENCE_TTL_MS = 40_000;
/** Socket.IO's ping interval: each pong refreshes the socket's presence (see PRESENCE_TTL_MS). */
export const SOCKET_PING_INTERVAL_MS = 10_000;

/** The part of a socket presence needs: its id, its user, and joining or leaving a room. */
export interface PresenceSocket {
  id: string;
  join(room: string): unknown;
  leave(room: string): unknown;
}

const targetKey = ({ kind, id }: PresenceTarget) => `${kind}:${id}`;

/** A well-formed target from whatever a client sent, else null. */
export function presenceTarget(value: unknown): PresenceTarget | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (typeof kind !== 'string' || !(PRESENCE_KINDS as readonly string[]).includes(kind))
    return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { kind: kind as PresenceTarget['kind'], id };
}

/**
 * Who is viewing which record, across every api node: a sorted set per record in Redis whose
 * members are `<socketId>:<userId>` scored by when they expire. A socket's entries are refreshed at
 * each heartbeat of its own transport (no timer of ours); a socket that leaves or disconnects is
 * removed at once, and the entries of a node that died expire (the periodic PresenceSweep tells
 * the viewers). Every change is sent to the record's presence room as `presence.viewers`.
 */
@Injectable()
export class PresenceService {
  private readonly prefix: string;
  /** The records anyone views, across nodes: what the sweep looks at. */
  private readonly viewed: string;
  /** This node's sockets and the records each views: what their heartbeats refresh. */
  private readonly local = new Map<
    string,
    { userId: number; targets: Map<string, PresenceTarget> }
  >();

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly registry: PresenceRegistry,
    private readonly people: PeopleDirectory,
    private readonly publisher: RealtimePublisher,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:presence:`;
    this.viewed = `${config.REDIS_PREFIX}:presence-viewed`;
  }

  private key(target: PresenceTarget) {
    return `${this.prefix}${targetKey(target)}`;
  }

  /** Joins the record's room if the user may read it; answers with who is there (them included). */
  async join(socket: PresenceSocket, user: AuthUser, raw: unknown): Promise<PresenceJoined> {
    const target = presenceTarget(raw);
    if (!target || !(await this.registry.mayView(user, target.kind, target.id)))
      return { ok: false };
    const entry = this.local.get(socket.id) ?? { userId: user.id, targets: new Map() };
    entry.targets.set(targetKey(target), target);
    this.local.set(socket.id, entry);
    const key = this.key(target);
    await this.redis
      .multi()
      .zadd(key, Date.now() + PRESENCE_TTL_MS, `${socket.id}:${user.id}`)
      .pexpire(key, PRESENCE_TTL_MS * 2)
      .sadd(this.viewed, targetKey(target))
      .exec();
    await socket.join(roomOf.presence(target));
    const viewers = await this.announce(target);
    return { ok: true, viewers };
  }

  async leave(socket: PresenceSocket, raw: unknown): Promise<void> {
    const target = presenceTarget(raw);
    const entry = this.local.get(socket.id);
    if (!target || !entry?.targets.delete(targetKey(target))) return;
    await socket.leave(roomOf.presence(target));
    await this.remove(socket.id, entry.userId, [target]);
  }

  /** The socket is gone: it leaves every record it viewed. */
  async disconnected(socketId: string): Promise<void> {
    const entry = this.local.get(socketId);
    if (!entry) return;
    this.local.delete(socketId);
    await this.remove(socketId, entry.userId, [...entry.targets.values()]);
  }

  private async remove(socketId: string, userId: number, targets: PresenceTarget[]) {
    for (const target of targets) {
      await this.redis.zrem(this.key(target), `${socketId}:${userId}`).catch(() => 0);
      await this.announce(target).catch(() => undefined);
    }
  }

  /** The record's live viewers (expired entries dropped), told to its room. */
  private async announce(target: PresenceTarget): Promise<PresenceViewer[]> {
    const viewers = await this.viewers(target);
    this.publisher.to(roomOf.presence(target), 'presence.viewers', { ...target, viewers });
    return viewers;
  }

  async viewers(target: PresenceTarget): Promise<PresenceViewer[]> {
    const key = this.key(target);
    await this.redis.zremrangebyscore(key, '-inf', Date.now());
    const members = await this.redis.zrange(key, 0, -1);
    const ids = [...new Set(members.map((m) => Number(m.slice(m.lastIndexOf(':') + 1))))];
    const profiles = await this.people.profiles(ids);
    // In the order they arrived.
    return ids.flatMap((id) => profiles.filter((p) => p.id === id));
  }

  /** The socket's transport is alive (its pong came): its entries live another TTL. */
  async refresh(socketId: string): Promise<void> {
    const entry = this.local.get(socketId);
    if (!entry || entry.targets.size === 0) return;
    const expires = Date.now() + PRESENCE_TTL_MS;
    const refresh = this.redis.multi();
    for (const target of entry.targets.values()) {
      refresh.zadd(this.key(target), expires, `${socketId}:${entry.userId}`);
      refresh.pexpire(this.key(target), PRESENCE_TTL_MS * 2);
      refresh.sadd(this.viewed, targetKey(target));
    }
    await refresh.exec();
  }

  /**
   * Drops expired entries (a dead node's sockets) from every viewed record and tells who stays;
   * a record nobody views leaves the set. Answers how many records changed.
   */
  async sweep(): Promise<number> {
    let changed = 0;
    for (const name of await this.redis.smembers(this.viewed)) {
      const target = presenceTarget(parseTarget(name));
      if (!target) {
        await this.redis.srem(this.viewed, name);
        continue;
      }
      const dropped = await this.redis.zremrangebyscore(this.key(target), '-inf', Date.now());
      if (dropped > 0) {
        await this.announce(target);
        changed++;
      }
      if ((await this.redis.zcard(this.key(target))) === 0)
        await this.redis.srem(this.viewed, name);
    }
    return changed;
  }
}

/** `article:12` as the target it names (checked by presenceTarget). */
function parseTarget(name: string): unknown {
  const [kind, id] = name.split(':');
  return { kind, id: Number(id) };
}
