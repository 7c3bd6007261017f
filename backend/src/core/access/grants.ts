import type { RoleLike } from './ability.factory';
import type { Action, Subject } from './subjects';

/** Anything that answers CASL's `can`: the backend's AppAbility and the browser's alike. */
interface Actor {
  ability: { can(action: Action, subject: Subject): boolean };
}

/**
 * The administrator check, once for the whole backend, and the rule that no one grants more than
 * they hold (ARCHITECTURE "No one grants more than they hold"). Pure: the browser imports it too,
 * to offer only the roles the server would accept.
 */
export const isAdministrator = (actor: Actor) => actor.ability.can('manage', 'all');

/**
 * Whether `actor` holds every permission `role` would give: a role that is no stronger than the
 * actor's own. No role at all gives nothing; Administrator Access is held by administrators only.
 */
export function holdsRole(
  actor: Actor,
  role: Pick<RoleLike, 'isAdmin' | 'permissions'> | null | undefined,
): boolean {
  if (isAdministrator(actor)) return true;
  if (!role) return true;
  if (role.isAdmin) return false;
  // The reads a role's write or create implies are implied for the actor alike.
  return role.permissions.every((p) => actor.ability.can(p.action, p.subject));
}
