// Live updates: one event stream for the whole staff app (the signed-in layout opens it, so it stays
// open while staff move between pages). Each event carries the changed record: the row is patched into
// every cached list of its kind (whatever the filter) and every person search holding it, and only the
// summary and the clashes are asked for again, coalesced, so a busy sync costs no list request at all. Each event has an
// id: the browser's own reconnects send it as Last-Event-ID and the server replays what was missed; a
// stream opened here again says it as `?lastEventId=`. When the server cannot replay (`refetch`), or a new
// stream starts without a known position, the lists are fetched again.
import {
  recordChangedSchema,
  recordErasedSchema,
  refetchEventSchema,
  type RecordChanged,
  type RecordErased,
} from '@site/contracts/lead-lists';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PEOPLE_KEY, patchPersonRecord } from '../api/find-person';
import { listKeyOf, type LeadPage, type ListFilter } from '../api/get-lead-list';
import { clashesQuery } from '../api/get-clashes';
import { summaryQuery } from '../api/get-lead-summary';
import { sessionQuery } from '../api/get-session';
import { patchPages, removeFromPages } from '../lib/live-patch';

const RECONNECT_MS = 5000;
const SUMMARY_COALESCE_MS = 500;

export function applyLiveRecord(client: QueryClient, event: RecordChanged) {
  const status = event.kind === 'contact' ? event.record.leadStatus : event.record.status;
  for (const query of client.getQueryCache().findAll({ queryKey: listKeyOf(event.kind) })) {
    const filter = query.queryKey[2] as ListFilter | undefined;
    const data = query.state.data as InfiniteData<LeadPage, unknown> | undefined;
    // A list whose filter names the other kind's status holds nothing, whatever arrives.
    if (!filter || filter.status === null || !data) continue;
    const next = patchPages(
      data as InfiniteData<{ items: (typeof event.record)[]; nextCursor: string | null; total: number }, unknown>,
      event.record,
      status,
      { q: filter.q, status: filter.status },
    );
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  // The people page's searches show the same records (a correction's sync state arrives this way).
  patchPersonRecord(client, event.kind, event.record);
}

/** An erased record leaves every cached list of its kind. */
export function applyErased(client: QueryClient, event: RecordErased) {
  for (const query of client.getQueryCache().findAll({ queryKey: listKeyOf(event.kind) })) {
    const data = query.state.data as InfiniteData<LeadPage, unknown> | undefined;
    if (!data) continue;
    const next = removeFromPages(
      data as InfiniteData<{ items: { id: string }[]; nextCursor: string | null; total: number }, unknown>,
      event.id,
    );
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

/** What a change may alter besides its row: the summary's figures, and which bookings clash (a move or cancel may make or end one). */
function refetchFigures(client: QueryClient) {
  void client.invalidateQueries({ queryKey: summaryQuery.queryKey });
  void client.invalidateQueries({ queryKey: clashesQuery.queryKey });
}

/** Everything a live event could have patched is fetched again: what was missed is unknown. */
export function refetchLive(client: QueryClient) {
  for (const kind of ['contact', 'consultation'] as const) void client.invalidateQueries({ queryKey: listKeyOf(kind) });
  void client.invalidateQueries({ queryKey: PEOPLE_KEY });
  refetchFigures(client);
}

export function useLiveUpdates() {
  const client = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let summary: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    /** The id of the last event applied: where a stream opened again starts. */
    let lastEventId: string | undefined;

    // A burst of changes (a batch synced, an erasure of many records) becomes one summary request, and
    // one question about clashes.
    const refreshSummary = () => {
      if (summary !== undefined) return;
      summary = setTimeout(() => {
        summary = undefined;
        refetchFigures(client);
      }, SUMMARY_COALESCE_MS);
    };
    /** A listener that parses the event's data with `schema` and applies it; malformed events are ignored. */
    const listener =
      <T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }, apply: (event: T) => void) =>
      (e: MessageEvent<string>) => {
        let parsed;
        try {
          parsed = schema.safeParse(JSON.parse(e.data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        if (e.lastEventId) lastEventId = e.lastEventId;
        apply(parsed.data);
        refreshSummary();
      };

    const open = (again: boolean) => {
      // Opened again without a known position: what happened meanwhile is unknown.
      if (again && !lastEventId) refetchLive(client);
      const from = again && lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      source = new EventSource(`/api/events${from}`, { withCredentials: true });
      const onChange = listener(recordChangedSchema, (event) => applyLiveRecord(client, event));
      // The server names its events "record.changed"; unnamed ones are accepted too.
      source.addEventListener('record.changed', onChange);
      source.addEventListener(
        'record.erased',
        listener(recordErasedSchema, (event) => applyErased(client, event)),
      );
      source.addEventListener(
        'refetch',
        listener(refetchEventSchema, () => refetchLive(client)),
      );
      source.onmessage = onChange;
      source.onerror = () => {
        // The browser retries a dropped stream itself; a refused one (closed) is retried here. The
        // stream also ends when the session does (idle, logged out elsewhere, password changed): asking
        // who is logged in again (the router re-checks the page) brings the sign-in form back then.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          client.removeQueries({ queryKey: sessionQuery.queryKey });
          void router.invalidate();
          reconnect = setTimeout(() => open(true), RECONNECT_MS);
        }
      };
    };
    open(false);
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(summary);
      source?.close();
    };
  }, [client, router]);
}
