// POST /api/admin/people/erase {email|phone} → 202 {erasure}: the report is followed at once, the person
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
    mutationFn: async (q: PersonQuery): Promise<Erasure> =>
      (await apiRequest('/api/admin/people/erase', erasureAnswerSchema, { method: 'POST', body: q })).erasure,
    onSuccess: (erasure) => {
      client.setQueryData(erasureQuery(erasure.id).queryKey, erasure);
      void client.invalidateQueries({ queryKey: PEOPLE_KEY });
      void client.invalidateQueries({ queryKey: ERASURES_KEY, exact: true });
    },
  });
}
