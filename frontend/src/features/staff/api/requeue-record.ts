// POST /api/admin/requeue/:kind/:id: send a failed record to Odoo again. Its row changes through the
// live event that follows, not a refetch.
import type { LeadKind } from '@site/contracts/records';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export function useRequeue() {
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LeadKind; id: string }) =>
      apiSend(`/api/admin/requeue/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, { method: 'POST' }),
  });
}
