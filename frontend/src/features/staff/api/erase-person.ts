// POST /api/admin/people/erase {email|phone, recordIds} → 202 {erasure} (409 and nothing erased when the
// server finds another set of records than the confirmed `recordIds`): the report is followed at once, the person
// searches and the recent erasures are asked for afresh.
import type { Erasure, PersonQuery } from '@site/contracts/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PEOPLE_KEY } from './find-person';
import { erasureAnswerSchema, erasureQuery } from './get-erasure';
import { ERASURES_KEY } from './get-erasures';

export function useErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (q: PersonQuery & { recordIds: string[] }): Promise<Erasure> =>
      (await apiRequest('/api/admin/people/erase', erasureAnswerSchema, { method: 'POST', body: q })).erasure,
    onSuccess: (erasure) => {
      client.setQueryData(erasureQuery(erasure.id).queryKey, erasure);
      void client.invalidateQueries({ queryKey: PEOPLE_KEY });
      void client.invalidateQueries({ queryKey: ERASURES_KEY, exact: true });
    },
  });
}
