// The MongoDB side of ErasureLedger: tombstones in their own collection (set with the record's gate, in
// one transaction, so a message being kept for the record cannot slip past the erase: mongo-kept-mail.ts)
// and erasure reports, finished by one update of their fields.
import { type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type ErasedRecord, type ErasureLedger, type RecordKey } from '../privacy-port';
import { type MongoDb } from './mongo-db';
import { openRecordGate, passRecordGate } from './mongo-kept-mail';
import { type Doc } from './mongo-schemas';

const erasedOf = (d: Doc): ErasedRecord => ({
  kind: d.kind as LeadKind,
  id: d._id,
  erasureId: d.erasureId as string,
  erasedAt: d.erasedAt as string,
});

export class MongoErasures implements ErasureLedger {
  constructor(private readonly s: MongoDb) {}

  async markErased(keys: readonly RecordKey[], erasureId: string, at: string) {
    for (const key of keys) await openRecordGate(this.s, key.id);
    await this.s.inTransaction(async (session) => {
      for (const key of keys) {
        await passRecordGate(this.s, key.id, session);
        await this.s.m.erased.updateOne(
          { _id: { $eq: key.id } },
          { $setOnInsert: { kind: key.kind, erasureId, erasedAt: at, inRedis: false } },
          { upsert: true, session },
        );
      }
    });
  }

  async erasedRecord(recordId: string) {
    const doc = await this.s.m.erased.findById(recordId).lean<Doc>();
    return doc ? erasedOf(doc) : null;
  }

  async listUnpublishedErased(limit: number) {
    return (await this.s.m.erased.find({ inRedis: false }).sort({ erasedAt: 1 }).limit(limit).lean<Doc[]>()).map(erasedOf);
  }

  async unpublishErasedSince(since: string) {
    await this.s.m.erased.updateMany({ erasedAt: { $gte: since } }, { $set: { inRedis: false } });
  }

  async markErasedPublished(recordIds: readonly string[]) {
    await this.s.m.erased.updateMany({ _id: { $in: [...recordIds] } }, { $set: { inRedis: true } });
  }

  async createErasure(erasure: Erasure) {
    await this.s.m.erasures.create({ _id: erasure.id, requestedAt: erasure.requestedAt, body: erasure });
  }

  async finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>) {
    // One update of the report's fields (no read-modify-write of the whole body): returns it as written.
    const set = Object.fromEntries(Object.entries(patch).map(([field, value]) => [`body.${field}`, value]));
    const doc = await this.s.m.erasures.findOneAndUpdate({ _id: { $eq: id } }, { $set: set }, { returnDocument: 'after' }).lean<Doc>();
    return doc ? (doc.body as Erasure) : null;
  }

  async getErasure(id: string) {
    const doc = await this.s.m.erasures.findById(id).lean<Doc>();
    return doc ? (doc.body as Erasure) : null;
  }

  async listErasures(limit: number) {
    return (await this.s.m.erasures.find().sort({ requestedAt: -1, _id: -1 }).limit(limit).lean<Doc[]>()).map((d) => d.body as Erasure);
  }
}
