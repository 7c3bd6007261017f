import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

export type FieldErrors = Record<string, string[]>;

/** Flattens nested class-validator errors into `{ "a.b": [messages] }`. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    // Two rules may say the same thing ("must hold valid ids" from IsInt and Min): said once.
    if (error.constraints) out[path] = [...new Set(Object.values(error.constraints))];
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, path));
  }
  return out;
}

/** Thrown for bad input: the first message leads, every field's messages follow. */
export class InvalidInputException extends BadRequestException {
  constructor(readonly errors: FieldErrors) {
    super(leadingMessage(errors));
  }
}

/** A field's own message leads; "property x should not exist" only when nothing else is wrong. */
function leadingMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  return all.find((m) => !m.endsWith('should not exist')) ?? all[0] ?? 'The request is not valid.';
}

export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: false,
  exceptionFactory: (errors) => new InvalidInputException(fieldErrors(errors)),
});
