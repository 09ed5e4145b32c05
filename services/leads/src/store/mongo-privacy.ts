// The MongoDB side of privacy rights (see privacy-port.ts). Lead documents carry `emailKey` (lower-case
// e-mail) and `phoneKey` (last ten digits), indexed, set on insert and correction and backfilled once at
// start-up. The audit log is a collection this adapter only ever inserts into.
import { type Connection, type Model, Schema } from 'mongoose';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-store';
import { type CorrectableField, type NewAuditEntry, type PersonMatch, type PrivacyStore, type RecordKey } from './privacy-port';
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
const counterSchema = new Schema({ _id: String, n: Number }, { versionKey: false });
const auditSchema = new Schema(
  { _id: Number, at: String, actor: String, action: String, target: String, detail: String, ip: String },
  { versionKey: false },
);

export class MongoPrivacy implements PrivacyStore {
  private readonly erasures: Model<Doc>;
  private readonly audit: Model<Doc>;
  private readonly counters: Model<Doc>;

  constructor(
    conn: Connection,
    private readonly models: Record<LeadKind, Model<Doc>>,
    private readonly toRef: (kind: LeadKind, doc: Doc) => LeadRef,
    private readonly searchGrams: (fields: readonly (string | null | undefined)[]) => string[],
  ) {
    this.erasures = conn.model<Doc>('Erasure', erasureSchema, 'erasures');
    this.audit = conn.model<Doc>('AuditEntry', auditSchema, 'audit_log');
    this.counters = conn.model<Doc>('Counter', counterSchema, 'counters');
  }

  async init() {
    await Promise.all([this.erasures, this.audit].map((m) => m.syncIndexes()));
    // Documents stored before person look-ups existed get their keys once.
    for (const model of Object.values(this.models)) {
      for await (const doc of model.find({ emailKey: { $exists: false } }, { email: 1, phone: 1 }).lean<Doc[]>().cursor()) {
        const d = doc as unknown as Doc;
        await model.updateOne({ _id: d._id }, { $set: personKeysOf(d.email as string, (d.phone as string | null) ?? null) });
      }
    }
  }

  async findPerson(match: PersonMatch, limit: number) {
    const query = 'email' in match ? { emailKey: { $eq: match.email.toLowerCase() } } : { phoneKey: { $eq: match.phoneKey } };
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
        $inc: { revision: 1 },
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

  async appendAudit(entry: NewAuditEntry) {
    // A sequence like SQLite's, so both adapters page the log the same way.
    const counter = await this.counters.findOneAndUpdate({ _id: 'audit_log' }, { $inc: { n: 1 } }, { upsert: true, new: true }).lean<Doc>();
    await this.audit.create({ _id: Number(counter!.n), ...entry });
  }

  async listAudit(limit: number, before?: number) {
    const query = before === undefined ? {} : { _id: { $lt: before } };
    const docs = await this.audit.find(query).sort({ _id: -1 }).limit(limit).lean<(Doc & { _id: unknown })[]>();
    return docs.map(({ _id, ...d }) => ({ seq: Number(_id), at: d.at, actor: d.actor, action: d.action, target: d.target ?? null, detail: d.detail ?? null, ip: d.ip ?? null }) as AuditEntry);
  }
}
