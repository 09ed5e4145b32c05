// The MongoDB side of PersonRecords. Lead documents carry `emailKey` (lower-case e-mail) and `phoneKey`
// (the phone in E.164), indexed, set on insert and correction (and by a migration for old documents).
// A correction reads and writes in one transaction, so the keys it derives (e-mail, phone, trigrams) come
// from the document as it is when the write lands; a deletion of several records is all or nothing.
// Deleted documents stay in WiredTiger's free space until it reuses it (docs/privacy.md).
import { type LeadKind } from '@site/contracts/records';
import { oldestFirst } from '../../records/record-rules';
import { type CorrectableField, type PersonMatch, type PersonRecords, type RecordKey } from '../privacy-port';
import { releaseClaims } from './mongo-booking-slots';
import { type MongoDb } from './mongo-db';
import { type Doc, personKeysOf, refOf, searchGramsOf } from './mongo-schemas';

export class MongoPersonRecords implements PersonRecords {
  constructor(private readonly s: MongoDb) {}

  async findPerson(match: PersonMatch, limit: number) {
    const query = 'email' in match ? { emailKey: { $eq: match.email.toLowerCase() } } : { phoneKey: { $eq: match.phoneE164 } };
    const pick = async (kind: LeadKind) =>
      (await this.s.m.leads[kind].find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<Doc[]>()).map((d) => refOf(kind, d));
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort((x, y) => oldestFirst(y, x));
  }

  async correctRecord(kind: LeadKind, id: string, field: CorrectableField, value: string | null, now: Date) {
    const model = this.s.m.leads[kind];
    return this.s.inTransaction(async (session) => {
      const doc = await model.findById(id, null, { session }).lean<Doc>();
      if (!doc) return null;
      if ((doc[field] ?? null) === value) return { ref: refOf(kind, doc), changed: false };
      const next = { ...doc, [field]: value } as Doc;
      const written = await model
        .findOneAndUpdate(
          { _id: { $eq: id } },
          {
            $set: {
              [field]: value,
              ...personKeysOf(next.email as string, (next.phone as string | null) ?? null),
              searchGrams: searchGramsOf([next.name as string, next.email as string, next.company as string | null]),
              syncStatus: 'pending',
              syncError: null,
              enqueued: false,
              updatedAt: now.toISOString(),
            },
            $inc: { revision: 1, version: 1, ...(field === 'email' && kind === 'consultation' ? { linkVersion: 1 } : {}) },
          },
          { returnDocument: 'after', session },
        )
        .lean<Doc>();
      return { ref: refOf(kind, written!), changed: true };
    });
  }

  async deleteRecords(keys: readonly RecordKey[]) {
    return this.s.inTransaction(async (session) => {
      let n = 0;
      for (const kind of ['contact', 'consultation'] as const) {
        const ids = keys.filter((k) => k.kind === kind).map((k) => k.id);
        if (ids.length) n += (await this.s.m.leads[kind].deleteMany({ _id: { $in: ids } }, { session })).deletedCount;
        // An erased booking holds no time: its cells go in the same step.
        if (ids.length && kind === 'consultation') await releaseClaims(this.s, session, ids);
      }
      return n;
    });
  }

  async listCreatedBefore(before: string, limit: number) {
    const pick = async (kind: LeadKind) =>
      (
        await this.s.m.leads[kind]
          .find({ createdAt: { $lt: before } })
          .sort({ createdAt: 1, _id: 1 })
          .limit(limit)
          .lean<Doc[]>()
      ).map((d) => refOf(kind, d));
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort(oldestFirst).slice(0, limit);
  }

  async compactAfterErase() {
    // Nothing to do from here: WiredTiger reuses the space of deleted documents (see docs/privacy.md).
  }
}
