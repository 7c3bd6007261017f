import { HttpStatus } from '@nestjs/common';
import { defineErrors } from './domain-error';

/** Requests refused before any route sees them. */
export const HTTP_ERRORS = defineErrors({
  crossOrigin: {
    status: HttpStatus.FORBIDDEN,
    code: 'request.cross_origin',
    message: 'Requests from other sites are not accepted.',
  },
  unsupportedMediaType: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'request.unsupported_media_type',
    message: 'Send the request body as JSON (application/json; charset=utf-8).',
  },
  unsupportedCharset: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'request.unsupported_charset',
    message: 'Send the request body in UTF-8.',
  },
  tooLarge: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    code: 'request.too_large',
    message: 'The request body is too large.',
  },
  tooDeep: {
    status: HttpStatus.BAD_REQUEST,
    code: 'request.too_deep',
    message: 'The request body is nested too deeply.',
  },
  malformedBody: {
    status: HttpStatus.BAD_REQUEST,
    code: 'request.malformed',
    message: 'The request body is not valid JSON.',
  },
});
