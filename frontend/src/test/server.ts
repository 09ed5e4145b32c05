// The network of component tests: Mock Service Worker answers every request the code under test makes
// (an unanswered one fails the test) and records what was asked.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { BOOKABLE_STARTS } from '@site/lagos-time/booking-slots';

/** A day with every one of its starts free (the default answer to a form's question about a date). */
export const freeDay = (date: string) => ({
  date,
  timeZone: 'Africa/Lagos',
  slots: BOOKABLE_STARTS.map((start) => ({ start, available: true })),
});

/**
 * Every date a visitor picks in a form (or the booking page's reschedule form) asks for that day's free
 * times: unless a test says otherwise (replyTo or dayWith), every time is free. Any other request needs a
 * handler of its test.
 */
const everyStartFree = ({ request }: { request: Request }) =>
  HttpResponse.json(freeDay(new URL(request.url).searchParams.get('date') ?? ''));
export const server = setupServer(
  http.get('/api/availability', everyStartFree),
  http.get('/api/booking/:token/availability', everyStartFree),
);

/**
 * Answers an availability route (the public one unless `path` names another): for `date`, the `taken`
 * starts are not free; other days, every start is. Returns the questions asked.
 */
export function dayWith(date: string, taken: readonly string[], path = '/api/availability'): RecordedRequest[] {
  const asked: RecordedRequest[] = [];
  server.use(
    http.get(path, async ({ request }) => {
      asked.push(await record(request));
      const day = new URL(request.url).searchParams.get('date') ?? '';
      const free = freeDay(day);
      return HttpResponse.json(
        day === date ? { ...free, slots: free.slots.map((s) => ({ ...s, available: !taken.includes(s.start) })) } : free,
      );
    }),
  );
  return asked;
}

export { http, HttpResponse };

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/contacts?limit=50`. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The JSON body, `undefined` when there is none. */
  body: Record<string, unknown> | undefined;
}

async function record(request: Request): Promise<RecordedRequest> {
  const u = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    url: u.pathname + u.search,
    headers: Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v])),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

/** Records every request from now on, in the order they were made. */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const at = seen.length;
    seen.push({ method: request.method, url: '', headers: {}, body: undefined });
    void record(request).then((r) => (seen[at] = r));
  });
  return seen;
}

/** A JSON answer with this status. */
export const json = (status: number, body: JsonBodyType, headers?: Record<string, string>) => HttpResponse.json(body, { status, headers });

/** An answer: a status and JSON body, or no answer at all (the network failed). */
export type Reply = { status: number; body: JsonBodyType; headers?: Record<string, string> } | 'network-error';

/** The `201 {success, id}` of a stored lead. */
export const created = (id = 'lead-1'): Reply => ({ status: 201, body: { success: true, id } });

/**
 * Answers `method path` (an MSW path: `/api/booking/:token` matches any token) with `replies` in order,
 * the last one repeating, and returns the requests it answered.
 */
export function replyTo(method: 'GET' | 'POST', path: string, ...replies: Reply[]): RecordedRequest[] {
  const answered: RecordedRequest[] = [];
  const handler = method === 'GET' ? http.get : http.post;
  server.use(
    handler(path, async ({ request }) => {
      answered.push(await record(request));
      const reply = replies[Math.min(answered.length - 1, replies.length - 1)]!;
      return reply === 'network-error' ? HttpResponse.error() : json(reply.status, reply.body, reply.headers);
    }),
  );
  return answered;
}

/** Answers `method path` only once the returned `release` is called (to see a form while it waits). */
export function holdReply(method: 'GET' | 'POST', path: string): (reply: Reply) => void {
  let release!: (reply: Reply) => void;
  const gate = new Promise<Reply>((resolve) => (release = resolve));
  const handler = method === 'GET' ? http.get : http.post;
  server.use(
    handler(path, async () => {
      const reply = await gate;
      return reply === 'network-error' ? HttpResponse.error() : json(reply.status, reply.body, reply.headers);
    }),
  );
  return (reply) => release(reply);
}

/** A request to the fake API, with when it arrived (ms). */
export type ApiCall = RecordedRequest & { at: number };

/**
 * A whole fake API under /api: `answer` gets each request (recorded, in order) and returns the
 * response. For pages that talk to many endpoints with state of their own (the staff pages).
 */
export function fakeApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const call = { ...(await record(request)), at: Date.now() };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
