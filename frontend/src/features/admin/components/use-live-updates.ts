// Live updates (DESIGN.md): the staff event stream says which record changed; the matching list is
// fetched again, so Odoo ids and sync failures appear without a reload.
import { leadKindValues, type LeadKind } from '@site/contracts/records';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keyOf } from '../api/leads';

const RECONNECT_MS = 5000;
const COALESCE_MS = 250;

export function useLiveUpdates(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const dirty = new Set<LeadKind>();
    let stopped = false;

    const open = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      const onChange = (e: MessageEvent<string>) => {
        let event: { type?: unknown; kind?: unknown };
        try {
          event = JSON.parse(e.data) as typeof event;
        } catch {
          return;
        }
        if (event.type !== 'record.changed' || !leadKindValues.includes(event.kind as LeadKind)) return;
        dirty.add(event.kind as LeadKind);
        // A burst of changes (a batch synced at once) becomes one refetch per list.
        clearTimeout(flush);
        flush = setTimeout(() => {
          for (const kind of dirty) void client.invalidateQueries({ queryKey: keyOf(kind) });
          dirty.clear();
        }, COALESCE_MS);
      };
      // The server names its events "record.changed"; unnamed ones are accepted too.
      source.addEventListener('record.changed', onChange);
      source.onmessage = onChange;
      source.onerror = () => {
        // The browser retries a dropped stream itself; a refused one (closed) is retried here.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          reconnect = setTimeout(open, RECONNECT_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(flush);
      source?.close();
    };
  }, [enabled, client]);
}
