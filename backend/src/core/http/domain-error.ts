import { HttpException, type HttpStatus } from '@nestjs/common';

/** A stable, dotted error code (`user.role.too_strong`): what clients translate by. */
export interface DomainErrorSpec {
  status: HttpStatus;
  code: string;
  /** The spec's English wording, shown where no translation exists. */
  message: string;
}

/** A domain error: the one error shape carries its `code` beside the English message. */
export class DomainException extends HttpException {
  readonly code: string;

  constructor(spec: DomainErrorSpec) {
    super({ message: spec.message, code: spec.code }, spec.status);
    this.code = spec.code;
  }
}

/** Defines a domain's errors once, each with status, code and message. */
export const defineErrors = <T extends Record<string, DomainErrorSpec>>(errors: T): T => errors;
