// This instance's side of the live events (live-events.ts): one blocking reader of the Redis Stream per
// process, and the Server-Sent Events streams of the dashboards this instance serves. Each entry is turned
// into the event a dashboard patches its lists with, the record re-read from the store (a record no longer
// there is announced as erased), and every event carries its stream entry id as the SSE `id:`. A dashboard
// that reconnects with Last-Event-ID (the header, or `lastEventId` in the query when it opens a new stream)
// gets what it missed from the stream; when that cannot be known (older than what the stream keeps, an id
// it never issued, or events lost while Redis was away) it gets `event: refetch` instead.
import { type Redis } from 'ioredis';
import { type ServerResponse } from 'node:http';
import { type Logger } from 'pino';
import { type RecordChanged, type RecordErased, type RefetchEvent } from '@site/contracts/lead-lists';
import { type LeadKind, leadKindValues } from '@site/contracts/records';
import { type LeadRecords } from '../store/lead-store';
import { LIVE_STREAM_KEY, type LiveEntry } from './live-events';
import { compareEntryIds, ENTRY_ID, holdsEverythingAfter, streamBounds } from './live-stream-bounds';

/** More missed events than this are not replayed one by one: a refetch is cheaper for both sides. */
const REPLAY_MAX = 1000;
const READ_COUNT = 500;
const BLOCK_MS = 5000;
const OUTAGE_PAUSE_MS = 1000;
const HEARTBEAT_MS = 15_000;

type FeedEvent = RecordChanged | RecordErased | RefetchEvent;
/** An event for the dashboards, with the stream entry it came from. */
type Delivery = { entryId: string; event: FeedEvent };
type StreamEntry = [id: string, fields: string[]];

function parseEntry(fields: string[]): LiveEntry | null {
  const f = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) f.set(fields[i]!, fields[i + 1]!);
  const type = f.get('type');
  if (type === 'gap') return { type };
  const kind = f.get('kind') as LeadKind | undefined;
  const id = f.get('id');
  if ((type !== 'changed' && type !== 'erased') || !kind || !leadKindValues.includes(kind) || !id) return null;
  return { type, kind, id };
}

/**
 * One dashboard's stream. Once it has ended (the service closing ends every stream, also one whose missed
 * events are still being read) nothing more is written: a write after the end is an error on the response
 * that nothing would catch.
 */
class Client {
  /** Events that arrived while the client's missed events were being replayed. */
  private held: Delivery[] | null = [];

  constructor(
    private readonly res: ServerResponse,
    /** The last entry this client has: nothing at or before it is sent again. */
    private lastSent: string,
  ) {}

  send({ entryId, event }: Delivery) {
    if (this.held) return void this.held.push({ entryId, event });
    this.write(entryId, event);
  }

  write(entryId: string, event: FeedEvent) {
    if (this.res.writableEnded) return;
    if (compareEntryIds(entryId, this.lastSent) <= 0 && event.type !== 'refetch') return;
    this.lastSent = entryId;
    this.res.write(`id: ${entryId}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** Sets the client's position without an event (a new stream: the browser then reconnects from here). */
  mark(entryId: string) {
    if (this.res.writableEnded) return;
    this.lastSent = entryId;
    this.res.write(`id: ${entryId}\n\n`);
  }

  /** Sends what arrived during the replay, then every event as it comes. */
  goLive() {
    const held = this.held ?? [];
    this.held = null;
    for (const d of held) this.write(d.entryId, d.event);
  }

  end() {
    this.res.end();
  }
}

export class LiveFeed {
  /** The last entry read and handed to the streams; every new stream starts here. */
  private position = '0-0';
  private readonly clients = new Set<Client>();
  /** Whether `position` is the stream's real end (Redis may be away when the feed starts). */
  private known = false;
  private stopped = false;
  /** Set once the service closes: streams end and no new one is served. */
  private ending = false;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      /** The feed's own connection: its blocking read holds it. Commands fail (after one retry) while Redis is away. */
      reader: Redis;
      /** For a reconnecting client's replay (the reader's connection is busy with its blocking read). */
      redis: Redis;
      store: Pick<LeadRecords, 'getLead'>;
      log: Logger;
    },
  ) {}

  /** How many streams this instance serves. */
  get size(): number {
    return this.clients.size;
  }

  /** Starts reading from the stream's end as it is now (or as soon as Redis answers). */
  async start() {
    await this.findEnd().catch(() => undefined);
    this.reading = this.readLoop();
  }

  /** Where the stream ends now: the feed reads on from there. */
  private async findEnd() {
    this.position = (await streamBounds(this.deps.reader))?.lastId ?? '0-0';
    this.known = true;
  }

  /**
   * Serves one dashboard's stream on `res` (already answered 200 with the SSE headers), from `lastEventId`
   * when the client gives one. The stream ends when the client leaves or `endAll` runs.
   */
  async open(res: ServerResponse, lastEventId: string | undefined) {
    if (this.ending) return void res.end();
    const from = lastEventId !== undefined && ENTRY_ID.test(lastEventId) ? lastEventId : this.position;
    const client = new Client(res, from);
    this.clients.add(client);
    const heartbeat = setInterval(() => res.writableEnded || res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    res.once('close', () => {
      clearInterval(heartbeat);
      this.clients.delete(client);
    });
    res.write('retry: 3000\n\n');
    if (lastEventId === undefined) client.mark(this.position);
    else await this.replay(client, lastEventId);
    client.goLive();
  }

  /** Ends every open stream (the service is closing): the dashboards reconnect, to another instance if there is one. */
  endAll(): number {
    this.ending = true;
    const n = this.clients.size;
    for (const client of this.clients) client.end();
    this.clients.clear();
    return n;
  }

  /** Stops the reader and closes its connection. */
  async close() {
    this.stopped = true;
    this.deps.reader.disconnect();
    await this.reading;
  }

  /** What a client missed after `lastEventId`, or a refetch when that cannot be known. */
  private async replay(client: Client, lastEventId: string) {
    const refetch = () => client.write(this.position, { type: 'refetch' });
    if (!ENTRY_ID.test(lastEventId)) return refetch();
    try {
      const bounds = await streamBounds(this.deps.redis);
      // No stream: only a client that has seen none of it can be sure it missed nothing.
      if (!bounds) return lastEventId === '0-0' ? undefined : refetch();
      if (!holdsEverythingAfter(bounds, lastEventId)) return refetch();
      const entries = (await this.deps.redis.xrange(LIVE_STREAM_KEY, `(${lastEventId}`, '+', 'COUNT', REPLAY_MAX + 1)) as StreamEntry[];
      if (entries.length > REPLAY_MAX) return refetch();
      for (const d of await this.resolve(entries)) client.write(d.entryId, d.event);
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'live events: missed events could not be replayed; the client refetches');
      refetch();
    }
  }

  private async readLoop() {
    let outage = false;
    while (!this.stopped) {
      try {
        if (!this.known) {
          // Redis was away at the start: streams opened before the end was known may have missed something.
          await this.findEnd();
          for (const client of this.clients) client.write(this.position, { type: 'refetch' });
          continue;
        }
        const reply = (await this.deps.reader.xread('COUNT', READ_COUNT, 'BLOCK', BLOCK_MS, 'STREAMS', LIVE_STREAM_KEY, this.position)) as
          [string, StreamEntry[]][] | null;
        if (outage) {
          outage = false;
          await this.afterOutage();
        }
        const entries = reply?.[0]?.[1] ?? [];
        // Nobody watches on this instance: the records need not be read, only passed.
        if (entries.length && this.clients.size === 0) this.position = entries.at(-1)![0];
        else if (entries.length) this.deliver(await this.resolve(entries), entries.at(-1)![0]);
      } catch (err) {
        if (this.stopped) break;
        if (!outage) this.deps.log.warn({ err: (err as Error).message }, 'live events: the stream cannot be read; retrying');
        outage = true;
        await new Promise((r) => setTimeout(r, OUTAGE_PAUSE_MS));
      }
    }
  }

  /**
   * Redis answers again. A Redis that lost the stream's end (a restart past its last fsync, another
   * server) has older ids than this feed read: the feed starts again from its end, and every stream
   * refetches, since what was lost is unknown. Events publishers could not add are announced by their gap entry.
   */
  private async afterOutage() {
    const bounds = await streamBounds(this.deps.reader);
    const lastId = bounds?.lastId ?? '0-0';
    if (compareEntryIds(lastId, this.position) >= 0) return;
    this.deps.log.warn(
      { from: this.position, to: lastId },
      'live events: the stream went back (Redis replaced or restored); dashboards refetch',
    );
    this.position = lastId;
    for (const client of this.clients) client.write(lastId, { type: 'refetch' });
  }

  /** Hands a batch to every stream and moves the feed on, in one step (a stream opening meanwhile starts after it). */
  private deliver(batch: Delivery[], lastId: string) {
    for (const client of this.clients) for (const d of batch) client.send(d);
    this.position = lastId;
  }

  /** The events of `entries`, each record read once per batch, as the store has it now. */
  private async resolve(entries: StreamEntry[]): Promise<Delivery[]> {
    const reads = new Map<string, Promise<FeedEvent>>();
    const eventOf = (entry: LiveEntry | null): Promise<FeedEvent> => {
      if (!entry || entry.type === 'gap') return Promise.resolve({ type: 'refetch' });
      const erased: RecordErased = { type: 'record.erased', kind: entry.kind, id: entry.id };
      if (entry.type === 'erased') return Promise.resolve(erased);
      const key = `${entry.kind}:${entry.id}`;
      let read = reads.get(key);
      if (!read) {
        read = this.deps.store.getLead(entry.kind, entry.id).then(
          (ref): FeedEvent =>
            ref ? ({ type: 'record.changed', kind: ref.kind, id: ref.record.id, record: ref.record } as RecordChanged) : erased,
          (err: Error): FeedEvent => {
            this.deps.log.warn({ err: err.message, recordId: entry.id }, 'live events: record not read; the streams refetch');
            return { type: 'refetch' };
          },
        );
        reads.set(key, read);
      }
      return read;
    };
    return Promise.all(entries.map(async ([entryId, fields]) => ({ entryId, event: await eventOf(parseEntry(fields)) })));
  }
}
