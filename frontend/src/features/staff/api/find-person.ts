// GET /api/admin/people?email= or ?phone=: every record of a person. Cached searches are patched in
// place by a correction's answer and by live events.
import { personResponseSchema, type PersonQuery } from '@site/contracts/privacy';
import type { ConsultationRecord, ContactRecord, LeadKind } from '@site/contracts/records';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type PersonRecord = ContactRecord | ConsultationRecord;

/** Every cached person search starts with this key (live events patch them, an erase refreshes them). */
export const PEOPLE_KEY = ['people', 'search'] as const;

function queryString(q: PersonQuery): string {
  return new URLSearchParams(q.email ? { email: q.email } : { phone: q.phone ?? '' }).toString();
}

export function personQuery(q: PersonQuery) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, q] as const,
    queryFn: ({ signal }) => apiRequest(`/api/admin/people?${queryString(q)}`, personResponseSchema, { signal }),
  });
}

/** Replaces a record (same kind and id) in every cached person search. */
export function patchPersonRecord(client: QueryClient, kind: LeadKind, record: PersonRecord) {
  client.setQueriesData<z.infer<typeof personResponseSchema>>({ queryKey: PEOPLE_KEY }, (data) => {
    if (!data) return data;
    const list = kind === 'contact' ? 'contacts' : 'consultations';
    const rows = data[list] as PersonRecord[];
    if (!rows.some((r) => r.id === record.id)) return data;
    return { ...data, [list]: rows.map((r) => (r.id === record.id ? record : r)) };
  });
}
