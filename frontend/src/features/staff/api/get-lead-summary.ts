// GET /api/leads/summary: the dashboard's four cards, from counters the server keeps.
import { leadSummarySchema } from '@site/contracts/lead-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const summaryQuery = queryOptions({
  queryKey: ['leads', 'summary'] as const,
  queryFn: ({ signal }) => apiRequest('/api/leads/summary', leadSummarySchema, { signal }),
});
