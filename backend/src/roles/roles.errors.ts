import { defineErrors } from '../core/http/error-codes';

/** Roles: their names, their holders, and the role test. */
export const ROLE_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'role.not_found',
    message: 'Role not found.',
  },
  nameTaken: {
    status: 409,
    code: 'role.name_taken',
    message: 'A role with this name already exists.',
  },
  inUse: {
    status: 409,
    code: 'role.in_use',
    message: 'There are users assigned to this role.',
  },
  /** A role asked for write or create on a subject every tenant shares. */
  sharedSubject: {
    status: 422,
    code: 'role.permission.shared',
    message:
      'Roles, modules, providers, countries and settings are changed by administrators only: a role may grant read on them.',
  },
  testTarget: {
    status: 400,
    code: 'role.test.target',
    message: 'Give either a role or a user to test.',
  },
});
