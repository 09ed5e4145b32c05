// GET /api/admin/mail: the kept mail, newest first, a page at a time.
import { keptMailPageSchema } from '@site/contracts/mail-api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MAIL_PAGE_SIZE = 50;

export const mailListQuery = infiniteQueryOptions({
  queryKey: ['mail'] as const,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
    return apiRequest(`/api/admin/mail?${params}`, keptMailPageSchema, { signal });
  },
  getNextPageParam: (last) => last.nextCursor,
});
