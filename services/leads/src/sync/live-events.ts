// Live record changes, published for every leads instance: a change goes to one bounded Redis Stream as
// ids only ({type, kind, id, revision}: no personal data in Redis), and each instance's feed (live-feed.ts)
// re-reads the record from the store before its dashboards see it. Publishing never throws and never
// waits: a change is already in the store, and an event Redis refused is made up for by a "gap" entry
// once Redis answers again, which tells every dashboard to fetch its lists afresh.
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from '../store/lead-store';

/** The stream every leads instance publishes to and reads. */
export const LIVE_STREAM_KEY = 'leads:live-events';
/** About this many entries are kept (XADD MAXLEN ~): a dashboard away for longer is told to refetch. */
const LIVE_STREAM_MAXLEN = 10_000;

/** What one stream entry says; the record itself is read from the store. */
export type LiveEntry = { type: 'changed'; kind: LeadKind; id: string } | { type: 'erased'; kind: LeadKind; id: string } | { type: 'gap' };

const GAP_RETRY_MS = 1000;

export class LiveEvents {
  /** Set while an event could not be added: the next entry that goes through is preceded by a gap. */
  private gap = false;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private pending: string[][] = [];

  /** `redis` fails fast while Redis is away (no offline queue), so a publish never waits for it. */
  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
  ) {}

  publish(ref: LeadRef) {
    this.add(['type', 'changed', 'kind', ref.kind, 'id', ref.record.id, 'revision', String(ref.record.revision)]);
  }

  /** A record left the store (an erase): open dashboards drop its row. */
  publishErased(kind: LeadKind, id: string) {
    this.add(['type', 'erased', 'kind', kind, 'id', id]);
  }

  /** Stops retrying a gap entry (the service is closing). */
  close() {
    this.closed = true;
    clearTimeout(this.retry);
  }

  /** The events of one turn of the event loop go to Redis together, in one pipeline (one round trip). */
  private add(fields: string[]) {
    this.pending.push(fields);
    if (this.pending.length === 1) setImmediate(() => this.flush());
  }

  private flush() {
    const batch = this.pending;
    this.pending = [];
    const pipeline = this.redis.pipeline();
    if (this.gap) pipeline.xadd(LIVE_STREAM_KEY, 'MAXLEN', '~', LIVE_STREAM_MAXLEN, '*', 'type', 'gap');
    for (const fields of batch) pipeline.xadd(LIVE_STREAM_KEY, 'MAXLEN', '~', LIVE_STREAM_MAXLEN, '*', ...fields);
    pipeline
      .exec()
      .then((results) => {
        const failed = results?.find(([err]) => err)?.[0];
        if (failed) throw failed;
        this.gap = false;
      })
      .catch((err: Error) => this.lost(err));
  }

  /** An event did not reach Redis: a gap entry follows as soon as Redis takes one. */
  private lost(err: Error) {
    if (!this.gap) this.log.warn({ err: err.message }, 'live event not published (Redis away); dashboards will be told to refetch');
    this.gap = true;
    if (this.retry || this.closed) return;
    const tryGap = () => {
      this.retry = undefined;
      if (!this.gap || this.closed) return;
      this.redis
        .xadd(LIVE_STREAM_KEY, 'MAXLEN', '~', LIVE_STREAM_MAXLEN, '*', 'type', 'gap')
        .then(() => void (this.gap = false))
        .catch(() => {
          if (!this.closed) this.retry = setTimeout(tryGap, GAP_RETRY_MS).unref();
        });
    };
    this.retry = setTimeout(tryGap, GAP_RETRY_MS).unref();
  }
}
