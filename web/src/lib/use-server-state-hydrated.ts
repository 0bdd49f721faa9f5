import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverStateHydrated } from './query-client';

/**
 * Tells the query layer, once, that the first commit (the hydration of a page the server rendered,
 * if it was one) is done. After StrictMode's second effect run, not the first: a request started
 * in the first would be cancelled by the simulated unmount and not asked again.
 */
export function useServerStateHydrated(queryClient: QueryClient): void {
  useEffect(() => {
    let unmounted = false;
    queueMicrotask(() => {
      if (!unmounted) serverStateHydrated(queryClient);
    });
    return () => {
      unmounted = true;
    };
  }, [queryClient]);
}
