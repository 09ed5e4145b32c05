// The query client of the public pages (the booking page, the forms' free times), made when first
// asked for: a page that never asks downloads no react-query. The staff app has its own
// (features/staff/api/query-client.ts), with its session handling.
import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export function publicQueryClient(): QueryClient {
  client ??= new QueryClient({
    // A visitor's tab is not a dashboard: nothing is asked again because the window regained focus.
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  return client;
}
