import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * The staff app's query client (see docs/dashboard.md): no automatic retries, data never stale, no
 * polling, no refetch on window focus; fresh data comes from Refresh and the live event stream.
 */
export function createStaffQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}) {
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
