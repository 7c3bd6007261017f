import { Injectable } from '@nestjs/common';
import { rulesFor, type RoleLike } from '../core/access/ability.factory';
import { SessionCache } from '../core/access/session-cache';
import { roomOf, type AbilityRule, type ChangeAction } from '../core/realtime/event-map';
import { RealtimePublisher } from '../core/realtime/publisher';
import { RealtimeEvents } from '../core/realtime/realtime-events';

/**
 * What the users and roles domains tell browsers, always after their writes commit. Each also makes
 * every api node forget the user's cached sessions, so the next request reads the change.
 */
@Injectable()
export class UserEvents {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly events: RealtimeEvents,
    private readonly sessions: SessionCache,
  ) {}

  /** Live user lists: the user's account (and the previous one after a move) and the admins. */
  changed(
    action: ChangeAction,
    id: number,
    accountId: number | null,
    previousAccountId?: number | null,
  ) {
    this.sessions.forgetUsers([id]);
    const left =
      typeof previousAccountId === 'number' && previousAccountId !== accountId
        ? [roomOf.readers('user', previousAccountId)]
        : [];
    void this.events.publish('users.changed', { action, id, accountId }, left);
  }

  /** New ability rules to every listed user at once (one emit, whatever the number of users). */
  rulesChanged(userIds: number[], role: RoleLike | null) {
    if (userIds.length === 0) return;
    this.sessions.forgetUsers(userIds);
    const abilityRules = rulesFor(role) as AbilityRule[];
    this.publisher.to(
      userIds.map((id) => roomOf.user(id)),
      'auth.rules.updated',
      { abilityRules },
    );
    this.accessChanged(userIds);
  }

  /**
   * What the users may read changed (role, account): their sockets are detached, after the events
   * sent before, and the browser reconnects at once, joining the rooms its session now allows.
   */
  accessChanged(userIds: number[]) {
    if (userIds.length === 0) return;
    this.sessions.forgetUsers(userIds);
    this.publisher.disconnect(userIds.map((id) => roomOf.user(id)));
  }

  /** One sign-in ended (logout, or ended by the user elsewhere): only its own sockets go. */
  sessionEnded(sessionId: string) {
    this.sessions.forgetSession(sessionId);
    this.publisher.to(roomOf.session(sessionId), 'auth.session.ended');
    this.publisher.disconnect(roomOf.session(sessionId));
  }

  /** The user's sessions were revoked: tell their browsers, then detach their sockets. */
  sessionsEnded(userId: number) {
    this.sessions.forgetUsers([userId]);
    this.publisher.to(roomOf.user(userId), 'auth.session.ended');
    this.publisher.disconnect(roomOf.user(userId));
  }
}
