import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import type { UserScope } from './users.repository';

export const ADMIN_ROLE_FORBIDDEN = 'You cannot assign a role with Administrator Access.';
export const ACCOUNT_MOVE_FORBIDDEN = 'You cannot move a user to another account.';
export const ADMIN_TARGET_FORBIDDEN = 'You cannot change a user with Administrator Access.';
export const LAST_ADMIN = 'At least one active administrator must remain.';

export const isAdministrator = (actor: AuthUser) => actor.ability.can('manage', 'all');

/** Administrators see every user; everyone else only the users of their own account. */
export const scopeOf = (actor: AuthUser): UserScope => ({
  all: isAdministrator(actor),
  accountId: actor.accountId,
});

/** Non-administrators may not touch users who hold Administrator Access. */
export function assertMayChange(actor: AuthUser, target: { role?: { isAdmin: boolean } | null }) {
  if (!isAdministrator(actor) && target.role?.isAdmin) {
    throw new ForbiddenException(ADMIN_TARGET_FORBIDDEN);
  }
}
