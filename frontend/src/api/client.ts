import createClient from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema';
import { isUnreachableStatus, reportReachable, reportUnreachable } from './serverReachability';

/**
 * Typed API client. The generated paths already start with `/api`, so the base is the origin.
 * `fetch` is looked up on every call, which lets tests replace it.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
});

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the data of a 2xx answer, or throws an {@link ApiError}. */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await call;
  } catch (cause) {
    reportUnreachable();
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (isUnreachableStatus(result.response.status)) reportUnreachable();
  else reportReachable();
  if (!result.response.ok) throw ApiError.from(result.response.status, result.error);
  return result.data as T;
}
