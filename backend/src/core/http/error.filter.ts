import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { InvalidInputException, type FieldErrors } from './validation';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

/** Spec §8: what a user sees when something unexpected fails. */
export const UNKNOWN_ERROR = 'An unknown error occurred.';

/** The one error shape: `{ statusCode, message, errors? }`. Unexpected errors never leak details. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception);
    response.status(body.statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof InvalidInputException) {
    return { statusCode: 400, message: exception.message, errors: exception.errors };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const raw = exception.getResponse();
    let message = exception.message;
    let errors: FieldErrors | undefined;
    if (typeof raw === 'object' && raw !== null) {
      const r = raw as { message?: unknown; errors?: FieldErrors };
      if (Array.isArray(r.message)) message = String(r.message[0] ?? message);
      else if (typeof r.message === 'string') message = r.message;
      errors = r.errors;
    }
    if (statusCode >= 500) message = UNKNOWN_ERROR;
    return errors ? { statusCode, message, errors } : { statusCode, message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: UNKNOWN_ERROR };
}
