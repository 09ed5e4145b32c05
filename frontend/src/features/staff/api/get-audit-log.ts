// GET /api/admin/audit: the audit log, newest first, a page at a time (`before` is the last entry's
// seq); the whole log as CSV is a plain link.
import { auditPageSchema } from '@site/contracts/privacy';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Audit entries per request. */
export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuery = infiniteQueryOptions({
  queryKey: ['audit'] as const,
  initialPageParam: null as number | null,
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), ...(pageParam ? { before: String(pageParam) } : {}) });
    return apiRequest(`/api/admin/audit?${params}`, auditPageSchema, { signal });
  },
  getNextPageParam: (last) => last.nextBefore,
});

export const AUDIT_EXPORT_URL = '/api/admin/audit/export.csv';
