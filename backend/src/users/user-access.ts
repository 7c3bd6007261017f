import type { AuthUser } from '../core/access/auth-user';
import { holdsRole, isAdministrator } from '../core/access/grants';
import { DomainException } from '../core/http/domain-error';
import type { Role } from '../core/access/entities/role.entity';
import { USER_ERRORS } from './users.errors';
import type { UserScope } from './users.repository';

/** Administrators see every user; everyone else only the users of their own account. */
export const scopeOf = (actor: AuthUser): UserScope => ({
  all: isAdministrator(actor),
  accountId: actor.accountId,
});

/**
 * Non-administrators change only users whose role is no stronger than their own: never someone
 * holding Administrator Access, nor anyone holding a permission the actor lacks (whose email could
 * otherwise be changed and their password reset).
 */
export function assertMayChange(actor: AuthUser, target: { role?: Role | null }) {
  if (holdsRole(actor, target.role)) return;
  throw new DomainException(
    target.role?.isAdmin ? USER_ERRORS.adminTargetForbidden : USER_ERRORS.targetTooStrong,
  );
}

/** Non-administrators grant only roles whose permissions they hold themselves. */
export function assertMayGrant(actor: AuthUser, role: Role | null) {
  if (holdsRole(actor, role)) return;
  throw new DomainException(
    role?.isAdmin ? USER_ERRORS.adminRoleForbidden : USER_ERRORS.roleTooStrong,
  );
}
