// GET /api/admin/people/erasures/:id: one erasure's report, asked again every 2 s while in progress
// (Odoo's part arrives when the worker reports).
import { erasureSchema } from '@site/contracts/privacy';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ERASURES_KEY } from './get-erasures';

/** How often an erasure still in progress is asked about. */
export const ERASURE_POLL_MS = 2000;

export const erasureAnswerSchema = z.object({ success: z.literal(true), erasure: erasureSchema });

export function erasureQuery(id: string) {
  return queryOptions({
    queryKey: [...ERASURES_KEY, id] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/admin/people/erasures/${encodeURIComponent(id)}`, erasureAnswerSchema, { signal })).erasure,
    refetchInterval: (query) => (query.state.data?.status === 'in-progress' ? ERASURE_POLL_MS : false),
  });
}
