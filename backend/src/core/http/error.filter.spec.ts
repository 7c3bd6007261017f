import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { toErrorBody, UNKNOWN_ERROR } from './error.filter';
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
});
