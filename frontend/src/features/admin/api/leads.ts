// GET /api/contacts and GET /api/consultations (issued together on load and on Refresh), and the
// staff re-queue of a record whose sync failed.
import { consultationRecordSchema, contactRecordSchema, type LeadKind } from '@site/contracts/records';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn, postJson } from './http';

export const CONTACTS_KEY = ['/api', 'contacts'] as const;
export const CONSULTATIONS_KEY = ['/api', 'consultations'] as const;

export const contactsQuery = queryOptions({
  queryKey: CONTACTS_KEY,
  queryFn: async (ctx) => z.array(contactRecordSchema).parse(await getQueryFn<unknown>({ on401: 'throw' })(ctx as never)),
});

export const consultationsQuery = queryOptions({
  queryKey: CONSULTATIONS_KEY,
  queryFn: async (ctx) => z.array(consultationRecordSchema).parse(await getQueryFn<unknown>({ on401: 'throw' })(ctx as never)),
});

export function keyOf(kind: LeadKind) {
  return kind === 'contact' ? CONTACTS_KEY : CONSULTATIONS_KEY;
}

export function useRequeue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LeadKind; id: string }) =>
      postJson(`/api/admin/requeue/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
    onSettled: (_data, _err, { kind }) => client.invalidateQueries({ queryKey: keyOf(kind) }),
  });
}
