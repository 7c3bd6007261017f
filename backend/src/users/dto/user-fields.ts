import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { NotNullWhenPresent, type TextRuleSet } from '../../core/http/text-rules';

/** The rules of a person's fields, shared by the users domain and self-registration. */
export const EMAIL_MAX = 255;

export const FIRST_NAME: TextRuleSet = {
  required: 'The first name field is required.',
  type: 'The first name must be text.',
  max: [100, 'The first name must be at most 100 characters.'],
};

export const LAST_NAME: TextRuleSet = {
  required: 'The last name field is required.',
  type: 'The last name must be text.',
  max: [100, 'The last name must be at most 100 characters.'],
};

/** Trimmed and lower-cased, so the unique index and sign-in agree on what "the same email" is. */
export const Email = (optional = false): PropertyDecorator => {
  const decorators = [
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    ValidateBy({
      name: 'email',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= EMAIL_MAX && isEmail(value),
        defaultMessage: (args) =>
          args?.value === undefined || args.value === null || args.value === ''
            ? 'The email field is required.'
            : 'Invalid email format',
      },
    }),
  ];
  if (optional) decorators.unshift(NotNullWhenPresent());
  return applyDecorators(...decorators);
};
