import { defineErrors, type DomainErrorSpec } from '../../core/http/error-codes';

/**
 * Why a sync run failed, by code: job history keeps the code, so the Jobs page, the website and
 * live events show the reason in the viewer's language (the stored English detail may name hosts).
 */
/** Why a sync cannot start (answered at once, before anything is queued). */
export const SYNC_ERRORS = defineErrors({
  notVerified: {
    status: 422,
    code: 'sync.not_verified',
    message: 'Failed to synchronize articles content',
  },
});

export const SYNC_FAILURES = defineErrors({
  'missing-credentials': {
    status: 422,
    code: 'sync.missing_credentials',
    message: 'The website has no API username or application password: add them and verify it.',
  },
  'wrong-credentials': {
    status: 502,
    code: 'sync.wrong_credentials',
    message:
      'WordPress refused the API username or application password. Check both, and that the application password has not been revoked.',
  },
  'rest-disabled': {
    status: 502,
    code: 'sync.rest_disabled',
    message:
      'The WordPress REST API route was not found: the REST API is disabled or blocked on this site.',
  },
  'missing-capability': {
    status: 502,
    code: 'sync.missing_capability',
    message:
      'The WordPress user may not read posts in every status. Use an Editor or Administrator account.',
  },
  'not-wordpress': {
    status: 502,
    code: 'sync.not_wordpress',
    message: 'The address does not answer as a WordPress site.',
  },
  unreachable: {
    status: 502,
    code: 'sync.unreachable',
    message: 'Cannot connect to the website. Check the address and that the site is online.',
  },
  timeout: {
    status: 504,
    code: 'sync.timeout',
    message:
      'The website did not answer in time. Try again later, or check that the site is not overloaded.',
  },
  tls: {
    status: 502,
    code: 'sync.tls',
    message: "The website's HTTPS certificate could not be verified.",
  },
  'blocked-address': {
    status: 502,
    code: 'sync.blocked_address',
    message:
      'The website points to a private, local or reserved network address, which outbound calls may not reach.',
  },
  'too-large': {
    status: 502,
    code: 'sync.too_large',
    message: 'The website sent a response that is too large.',
  },
  'invalid-url': {
    status: 422,
    code: 'sync.invalid_url',
    message: 'The website address is not valid.',
  },
  moved: {
    status: 502,
    code: 'sync.moved',
    message:
      "The website sent the call to another address than the one its application password was entered for. If the site moved, change the website's address and enter the application password again.",
  },
  'rate-limited': {
    status: 502,
    code: 'sync.rate_limited',
    message: 'WordPress is limiting requests (429 Too Many Requests).',
  },
  'server-error': {
    status: 502,
    code: 'sync.server_error',
    message: 'WordPress answered with a server error. The site may be overloaded or broken.',
  },
  'malformed-response': {
    status: 502,
    code: 'sync.malformed_response',
    message:
      'WordPress sent a response that is not valid JSON (a plugin or the server may have printed an error).',
  },
  'unexpected-response': {
    status: 502,
    code: 'sync.unexpected_response',
    message: 'WordPress answered in a way the synchronization did not expect.',
  },
  'page-server-error': {
    status: 502,
    code: 'sync.page_server_error',
    message:
      'WordPress answered with a server error on a page of the posts. The site may be overloaded or broken.',
  },
  'page-failed': {
    status: 502,
    code: 'sync.page_failed',
    message: 'WordPress did not send a page of the posts.',
  },
  unexpected: {
    status: 500,
    code: 'sync.unexpected',
    message:
      'An unexpected error stopped the synchronization. It has been logged for the administrators.',
  },
});

/** The failure of a sync by the reason its error names (a WordPressError, a SyncAbort). */
export function syncFailure(reason: string | undefined): DomainErrorSpec {
  return (
    (SYNC_FAILURES as Record<string, DomainErrorSpec>)[reason ?? ''] ?? SYNC_FAILURES.unexpected
  );
}
