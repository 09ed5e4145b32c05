// Live record changes for staff dashboards (Server-Sent Events). In-process: one leads instance
// serves the dashboards of its gateway; several instances would share this over Redis pub/sub.
import { EventEmitter } from 'node:events';
import { type RecordChangedEvent } from '@site/contracts/jobs';
import { type LeadKind } from '@site/contracts/records';

export class LiveEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(kind: LeadKind, id: string) {
    const event: RecordChangedEvent = { type: 'record.changed', kind, id };
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: RecordChangedEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
