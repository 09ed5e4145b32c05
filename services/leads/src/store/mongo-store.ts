// The MongoDB adapter (mongoose), used when MONGO_URL is set. Documents use the record id as _id;
// API records are built field by field, so no _id or __v ever leaves this file.
import mongoose, { type Connection, type Model, Schema } from 'mongoose';
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type LeadCounts, WEEK_MS } from '@site/contracts/lead-lists';
import { keptMailSchema as keptMailRecord, type KeptMail } from '@site/contracts/mail';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';
import { type Clock, systemClock } from '@site/contracts/clock';
import { newId } from './lead-ids';
import { indexPersonKeys, MongoPrivacy, personKeyFields, personKeysOf } from './mongo-privacy';
import { recipientKeysOf } from './sqlite-privacy';
import { odooChangePatch } from './odoo-change-rules';
import { type BookingChange, bookingChangeDecision } from './booking-change-rules';
import {
  type BookingChangeOutcome,
  type CreateOptions,
  type CreateOutcome,
  type KeptMailPatch,
  type KeptMailPosition,
  type KeptMailRow,
  type LeadRef,
  type MailStatePatch,
  type LeadStore,
  type ListFilter,
  type NewConsultation,
  type NewContact,
  type PageRequest,
  type RecordOf,
  type RequeueOutcome,
  type StaffAccount,
  type StaffUserPatch,
  StoreConflictError,
} from './lead-store';
import { definedOf, fieldDefaults, fieldsOf, oldestFirst, newConsultationRecord, newContactRecord, syncFieldsAfter } from './record-rules';

type Doc = Record<string, unknown> & { _id: string };

const str = { type: String, default: null };
const int = { type: Number, default: null };
const leadCommon = {
  _id: { type: String, required: true },
  form: { type: String, required: true },
  name: { type: String, required: true },
  email: { type: String, required: true },
  phone: str,
  message: str,
  service: str,
  odooLeadId: int,
  syncStatus: { type: String, required: true },
  syncError: str,
  context: { type: Schema.Types.Mixed, default: null },
  revision: { type: Number, default: 0 },
  enqueued: { type: Boolean, default: false },
  idempotencyKey: { type: String },
  requestHash: { type: String, required: true },
  createdAt: { type: String, required: true },
  updatedAt: { type: String, required: true },
};

/**
 * Indexes (explain() plans in docs/dashboard.md): newest-first pages walk {createdAt, _id}; a status
 * filter walks {status, createdAt, _id}; a search walks the multikey trigram index {searchGrams,
 * createdAt, _id} for one of the query's trigrams, in page order, and checks the rest and the
 * substring on the fetched document; the Odoo card counts the partial {odooLeadId} index.
 */
function leadSchema(statusField: 'leadStatus' | 'status', extra: Record<string, unknown>) {
  const schema = new Schema(
    { ...leadCommon, ...extra, ...personKeyFields, searchGrams: { type: [String], default: undefined } },
    { versionKey: false, timestamps: false, minimize: false },
  );
  indexPersonKeys(schema);
  schema.index({ createdAt: -1, _id: -1 });
  schema.index({ [statusField]: 1, createdAt: -1, _id: -1 });
  schema.index({ searchGrams: 1, createdAt: -1, _id: -1 });
  schema.index({ odooLeadId: 1 }, { partialFilterExpression: { odooLeadId: { $type: 'number' } } });
  schema.index({ idempotencyKey: 1 }, { unique: true, partialFilterExpression: { idempotencyKey: { $type: 'string' } } });
  schema.index({ syncStatus: 1, enqueued: 1, createdAt: 1 });
  return schema;
}

const contactSchema = leadSchema('leadStatus', {
  company: str,
  source: { type: String, required: true },
  leadStatus: { type: String, required: true },
});
const consultationSchema = leadSchema('status', {
  company: { type: String, required: true },
  industry: str,
  consultationType: { type: String, required: true },
  preferredDate: str,
  preferredTime: str,
  duration: { type: Number, required: true },
  status: { type: String, required: true },
  odooEventId: int,
  meetingLink: str,
  notes: str,
  inviteSequence: { type: Number, default: 0 },
  mailStatus: str,
  mailError: str,
  linkVersion: { type: Number, default: 0 },
});
const userSchema = new Schema(
  {
    _id: String,
    username: { type: String, required: true, unique: true },
    password: String,
    createdAt: String,
    disabled: { type: Boolean, default: false },
    canOperateQueues: { type: Boolean, default: false },
  },
  { versionKey: false },
);
const sessionSchema = new Schema(
  {
    _id: String,
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { versionKey: false },
);
const keptMailSchema = new Schema(
  {
    _id: String,
    kind: String,
    recordKind: String,
    recordId: { type: String, required: true, index: true },
    to: String,
    subject: String,
    messageId: String,
    status: String,
    error: str,
    attempts: Number,
    createdAt: { type: String, required: true },
    sentAt: str,
    meetingLink: str,
    source: String,
    recipientKey: str,
    recipientDomain: str,
  },
  { versionKey: false, minimize: false },
);
keptMailSchema.index({ createdAt: -1, _id: -1 });
keptMailSchema.index({ recipientKey: 1, createdAt: 1 });
keptMailSchema.index({ recipientDomain: 1, createdAt: 1 });
// MongoDB removes expired sessions by itself; lookups also check the time.
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const statusFieldOf = { contact: 'leadStatus', consultation: 'status' } as const;
/** Most trigrams of one search that go into the query; the substring check on the document is exact anyway. */
const MAX_QUERY_GRAMS = 8;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every distinct lower-case trigram of each searchable field (never across two fields). */
export function searchGramsOf(fields: readonly (string | null | undefined)[]): string[] {
  const grams = new Set<string>();
  for (const field of fields) {
    const chars = [...(field ?? '').toLowerCase()];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  }
  return [...grams];
}

function filterQuery(kind: LeadKind, filter: ListFilter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (filter.status) query[statusFieldOf[kind]] = { $eq: filter.status };
  const q = filter.q ?? '';
  if (q) {
    const grams = searchGramsOf([q]);
    // Spread the chosen trigrams over the whole string, so that they select as sharply as all of them.
    const step = Math.max(1, grams.length / MAX_QUERY_GRAMS);
    const picked = grams.length ? Array.from({ length: Math.min(grams.length, MAX_QUERY_GRAMS) }, (_, i) => grams[Math.floor(i * step)]!) : [];
    if (picked.length) query.searchGrams = { $all: picked };
    const re = new RegExp(escapeRegex(q), 'i');
    query.$or = [{ name: re }, { email: re }, { company: re }];
  }
  return query;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

function toRecord<R>(kind: LeadKind, doc: Doc): R {
  const out: Record<string, unknown> = {};
  for (const f of fieldsOf[kind]) out[f] = f === 'id' ? doc._id : (doc[f] ?? fieldDefaults[f] ?? null);
  return out as R;
}

export class MongoStore implements LeadStore {
  readonly name = 'mongo';
  private readonly models: Record<LeadKind, Model<Doc>>;
  private readonly users: Model<Doc>;
  private readonly sessions: Model<Doc>;
  private readonly keptMail: Model<Doc>;
  readonly privacy: MongoPrivacy;

  private constructor(
    private readonly conn: Connection,
    private readonly clock: Clock,
  ) {
    this.models = {
      contact: conn.model<Doc>('Contact', contactSchema, 'contacts'),
      consultation: conn.model<Doc>('Consultation', consultationSchema, 'consultations'),
    };
    this.users = conn.model<Doc>('User', userSchema, 'users');
    this.sessions = conn.model<Doc>('Session', sessionSchema, 'sessions');
    this.keptMail = conn.model<Doc>('KeptMail', keptMailSchema, 'kept_mail');
    this.privacy = new MongoPrivacy(conn, this.models, (kind, doc) => ({ kind, record: toRecord(kind, doc) }) as LeadRef, searchGramsOf);
  }

  static async connect(url: string, opts: { dbName?: string; clock?: Clock } = {}): Promise<MongoStore> {
    const conn = await mongoose
      .createConnection(url, { serverSelectionTimeoutMS: 10_000, ...(opts.dbName ? { dbName: opts.dbName } : {}) })
      .asPromise();
    const store = new MongoStore(conn, opts.clock ?? systemClock);
    await Promise.all([...Object.values(store.models), store.users, store.sessions, store.keptMail].map((m) => m.syncIndexes()));
    await store.backfillSearchGrams();
    await store.privacy.init();
    return store;
  }

  private async insert<R extends ContactRecord | ConsultationRecord>(
    kind: LeadKind,
    record: R,
    opts: CreateOptions,
  ): Promise<CreateOutcome<R>> {
    const { id, ...fields } = record;
    const doc: Record<string, unknown> = {
      _id: id,
      ...fields,
      searchGrams: searchGramsOf([record.name, record.email, record.company]),
      ...personKeysOf(record.email, record.phone),
      enqueued: false,
      requestHash: opts.requestHash,
    };
    if (opts.idempotencyKey) doc.idempotencyKey = opts.idempotencyKey;
    try {
      await this.models[kind].create(doc);
      return { created: true, record };
    } catch (err) {
      // The unique index on the key settles concurrent retries: the first insert wins.
      if (!isDuplicateKey(err) || !opts.idempotencyKey) throw err;
      const existing = await this.models[kind].findOne({ idempotencyKey: opts.idempotencyKey }).lean<Doc>();
      if (!existing) throw err;
      return { created: false, record: toRecord<R>(kind, existing), requestHash: existing.requestHash as string };
    }
  }

  async createContact(input: NewContact, opts: CreateOptions) {
    const now = this.clock.now();
    return this.insert('contact', newContactRecord(input, newId(now.getTime()), now), opts);
  }

  async createConsultation(input: NewConsultation, opts: CreateOptions) {
    const now = this.clock.now();
    return this.insert('consultation', newConsultationRecord(input, newId(now.getTime()), now), opts);
  }

  async listPage<K extends LeadKind>(kind: K, filter: ListFilter, page: PageRequest): Promise<RecordOf<K>[]> {
    const query = filterQuery(kind, filter);
    if (page.after) {
      const { createdAt, id } = page.after;
      // The plain range bounds the index scan; the $or settles ties within one instant.
      query.createdAt = { $lte: createdAt };
      query.$and = [{ $or: [{ createdAt: { $lt: createdAt } }, { createdAt: { $eq: createdAt }, _id: { $lt: id } }] }];
    }
    const docs = await this.models[kind].find(query).sort({ createdAt: -1, _id: -1 }).limit(page.limit).lean<Doc[]>();
    return docs.map((d) => toRecord<RecordOf<K>>(kind, d));
  }

  async countLeads(kind: LeadKind, filter: ListFilter) {
    const query = filterQuery(kind, filter);
    // Without a filter the collection's own count (metadata); a status alone is a COUNT_SCAN of its index.
    return Object.keys(query).length ? this.models[kind].countDocuments(query) : this.models[kind].estimatedDocumentCount();
  }

  async leadCounts(now: Date): Promise<LeadCounts> {
    const { contact, consultation } = this.models;
    const linked = { odooLeadId: { $type: 'number' } };
    const [totalContacts, contactsThisWeek, totalConsultations, scheduled, contactsLinked, consultationsLinked, converted] = await Promise.all([
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

  /** Records stored before the search index existed get their trigrams once, at start-up. */
  private async backfillSearchGrams() {
    for (const model of Object.values(this.models)) {
      const cursor = model.find({ searchGrams: { $exists: false } }, { name: 1, email: 1, company: 1 }).lean<Doc[]>().cursor();
      for await (const doc of cursor) {
        const d = doc as unknown as Doc;
        await model.updateOne({ _id: d._id }, { $set: { searchGrams: searchGramsOf([d.name as string, d.email as string, d.company as string | null]) } });
      }
    }
  }

  async getLead(kind: LeadKind, id: string) {
    const doc = await this.models[kind].findById(id).lean<Doc>();
    return doc ? ({ kind, record: toRecord(kind, doc) } as LeadRef) : null;
  }

  /** Pending records of both kinds matching `filter`, oldest first. */
  private async pendingRefs(filter: Record<string, unknown>, limit: number): Promise<LeadRef[]> {
    const pick = async (kind: LeadKind) =>
      (
        await this.models[kind]
          .find({ syncStatus: 'pending', ...filter })
          .sort({ createdAt: 1, _id: 1 })
          .limit(limit)
          .lean<Doc[]>()
      ).map((d) => ({ kind, record: toRecord(kind, d) }) as LeadRef);
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort(oldestFirst).slice(0, limit);
  }

  listUnqueued(limit: number) {
    return this.pendingRefs({ enqueued: false }, limit);
  }

  listStalePending(before: string, limit: number) {
    return this.pendingRefs({ enqueued: true, updatedAt: { $lt: before } }, limit);
  }

  async markUnqueued(kind: LeadKind, id: string) {
    await this.models[kind].updateOne({ _id: id, syncStatus: 'pending' }, { $set: { enqueued: false } });
  }

  async markEnqueued(kind: LeadKind, id: string) {
    await this.models[kind].updateOne({ _id: id }, { $set: { enqueued: true } });
  }

  async applySyncResult(result: SyncResult) {
    const model = this.models[result.kind];
    // Compare-and-set on updatedAt: a concurrent change makes us read again instead of overwriting it.
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await model.findById(result.recordId).lean<Doc>();
      if (!doc) return null;
      const current = toRecord<ContactRecord & { odooEventId?: number | null }>(result.kind, doc);
      const next = syncFieldsAfter(current, result);
      if (!next) return { kind: result.kind, record: current } as LeadRef;
      const updatedAt = this.clock.now().toISOString();
      const res = await model.updateOne(
        { _id: result.recordId, updatedAt: doc.updatedAt },
        { $set: { ...next, updatedAt } },
      );
      if (res.matchedCount === 1) return this.getLead(result.kind, result.recordId);
    }
    throw new Error(`record ${result.recordId} kept changing while a sync result was applied`);
  }

  async requeue(kind: LeadKind, id: string, pendingBefore: string): Promise<RequeueOutcome | null> {
    const res = await this.models[kind].updateOne(
      { _id: { $eq: id }, $or: [{ syncStatus: 'failed' }, { syncStatus: 'pending', updatedAt: { $lt: pendingBefore } }] },
      { $set: { syncStatus: 'pending', syncError: null, enqueued: false, updatedAt: this.clock.now().toISOString() } },
    );
    const ref = await this.getLead(kind, id);
    return ref ? { ref, requeued: res.modifiedCount === 1 } : null;
  }

  async countUsers() {
    return this.users.countDocuments();
  }

  async findUserByUsername(username: string) {
    const doc = await this.users.findOne({ username: { $eq: username } }).lean<Doc>();
    return doc
      ? { id: doc._id, username: doc.username as string, passwordHash: doc.password as string, disabled: doc.disabled === true, canOperateQueues: doc.canOperateQueues === true }
      : null;
  }

  async createUser(username: string, passwordHash: string, opts: { canOperateQueues: boolean }): Promise<StaffUser> {
    const id = newId();
    try {
      await this.users.create({ _id: id, username, password: passwordHash, createdAt: this.clock.now().toISOString(), disabled: false, canOperateQueues: opts.canOperateQueues });
    } catch (err) {
      if (isDuplicateKey(err)) throw new StoreConflictError(`username ${username} is taken`);
      throw err;
    }
    return { id, username, canOperateQueues: opts.canOperateQueues };
  }

  async listUsers(): Promise<StaffAccount[]> {
    const docs = await this.users.find({}).sort({ username: 1 }).lean<Doc[]>();
    return docs.map((d) => ({ id: d._id, username: d.username as string, disabled: d.disabled === true, canOperateQueues: d.canOperateQueues === true, createdAt: d.createdAt as string }));
  }

  async updateUser(username: string, patch: StaffUserPatch) {
    const set: Record<string, unknown> = {};
    if (patch.passwordHash !== undefined) set.password = patch.passwordHash;
    if (patch.disabled !== undefined) set.disabled = patch.disabled;
    if (patch.canOperateQueues !== undefined) set.canOperateQueues = patch.canOperateQueues;
    const user = await this.users.findOneAndUpdate({ username: { $eq: username } }, { $set: set }, { new: true }).lean<Doc>();
    if (!user) return false;
    if (patch.passwordHash !== undefined || patch.disabled) await this.sessions.deleteMany({ userId: { $eq: user._id } });
    return true;
  }

  async createSession(tokenHash: string, userId: string, expiresAt: Date, now: Date) {
    await this.sessions.create({ _id: tokenHash, userId, expiresAt, lastSeenAt: now });
  }

  async findSessionUser(tokenHash: string, now: Date, idleSince: Date) {
    const session = await this.sessions
      .findOne({ _id: { $eq: tokenHash }, expiresAt: { $gt: now }, lastSeenAt: { $gt: idleSince } })
      .lean<Doc>();
    if (!session) return null;
    const user = await this.users.findOne({ _id: { $eq: session.userId as string }, disabled: { $ne: true } }).lean<Doc>();
    return user ? { id: user._id, username: user.username as string, canOperateQueues: user.canOperateQueues === true } : null;
  }

  async touchSession(tokenHash: string, now: Date) {
    await this.sessions.updateOne({ _id: { $eq: tokenHash } }, { $set: { lastSeenAt: now } });
  }

  async deleteSession(tokenHash: string) {
    await this.sessions.deleteOne({ _id: { $eq: tokenHash } });
  }

  async deleteExpiredSessions(now: Date, idleSince: Date) {
    return (await this.sessions.deleteMany({ $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }] })).deletedCount;
  }

  /** Tests only: removes the whole database. */
  async dropDatabase() {
    await this.conn.dropDatabase();
  }

  async close() {
    await this.conn.close();
  }

  async applyOdooChange(change: OdooChange): Promise<{ ref: LeadRef; changed: boolean } | null> {
    const model = this.models[change.kind];
    // Compare-and-set on updatedAt, as for sync results: a concurrent change makes us read again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await model.findById(change.recordId).lean<Doc>();
      if (!doc) return null;
      const ref = { kind: change.kind, record: toRecord(change.kind, doc) } as LeadRef;
      const patch = odooChangePatch(ref.record, change);
      if (!patch) return { ref, changed: false };
      const res = await model.updateOne({ _id: change.recordId, updatedAt: doc.updatedAt }, { $set: { ...patch, updatedAt: this.clock.now().toISOString() } });
      if (res.matchedCount === 1) return { ref: (await this.getLead(change.kind, change.recordId))!, changed: true };
    }
    throw new Error(`record ${change.recordId} kept changing while an Odoo change was applied`);
  }

  // ---- Mail (booking e-mails and kept mail) ----
  async insertKeptMail(m: KeptMailRow) {
    // Not one atomic step here (unlike SQLite): the tombstone is checked, then the row inserted; an erase
    // between the two is caught by the mail worker's own check before it sends (docs/privacy.md).
    if (await this.privacy.erasedRecord(m.recordId)) return false;
    const { key, ...rest } = m;
    try {
      await this.keptMail.create({ _id: key, ...rest, ...recipientKeysOf(m.to) });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async updateKeptMail(key: string, patch: KeptMailPatch) {
    const res = await this.keptMail.updateOne({ _id: { $eq: key } }, { $set: definedOf(patch) });
    return res.matchedCount === 1;
  }

  async countKeptMail(to: { address: string } | { domain: string }, since: string) {
    const match = 'address' in to ? { recipientKey: { $eq: to.address.toLowerCase() } } : { recipientDomain: { $eq: to.domain.toLowerCase() } };
    return this.keptMail.countDocuments({ ...match, createdAt: { $gte: since } });
  }

  async getKeptMail(key: string) {
    const doc = await this.keptMail.findById(key).lean<Doc>();
    return doc ? { ...keptMailOf(doc), source: doc.source as string, meetingLink: (doc.meetingLink as string | null) ?? null } : null;
  }

  async listKeptMail(page: { limit: number; after?: KeptMailPosition | undefined }) {
    const after = page.after;
    const filter = after ? { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.key } }] } : {};
    const docs = await this.keptMail.find(filter, { source: 0 }).sort({ createdAt: -1, _id: -1 }).limit(page.limit).lean<Doc[]>();
    return docs.map(keptMailOf);
  }

  async deleteKeptMail(recordId: string) {
    const docs = await this.keptMail.find({ recordId: { $eq: recordId } }, { source: 0 }).lean<Doc[]>();
    await this.keptMail.deleteMany({ recordId: { $eq: recordId } });
    return docs.map(keptMailOf);
  }

  async setMailState(id: string, patch: MailStatePatch) {
    const res = await this.models.consultation.updateOne({ _id: { $eq: id } }, { $set: { ...definedOf(patch), updatedAt: this.clock.now().toISOString() } });
    return res.matchedCount ? ((await this.getLead('consultation', id))!.record as ConsultationRecord) : null;
  }

  async raiseInviteSequence(id: string, from: number) {
    // Old documents have no inviteSequence: they count as 0.
    const current = from === 0 ? { $in: [0, null] } : from;
    const res = await this.models.consultation.updateOne(
      { _id: { $eq: id }, inviteSequence: current },
      { $set: { inviteSequence: from + 1, updatedAt: this.clock.now().toISOString() } },
    );
    return res.modifiedCount ? ((await this.getLead('consultation', id))!.record as ConsultationRecord) : null;
  }

  async raiseLinkVersion(id: string, now: Date) {
    const res = await this.models.consultation.updateOne({ _id: { $eq: id } }, { $inc: { linkVersion: 1 }, $set: { updatedAt: now.toISOString() } });
    return res.matchedCount ? ((await this.getLead('consultation', id))!.record as ConsultationRecord) : null;
  }

  // --- Booking page: the visitor reschedules or cancels ---
  async changeBooking(id: string, change: BookingChange, now: Date): Promise<BookingChangeOutcome | null> {
    const model = this.models.consultation;
    // One conditional update per attempt (compare-and-set on updatedAt, as above): the decision is made on
    // the document read, and the write lands only if nothing changed it meanwhile. The dashboard's
    // counts are index counts here, so they follow the status by themselves.
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await model.findById(id).lean<Doc>();
      if (!doc) return null;
      const ref = { kind: 'consultation', record: toRecord<ConsultationRecord>('consultation', doc) } as LeadRef;
      const decision = bookingChangeDecision(ref.record as ConsultationRecord, change, now);
      if (decision.kind === 'same') return { ref, changed: false };
      if (decision.kind === 'refused') return { ref, changed: false, refused: decision.reason };
      const res = await model.updateOne({ _id: { $eq: id }, updatedAt: doc.updatedAt }, { $set: { ...decision.patch, enqueued: false } });
      if (res.matchedCount === 1) return { ref: (await this.getLead('consultation', id))!, changed: true };
    }
    throw new Error(`booking ${id} kept changing while the visitor's change was applied`);
  }
}

/** A kept-mail document as KeptMail (fields a document lacks are null). */
const keptMailOf = (doc: Doc): KeptMail => keptMailRecord.parse({ error: null, sentAt: null, ...doc, key: doc._id });
