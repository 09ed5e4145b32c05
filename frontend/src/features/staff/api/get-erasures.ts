// GET /api/admin/people/erasures: the last 50 erasures, requests and retention alike, newest first.
import { erasureSchema } from '@site/contracts/privacy';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ERASURES_KEY = ['erasures'] as const;

const erasuresSchema = z.object({ items: z.array(erasureSchema) });

export const erasuresQuery = queryOptions({
  queryKey: ERASURES_KEY,
  queryFn: async ({ signal }) => (await apiRequest('/api/admin/people/erasures', erasuresSchema, { signal })).items,
});
