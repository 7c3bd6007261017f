import { Injectable } from '@nestjs/common';
import { rulesFor, type RoleLike } from '../core/access/ability.factory';
import { SessionCache } from '../core/access/session-cache';
import {
  ADMINS_ROOM,
  roomOf,
  type AbilityRule,
  type ChangeAction,
} from '../core/realtime/event-map';
import { RealtimePublisher } from '../core/realtime/publisher';

/**
 * What the users and roles domains tell browsers, always after their writes commit. Each also makes
 * every api node forget the user's cached sessions, so the next request reads the change.
 */
@Injectable()
export class UserEvents {
  constructor(
    private readonly publisher: RealtimePublisher,
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
    const accounts = new Set([accountId, previousAccountId].filter((a) => typeof a === 'number'));
    const rooms = [ADMINS_ROOM, ...[...accounts].map((a) => roomOf.account(a))];
    this.publisher.to(rooms, 'users.changed', { action, id, accountId });
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
  }

  /** The user's sessions were revoked: tell their browsers, then detach their sockets. */
  sessionsEnded(userId: number) {
    this.sessions.forgetUsers([userId]);
    this.publisher.to(roomOf.user(userId), 'auth.session.ended');
    this.publisher.disconnect(roomOf.user(userId));
  }
}
