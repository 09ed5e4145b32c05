// The one write path after a record changed in the store: every route, the results consumer and the
// submission use-case call `recordChanged`, which does the three follow-ups in one fixed order:
//   1. hand-over: the record's new revision goes to the sync queue (the outbox), when Odoo must learn of it;
//   2. live event: open dashboards get the record as the store now has it;
//   3. mail: the message the change calls for is queued (it publishes the record again with its mail state).
// The hand-over comes first because it is what makes the change durable beyond this process (the store
// already holds it in the outbox, so a failed hand-over is the sweeper's). The live event comes before the
// mail step so that a dashboard ends on the record's latest state (mail pending), never on an older one.
// None of the three throws: the hand-over and the mail log their failures and are retried elsewhere.
// A new submission's follow-ups run after its answer (submit-lead.ts); every other change's before.
import { type ConsultationRecord } from '@site/contracts/records';
import { type LeadRef } from '../store/lead-store';
import { type LeadMail } from '../mail/lead-mail';
import { type LiveEvents } from '../sync/live-events';
import { type SyncOutbox } from '../sync/sync-outbox';
import { type VideoLinks } from './video-link';

/** What changed, and so which of the three steps it takes. */
export type RecordChange =
  /** A new lead from a public form: hand-over, live event, the new lead's mail. */
  | { what: 'stored'; ref: LeadRef }
  /** The visitor (booking page) or staff in Odoo moved or cancelled a booking. Odoo's own change is not handed back. */
  | { what: 'booking-changed'; ref: LeadRef; by: 'visitor' | 'staff' }
  /** Staff corrected a field (privacy): hand-over and live event, no mail. */
  | { what: 'corrected'; ref: LeadRef }
  /** Staff sent a failed or stuck record to Odoo again: its old job is replaced. */
  | { what: 'requeued'; ref: LeadRef }
  /** Staff replaced a booking's link: live event, the new link's mail. */
  | { what: 'link-replaced'; record: ConsultationRecord }
  /** A sync result or a change made in Odoo was applied: live event only. */
  | { what: 'applied'; ref: LeadRef }
  /** The record reached Odoo: its video link is settled, then the live event and the waiting confirmation. */
  | { what: 'synced'; ref: LeadRef };

export type RecordChangedDeps = {
  outbox: Pick<SyncOutbox, 'enqueue' | 'requeue'>;
  events: Pick<LiveEvents, 'publish'>;
  mail: Pick<LeadMail, 'leadStored' | 'bookingChanged' | 'linkResent' | 'odooSynced'>;
  /** Null where no sync result is applied (tests of the routes). */
  videoLinks?: VideoLinks | null;
};

/** The follow-ups of one change, in the order above. */
export type RecordChanged = (change: RecordChange) => Promise<void>;

export function recordChangedPath(deps: RecordChangedDeps): RecordChanged {
  return async (change) => {
    switch (change.what) {
      case 'stored':
        // A new record is stored already marked as handed over (one write): only the queue is left.
        await deps.outbox.enqueue(change.ref, { handedOver: true });
        deps.events.publish(change.ref);
        return deps.mail.leadStored(change.ref);
      case 'booking-changed':
        if (change.by === 'visitor') await deps.outbox.enqueue(change.ref);
        deps.events.publish(change.ref);
        return deps.mail.bookingChanged(change.ref, change.by);
      case 'corrected':
        await deps.outbox.enqueue(change.ref);
        return deps.events.publish(change.ref);
      case 'requeued':
        await deps.outbox.requeue(change.ref);
        return deps.events.publish(change.ref);
      case 'link-replaced':
        deps.events.publish({ kind: 'consultation', record: change.record });
        return deps.mail.linkResent(change.record);
      case 'applied':
        return deps.events.publish(change.ref);
      case 'synced': {
        const ref = deps.videoLinks ? await deps.videoLinks.settle(change.ref) : change.ref;
        if (!ref) return; // erased meanwhile: nothing to show or mail
        deps.events.publish(ref);
        return deps.mail.odooSynced(ref);
      }
    }
  };
}
