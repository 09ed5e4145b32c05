// The MongoDB side of privacy rights (see privacy-port.ts). Lead documents carry `emailKey` (lower-case
// e-mail) and `phoneKey` (the phone in E.164), indexed, set on insert and correction and backfilled at
// start-up. The audit log is a collection this adapter only ever inserts into, each entry sealed into the
// HMAC chain (its _id is the sequence, so two writers cannot both extend the chain from one entry).
// Tombstones live in their own collection. Deleted documents stay in WiredTiger's free space until it
// reuses it; docs/privacy.md says what that means for a MongoDB deployment.
import { type Connection, type Model, Schema } from 'mongoose';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-store';
import { type AuditSeal, type CorrectableField, type ErasedRecord, type NewAuditEntry, type PersonMatch, type PrivacyStore, type RecordKey, type SealedAuditEntry } from './privacy-port';
import { oldestFirst } from './record-rules';
import { phoneKeyOf } from './sqlite-privacy';

type Doc = Record<string, unknown> & { _id: string };

/** Fields every lead document gets for person look-ups, and their indexes. */
export const personKeyFields = { emailKey: { type: String }, phoneKey: { type: String, default: null } };
export function indexPersonKeys(schema: Schema) {
  schema.index({ emailKey: 1 });
  schema.index({ phoneKey: 1 }, { partialFilterExpression: { phoneKey: { $type: 'string' } } });
}
export const personKeysOf = (email: string, phone: string | null) => ({ emailKey: email.toLowerCase(), phoneKey: phoneKeyOf(phone) });

const erasureSchema = new Schema({ _id: String, requestedAt: { type: String, index: true }, body: Schema.Types.Mixed }, { versionKey: false });
const auditSchema = new Schema(
  { _id: Number, at: String, actor: String, action: String, target: String, detail: String, ip: String, mac: String },
  { versionKey: false },
);
const erasedSchema = new Schema(
  { _id: String, kind: String, erasureId: String, erasedAt: { type: String, index: true }, inRedis: { type: Boolean, default: false } },
  { versionKey: false },
);
erasedSchema.index({ inRedis: 1, erasedAt: 1 });
const erasedOf = (d: Doc): ErasedRecord => ({ kind: d.kind as LeadKind, id: d._id, erasureId: d.erasureId as string, erasedAt: d.erasedAt as string });
const auditOf = ({ _id, ...d }: Doc & { _id: unknown }): SealedAuditEntry =>
  ({ seq: Number(_id), at: d.at, actor: d.actor, action: d.action, target: d.target ?? null, detail: d.detail ?? null, ip: d.ip ?? null, mac: d.mac ?? null }) as SealedAuditEntry;

export class MongoPrivacy implements PrivacyStore {
  private readonly erasures: Model<Doc>;
  private readonly audit: Model<Doc>;
  private readonly erased: Model<Doc>;

  constructor(
    conn: Connection,
    private readonly models: Record<LeadKind, Model<Doc>>,
    private readonly toRef: (kind: LeadKind, doc: Doc) => LeadRef,
    private readonly searchGrams: (fields: readonly (string | null | undefined)[]) => string[],
  ) {
    this.erasures = conn.model<Doc>('Erasure', erasureSchema, 'erasures');
    this.audit = conn.model<Doc>('AuditEntry', auditSchema, 'audit_log');
    this.erased = conn.model<Doc>('ErasedRecord', erasedSchema, 'erased_records');
  }

  async init() {
    await Promise.all([this.erasures, this.audit, this.erased].map((m) => m.syncIndexes()));
    // Documents stored before person look-ups existed, or before phone keys were E.164, get their keys.
    for (const model of Object.values(this.models)) {
      for await (const doc of model.find({ $or: [{ emailKey: { $exists: false } }, { phoneKey: { $regex: /^\d/ } }] }, { email: 1, phone: 1 }).lean<Doc[]>().cursor()) {
        const d = doc as unknown as Doc;
        await model.updateOne({ _id: d._id }, { $set: personKeysOf(d.email as string, (d.phone as string | null) ?? null) });
      }
    }
  }

  async findPerson(match: PersonMatch, limit: number) {
    const query = 'email' in match ? { emailKey: { $eq: match.email.toLowerCase() } } : { phoneKey: { $eq: match.phoneE164 } };
    const pick = async (kind: LeadKind) =>
      (await this.models[kind].find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<Doc[]>()).map((d) => this.toRef(kind, d));
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort((x, y) => oldestFirst(y, x));
  }

  async correctRecord(kind: LeadKind, id: string, field: CorrectableField, value: string | null, now: Date) {
    const model = this.models[kind];
    const doc = await model.findById(id).lean<Doc>();
    if (!doc) return null;
    if ((doc[field] ?? null) === value) return { ref: this.toRef(kind, doc), changed: false };
    const next = { ...doc, [field]: value } as Doc;
    await model.updateOne(
      { _id: id },
      {
        $set: {
          [field]: value,
          ...personKeysOf(next.email as string, (next.phone as string | null) ?? null),
          searchGrams: this.searchGrams([next.name as string, next.email as string, next.company as string | null]),
          syncStatus: 'pending',
          syncError: null,
          enqueued: false,
          updatedAt: now.toISOString(),
        },
        $inc: { revision: 1, ...(field === 'email' && kind === 'consultation' ? { linkVersion: 1 } : {}) },
      },
    );
    const after = await model.findById(id).lean<Doc>();
    return { ref: this.toRef(kind, after!), changed: true };
  }

  async deleteRecords(keys: readonly RecordKey[]) {
    let n = 0;
    for (const key of keys) n += (await this.models[key.kind].deleteOne({ _id: { $eq: key.id } })).deletedCount;
    return n;
  }

  async listCreatedBefore(before: string, limit: number) {
    const pick = async (kind: LeadKind) =>
      (await this.models[kind].find({ createdAt: { $lt: before } }).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<Doc[]>()).map((d) => this.toRef(kind, d));
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort(oldestFirst).slice(0, limit);
  }

  async markErased(keys: readonly RecordKey[], erasureId: string, at: string) {
    for (const key of keys)
      await this.erased.updateOne({ _id: { $eq: key.id } }, { $setOnInsert: { kind: key.kind, erasureId, erasedAt: at, inRedis: false } }, { upsert: true });
  }

  async erasedRecord(recordId: string) {
    const doc = await this.erased.findById(recordId).lean<Doc>();
    return doc ? erasedOf(doc) : null;
  }

  async listUnpublishedErased(limit: number) {
    return (await this.erased.find({ inRedis: false }).sort({ erasedAt: 1 }).limit(limit).lean<Doc[]>()).map(erasedOf);
  }

  async unpublishErasedSince(since: string) {
    await this.erased.updateMany({ erasedAt: { $gte: since } }, { $set: { inRedis: false } });
  }

  async markErasedPublished(recordIds: readonly string[]) {
    await this.erased.updateMany({ _id: { $in: [...recordIds] } }, { $set: { inRedis: true } });
  }

  async compactAfterErase() {
    // Nothing to do from here: WiredTiger reuses the space of deleted documents (see docs/privacy.md).
  }

  async createErasure(erasure: Erasure) {
    await this.erasures.create({ _id: erasure.id, requestedAt: erasure.requestedAt, body: erasure });
  }

  async finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>) {
    const current = await this.getErasure(id);
    if (!current) return null;
    const next = { ...current, ...patch };
    await this.erasures.updateOne({ _id: { $eq: id } }, { $set: { body: next } });
    return next;
  }

  async getErasure(id: string) {
    const doc = await this.erasures.findById(id).lean<Doc>();
    return doc ? (doc.body as Erasure) : null;
  }

  async listErasures(limit: number) {
    return (await this.erasures.find().sort({ requestedAt: -1, _id: -1 }).limit(limit).lean<Doc[]>()).map((d) => d.body as Erasure);
  }

  async appendAudit(entry: NewAuditEntry, seal: AuditSeal) {
    // The chain's next link: the entry after the newest one. A unique _id makes a second writer that read
    // the same newest entry fail, and it tries again from the new newest.
    for (let attempt = 0; attempt < 20; attempt++) {
      const [last] = await this.audit.find().sort({ _id: -1 }).limit(1).lean<(Doc & { _id: unknown })[]>();
      const seq = last ? Number(last._id) + 1 : 1;
      try {
        await this.audit.create({ _id: seq, ...entry, mac: seal((last?.mac as string | undefined) ?? null, { seq, ...entry }) });
        return;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    throw new Error('the audit log kept changing while an entry was appended');
  }

  async listAudit(limit: number, before?: number) {
    const query = before === undefined ? {} : { _id: { $lt: before } };
    const docs = await this.audit.find(query).sort({ _id: -1 }).limit(limit).lean<(Doc & { _id: unknown })[]>();
    return docs.map((d) => {
      const { mac: _mac, ...entry } = auditOf(d);
      return entry as AuditEntry;
    });
  }

  async listAuditChain(after: number, limit: number) {
    return (await this.audit.find({ _id: { $gt: after } }).sort({ _id: 1 }).limit(limit).lean<(Doc & { _id: unknown })[]>()).map(auditOf);
  }

  async sealLegacyAudit(seal: AuditSeal) {
    if (await this.audit.exists({ mac: { $type: 'string' } })) return 0;
    let previous: string | null = null;
    let n = 0;
    for await (const doc of this.audit.find().sort({ _id: 1 }).lean<(Doc & { _id: unknown })[]>().cursor()) {
      const { mac: _none, ...entry } = auditOf(doc as unknown as Doc & { _id: unknown });
      previous = seal(previous, entry);
      await this.audit.updateOne({ _id: entry.seq }, { $set: { mac: previous } });
      n++;
    }
    return n;
  }
}
