import { defineErrors } from '../core/http/error-codes';

/** The audit trail's list and export. */
export const AUDIT_ERRORS = defineErrors({
  badCursor: {
    status: 400,
    code: 'audit.bad_cursor',
    message: 'The cursor is not valid.',
  },
});
