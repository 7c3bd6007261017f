import { defineErrors } from '../../core/http/error-codes';

/** The account webhook's refusals and delivery failures (`errors.<code>` in the frontend). */
export const WEBHOOK_ERRORS = defineErrors({
  accountNotFound: {
    status: 404,
    code: 'account.not_found',
    message: 'Account not found.',
  },
  secretRequired: {
    status: 400,
    code: 'webhook.secret_required',
    message: 'Enter the signing secret: a secret is bound to the address it was entered for.',
  },
  none: {
    status: 409,
    code: 'webhook.none',
    message: 'This account has no webhook: save its address and secret first.',
  },
  refused: {
    status: 502,
    code: 'webhook.refused',
    message: 'The webhook refused the post: check its address and secret.',
  },
  unreachable: {
    status: 502,
    code: 'webhook.unreachable',
    message: 'The webhook could not be reached.',
  },
});
