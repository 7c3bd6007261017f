import { HttpException } from '@nestjs/common';
import type { DomainErrorSpec } from './error-codes';
import type { FieldErrors } from './validation';

export { defineErrors, type DomainErrorSpec } from './error-codes';

/**
 * The values a coded message is built with (`{ count: 3 }`, `{ name: 'Italy' }`): clients put them
 * into their own translation of `errors.<code>` (a `count` also picks the plural form).
 */
export type ErrorParams = Record<string, string | number>;

/** What a domain error may say beyond its spec: the fields at fault, or a reason and its detail. */
export interface DomainErrorExtras {
  /** A sentence built with values (`ISO code 2 IT is already used by Italy.`) instead of the spec's. */
  message?: string;
  /** The values that sentence names, for clients that translate by code. */
  params?: ErrorParams;
  /** Each field's messages; the field the code describes comes first. */
  errors?: FieldErrors;
  /** A machine reason and the sentence a person can act on (e.g. a failed verification). */
  reason?: string;
  detail?: string;
}

/** A field's failure: its spec, or its spec with a sentence built with values (and those values). */
export type FieldFailure =
  DomainErrorSpec | { spec: DomainErrorSpec; message: string; params?: ErrorParams };

/** A domain error: the one error shape carries its `code` beside the English message. */
export class DomainException extends HttpException {
  readonly code: string;
  /** Each field's messages, when fields are at fault. */
  readonly errors?: FieldErrors;
  /** The values the message names, when it names any. */
  readonly params?: ErrorParams;

  constructor(spec: DomainErrorSpec, extras: DomainErrorExtras = {}) {
    const { message = spec.message, errors, params, reason, detail } = extras;
    super(
      {
        code: spec.code,
        message,
        ...(params ? { params } : {}),
        ...(errors ? { errors } : {}),
        ...(reason !== undefined ? { reason } : {}),
        ...(detail !== undefined ? { detail } : {}),
      },
      spec.status,
    );
    this.code = spec.code;
    this.errors = errors;
    this.params = params;
  }

  /** One field at fault (`{ parentId: ['A module cannot be its own ancestor.'] }`). */
  static onField(field: string, failure: FieldFailure): DomainException {
    return DomainException.onFields({ [field]: failure });
  }

  /**
   * Several fields at fault, reported together: the first leads with its status, code and message,
   * and `errors` lists every field's message.
   */
  static onFields(failures: Record<string, FieldFailure>): DomainException {
    const entries = Object.entries(failures).map(([field, failure]) => {
      const { spec, message, params } =
        'spec' in failure
          ? failure
          : { spec: failure, message: failure.message, params: undefined };
      return { field, spec, message, params };
    });
    const lead = entries[0];
    if (!lead) throw new Error('DomainException.onFields needs at least one field');
    const errors: FieldErrors = Object.fromEntries(entries.map((e) => [e.field, [e.message]]));
    return new DomainException(lead.spec, { message: lead.message, errors, params: lead.params });
  }
}
