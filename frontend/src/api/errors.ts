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
  errors?: Record<string, string[]>;
  /** A domain failure's code and the sentence a person can act on (e.g. a failed verification). */
  reason?: string;
  detail?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly reason?: string;
  readonly detail?: string;
  readonly code?: string;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    domain: { reason?: string; detail?: string; code?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.reason = domain.reason;
    this.detail = domain.detail;
    this.code = domain.code;
  }

  /** Builds the error from whatever body came back; non-JSON bodies keep the status only. */
  static from(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object') {
      const { message, errors, reason, detail, code } = body as Partial<ApiErrorBody>;
      return new ApiError(
        status,
        typeof message === 'string' ? message : `HTTP ${status}`,
        isFieldErrors(errors) ? errors : {},
        {
          reason: typeof reason === 'string' ? reason : undefined,
          detail: typeof detail === 'string' ? detail : undefined,
          code: typeof code === 'string' ? code : undefined,
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
