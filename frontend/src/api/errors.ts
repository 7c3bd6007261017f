/** The error shape of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** Builds the error from whatever body came back; non-JSON bodies keep the status only. */
  static from(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object') {
      const { message, errors } = body as Partial<ApiErrorBody>;
      return new ApiError(
        status,
        typeof message === 'string' ? message : `HTTP ${status}`,
        isFieldErrors(errors) ? errors : {},
      );
    }
    return new ApiError(status, typeof body === 'string' && body ? body : `HTTP ${status}`);
  }

  /** First message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
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
