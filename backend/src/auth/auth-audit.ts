import type { Audit, AuditActor, AuditChange } from '../core/audit/audit-trail';
import type { User } from '../users/entities/user.entity';

type Audited = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'accountId'>;

/**
 * A user's own security events in the trail, under the user's record: a sign-in, a password
 * chosen (never its value), two-step sign-in turned on or off. `by` says who and from where: the
 * user, at the address and browser the request came from.
 */
export function securityAudit(
  user: Audited,
  by: AuditActor,
  action: 'signed-in' | 'updated',
  changes: AuditChange[] = [],
): Audit {
  return {
    by: { id: by.id, email: by.email, ip: by.ip, userAgent: by.userAgent },
    note: {
      subject: 'user',
      subjectId: user.id,
      label: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email,
      action,
      accountId: user.accountId ?? null,
      changes,
    },
  };
}

/** The change a new password makes: that it changed, nothing of it. */
export const NEW_PASSWORD: AuditChange[] = [{ field: 'password', secret: true }];

export const twoFactorChanged = (on: boolean): AuditChange[] => [
  { field: 'twoFactor', before: !on, after: on },
];
