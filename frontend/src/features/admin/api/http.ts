// The dashboard's fetching rules (Generic data fetching, see docs/dashboard.md): a GET to the query key's segments
// joined with slashes, credentials included; a non-OK answer raises "status: body-or-status-text";
// a 401 either throws or yields null, by configuration.
import type { FieldIssue } from '@site/contracts/field-issues';
import type { QueryFunction } from '@tanstack/react-query';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** The answer's body as text (a 400 carries the field issues there). */
    readonly body = '',
  ) {
    super(message);
  }
}

/** The field messages of a `400 validation` answer (`{"issues": [{path, message}]}`); empty for anything else. */
export function fieldIssues(err: unknown): FieldIssue[] {
  if (!(err instanceof HttpError) || err.status !== 400) return [];
  try {
    const json = JSON.parse(err.body) as { issues?: unknown };
    if (!Array.isArray(json.issues)) return [];
    return json.issues.filter(
      (i): i is FieldIssue => typeof i === 'object' && i !== null && typeof (i as FieldIssue).path === 'string' && typeof (i as FieldIssue).message === 'string',
    );
  } catch {
    return [];
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new HttpError(res.status, `${res.status}: ${body || res.statusText}`, body);
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

/** A staff GET answered with JSON, parsed by `parse` (a zod schema's parse); non-OK answers throw HttpError. */
export async function getJson<T>(url: string, parse: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  return parse(await res.json());
}
