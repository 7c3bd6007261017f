import { defineErrors } from '../core/http/error-codes';

/** Traffic analytics: the beacon, the reports and the goals. */
export const ANALYTICS_ERRORS = defineErrors({
  invalidBeacon: {
    status: 400,
    code: 'analytics.invalid_beacon',
    message: 'The page view is not valid.',
  },
  invalidRange: {
    status: 400,
    code: 'analytics.invalid_range',
    message: 'Choose a valid date range.',
  },
  goalNotFound: {
    status: 404,
    code: 'analytics.goal.not_found',
    message: 'Goal not found',
  },
  goalTaken: {
    status: 409,
    code: 'analytics.goal.taken',
    message: 'This website already has that goal.',
  },
});
