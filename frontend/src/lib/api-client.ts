// The one way the browser calls the API (lead forms, the booking page, the staff pages): JSON in and
// out, a successful answer read with the contracts' schema for it, any other answer raised as an
// ApiError (lib/api-error.ts) that carries the contracts' error envelope. A network failure rejects as
// fetch does.
// This module loads zod: public pages import it on demand (at submit), never in their first load.
import { errorResponseSchema } from '@site/contracts/api';
import { ApiError } from './api-error';
import './validation'; // zod in jitless mode before any schema is used (CSP)

/** A schema the answer is read with (a zod schema, or anything with the same `parse`). */
export interface Schema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this request (`no-cache`: ask the server again, whatever it let be kept). */
  cache?: RequestCache;
}

/** Sends a request and resolves with the answer when it is OK; otherwise throws ApiError. */
export async function apiSend(path: string, { method = 'GET', body, headers, signal, cache }: RequestOptions = {}): Promise<Response> {
  const res = await fetch(path, {
    method,
    signal,
    ...(cache ? { cache } : {}),
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return res;
  const envelope = errorResponseSchema.safeParse(await res.json().catch(() => undefined));
  throw new ApiError(res.status, envelope.success ? envelope.data : undefined, res.headers);
}

/** A request whose OK answer is JSON of `schema` (a body that does not match it throws). */
export async function apiRequest<T>(path: string, schema: Schema<T>, options?: RequestOptions): Promise<T> {
  const res = await apiSend(path, options);
  return schema.parse(await res.json());
}
