import { defineErrors } from '../core/http/error-codes';

/** What a user write may be refused for, each with its stable code. */
export const USER_ERRORS = defineErrors({
  adminRoleForbidden: {
    status: 403,
    code: 'user.role.admin_forbidden',
    message: 'You cannot assign a role with Administrator Access.',
  },
  roleTooStrong: {
    status: 403,
    code: 'user.role.too_strong',
    message: 'You cannot assign a role with permissions you do not hold.',
  },
  ownRole: {
    status: 403,
    code: 'user.role.own',
    message: 'You cannot change your own role.',
  },
  accountMoveForbidden: {
    status: 403,
    code: 'user.account.move_forbidden',
    message: 'You cannot move a user to another account.',
  },
  adminTargetForbidden: {
    status: 403,
    code: 'user.target.admin',
    message: 'You cannot change a user with Administrator Access.',
  },
  targetTooStrong: {
    status: 403,
    code: 'user.target.too_strong',
    message: 'You cannot change a user whose role has permissions you do not hold.',
  },
  lastAdmin: {
    status: 409,
    code: 'user.last_admin',
    message: 'At least one active administrator must remain.',
  },
});
