// Live record changes for staff dashboards (Server-Sent Events). Each event carries the record as the
// lists show it, so a dashboard patches one row instead of fetching its lists again. In-process: one
// leads instance serves the dashboards of its gateway; several instances would share this over Redis pub/sub.
import { EventEmitter } from 'node:events';
import { type RecordChanged, type RecordErased } from '@site/contracts/lead-lists';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from '../store/lead-store';

export class LiveEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(ref: LeadRef) {
    const event = { type: 'record.changed', kind: ref.kind, id: ref.record.id, record: ref.record } as RecordChanged;
    this.emitter.emit('event', event);
  }

  /** A record left the store (an erase): open dashboards drop its row. */
  publishErased(kind: LeadKind, id: string) {
    const event: RecordErased = { type: 'record.erased', kind, id };
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: RecordChanged | RecordErased) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
