// The MongoDB side of KeptMailStore. Keeping a message and erasing its record both write the record's
// gate document (record_gates) in their transactions, so they cannot interleave: either the erase comes
// first and the message is refused (the tombstone is there), or the message comes first and the erase's
// deleteKeptMail finds it. Deleting a record's mail reads and deletes in one transaction.
import { type ClientSession } from 'mongoose';
import { definedOf } from '../../records/record-rules';
import { recipientKeysOf } from '../../records/record-keys';
import { type KeptMailPatch, type KeptMailPosition, type KeptMailRow, type KeptMailStore } from '../lead-store';
import { type MongoDb } from './mongo-db';
import { type Doc, isDuplicateKey, keptMailOf } from './mongo-schemas';

/**
 * Makes sure a record's gate exists, outside any transaction: two concurrent upserts of one _id are
 * settled by the server (it retries an upsert's duplicate key on an equality match), whereas inside a
 * transaction the loser would fail with a duplicate key instead of a retryable write conflict.
 */
export async function openRecordGate(s: MongoDb, recordId: string) {
  await s.m.gates.updateOne({ _id: { $eq: recordId } }, { $setOnInsert: { writes: 0 } }, { upsert: true });
}

/** Writes a record's gate in a transaction: two transactions that both do conflict, and one is retried. */
export async function passRecordGate(s: MongoDb, recordId: string, session: ClientSession) {
  await s.m.gates.updateOne({ _id: { $eq: recordId } }, { $inc: { writes: 1 } }, { session });
}

export class MongoKeptMail implements KeptMailStore {
  constructor(private readonly s: MongoDb) {}

  async insertKeptMail(m: KeptMailRow) {
    const { key, ...rest } = m;
    await openRecordGate(this.s, m.recordId);
    try {
      return await this.s.inTransaction(async (session) => {
        await passRecordGate(this.s, m.recordId, session);
        if (await this.s.m.erased.exists({ _id: { $eq: m.recordId } }).session(session)) return false;
        await this.s.m.keptMail.create([{ _id: key, ...rest, ...recipientKeysOf(m.to) }], { session });
        return true;
      });
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async updateKeptMail(key: string, patch: KeptMailPatch) {
    const res = await this.s.m.keptMail.updateOne({ _id: { $eq: key } }, { $set: definedOf(patch) });
    return res.matchedCount === 1;
  }

  async countKeptMail(to: { address: string } | { domain: string }, since: string) {
    const match =
      'address' in to ? { recipientKey: { $eq: to.address.toLowerCase() } } : { recipientDomain: { $eq: to.domain.toLowerCase() } };
    return this.s.m.keptMail.countDocuments({ ...match, createdAt: { $gte: since } });
  }

  async getKeptMail(key: string) {
    const doc = await this.s.m.keptMail.findById(key).lean<Doc>();
    return doc ? { ...keptMailOf(doc), source: doc.source as string, meetingLink: (doc.meetingLink as string | null) ?? null } : null;
  }

  async listKeptMail(page: { limit: number; after?: KeptMailPosition | undefined }) {
    const after = page.after;
    const filter = after ? { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.key } }] } : {};
    const docs = await this.s.m.keptMail.find(filter, { source: 0 }).sort({ createdAt: -1, _id: -1 }).limit(page.limit).lean<Doc[]>();
    return docs.map(keptMailOf);
  }

  async deleteKeptMail(recordId: string) {
    await openRecordGate(this.s, recordId);
    return this.s.inTransaction(async (session) => {
      await passRecordGate(this.s, recordId, session);
      const docs = await this.s.m.keptMail.find({ recordId: { $eq: recordId } }, { source: 0 }, { session }).lean<Doc[]>();
      await this.s.m.keptMail.deleteMany({ recordId: { $eq: recordId } }, { session });
      return docs.map(keptMailOf);
    });
  }
}
