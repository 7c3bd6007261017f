import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { toErrorBody, UNKNOWN_ERROR } from './error.filter';
import { HTTP_ERRORS } from './http.errors';
import { InvalidInputException } from './validation';

describe('toErrorBody', () => {
  it('keeps field messages for bad input', () => {
    const body = toErrorBody(new InvalidInputException({ name: ['Name is required'] }));
    expect(body).toEqual({
      statusCode: 400,
      message: 'Name is required',
      errors: { name: ['Name is required'] },
    });
  });

  it('passes the message of a 4xx through', () => {
    expect(toErrorBody(new NotFoundException('Website not found'))).toEqual({
      statusCode: 404,
      message: 'Website not found',
    });
    expect(toErrorBody(new PayloadTooLargeException()).statusCode).toBe(413);
    expect(toErrorBody(new BadRequestException(['first', 'second'])).message).toBe('first');
  });

  it('hides the details of unexpected failures', () => {
    expect(toErrorBody(new Error('ECONNRESET at 10.0.0.3'))).toEqual({
      statusCode: 500,
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
      message: UNKNOWN_ERROR,
    });
    // Another server refusing (not the database's driver) is not the database being down.
    const other = Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:80'), {
      code: 'ECONNREFUSED',
    });
    expect(toErrorBody(other).statusCode).toBe(500);
  });
});
