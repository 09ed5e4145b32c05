// The MongoDB side of KeptMailStore. Keeping a message and erasing its record both write the record's
// gate document (record_gates) in their transactions, so they cannot interleave: either the erase comes
// first and the message is refused (the tombstone is there), or the message comes first and the erase's
// deleteKeptMail finds it. The mail limits are counted in the same transaction, and a message counted
// against limits also writes its domain's gate: snapshot isolation alone would let two transactions
// both count 9 of 10 and both insert (neither writes what the other reads), whereas two writes of one
// document conflict, and the driver runs the later transaction again, which then counts the other's
// message. Every address belongs to its domain, so one gate serves the address and the domain limits.
// Deleting a record's mail reads and deletes in one transaction.
import { createHash } from 'node:crypto';
import { type ClientSession } from 'mongoose';
import { definedOf } from '../../records/record-rules';
import { recipientKeysOf } from '../../records/record-keys';
import {
  type KeepOutcome,
  type KeptMailLimit,
  type KeptMailPatch,
  type KeptMailPosition,
  type KeptMailRow,
  type KeptMailStore,
} from '../lead-store';
import { type MongoDb } from './mongo-db';
import { type Doc, isDuplicateKey, keptMailOf } from './mongo-schemas';

/**
 * Makes sure a gate exists (a record's, by its id, or a mail domain's), outside any transaction: two
 * concurrent upserts of one _id are settled by the server (it retries an upsert's duplicate key on an
 * equality match), whereas inside a transaction the loser would fail with a duplicate key instead of a
 * retryable write conflict.
 */
export async function openRecordGate(s: MongoDb, gateId: string) {
  await s.m.gates.updateOne({ _id: { $eq: gateId } }, { $setOnInsert: { writes: 0 } }, { upsert: true });
}

/** Writes a gate in a transaction: two transactions that both do conflict, and one is retried. */
export async function passRecordGate(s: MongoDb, gateId: string, session: ClientSession) {
  await s.m.gates.updateOne({ _id: { $eq: gateId } }, { $inc: { writes: 1 } }, { session });
}

/**
 * The gate of mail to a domain: a hash, so that the gates name no address or domain (a person's own domain
 * is theirs). The domain of the inbox the address reaches, so that every spelling of one inbox
 * (ada@gmail.com, a.da@googlemail.com) passes one gate, as its address limits count them together.
 */
export function mailDomainGate(to: string) {
  const { recipientKey } = recipientKeysOf(to);
  return `mail-domain:${createHash('sha256')
    .update(recipientKey.slice(recipientKey.lastIndexOf('@') + 1))
    .digest('hex')}`;
}

export class MongoKeptMail implements KeptMailStore {
  constructor(private readonly s: MongoDb) {}

  async insertKeptMail<L extends KeptMailLimit>(m: KeptMailRow, limits: readonly L[] = []): Promise<KeepOutcome<L>> {
    const { key, ...rest } = m;
    const domainGate = limits.length ? mailDomainGate(m.to) : null;
    await openRecordGate(this.s, m.recordId);
    if (domainGate) await openRecordGate(this.s, domainGate);
    try {
      return await this.s.inTransaction(async (session): Promise<KeepOutcome<L>> => {
        await passRecordGate(this.s, m.recordId, session);
        if (await this.s.m.erased.exists({ _id: { $eq: m.recordId } }).session(session)) return 'erased';
        if (await this.s.m.keptMail.exists({ _id: { $eq: key } }).session(session)) return 'exists';
        if (domainGate) await passRecordGate(this.s, domainGate, session);
        for (const limit of limits) if ((await this.countKept(limit, session)) >= limit.max) return { over: limit };
        await this.s.m.keptMail.create([{ _id: key, ...rest, ...recipientKeysOf(m.to) }], { session });
        return 'kept';
      });
    } catch (err) {
      if (isDuplicateKey(err)) return 'exists';
      throw err;
    }
  }

  /** Kept messages a limit counts, as the transaction's snapshot has them. */
  private countKept(limit: KeptMailLimit, session: ClientSession): Promise<number> {
    const to =
      'address' in limit.to
        ? { recipientKey: { $eq: recipientKeysOf(limit.to.address).recipientKey } }
        : { recipientDomain: { $eq: limit.to.domain.toLowerCase() } };
    const kinds = limit.kinds?.length ? { kind: { $in: limit.kinds } } : {};
    return this.s.m.keptMail.countDocuments({ ...to, ...kinds, createdAt: { $gte: limit.since } }, { session });
  }

  async updateKeptMail(key: string, patch: KeptMailPatch) {
    const res = await this.s.m.keptMail.updateOne({ _id: { $eq: key } }, { $set: definedOf(patch) });
    return res.matchedCount === 1;
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
