// A person's data (staff only): find every record by e-mail or phone, export it as a file, correct a
// field, erase everything (store, Redis, kept mail, Odoo through the queue) and follow the erasure's report.
import {
  erasureSchema,
  personResponseSchema,
  type Correction,
  type Erasure,
  type PersonQuery,
} from '@site/contracts/privacy';
import { consultationRecordSchema, contactRecordSchema, type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson, postJson } from './http';

export type PersonRecord = ContactRecord | ConsultationRecord;

/** Every cached person search starts with this key (live events patch them, an erase refreshes them). */
export const PEOPLE_KEY = ['/api', 'admin', 'people'] as const;
export const ERASURES_KEY = ['/api', 'admin', 'people', 'erasures'] as const;

/** How often an erasure still in progress is asked about. */
export const ERASURE_POLL_MS = 2000;

function queryString(q: PersonQuery): string {
  return new URLSearchParams(q.email ? { email: q.email } : { phone: q.phone ?? '' }).toString();
}

export function personQuery(q: PersonQuery) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'search', q] as const,
    queryFn: ({ signal }) => getJson(`/api/admin/people?${queryString(q)}`, (b) => personResponseSchema.parse(b), signal),
  });
}

/** The file name the server gave in Content-Disposition, or a dated default. */
export function attachmentName(header: string | null, format: 'json' | 'csv'): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  const plain = header?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1]! : `person_${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** Object URLs are revoked this long after the click: long enough for the browser to take the file. */
const REVOKE_AFTER_MS = 1000;

/**
 * Export is a POST (the person is named in the body, never in a URL), so a plain link cannot fetch it:
 * the answer becomes a Blob behind an object URL that a temporary <a download> hands to the browser.
 */
export async function downloadPersonExport(q: PersonQuery, format: 'json' | 'csv'): Promise<string> {
  const res = await postJson('/api/admin/people/export', { ...q, format });
  const name = attachmentName(res.headers.get('content-disposition'), format);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
  return name;
}

const correctedSchema = z.object({ success: z.literal(true), record: z.union([contactRecordSchema, consultationRecordSchema]) });

/** Replaces a record (same kind and id) in every cached person search. */
export function patchPersonRecord(client: QueryClient, kind: 'contact' | 'consultation', record: PersonRecord) {
  client.setQueriesData<z.infer<typeof personResponseSchema>>({ queryKey: [...PEOPLE_KEY, 'search'] }, (data) => {
    if (!data) return data;
    const list = kind === 'contact' ? 'contacts' : 'consultations';
    const rows = data[list] as PersonRecord[];
    if (!rows.some((r) => r.id === record.id)) return data;
    return { ...data, [list]: rows.map((r) => (r.id === record.id ? record : r)) };
  });
}

export function useCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (correction: { kind: Correction['kind']; id: string; field: Correction['field']; value: string }) =>
      correctedSchema.parse(await (await postJson('/api/admin/people/correct', correction)).json()).record,
    onSuccess: (record, { kind }) => patchPersonRecord(client, kind, record),
  });
}

const erasureAnswerSchema = z.object({ success: z.literal(true), erasure: erasureSchema });

export function erasureQuery(id: string) {
  return queryOptions({
    queryKey: [...ERASURES_KEY, id] as const,
    queryFn: ({ signal }) => getJson(`/api/admin/people/erasures/${encodeURIComponent(id)}`, (b) => erasureAnswerSchema.parse(b).erasure, signal),
    // Odoo's part arrives when the worker reports: ask again until the erasure is done or failed.
    refetchInterval: (query) => (query.state.data?.status === 'in-progress' ? ERASURE_POLL_MS : false),
  });
}

export const erasuresQuery = queryOptions({
  queryKey: ERASURES_KEY,
  queryFn: ({ signal }) => getJson('/api/admin/people/erasures', (b) => z.object({ items: z.array(erasureSchema) }).parse(b).items, signal),
});

export function useErase() {
  const client = useQueryClient();
  return useMutation({
    /** `recordIds`: the records staff confirmed; the server erases nothing when it finds another set (409). */
    mutationFn: async (q: PersonQuery & { recordIds: string[] }): Promise<Erasure> =>
      erasureAnswerSchema.parse(await (await postJson('/api/admin/people/erase', q)).json()).erasure,
    onSuccess: (erasure) => {
      client.setQueryData(erasureQuery(erasure.id).queryKey, erasure);
      void client.invalidateQueries({ queryKey: [...PEOPLE_KEY, 'search'] });
      void client.invalidateQueries({ queryKey: ERASURES_KEY, exact: true });
    },
  });
}
