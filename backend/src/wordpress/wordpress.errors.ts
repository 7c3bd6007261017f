import type { OutboundFailureReason } from '../core/security/outbound-http';

/** Why talking to a WordPress site failed, in terms a person can act on. */
export type WordPressFailure =
  | 'wrong-credentials'
  | 'rest-disabled'
  | 'missing-capability'
  | 'not-wordpress'
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'blocked-address'
  | 'too-large'
  | 'invalid-url'
  | 'moved'
  | 'rate-limited'
  | 'server-error'
  | 'malformed-response'
  | 'unexpected-response';

export class WordPressError extends Error {
  constructor(
    readonly reason: WordPressFailure,
    /** A sentence for the user: what is wrong and what to do. Never carries a secret. */
    readonly detail: string,
    readonly status?: number,
    /** WordPress's own error code (`rest_post_invalid_page_number`), when it sent one. */
    readonly restCode?: string,
    /** The site's host, when the sentence names it. */
    readonly host?: string,
  ) {
    super(detail);
    this.name = 'WordPressError';
  }

  /**
   * A failure retrying cannot fix (a refused password, a missing right, a blocked or moved
   * address): the job pipeline ends the run at once instead of retrying it.
   */
  get permanent(): boolean {
    return PERMANENT.has(this.reason);
  }

  /** The values `detail` names (the host, WordPress's status), for its translation by code. */
  get params(): Record<string, string | number> | undefined {
    const params = {
      ...(this.host ? { host: this.host } : {}),
      ...(this.status ? { status: this.status } : {}),
    };
    return Object.keys(params).length ? params : undefined;
  }
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Maps a transport failure to the reason and sentence shown to the user. */
export function fromTransport(
  reason: OutboundFailureReason,
  message: string,
  url: string,
): WordPressError {
  const error = transportError(reason, message, url);
  return new WordPressError(error.reason, error.detail, undefined, undefined, host(url));
}

function transportError(
  reason: OutboundFailureReason,
  message: string,
  url: string,
): WordPressError {
  switch (reason) {
    case 'unreachable':
      return new WordPressError(
        'unreachable',
        `Cannot connect to ${host(url)} (${message.replace(/^Cannot connect: /, '')}). Check the address and that the site is online.`,
      );
    case 'timeout':
      return new WordPressError(
        'timeout',
        `${host(url)} did not answer in time. Try again later, or check that the site is not overloaded.`,
      );
    case 'tls':
      return new WordPressError(
        'tls',
        `The HTTPS certificate of ${host(url)} could not be verified (${message.replace(/^TLS error: /, '')}). Fix the certificate or use the site's correct address.`,
      );
    case 'blocked-address':
      return new WordPressError(
        'blocked-address',
        `${host(url)} points to a private, local or reserved network address, which outbound calls may not reach.`,
      );
    case 'too-large':
      return new WordPressError('too-large', `${host(url)} sent a response that is too large.`);
    case 'too-many-redirects':
      return new WordPressError(
        'unreachable',
        `${host(url)} redirects too many times. Use the site's final address.`,
      );
    case 'invalid-url':
      return new WordPressError(
        'invalid-url',
        `${message} Use an address like https://example.com.`,
      );
    case 'secret-origin':
      return new WordPressError(
        'moved',
        `${host(url)} sent the call to another address than the one its application password was entered for (a redirect, or a REST API elsewhere). If the site moved, change the website's address and enter the application password again.`,
      );
  }
}

/**
 * WordPress failures a retry cannot fix (the credentials, the user's rights, the address): a job
 * that meets one ends at once instead of retrying.
 */
const PERMANENT: ReadonlySet<WordPressFailure> = new Set([
  'wrong-credentials',
  'missing-capability',
  'invalid-url',
  'blocked-address',
  'moved',
]);

/** A REST error body: `{ code, message, data: { status } }`. */
export interface RestErrorBody {
  code?: string;
  message?: string;
  data?: { params?: Record<string, unknown> };
}

/** WordPress's answer to a page number past the last page of a list. */
export const PAST_LAST_PAGE = 'rest_post_invalid_page_number';

/** Maps a non-2xx REST answer (its status and JSON body, when there is one). */
export function fromRestStatus(status: number, body: RestErrorBody | null): WordPressError {
  const error = fromRest(status, body);
  return body?.code
    ? new WordPressError(error.reason, error.detail, error.status, body.code)
    : error;
}

function fromRest(status: number, body: RestErrorBody | null): WordPressError {
  const code = body?.code ?? '';
  // Asked for drafts and private posts as an anonymous visitor: WordPress no longer takes the
  // application password (revoked, or the user lost the capability) and refuses the statuses.
  if (status === 400 && code === 'rest_invalid_param' && body?.data?.params?.status !== undefined) {
    return new WordPressError(
      'wrong-credentials',
      'WordPress refused the application password (it answered as to a visitor, who may not read drafts or private posts). Check the API username and application password, then verify the website again.',
      status,
    );
  }
  if (status === 401 || code === 'incorrect_password' || code === 'invalid_username') {
    return new WordPressError(
      'wrong-credentials',
      'WordPress refused the API username or application password. Check both, and that the application password has not been revoked.',
      status,
    );
  }
  if (status === 429) {
    return new WordPressError(
      'rate-limited',
      'WordPress is limiting requests (429 Too Many Requests). The synchronization will try again.',
      status,
    );
  }
  if (status >= 500) {
    return new WordPressError(
      'server-error',
      `WordPress answered with a server error (${status}). The site may be overloaded or broken.`,
      status,
    );
  }
  if (code === 'rest_forbidden_status' || code === 'rest_forbidden_context' || status === 403) {
    return new WordPressError(
      'missing-capability',
      'The WordPress user may not read posts in every status. Use an Editor or Administrator account.',
      status,
    );
  }
  if (status === 404) {
    return new WordPressError(
      'rest-disabled',
      'The WordPress REST API route was not found: the REST API is disabled or blocked on this site.',
      status,
    );
  }
  return new WordPressError(
    'unexpected-response',
    `WordPress answered ${status}${body?.message ? `: ${body.message}` : ''}.`,
    status,
  );
}

export const MALFORMED = () =>
  new WordPressError(
    'malformed-response',
    'WordPress sent a response that is not valid JSON (a plugin or the server may have printed an error).',
  );
