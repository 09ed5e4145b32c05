// The MongoDB side of LeadRecords: records created one submission at a time (a unique index on the
// idempotency key settles concurrent retries; a booking with a time is stored in a transaction with the
// time it holds), newest-first pages over {createdAt, _id} indexes, the
// trigram search (mongo-schemas.ts), and totals from index counts.
import { type LeadCounts, WEEK_MS } from '@site/contracts/lead-lists';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { newId } from '../../records/lead-ids';
import { newConsultationRecord, newContactRecord } from '../../records/record-rules';
import {
  type CreateOptions,
  type CreateOutcome,
  type LeadRecords,
  type ListFilter,
  type NewConsultation,
  type NewContact,
  type PageRequest,
  type RecordOf,
  SlotTakenError,
} from '../lead-store';
import { heldCells } from '../../records/booking-slot-rules';
import { followClaims, inSlotTransaction, slotTaken } from './mongo-booking-slots';
import { type MongoDb } from './mongo-db';
import { type Doc, filterQuery, isDuplicateKey, personKeysOf, searchGramsOf, toRecord } from './mongo-schemas';

export class MongoLeadRecords implements LeadRecords {
  constructor(private readonly s: MongoDb) {}

  /** The document a new record is stored as. */
  private docOf(record: ContactRecord | ConsultationRecord, opts: CreateOptions): Record<string, unknown> {
    const { id, ...fields } = record;
    const doc: Record<string, unknown> = {
      _id: id,
      ...fields,
      searchGrams: searchGramsOf([record.name, record.email, record.company]),
      ...personKeysOf(record.email, record.phone),
      enqueued: opts.handedOver === true,
      version: 0,
      requestHash: opts.requestHash,
    };
    if (opts.idempotencyKey) doc.idempotencyKey = opts.idempotencyKey;
    return doc;
  }

  private async insert<R extends ContactRecord | ConsultationRecord>(
    kind: LeadKind,
    record: R,
    opts: CreateOptions,
  ): Promise<CreateOutcome<R>> {
    const doc = this.docOf(record, opts);
    try {
      await this.s.m.leads[kind].create(doc);
      return { created: true, record };
    } catch (err) {
      // The unique index on the key settles concurrent retries: the first insert wins.
      if (!isDuplicateKey(err) || !opts.idempotencyKey) throw err;
      const existing = await this.s.m.leads[kind].findOne({ idempotencyKey: opts.idempotencyKey }).lean<Doc>();
      if (!existing) throw err;
      return { created: false, record: toRecord<R>(kind, existing), requestHash: existing.requestHash as string };
    }
  }

  async createContact(input: NewContact, opts: CreateOptions) {
    const now = this.s.clock.now();
    return this.insert('contact', newContactRecord(input, newId(now.getTime()), now), opts);
  }

  async createConsultation(input: NewConsultation, opts: CreateOptions): Promise<CreateOutcome<ConsultationRecord>> {
    const now = this.s.clock.now();
    const record = newConsultationRecord(input, newId(now.getTime()), now);
    if (heldCells(record).length === 0) return this.insert('consultation', record, opts);
    // A booking with a time: its check and its claim in the transaction that stores it (mongo-booking-slots.ts).
    const model = this.s.m.leads.consultation;
    return inSlotTransaction(this.s, async (session) => {
      if (opts.idempotencyKey) {
        const existing = await model.findOne({ idempotencyKey: { $eq: opts.idempotencyKey } }, null, { session }).lean<Doc>();
        if (existing)
          return {
            created: false,
            record: toRecord<ConsultationRecord>('consultation', existing),
            requestHash: existing.requestHash as string,
          };
      }
      if (await slotTaken(this.s, session, record)) throw new SlotTakenError();
      await model.create([this.docOf(record, opts)], { session });
      await followClaims(this.s, session, record);
      return { created: true, record };
    });
  }

  async listPage<K extends LeadKind>(kind: K, filter: ListFilter, page: PageRequest): Promise<RecordOf<K>[]> {
    const query = filterQuery(kind, filter);
    if (page.after) {
      const { createdAt, id } = page.after;
      // The plain range bounds the index scan; the $or settles ties within one instant.
      query.createdAt = { $lte: createdAt };
      query.$and = [{ $or: [{ createdAt: { $lt: createdAt } }, { createdAt: { $eq: createdAt }, _id: { $lt: id } }] }];
    }
    const docs = await this.s.m.leads[kind].find(query).sort({ createdAt: -1, _id: -1 }).limit(page.limit).lean<Doc[]>();
    return docs.map((d) => toRecord<RecordOf<K>>(kind, d));
  }

  async filteredTotal(kind: LeadKind, filter: ListFilter) {
    const query = filterQuery(kind, filter);
    // Without a filter the collection's own count (metadata); a status alone is a COUNT_SCAN of its index.
    return Object.keys(query).length ? this.s.m.leads[kind].countDocuments(query) : this.s.m.leads[kind].estimatedDocumentCount();
  }

  async dashboardFigures(now: Date): Promise<LeadCounts> {
    const { contact, consultation } = this.s.m.leads;
    const linked = { odooLeadId: { $type: 'number' } };
    const [totalContacts, contactsThisWeek, totalConsultations, scheduled, contactsLinked, consultationsLinked, converted] =
      await Promise.all([
        contact.estimatedDocumentCount(),
        contact.countDocuments({ createdAt: { $gte: new Date(now.getTime() - WEEK_MS).toISOString() } }),
        consultation.estimatedDocumentCount(),
        consultation.countDocuments({ status: 'scheduled' }),
        contact.countDocuments(linked),
        consultation.countDocuments(linked),
        contact.countDocuments({ leadStatus: 'converted' }),
      ]);
    return { totalContacts, contactsThisWeek, totalConsultations, scheduled, odooLinked: contactsLinked + consultationsLinked, converted };
  }

  async getLead(kind: LeadKind, id: string) {
    return this.s.getRef(kind, id);
  }
}
