// A small client for the public and staff API, used by integration tests and benchmarks. It
// keeps the session cookie like a browser would.
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export class ApiClient {
  /** The session cookie (`name=value`) once logged in. */
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = /=$/.test(pair) || /Expires=Thu, 01 Jan 1970/i.test(setCookie) ? undefined : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body, headers });
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  async login(username: string, password: string) {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res;
  }

  /** Every contact, newest first, read through the list's cursor (the body is the joined items). */
  contacts() {
    return this.everyPage<ContactRecord>('/api/contacts');
  }

  /** Every consultation, newest first, read through the list's cursor. */
  consultations() {
    return this.everyPage<ConsultationRecord>('/api/consultations');
  }

  private async everyPage<T>(path: string): Promise<ApiResponse<T[]>> {
    const items: T[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10_000; i++) {
      const res: ApiResponse<{ items: T[]; nextCursor: string | null }> = await this.get(
        `${path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      if (res.status !== 200) return { ...res, body: [] };
      items.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (!cursor) return { ...res, body: items };
    }
    throw new Error(`${path}: more pages than expected`);
  }
}

/**
 * Reads a Server-Sent Events body, calling `onEvent` with each message's event name, parsed data and
 * `id:` (the last id seen, as a browser keeps it), until the stream ends or is aborted, or `onEvent`
 * returns true.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown, id: string | undefined) => boolean | void,
  /** Every position the stream sets, a position alone (no data) included. */
  onId?: (id: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lastId: string | undefined;
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const id = lines.find((l) => l.startsWith('id: '));
      if (id) {
        lastId = id.slice(4);
        onId?.(lastId);
      }
      const data = lines.find((l) => l.startsWith('data: '));
      if (!data) continue; // a comment (keep-alive), a retry hint or a position alone
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      if (onEvent(event, JSON.parse(data.slice(6)), lastId)) {
        await reader.cancel();
        return;
      }
    }
  }
}

/** An open live-event stream: the events heard so far (with their ids) and the last id, as a browser would reconnect with it. */
export type EventStream = {
  events: { event: string; data: unknown; id: string | undefined }[];
  /** The stream's position: the last `id:` it carried. */
  lastId(): string | undefined;
  status: number;
  close(): Promise<void>;
};

/** Opens `url` as an event stream with these headers (a cookie, Last-Event-ID…) and collects what it hears. */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStream> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ctrl.signal });
  const events: EventStream['events'] = [];
  let last: string | undefined;
  const reading = res.ok
    ? readEvents(
        res.body!,
        (event, data, id) => void events.push({ event, data, id }),
        (id) => (last = id),
      )
    : res.body?.cancel();
  return {
    events,
    lastId: () => last,
    status: res.status,
    async close() {
      ctrl.abort();
      await reading;
    },
  };
}
