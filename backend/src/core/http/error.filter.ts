import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { loggedUrl } from '../logging/logging.module';
import { isDatabaseUnavailable } from '../database/db-errors';
import { isRedisUnavailable } from '../redis/redis-errors';
import type { ErrorParams } from './domain-error';
import type { DomainErrorSpec } from './error-codes';
import { HTTP_ERRORS } from './http.errors';
import { RecordChangedException, type RecordChange } from './record-versions';
import { InvalidInputException, type FieldErrors } from './validation';

export interface ErrorBody {
  statusCode: number;
  /**
   * Stable and dotted (`user.role.too_strong`, `request.invalid`): what clients translate by
   * (`errors.<code>`). Every answer has one; with `errors`, it describes the leading message.
   */
  code: string;
  message: string;
  /**
   * The values `message` names (`{ count: 3 }`, `{ name: 'Italy' }`), when it names any: clients
   * put them into their translation of `errors.<code>`.
   */
  params?: ErrorParams;
  errors?: FieldErrors;
  /** `record.changed`: the record as it is now, and who saved it meanwhile. */
  changed?: RecordChange;
  /** A domain error's reason and the sentence a person can act on (e.g. a failed verification). */
  reason?: string;
  detail?: string;
}

/** Spec §8: what a user sees when something unexpected fails. */
export const UNKNOWN_ERROR = HTTP_ERRORS.unknown.message;

/** The generic code of a status Nest, a guard or a library answers with on its own. */
const GENERIC_BY_STATUS = new Map<number, DomainErrorSpec>(
  [
    HTTP_ERRORS.invalid,
    HTTP_ERRORS.signInRequired,
    HTTP_ERRORS.forbidden,
    HTTP_ERRORS.notFound,
    HTTP_ERRORS.conflict,
    HTTP_ERRORS.tooLarge,
    HTTP_ERRORS.unsupportedMediaType,
    HTTP_ERRORS.unprocessable,
    HTTP_ERRORS.throttled,
  ].map((spec) => [spec.status, spec]),
);

const genericCode = (status: number): string =>
  (GENERIC_BY_STATUS.get(status) ?? (status >= 500 ? HTTP_ERRORS.unknown : HTTP_ERRORS.invalid))
    .code;

/** The one error shape: `{ statusCode, code, message, errors? }`. Unexpected errors never leak details. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const body = toErrorBody(exception);
    // An unexpected failure is logged with its stack; a known outage (a coded 503) in one line.
    // Either names its request as the access line does (id, method, path).
    if (body.statusCode >= 500) {
      const request = host.switchToHttp().getRequest<Request & { id?: unknown }>();
      const req = { id: request.id, method: request.method, url: loggedUrl(request.originalUrl) };
      if (body.code !== HTTP_ERRORS.unknown.code) {
        this.logger.warn({ req, msg: `${body.code}: ${body.message}` });
      } else this.logger.error({ req, err: exception });
    }
    // A route's own headers (an image type, a year of caching) were set before it failed.
    response.removeHeader('Content-Disposition');
    response.setHeader('Cache-Control', 'no-store');
    response.type('application/json').status(body.statusCode).json(body);
  }
}

const unknownError = (statusCode: number = HttpStatus.INTERNAL_SERVER_ERROR): ErrorBody => ({
  statusCode,
  code: HTTP_ERRORS.unknown.code,
  message: UNKNOWN_ERROR,
});

export function toErrorBody(exception: unknown): ErrorBody {
  if (isRedisUnavailable(exception)) {
    const { status, code, message } = HTTP_ERRORS.redisUnavailable;
    return { statusCode: status, code, message };
  }
  if (isDatabaseUnavailable(exception)) {
    const { status, code, message } = HTTP_ERRORS.databaseUnavailable;
    return { statusCode: status, code, message };
  }
  if (exception instanceof InvalidInputException) {
    return {
      statusCode: 400,
      code: HTTP_ERRORS.invalid.code,
      message: exception.message,
      errors: exception.errors,
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const raw = exception.getResponse();
    let message = exception.message;
    let errors: FieldErrors | undefined;
    let code: string | undefined;
    let params: ErrorParams | undefined;
    let domain: Pick<ErrorBody, 'reason' | 'detail'> = {};
    if (typeof raw === 'object' && raw !== null) {
      const r = raw as {
        message?: unknown;
        errors?: FieldErrors;
        reason?: unknown;
        detail?: unknown;
        code?: unknown;
        params?: unknown;
      };
      if (Array.isArray(r.message)) message = String(r.message[0] ?? message);
      else if (typeof r.message === 'string') message = r.message;
      errors = r.errors;
      if (typeof r.reason === 'string' && typeof r.detail === 'string') {
        domain = { reason: r.reason, detail: r.detail };
      }
      if (typeof r.code === 'string') code = r.code;
      if (isParams(r.params)) params = r.params;
    }
    // A coded 5xx (a store that cannot be reached) says so; any other never leaks details.
    if (statusCode >= 500 && !code) return unknownError(statusCode);
    // Nest's own refusals (an unknown route, a guard, the throttler) get their status's code.
    code ??= genericCode(statusCode);
    return {
      statusCode,
      code,
      message,
      ...(params ? { params } : {}),
      ...(errors ? { errors } : {}),
      ...domain,
      ...(exception instanceof RecordChangedException ? { changed: exception.changed } : {}),
    };
  }
  return unknownError();
}

const isParams = (value: unknown): value is ErrorParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
