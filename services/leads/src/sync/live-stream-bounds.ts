// Where the live-events Redis Stream (live-events.ts) begins and ends, and whether it still holds every
// entry after a reconnecting dashboard's Last-Event-ID (live-feed.ts replays them, or tells it to refetch).
import { type Redis } from 'ioredis';
import { LIVE_STREAM_KEY } from './live-events';

/** A stream entry id as Redis writes it: `<ms>-<seq>`. */
export const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;

/** Orders two stream entry ids (`<ms>-<seq>`). */
export function compareEntryIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  if (am !== bm) return am < bm ? -1 : 1;
  return as === bs ? 0 : as < bs ? -1 : 1;
}

type Bounds = {
  /** The last id the stream issued (entries may have been trimmed since). */
  lastId: string;
  /** The first entry it still holds (`0-0` when it holds none). */
  firstId: string;
  length: number;
  /** Every entry ever added: more than `length` once trimming or XDEL removed some. */
  added: number;
  maxDeletedId: string;
};

/** What XINFO STREAM says about the stream's ends, or null when there is no stream yet. */
export async function streamBounds(redis: Redis): Promise<Bounds | null> {
  const info = (await redis.call('XINFO', 'STREAM', LIVE_STREAM_KEY).catch((err: Error) => {
    if (/no such key/i.test(err.message)) return null;
    throw err;
  })) as unknown[] | null;
  if (!info) return null;
  const field = (name: string) => String(info[info.indexOf(name) + 1] ?? '0-0');
  return {
    lastId: field('last-generated-id'),
    firstId: field('recorded-first-entry-id'),
    length: Number(field('length')),
    added: Number(field('entries-added')),
    maxDeletedId: field('max-deleted-entry-id'),
  };
}

/**
 * Whether the stream still holds every entry after `lastEventId`. An id the stream never issued (another
 * Redis) is not; nor is one from before its first entry once entries were trimmed away (MAXLEN ~ trims
 * whole nodes, so a client exactly at the last trimmed entry is sent to refetch too: a rare, safe miss).
 */
export function holdsEverythingAfter(bounds: Bounds, lastEventId: string): boolean {
  const vsLast = compareEntryIds(lastEventId, bounds.lastId);
  if (vsLast > 0) return false;
  if (vsLast === 0) return true;
  if (compareEntryIds(bounds.maxDeletedId, lastEventId) > 0) return false;
  const trimmed = bounds.added > bounds.length;
  return !trimmed || (bounds.length > 0 && compareEntryIds(lastEventId, bounds.firstId) >= 0);
}
