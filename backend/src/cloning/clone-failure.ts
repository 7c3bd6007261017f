import { DomainException } from '../core/http/domain-error';
import { WordPressError } from '../wordpress/wordpress.errors';
import { CloneAbort } from './clone-article.usecase';
import { CLONE_FAILURES } from './cloning.errors';

/** The stored code of a failure: the clone's own, or one for WordPress's reason. */
export function failureOf(error: unknown): { status: number; code: string; message: string } {
  if (error instanceof CloneAbort || error instanceof DomainException)
    return { status: 422, code: error.code, message: error.message };
  if ((error as { imageFailed?: boolean } | null)?.imageFailed) return CLONE_FAILURES.imageFailed;
  if (error instanceof WordPressError) {
    switch (error.reason) {
      case 'wrong-credentials':
      case 'missing-capability':
      case 'moved':
        return CLONE_FAILURES.refused;
      case 'unreachable':
      case 'timeout':
      case 'tls':
      case 'blocked-address':
      case 'invalid-url':
      case 'not-wordpress':
      case 'rest-disabled':
        return CLONE_FAILURES.unreachable;
      case 'malformed-response':
      case 'rate-limited':
      case 'server-error':
      case 'too-large':
      case 'unexpected-response':
        return CLONE_FAILURES.wordpressError;
    }
  }
  return CLONE_FAILURES.failed;
}

/** A WordPress failure of a synchronous call (trash), as the HTTP error people read. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof WordPressError)) return error;
  return new DomainException(failureOf(error), { message: error.detail });
}
