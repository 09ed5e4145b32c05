// Kept mail for staff: GET /api/admin/mail (a page at a time, newest first) and GET /api/admin/mail/:key
// (headers, the plain-text part, attachments); the raw source is a download link.
import { keptMailPageSchema, keptMailViewSchema, type KeptMailPage, type KeptMailView } from '@site/contracts/mail-api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getJson } from './http';

export const MAIL_PAGE_SIZE = 50;

export const mailListQuery = infiniteQueryOptions({
  queryKey: ['/api', 'admin', 'mail'] as const,
  initialPageParam: null as string | null,
  queryFn: async ({ pageParam, signal }): Promise<KeptMailPage> => {
    const params = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
    return getJson(`/api/admin/mail?${params}`, (b) => keptMailPageSchema.parse(b), signal);
  },
  getNextPageParam: (last) => last.nextCursor,
});

export const mailViewQuery = (key: string) =>
  queryOptions({
    queryKey: ['/api', 'admin', 'mail', key] as const,
    queryFn: ({ signal }): Promise<KeptMailView> => getJson(`/api/admin/mail/${encodeURIComponent(key)}`, (b) => keptMailViewSchema.parse(b), signal),
  });

export const mailSourceUrl = (key: string) => `/api/admin/mail/${encodeURIComponent(key)}/source`;
