import { defineErrors } from '../../core/http/error-codes';

/** A review refused at once — codes the frontend translates (`errors.<code>`). */
export const REVIEW_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'review.not_found',
    message: 'This copy does not exist or is not on a website you may publish on.',
  },
  notHeld: {
    status: 409,
    code: 'review.not_held',
    message: 'This copy no longer waits for review: someone sent or discarded it.',
  },
});
