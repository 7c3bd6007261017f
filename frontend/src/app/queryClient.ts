import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Back from an outage (see api/serverReachability): whatever changed meanwhile is read again.
        refetchOnReconnect: 'always',
        // A 4xx will not change on retry; network and 5xx get two more tries.
        retry: (count, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
