import { defineErrors } from './error-codes';

/** Requests refused before any route sees them. */
export const HTTP_ERRORS = defineErrors({
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
