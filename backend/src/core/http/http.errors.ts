import { defineErrors } from './error-codes';

/**
 * Requests refused before any route sees them, and the generic failures every route shares: each
 * HTTP status Nest or a library answers with on its own gets one of these codes (see `toErrorBody`).
 */
export const HTTP_ERRORS = defineErrors({
  invalid: {
    status: 400,
    code: 'request.invalid',
    message: 'The request is not valid.',
  },
  signInRequired: {
    status: 401,
    code: 'auth.sign_in_required',
    message: 'You need to sign in to do this.',
  },
  forbidden: {
    status: 403,
    code: 'access.forbidden',
    message: 'You are not allowed to do this.',
  },
  notFound: {
    status: 404,
    code: 'route.not_found',
    message: 'Not found',
  },
  recordChanged: {
    status: 409,
    code: 'record.changed',
    message:
      'Someone else saved this meanwhile. Their version is shown; load it to edit on top of it.',
  },
  conflict: {
    status: 409,
    code: 'request.conflict',
    message: 'The request conflicts with the current state.',
  },
  unprocessable: {
    status: 422,
    code: 'request.unprocessable',
    message: 'The request cannot be processed.',
  },
  throttled: {
    status: 429,
    code: 'request.throttled',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  unknown: {
    status: 500,
    code: 'server.unknown',
    message: 'An unknown error occurred.',
  },
  crossOrigin: {
    status: 403,
    code: 'request.cross_origin',
    message: 'Requests from other sites are not accepted.',
  },
  unsupportedMediaType: {
    status: 415,
    code: 'request.unsupported_media_type',
    message: 'Send the request body as JSON (application/json; charset=utf-8).',
  },
  unsupportedCharset: {
    status: 415,
    code: 'request.unsupported_charset',
    message: 'Send the request body in UTF-8.',
  },
  tooLarge: {
    status: 413,
    code: 'request.too_large',
    message: 'The request body is too large.',
  },
  tooDeep: {
    status: 400,
    code: 'request.too_deep',
    message: 'The request body is nested too deeply.',
  },
  redisUnavailable: {
    status: 503,
    code: 'service.redis_unavailable',
    message:
      'The service is temporarily unavailable (Redis cannot be reached). Try again in a moment.',
  },
  databaseUnavailable: {
    status: 503,
    code: 'service.database_unavailable',
    message:
      'The service is temporarily unavailable (the database cannot be reached). Try again in a moment.',
  },
  malformedBody: {
    status: 400,
    code: 'request.malformed',
    message: 'The request body is not valid JSON.',
  },
});
