import { QueryCache, QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failures are logged once here; components show a message with a Retry button.
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.error(`Catalogue request ${JSON.stringify(query.queryKey)} failed:`, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
