// The MongoDB documents: one mongoose schema per collection (lead documents use the record id as _id,
// and carry `version`, raised by every change, for compare-and-set), and the mapping to API records,
// built field by field, so no _id, __v or version ever leaves the adapter. Indexes are declared here and
// built by the migrations (mongo-migrations.ts), not at every start.
import { type Connection, type Model, Schema } from 'mongoose';
import { type LeadKind } from '@site/contracts/records';
import { keptMailSchema as keptMailRecord, type KeptMail } from '@site/contracts/mail';
import { phoneKeyOf } from '../../records/record-keys';
import { fieldDefaults, fieldsOf } from '../../records/record-rules';
import { type ListFilter, type LeadRef } from '../lead-store';

/** Fields every lead document gets for person look-ups, and their indexes. */
const personKeyFields = { emailKey: { type: String }, phoneKey: { type: String, default: null } };
function indexPersonKeys(schema: Schema) {
  schema.index({ emailKey: 1 });
  schema.index({ phoneKey: 1 }, { partialFilterExpression: { phoneKey: { $type: 'string' } } });
}
export const personKeysOf = (email: string, phone: string | null) => ({ emailKey: email.toLowerCase(), phoneKey: phoneKeyOf(phone) });

export type Doc = Record<string, unknown> & { _id: string };

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
  /** Raised by every change of the record's fields: the compare-and-set of a read-decide-write. */
  version: { type: Number, default: 0 },
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
    /** Set by each login in its transaction, so that a login and a password change conflict (staff). */
    lastLoginAt: { type: Date, default: null },
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

export function filterQuery(kind: LeadKind, filter: ListFilter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (filter.status) query[statusFieldOf[kind]] = { $eq: filter.status };
  const q = filter.q ?? '';
  if (q) {
    const grams = searchGramsOf([q]);
    // Spread the chosen trigrams over the whole string, so that they select as sharply as all of them.
    const step = Math.max(1, grams.length / MAX_QUERY_GRAMS);
    const picked = grams.length
      ? Array.from({ length: Math.min(grams.length, MAX_QUERY_GRAMS) }, (_, i) => grams[Math.floor(i * step)]!)
      : [];
    if (picked.length) query.searchGrams = { $all: picked };
    const re = new RegExp(escapeRegex(q), 'i');
    query.$or = [{ name: re }, { email: re }, { company: re }];
  }
  return query;
}

export const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

export function toRecord<R>(kind: LeadKind, doc: Doc): R {
  const out: Record<string, unknown> = {};
  for (const f of fieldsOf[kind]) out[f] = f === 'id' ? doc._id : (doc[f] ?? fieldDefaults[f] ?? null);
  return out as R;
}

export const refOf = (kind: LeadKind, doc: Doc): LeadRef => ({ kind, record: toRecord(kind, doc) }) as LeadRef;

/** A kept-mail document as KeptMail (fields a document lacks are null). */
export const keptMailOf = (doc: Doc): KeptMail => keptMailRecord.parse({ error: null, sentAt: null, ...doc, key: doc._id });

const erasureSchema = new Schema(
  { _id: String, requestedAt: { type: String, index: true }, body: Schema.Types.Mixed },
  { versionKey: false },
);
const auditSchema = new Schema(
  { _id: Number, at: String, actor: String, action: String, target: String, detail: String, ip: String, mac: String },
  { versionKey: false },
);
const erasedSchema = new Schema(
  { _id: String, kind: String, erasureId: String, erasedAt: { type: String, index: true }, inRedis: { type: Boolean, default: false } },
  { versionKey: false },
);
erasedSchema.index({ inRedis: 1, erasedAt: 1 });
/** One per record that mail was kept for or that was erased: both write it, so the two cannot interleave. */
const recordGateSchema = new Schema({ _id: String, writes: Number }, { versionKey: false });
export type ClaimDoc = { _id: number; recordIds: string[] };
export type BusyDoc = { _id: string; readAt: string; events: { odooEventId: number; start: number; end: number }[] };

/** A half-hour cell bookings hold (`_id` the epoch cell number): more than one booking is a clash (mongo-booking-slots.ts). */
const bookingClaimSchema = new Schema({ _id: Number, recordIds: { type: [String], default: [] } }, { versionKey: false });
bookingClaimSchema.index({ recordIds: 1 });
/** The organiser's busy time in Odoo as the pull last read it: one document, intervals in epoch ms. */
const odooBusySchema = new Schema(
  { _id: String, readAt: String, events: [{ _id: false, odooEventId: Number, start: Number, end: Number }] },
  { versionKey: false },
);
/** The migrations that ran: `_id` the step's number (1, 2, …); `_id` 0 is the lock while they run. */
const migrationSchema = new Schema({ _id: Number, name: String, at: Date, lockedUntil: Date, owner: String }, { versionKey: false });

export type MongoModels = {
  leads: Record<LeadKind, Model<Doc>>;
  users: Model<Doc>;
  sessions: Model<Doc>;
  keptMail: Model<Doc>;
  erasures: Model<Doc>;
  audit: Model<Doc>;
  erased: Model<Doc>;
  gates: Model<Doc>;
  claims: Model<ClaimDoc>;
  busy: Model<BusyDoc>;
  migrations: Model<Doc>;
};

export function mongoModels(conn: Connection): MongoModels {
  return {
    leads: {
      contact: conn.model<Doc>('Contact', contactSchema, 'contacts'),
      consultation: conn.model<Doc>('Consultation', consultationSchema, 'consultations'),
    },
    users: conn.model<Doc>('User', userSchema, 'users'),
    sessions: conn.model<Doc>('Session', sessionSchema, 'sessions'),
    keptMail: conn.model<Doc>('KeptMail', keptMailSchema, 'kept_mail'),
    erasures: conn.model<Doc>('Erasure', erasureSchema, 'erasures'),
    audit: conn.model<Doc>('AuditEntry', auditSchema, 'audit_log'),
    erased: conn.model<Doc>('ErasedRecord', erasedSchema, 'erased_records'),
    gates: conn.model<Doc>('RecordGate', recordGateSchema, 'record_gates'),
    claims: conn.model<ClaimDoc>('BookingClaim', bookingClaimSchema, 'booking_claims'),
    busy: conn.model<BusyDoc>('OdooBusy', odooBusySchema, 'odoo_busy'),
    migrations: conn.model<Doc>('Migration', migrationSchema, 'migrations'),
  };
}
