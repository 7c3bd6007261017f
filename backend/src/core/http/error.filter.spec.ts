import {
  BadRequestException,
  Logger,
  type ArgumentsHost,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError } from 'typeorm';
import { DomainException } from './domain-error';
import { defineErrors } from './error-codes';
import { ErrorFilter, toErrorBody, UNKNOWN_ERROR } from './error.filter';
import { HTTP_ERRORS } from './http.errors';
import { InvalidInputException } from './validation';

describe('toErrorBody', () => {
  it('keeps field messages for bad input', () => {
    const body = toErrorBody(new InvalidInputException({ name: ['Name is required'] }));
    expect(body).toEqual({
      statusCode: 400,
      code: 'request.invalid',
      message: 'Name is required',
      errors: { name: ['Name is required'] },
    });
  });

  it('passes the message of a 4xx through', () => {
    expect(toErrorBody(new NotFoundException('Website not found'))).toEqual({
      statusCode: 404,
      code: 'route.not_found',
      message: 'Website not found',
    });
    expect(toErrorBody(new PayloadTooLargeException()).statusCode).toBe(413);
    expect(toErrorBody(new BadRequestException(['first', 'second'])).message).toBe('first');
  });

  it('hides the details of unexpected failures', () => {
    expect(toErrorBody(new Error('ECONNRESET at 10.0.0.3'))).toEqual({
      statusCode: 500,
      code: 'server.unknown',
      message: UNKNOWN_ERROR,
    });
  });

  it('says the service is unavailable, with a code, when Redis cannot be reached', () => {
    const lost = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    for (const error of [lost, new Error('Connection is closed.')]) {
      expect(toErrorBody(error)).toEqual({
        statusCode: 503,
        code: 'service.redis_unavailable',
        message: HTTP_ERRORS.redisUnavailable.message,
      });
    }
  });

  it('says the service is unavailable, with a code, when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
      fatal: true,
    });
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
      code: 'PROTOCOL_CONNECTION_LOST',
      fatal: true,
    });
    const tooMany = Object.assign(new Error('Too many connections'), {
      code: 'ER_CON_COUNT_ERROR',
      errno: 1040,
      sqlState: '08004',
    });
    for (const error of [refused, tooMany, new QueryFailedError('SELECT 1', [], lost)]) {
      expect(toErrorBody(error)).toEqual({
        statusCode: 503,
        code: 'service.database_unavailable',
        message:
          'The service is temporarily unavailable (the database cannot be reached). Try again in a moment.',
      });
    }
  });

  it('keeps a failed query that is not an outage a plain 500', () => {
    const syntax = Object.assign(new Error('You have an error in your SQL syntax'), {
      code: 'ER_PARSE_ERROR',
      errno: 1064,
      sqlState: '42000',
    });
    expect(toErrorBody(new QueryFailedError('SELEC 1', [], syntax))).toEqual({
      statusCode: 500,
      code: 'server.unknown',
      message: UNKNOWN_ERROR,
    });
    // Another server refusing (not the database's driver) is not the database being down.
    const other = Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:80'), {
      code: 'ECONNREFUSED',
    });
    expect(toErrorBody(other).statusCode).toBe(500);
  });

  it('gives Nest’s own refusals the generic code of their status, keeping their message', () => {
    const cases: [Error, number, string][] = [
      [new BadRequestException('bad'), 400, 'request.invalid'],
      [new UnauthorizedException(), 401, 'auth.sign_in_required'],
      [new ForbiddenException('Forbidden resource'), 403, 'access.forbidden'],
      [new NotFoundException('Cannot GET /api/nope'), 404, 'route.not_found'],
      [new ConflictException('taken'), 409, 'request.conflict'],
      [new PayloadTooLargeException('File too large'), 413, 'request.too_large'],
      [new UnprocessableEntityException('no'), 422, 'request.unprocessable'],
      [
        new ThrottlerException('Too many requests. Please wait a moment and try again.'),
        429,
        'request.throttled',
      ],
    ];
    for (const [exception, statusCode, code] of cases) {
      expect(toErrorBody(exception)).toEqual({ statusCode, code, message: exception.message });
    }
    expect(toErrorBody(new ServiceUnavailableException('db down at 10.0.0.3'))).toEqual({
      statusCode: 503,
      code: 'server.unknown',
      message: UNKNOWN_ERROR,
    });
  });

  it('answers a domain error with its code, message and extras', () => {
    const ERRORS = defineErrors({
      taken: { status: 409, code: 'thing.taken', message: 'This thing is taken.' },
      broken: { status: 422, code: 'thing.broken', message: 'Failed to use the thing.' },
      missing: { status: 400, code: 'thing.missing', message: 'The thing does not exist.' },
    });
    expect(toErrorBody(new DomainException(ERRORS.taken))).toEqual({
      statusCode: 409,
      code: 'thing.taken',
      message: 'This thing is taken.',
    });
    expect(
      toErrorBody(new DomainException(ERRORS.broken, { reason: 'rusty', detail: 'Oil it.' })),
    ).toEqual({
      statusCode: 422,
      code: 'thing.broken',
      message: 'Failed to use the thing.',
      reason: 'rusty',
      detail: 'Oil it.',
    });
    expect(
      toErrorBody(
        DomainException.onFields({
          name: { spec: ERRORS.taken, message: 'The name Bob is taken.' },
          parentId: ERRORS.missing,
        }),
      ),
    ).toEqual({
      statusCode: 409,
      code: 'thing.taken',
      message: 'The name Bob is taken.',
      errors: { name: ['The name Bob is taken.'], parentId: ['The thing does not exist.'] },
    });
  });
});

describe('ErrorFilter', () => {
  /** The filter's answer and log lines for `exception` thrown by GET /api/things?token=… . */
  function fail(exception: unknown) {
    const lines: [string, unknown][] = [];
    const line = (level: string) => (message: unknown) => void lines.push([level, message]);
    Logger.overrideLogger({ log: line('log'), error: line('error'), warn: line('warn') });
    const answer: { status?: number; body?: unknown } = {};
    const res = {
      headersSent: false,
      removeHeader: () => undefined,
      setHeader: () => undefined,
      type: () => res,
      status: (status: number) => ((answer.status = status), res),
      json: (body: unknown) => void (answer.body = body),
    };
    const req = { id: 41, method: 'GET', originalUrl: '/api/things?token=s3cret' };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }),
    } as unknown as ArgumentsHost;
    try {
      new ErrorFilter().catch(exception, host);
    } finally {
      Logger.overrideLogger(false);
    }
    return { answer, lines };
  }

  // The access line names the request by these; a failure's line must too (an error is found by
  // its request id), without what the URL holds in secret.
  const req = { id: 41, method: 'GET', url: '/api/things?token=[redacted]' };

  it('logs an unexpected failure with its stack and the request it failed', () => {
    const boom = new Error('ECONNRESET at 10.0.0.3');
    const { answer, lines } = fail(boom);
    expect(answer).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'server.unknown', message: UNKNOWN_ERROR },
    });
    expect(lines).toEqual([['error', { req, err: boom }]]);
  });

  it('logs a known outage in one line, with its request', () => {
    const { answer, lines } = fail(new Error('Connection is closed.'));
    expect(answer.status).toBe(503);
    expect(lines).toEqual([
      ['warn', { req, msg: `service.redis_unavailable: ${HTTP_ERRORS.redisUnavailable.message}` }],
    ]);
  });

  it('does not log a client error', () => {
    expect(fail(new NotFoundException('Website not found')).lines).toEqual([]);
  });
});
