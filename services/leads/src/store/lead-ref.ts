// A stored record with its kind: what the store's ports (lead-store.ts, privacy-port.ts) hand out.
// A file of its own, importing nothing of the store, so the ports need not import each other.
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';

export type LeadRef = { kind: 'contact'; record: ContactRecord } | { kind: 'consultation'; record: ConsultationRecord };
