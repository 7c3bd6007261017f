import { HttpException } from '@nestjs/common';
import type { DomainErrorSpec } from './error-codes';

export { defineErrors, type DomainErrorSpec } from './error-codes';

/** A domain error: the one error shape carries its `code` beside the English message. */
export class DomainException extends HttpException {
  readonly code: string;

  constructor(spec: DomainErrorSpec) {
    super({ message: spec.message, code: spec.code }, spec.status);
    this.code = spec.code;
  }
}
