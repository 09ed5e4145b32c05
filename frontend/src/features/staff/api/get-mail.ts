// GET /api/admin/mail/:key: one kept message (headers, the plain-text part, attachments); its raw
// source (GET …/source) is a download link.
import { keptMailViewSchema } from '@site/contracts/mail-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const mailQuery = (key: string) =>
  queryOptions({
    queryKey: ['mail', key] as const,
    queryFn: ({ signal }) => apiRequest(`/api/admin/mail/${encodeURIComponent(key)}`, keptMailViewSchema, { signal }),
  });

export const mailSourceUrl = (key: string) => `/api/admin/mail/${encodeURIComponent(key)}/source`;
