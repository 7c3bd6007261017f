import { defineErrors } from '../core/http/error-codes';

/** The dashboard's statistics. */
export const DASHBOARD_ERRORS = defineErrors({
  rangeInverted: {
    status: 400,
    code: 'dashboard.range_inverted',
    message: 'The end of the range must come after its start.',
  },
});
