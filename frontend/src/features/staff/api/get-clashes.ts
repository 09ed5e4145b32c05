// GET /api/consultations/clashes: bookings whose meetings (not yet over) overlap another's, made before
// overlaps were refused or moved in Odoo by staff; the consultations table marks them so staff move one.
import { bookingClashesSchema } from '@site/contracts/lead-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const clashesQuery = queryOptions({
  // Under "leads": Refresh asks for it again with the lists.
  queryKey: ['leads', 'clashes'] as const,
  queryFn: ({ signal }) => apiRequest('/api/consultations/clashes', bookingClashesSchema, { signal }),
  select: (answer) => new Map(answer.clashes.map((c) => [c.id, c.with] as const)),
});
