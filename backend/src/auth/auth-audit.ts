import type { Audit, AuditActor, AuditChange } from '../core/audit/audit-trail';
import type { User } from '../users/entities/user.entity';

type Audited = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'accountId'>;

/**
 * A user's own security events in the trail, under the user's record and by the user: a sign-in,
 * a password chosen (never its value), two-step sign-in turned on or off, from the address and
 * browser the request came from.
 */
export function securityAudit(
  user: Audited,
  from: Pick<AuditActor, 'ip' | 'userAgent'>,
  action: 'signed-in' | 'updated',
  changes: AuditChange[] = [],
): Audit {
  return {
    by: { id: user.id, email: user.email, ip: from.ip, userAgent: from.userAgent },
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
