// The one owner of a booking's video link. Odoo's link arrives with the sync result, and the store writes
// it with the result's other Odoo fields (one write, see store/record-rules.ts); when Odoo has none, this
// module writes the link MEETING_LINK_TEMPLATE makes. Nothing else writes `meetingLink`: the mail reads
// the record this returns.
import { type Logger } from 'pino';
import { type ConsultationRecord } from '@site/contracts/records';
import { type LeadRef, type LeadStore } from '../store/lead-store';

export class VideoLinks {
  constructor(private readonly deps: { store: Pick<LeadStore, 'setMailState'>; log: Logger; meetingLinkTemplate: string | undefined }) {}

  /** The link a booking gets when Odoo gave none: the template with the record id, or null without one. */
  templateLink(recordId: string): string | null {
    return this.deps.meetingLinkTemplate?.replaceAll('{id}', encodeURIComponent(recordId)) ?? null;
  }

  /**
   * A synced booking with its video link: Odoo's (already on the record), else the template's, written
   * now. Returns the record as it now is: the given one when nothing was written or the write failed
   * (the link is then written with the next sync result), null when the record is gone (erased).
   */
  async settle(ref: LeadRef): Promise<LeadRef | null> {
    if (ref.kind !== 'consultation') return ref;
    const current = ref.record as ConsultationRecord;
    if (current.meetingLink) return ref;
    const link = this.templateLink(current.id);
    if (!link) return ref;
    try {
      const next = await this.deps.store.setMailState(current.id, { meetingLink: link });
      if (!next) return null;
      this.deps.log.info({ recordId: current.id, fromOdoo: false }, 'video link written');
      return { kind: 'consultation', record: next };
    } catch (err) {
      this.deps.log.error({ recordId: current.id, err: (err as Error).message }, 'video link not written');
      return ref;
    }
  }
}
