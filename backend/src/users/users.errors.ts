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
  notFound: {
    status: 404,
    code: 'user.not_found',
    message: 'User not found.',
  },
  emailTaken: {
    status: 400,
    code: 'user.email_taken',
    message: 'The email has already been taken',
  },
  usernameTaken: {
    status: 400,
    code: 'user.username_taken',
    message: 'The username has already been taken',
  },
  roleMissing: {
    status: 400,
    code: 'user.role.not_found',
    message: 'The selected role does not exist.',
  },
  accountMissing: {
    status: 400,
    code: 'user.account.not_found',
    message: 'The selected account does not exist.',
  },
  inviteAccepted: {
    status: 400,
    code: 'user.invite.accepted',
    message: 'This user has already accepted the invitation.',
  },
  deactivateSelf: {
    status: 400,
    code: 'user.self.deactivate',
    message: 'You cannot deactivate your own account.',
  },
  deleteSelf: {
    status: 400,
    code: 'user.self.delete',
    message: 'You cannot delete your own account.',
  },
  ownsRecords: {
    status: 409,
    code: 'user.owns_records',
    message: 'This user still owns records and cannot be deleted.',
  },
  avatarRequired: {
    status: 400,
    code: 'user.avatar.required',
    message: 'The avatar file is required.',
  },
  avatarTooLarge: {
    status: 400,
    code: 'user.avatar.too_large',
    message: 'The avatar must be at most 2 MB.',
  },
  avatarNotImage: {
    status: 400,
    code: 'user.avatar.not_image',
    message: 'The avatar must be a PNG or JPG image.',
  },
  avatarUnreadable: {
    status: 400,
    code: 'user.avatar.unreadable',
    message: 'The avatar image could not be read.',
  },
  avatarMissing: {
    status: 404,
    code: 'user.avatar.missing',
    message: 'This user has no avatar.',
  },
});
