import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../platform/api/client.ts';

/**
 * Query defaults: a refusal (4xx) is an answer and is not retried; a network failure or a server
 * error is retried once. Data is fresh for 30 s, and returning to the tab does not refetch, so
 * a form being filled never jumps under the user.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry
          ? (failures, error) =>
              failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500)
          : false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
