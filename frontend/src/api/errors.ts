/** Values a coded message names; `count` also picks the plural form of its translation. */
export type ErrorParams = Record<string, string | number>;

/** The error shape of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  /**
   * Stable and dotted (`user.role.too_strong`, `request.invalid`): every API error carries one, and
   * the reader sees `errors.<code>` in their language. With `errors`, it describes the leading
   * message (the one repeated as `message`). Absent only from answers the API did not write.
   */
  code?: string;
  message: string;
  /** The values `message` names (`{ count: 3 }`, `{ name: 'Italy' }`), for `errors.<code>`. */
  params?: ErrorParams;
  errors?: Record<string, string[]>;
  /** A domain failure's code and the sentence a person can act on (e.g. a failed verification). */
  reason?: string;
  detail?: string;
}

/** With 409 `record.changed`: the record as it is now, and who saved it meanwhile. */
export interface RecordChange {
  version: number;
  by: { id: number; name: string } | null;
  at: string | null;
  record: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly reason?: string;
  readonly detail?: string;
  readonly code?: string;
  readonly params?: ErrorParams;
  readonly changed?: RecordChange;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    domain: {
      reason?: string;
      detail?: string;
      code?: string;
      params?: ErrorParams;
      changed?: RecordChange;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.reason = domain.reason;
    this.detail = domain.detail;
    this.code = domain.code;
    this.params = domain.params;
    this.changed = domain.changed;
  }

  /** Builds the error from whatever body came back; non-JSON bodies keep the status only. */
  static from(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object') {
      const { message, errors, reason, detail, code, params, changed } = body as Partial<
        ApiErrorBody & { changed: unknown }
      >;
      return new ApiError(
        status,
        typeof message === 'string' ? message : `HTTP ${status}`,
        isFieldErrors(errors) ? errors : {},
        {
          reason: typeof reason === 'string' ? reason : undefined,
          detail: typeof detail === 'string' ? detail : undefined,
          code: typeof code === 'string' ? code : undefined,
          params: isParams(params) ? params : undefined,
          changed: isRecordChange(changed) ? changed : undefined,
        },
      );
    }
    return new ApiError(status, typeof body === 'string' && body ? body : `HTTP ${status}`);
  }

  /** First message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  /** The first message of each listed field the server sent one for, passed through `map`. */
  fieldErrors<F extends string>(
    fields: readonly F[],
    map: (message: string) => string = (message) => message,
  ): Partial<Record<F, string>> {
    const found: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const message = this.fieldError(field);
      if (message) found[field] = map(message);
    }
    return found;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function isParams(value: unknown): value is ErrorParams {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

function isRecordChange(value: unknown): value is RecordChange {
  if (!value || typeof value !== 'object') return false;
  const { version, record } = value as Partial<RecordChange>;
  return typeof version === 'number' && !!record && typeof record === 'object';
}
