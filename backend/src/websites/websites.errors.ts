import { defineErrors, type DomainErrorSpec } from '../core/http/error-codes';
import type { WordPressFailure } from '../wordpress/wordpress.errors';

/** Websites, their assignments and their providers. */
export const WEBSITE_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'website.not_found',
    message: 'Website not found',
  },
  viewOnly: {
    status: 403,
    code: 'website.view_only',
    message: 'You have view-only access to this website.',
  },
  noAccount: {
    status: 403,
    code: 'website.no_account',
    message: 'You need to belong to an account to add websites.',
  },
  accountRequired: {
    status: 400,
    code: 'website.account.required',
    message: 'The account field is required.',
  },
  accountNotFound: {
    status: 400,
    code: 'website.account.not_found',
    message: 'Account not found',
  },
  userNotFound: {
    status: 400,
    code: 'website.user.not_found',
    message: 'User not found',
  },
  userOtherAccount: {
    status: 400,
    code: 'website.user.other_account',
    message: 'This user belongs to another account.',
  },
  userListedTwice: {
    status: 400,
    code: 'website.user.listed_twice',
    message: 'Each user may be listed once.',
  },
  aiProviderUnusable: {
    status: 400,
    code: 'website.ai_provider.unusable',
    message: 'Choose an active AI provider.',
  },
  /** Sent naming the website that holds the address (`… already connected as “Daily”.`). */
  urlTaken: {
    status: 409,
    code: 'website.url_taken',
    message: 'This WordPress address is already connected in this account.',
  },
  /**
   * The address moved to another origin while an application password is stored: the password
   * was entered for the old one and is not sent to the new one (answered on the `apiKey` field).
   */
  secretRebind: {
    status: 422,
    code: 'website.secret.rebind',
    message:
      'The new address is another site: enter the application password again, for this address.',
  },
  /**
   * The address now answers as another WordPress site than the one its articles came from
   * (`params`: `was`, `now`, the two home addresses).
   */
  identityChanged: {
    status: 409,
    code: 'website.identity_changed',
    message:
      'This address now answers as another WordPress site. Its articles and clone links belong to the site it was: confirm it is a new site to start its articles afresh, or add it as a new website.',
  },
  aiServiceUnusable: {
    status: 400,
    code: 'website.ai_service.unusable',
    message: 'Choose an active service of the AI provider.',
  },
  translationProviderUnusable: {
    status: 400,
    code: 'website.translation_provider.unusable',
    message: 'Choose an active translation provider.',
  },
});

/** Why verifying a website failed: every WordPress failure, and credentials not yet given. */
export type VerifyFailure = WordPressFailure | 'missing-credentials';

const VERIFY_FAILED = 'Failed to verify website.';
const verifyFailure = (reason: string): DomainErrorSpec => ({
  status: 422,
  code: `website.verify.${reason.replace(/-/g, '_')}`,
  message: VERIFY_FAILED,
});

/**
 * A failed verification answers 422 with the spec's "Failed to verify website.", a code per reason
 * (`website.verify.wrong_credentials`), the reason and the detail a person can act on.
 */
export const WEBSITE_VERIFY_ERRORS = defineErrors({
  'missing-credentials': verifyFailure('missing-credentials'),
  'wrong-credentials': verifyFailure('wrong-credentials'),
  'rest-disabled': verifyFailure('rest-disabled'),
  'missing-capability': verifyFailure('missing-capability'),
  'not-wordpress': verifyFailure('not-wordpress'),
  unreachable: verifyFailure('unreachable'),
  timeout: verifyFailure('timeout'),
  tls: verifyFailure('tls'),
  'blocked-address': verifyFailure('blocked-address'),
  'too-large': verifyFailure('too-large'),
  'invalid-url': verifyFailure('invalid-url'),
  moved: verifyFailure('moved'),
  'rate-limited': verifyFailure('rate-limited'),
  'server-error': verifyFailure('server-error'),
  'malformed-response': verifyFailure('malformed-response'),
  'unexpected-response': verifyFailure('unexpected-response'),
} satisfies Record<VerifyFailure, DomainErrorSpec>);
