import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../core/http/domain-error';

/** What a user write may be refused for, each with its stable code. */
export const USER_ERRORS = defineErrors({
  adminRoleForbidden: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.role.admin_forbidden',
    message: 'You cannot assign a role with Administrator Access.',
  },
  roleTooStrong: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.role.too_strong',
    message: 'You cannot assign a role with permissions you do not hold.',
  },
  ownRole: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.role.own',
    message: 'You cannot change your own role.',
  },
  accountMoveForbidden: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.account.move_forbidden',
    message: 'You cannot move a user to another account.',
  },
  adminTargetForbidden: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.target.admin',
    message: 'You cannot change a user with Administrator Access.',
  },
  targetTooStrong: {
    status: HttpStatus.FORBIDDEN,
    code: 'user.target.too_strong',
    message: 'You cannot change a user whose role has permissions you do not hold.',
  },
  lastAdmin: {
    status: HttpStatus.CONFLICT,
    code: 'user.last_admin',
    message: 'At least one active administrator must remain.',
  },
});
