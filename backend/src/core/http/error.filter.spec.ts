import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
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
});
