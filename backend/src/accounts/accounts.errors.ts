import { defineErrors } from '../core/http/error-codes';

/** Accounts and their plans. */
export const ACCOUNT_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'account.not_found',
    message: 'Account not found',
  },
  hasMembers: {
    status: 409,
    code: 'account.has_members',
    message: 'Cannot delete account with active users or websites.',
  },
  planRequired: {
    status: 400,
    code: 'account.plan.required',
    message: 'Plan is required',
  },
  planUnknown: {
    status: 400,
    code: 'account.plan.unknown',
    message: 'Choose one of the plans: Free, Premium or Enterprise.',
  },
  planMismatch: {
    status: 400,
    code: 'account.plan.mismatch',
    message: 'plan and planId name different plans.',
  },
  planNotFound: {
    status: 404,
    code: 'account.plan.not_found',
    message: 'Plan not found',
  },
  planAdminsOnly: {
    status: 403,
    code: 'account.plan.admins_only',
    message: 'Only administrators can change the plan of an account.',
  },
});
