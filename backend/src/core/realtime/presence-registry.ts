import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../access/auth-user';
import type { PresenceKind } from './event-map';

/** Whether `user` may read record `id` (the same rule as the record's own read route). */
export type PresenceReadCheck = (user: AuthUser, id: number) => Promise<boolean>;

/**
 * What presence needs from the domains, without core depending on them: each domain whose records
 * show viewers registers its read check (articles, websites, users). A kind nobody registered
 * cannot be joined.
 */
@Injectable()
export class PresenceRegistry {
  private readonly checks = new Map<PresenceKind, PresenceReadCheck>();

  readable(kind: PresenceKind, check: PresenceReadCheck): void {
    this.checks.set(kind, check);
  }

  async mayView(user: AuthUser, kind: PresenceKind, id: number): Promise<boolean> {
    const check = this.checks.get(kind);
    return check ? check(user, id).catch(() => false) : false;
  }
}
