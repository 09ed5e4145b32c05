// Kept mail for staff: GET /api/admin/mail (a page at a time, newest first) and GET /api/admin/mail/:key
// (headers, the plain-text part, attachments); the raw source is a download link.
import { keptMailPageSchema, keptMailViewSchema, type KeptMailPage, type KeptMailView } from '@site/contracts/mail-api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { throwIfNotOk } from './http';

export const MAIL_PAGE_SIZE = 50;

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  return res.json();
}

export const mailListQuery = infiniteQueryOptions({
  queryKey: ['/api', 'admin', 'mail'] as const,
  initialPageParam: null as string | null,
  queryFn: async ({ pageParam, signal }): Promise<KeptMailPage> => {
    const params = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
    return keptMailPageSchema.parse(await getJson(`/api/admin/mail?${params}`, signal));
  },
  getNextPageParam: (last) => last.nextCursor,
});

export const mailViewQuery = (key: string) =>
  queryOptions({
    queryKey: ['/api', 'admin', 'mail', key] as const,
    queryFn: async ({ signal }): Promise<KeptMailView> => keptMailViewSchema.parse(await getJson(`/api/admin/mail/${encodeURIComponent(key)}`, signal)),
  });

export const mailSourceUrl = (key: string) => `/api/admin/mail/${encodeURIComponent(key)}/source`;
