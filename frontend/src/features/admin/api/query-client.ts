import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's query client (see docs/dashboard.md): no automatic retries, data never stale, no polling, no
 * refetch on window focus — fresh data comes from Refresh and the live event stream. It lives in this
 * lazily loaded feature, so public pages never download react-query.
 */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
