// The audit log (staff only): newest first, a page at a time (`before` is the last entry's seq), and
// the whole log as CSV.
import { auditPageSchema } from '@site/contracts/privacy';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { getJson } from './http';

export const AUDIT_KEY = ['/api', 'admin', 'audit'] as const;
/** Audit entries per request. */
export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = infiniteQueryOptions({
  queryKey: AUDIT_KEY,
  initialPageParam: null as number | null,
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), ...(pageParam ? { before: String(pageParam) } : {}) });
    return getJson(`/api/admin/audit?${params}`, (b) => auditPageSchema.parse(b), signal);
  },
  getNextPageParam: (last) => last.nextBefore,
});

export const AUDIT_EXPORT_URL = '/api/admin/audit/export.csv';
