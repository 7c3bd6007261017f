import { defineErrors } from '../core/http/error-codes';

/** Reports sent from the navbar's report-issue dialog. */
export const FEEDBACK_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'feedback.not_found',
    message: 'Feedback not found',
  },
});
