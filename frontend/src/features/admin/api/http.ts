// The dashboard's fetching rules (Generic data fetching, see docs/dashboard.md): a GET to the query key's segments
// joined with slashes, credentials included; a non-OK answer raises "status: body-or-status-text";
// a 401 either throws or yields null, by configuration.
import type { QueryFunction } from '@tanstack/react-query';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new HttpError(res.status, `${res.status}: ${text}`);
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal, headers: { Accept: 'application/json' } });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export async function postJson(url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}
