import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/env';
import { InjectRedis } from '../redis/redis.module';
import type { AuthUser } from './auth-user';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_SESSIONS = 20_000;

type Forget =
  { sessionIds: string[] } | { userIds: number[] } | { websiteScopes: true } | { all: true };

/** The websites a non-administrator may read, as read for one account, in a scope era. */
interface WebsiteScope {
  accountId: number | null;
  websiteIds: readonly number[];
  era: number;
}

/**
 * Signed-in users by session id, so a request does not query its session, user and role: the
 * browser of a person at work sends bursts of requests. Whatever ends a session or changes a user
 * or a role forgets the entries at once on this node and, through Redis, on every other api node
 * (within milliseconds); the TTL bounds the damage of a lost message, and a subscriber that
 * reconnects forgets everything, since messages may have gone by meanwhile.
 *
 * Beside them, the websites each non-administrator may read (every article list asks): forgotten
 * with the user, and all at once whenever any website or assignment changes.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger(SessionCache.name);
  private readonly sessions = new LRUCache<string, AuthUser>({
    max: MAX_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
  });
  private readonly scopes = new LRUCache<number, WebsiteScope>({
    max: MAX_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
  });
  /**
   * Moves on every forget. A lookup that started before a forget does not store its answer: it may
   * have read the row the forget was about.
   */
  private generation = 0;
  /**
   * Moves whenever any website or assignment changes: every scope stored before is stale at once.
   * (Clearing the cache instead costs time in proportion to its capacity, twice per change and node:
   * about 0.3 ms of every website PATCH.)
   */
  private scopeEra = 0;
  private subscriber: Redis | null = null;
  /** Entries are only kept while this node hears what other nodes forget. */
  private listening = false;
  private readonly channel: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:sessions:forget`;
  }

  onModuleInit() {
    if (!this.config.runsApi) return;
    // Unlike the shared connection, its SUBSCRIBE waits for the connection instead of failing:
    // no command timeout (the shared one's second, inherited, failed the app's start on a busy
    // machine), and the start does not wait for it. Sessions are cached once it listens.
    this.subscriber = this.redis.duplicate({
      enableAutoPipelining: false,
      enableOfflineQueue: true,
      commandTimeout: undefined,
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      this.apply(JSON.parse(message) as Forget);
    });
    this.subscriber.on('error', (error: Error) => this.log.warn(error.message));
    this.subscriber.on('close', () => {
      this.listening = false;
      this.apply({ all: true });
    });
    const subscriber = this.subscriber;
    void subscriber.subscribe(this.channel).then(
      () => {
        this.listening = true;
        // ioredis subscribes again after a reconnect; what was said meanwhile is lost.
        subscriber.on('ready', () => {
          this.apply({ all: true });
          this.listening = true;
        });
      },
      (error: Error) => this.log.warn(`Sessions are not cached: ${error.message}`),
    );
  }

  async onApplicationShutdown() {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** A ticket to pass to `store`: taken before reading the session from the database. */
  ticket(): number {
    return this.generation;
  }

  get(sessionId: string, userId: number): AuthUser | undefined {
    const user = this.sessions.get(sessionId);
    return user?.id === userId ? user : undefined;
  }

  store(ticket: number, user: AuthUser, expiresAt: Date) {
    if (ticket !== this.generation || !this.listening) return;
    const ttl = Math.min(SESSION_CACHE_TTL_MS, expiresAt.getTime() - Date.now());
    // Shared by the requests of the session from now on: nobody may change it.
    if (ttl > 0) this.sessions.set(user.sessionId, Object.freeze(user), { ttl });
  }

  websiteScope(userId: number, accountId: number | null): readonly number[] | undefined {
    const scope = this.scopes.get(userId);
    return scope?.accountId === accountId && scope.era === this.scopeEra
      ? scope.websiteIds
      : undefined;
  }

  storeWebsiteScope(
    ticket: number,
    userId: number,
    accountId: number | null,
    websiteIds: number[],
  ) {
    if (ticket !== this.generation || !this.listening) return;
    this.scopes.set(userId, {
      accountId,
      websiteIds: Object.freeze([...websiteIds]),
      era: this.scopeEra,
    });
  }

  /** A website or its assignments changed: every user's scope is read again. */
  forgetWebsiteScopes() {
    this.forget({ websiteScopes: true });
  }

  forgetSession(sessionId: string) {
    this.forget({ sessionIds: [sessionId] });
  }

  forgetUsers(userIds: number[]) {
    if (userIds.length > 0) this.forget({ userIds });
  }

  forgetAll() {
    this.forget({ all: true });
  }

  private forget(what: Forget) {
    this.apply(what);
    this.redis
      .publish(this.channel, JSON.stringify(what))
      .catch((error: Error) => this.log.warn(`could not tell other nodes: ${error.message}`));
  }

  private apply(what: Forget) {
    this.generation++;
    if ('all' in what) {
      this.sessions.clear();
      this.scopes.clear();
    } else if ('websiteScopes' in what) {
      this.scopeEra++;
    } else if ('sessionIds' in what) {
      for (const id of what.sessionIds) this.sessions.delete(id);
    } else {
      const users = new Set(what.userIds);
      for (const [sessionId, user] of this.sessions.entries()) {
        if (users.has(user.id)) this.sessions.delete(sessionId);
      }
      for (const id of users) this.scopes.delete(id);
    }
  }
}
