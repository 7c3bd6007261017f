import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';

export interface TextRuleSet {
  /** Message when the value is missing, null or blank. Omit for fields that may be empty. */
  required?: string;
  /** Message when the value is not a string. */
  type: string;
  /** Inclusive length bounds, each with its own message. */
  min?: readonly [number, string];
  max?: readonly [number, string];
  exact?: readonly [number, string];
  /** Extra checks on a non-empty string, each with its own message. */
  patterns?: readonly (readonly [RegExp, string])[];
  /** Stored upper case (codes). */
  upperCase?: boolean;
  /** Keep surrounding spaces (free-form values); trimmed by default. */
  keepSpaces?: boolean;
  /** PATCH fields: absent means "leave as is"; null is still refused. */
  optional?: boolean;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.length === 0);

/**
 * One message per broken rule, worded by the caller, so a field reports "Name is required" rather
 * than a pile of type and length messages. Strings are trimmed before they are checked.
 */
export function TextRules(rules: TextRuleSet): PropertyDecorator {
  const checks: PropertyDecorator[] = [
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const text = rules.keepSpaces ? value : value.trim();
      return rules.upperCase ? text.toUpperCase() : text;
    }),
  ];
  if (rules.optional) checks.push(ValidateIf((_: object, value: unknown) => value !== undefined));
  checks.push(
    ValidateBy({
      name: 'text',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' ? !(rules.required && value.length === 0) : false,
        defaultMessage: (args) =>
          isBlank(args?.value) ? (rules.required ?? rules.type) : rules.type,
      },
    }),
  );
  const onText = (name: string, test: (value: string) => boolean, message: string) =>
    ValidateBy({
      name,
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || value.length === 0 || test(value),
        defaultMessage: () => message,
      },
    });
  if (rules.exact) {
    const [n, message] = rules.exact;
    checks.push(onText('textExactLength', (v) => [...v].length === n, message));
  }
  if (rules.min) {
    const [n, message] = rules.min;
    checks.push(onText('textMinLength', (v) => [...v].length >= n, message));
  }
  if (rules.max) {
    const [n, message] = rules.max;
    checks.push(onText('textMaxLength', (v) => [...v].length <= n, message));
  }
  rules.patterns?.forEach(([pattern, message], i) =>
    checks.push(onText(`textPattern${i}`, (v) => pattern.test(v), message)),
  );
  return applyDecorators(...checks);
}

/** PATCH fields that are not text: absent means "leave as is", null is refused. */
export const NotNullWhenPresent = () =>
  ValidateIf((_: object, value: unknown) => value !== undefined);

/** A row id: a positive whole number, reported with one message whatever is wrong with it. */
export const IsId = (message: string) =>
  ValidateBy({
    name: 'isId',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        Number.isSafeInteger(value) &&
        value >= 1 &&
        value <= 2_147_483_647,
      defaultMessage: () => message,
    },
  });
