// The SQLite side of LeadRecords: records created one submission at a time (or imported in bulk for
// seeding), newest-first pages over keyset indexes, a trigram FTS5 search, and totals read from the
// counters the triggers keep (sqlite-migrations.ts), never by counting rows one by one.
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type LeadCounts, WEEK_MS } from '@site/contracts/lead-lists';
import { newId } from '../../records/lead-ids';
import { phoneKeyOf } from '../../records/record-keys';
import { fieldsOf, newConsultationRecord, newContactRecord } from '../../records/record-rules';
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
import { followClaims, slotTaken } from './sqlite-booking-slots';
import { GroupCommit } from './group-commit';
import { SqliteSearchIndex } from './sqlite-search-index';
import { column, type Row, type SqliteDb, statusColumn, tableOf, toRecord, toRow } from './sqlite-db';

/** Trigram FTS needs three characters; shorter searches use LIKE (see docs/dashboard.md). */
const TRIGRAM = 3;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

/** Up to this many search hits, a page looks them up by rowid and sorts them; beyond, it walks the index. */
const FEW_HITS = 2000;

/** How a search narrows a page: the FTS match set, an index walk testing LIKE, or the few rowids it matches. */
type SearchPlan = { kind: 'hits'; rowids: readonly number[] } | { kind: 'walk' } | undefined;

/** LIKE folds ASCII case only; trigram FTS folds Unicode case. They agree on an ASCII search. */
const isAscii = (q: string) => /^[\x20-\x7e]*$/.test(q);

/** The WHERE clause of a filtered list, with its parameters. */
function filterSql(kind: LeadKind, filter: ListFilter, plan?: SearchPlan): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    where.push(`${statusColumn[kind]} = ?`);
    params.push(filter.status);
  }
  const q = filter.q ?? '';
  if (plan?.kind === 'hits') {
    where.push('seq IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(plan.rowids));
  } else if (q && (plan?.kind === 'walk' || [...q].length < TRIGRAM)) {
    where.push(`(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR company LIKE ? ESCAPE '\\')`);
    const p = likePattern(q);
    params.push(p, p, p);
  } else if (q) {
    const fts = `${tableOf[kind]}_search`;
    // "+seq": the planner walks the (created_at, id) index in page order and tests each row against the
    // match set (materialised once, with a Bloom filter), so a page stops after `limit` hits.
    where.push(`+seq IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
    params.push(ftsPhrase(q));
  }
  return { where, params };
}

/** The columns a new row fills, per kind: the record's fields, then the store's own. */
const insertColumns = (kind: LeadKind) => [...fieldsOf[kind].map(column), 'phone_key', 'enqueued', 'idempotency_key', 'request_hash'];
const insertSql = (kind: LeadKind) => {
  const cols = insertColumns(kind);
  return `INSERT INTO ${tableOf[kind]} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`;
};

/** One create: the record, its row, and the idempotency key it is stored under. */
type NewRow = { kind: LeadKind; record: ContactRecord | ConsultationRecord; row: Row; key: string | undefined };

export class SqliteLeadRecords implements LeadRecords {
  /**
   * The submissions' write, the public forms' hot path (docs/benchmarks.md, "Submissions"): statements prepared
   * once, one transaction wrapper, and the creates of one event-loop turn committed together
   * (group-commit.ts), each answered only after that commit.
   */
  private readonly creates: GroupCommit<NewRow, CreateOutcome<ContactRecord | ConsultationRecord>>;
  /** The trigram search index, brought up to date in batches (sqlite-search-index.ts). */
  private readonly search: SqliteSearchIndex;

  constructor(private readonly s: SqliteDb) {
    this.search = new SqliteSearchIndex(s);
    const byKey = {
      contact: s.stmt(`SELECT * FROM contacts WHERE idempotency_key = ?`),
      consultation: s.stmt(`SELECT * FROM consultations WHERE idempotency_key = ?`),
    };
    const insert = { contact: s.stmt(insertSql('contact')), consultation: s.stmt(insertSql('consultation')) };
    // Either this record is stored under the key, or the first one stored under it is returned.
    this.creates = new GroupCommit(s.db, ({ kind, record, row, key }: NewRow) => {
      if (key) {
        const existing = byKey[kind].get(key) as Row | undefined;
        if (existing) return { created: false, record: toRecord(kind, existing), requestHash: existing.request_hash as string };
      }
      // A booking's time is checked and held in the same transaction as its row (sqlite-booking-slots.ts).
      const booking = kind === 'consultation' ? (record as ConsultationRecord) : null;
      if (booking && slotTaken(s, booking)) throw new SlotTakenError();
      insert[kind].run(row);
      if (booking) followClaims(s, booking);
      return { created: true, record };
    });
  }

  private insert<R extends ContactRecord | ConsultationRecord>(kind: LeadKind, record: R, opts: CreateOptions): Promise<CreateOutcome<R>> {
    const row = toRow(kind, record);
    row.phone_key = phoneKeyOf(record.phone);
    row.enqueued = opts.handedOver ? 1 : 0;
    row.idempotency_key = opts.idempotencyKey ?? null;
    row.request_hash = opts.requestHash;
    const created = this.creates.submit({ kind, record, row, key: opts.idempotencyKey }) as Promise<CreateOutcome<R>>;
    this.search.soon();
    return created;
  }

  /** Writes the creates still waiting for their group, and indexes what is not yet (before the database closes). */
  flush() {
    this.creates.flush();
    this.search.close();
  }

  /**
   * Stores records made elsewhere (seeding a benchmark or a test, an import), in one transaction, as
   * already handed to the queue (the sweeper leaves them alone). Not part of the port: the service
   * itself only ever creates records one submission at a time.
   */
  insertMany(kind: LeadKind, records: readonly (ContactRecord | ConsultationRecord)[]) {
    if (!records.length) return;
    const row = (r: ContactRecord | ConsultationRecord) => ({
      ...toRow(kind, r),
      phone_key: phoneKeyOf(r.phone),
      enqueued: 1,
      idempotency_key: null,
      request_hash: 'import',
    });
    const insert = this.s.stmt(insertSql(kind));
    this.s.db.transaction(() => {
      for (const r of records) {
        insert.run(row(r));
        // Seeded bookings hold their time whatever else does, as bookings made before the rule did.
        if (kind === 'consultation') followClaims(this.s, r as ConsultationRecord);
      }
    })();
    this.search.catchUp(kind);
  }

  async createContact(input: NewContact, opts: CreateOptions) {
    const now = this.s.clock.now();
    return this.insert('contact', newContactRecord(input, newId(now.getTime()), now), opts);
  }

  async createConsultation(input: NewConsultation, opts: CreateOptions) {
    const now = this.s.clock.now();
    return this.insert('consultation', newConsultationRecord(input, newId(now.getTime()), now), opts);
  }

  /**
   * How to narrow a page by a search of three characters or more. Few hits (at most FEW_HITS, the usual
   * name or e-mail): look them up by rowid and sort them. Many hits: walk the (created_at, id) index in
   * page order and stop after `limit` matches, which takes about limit × rows / hits steps; testing LIKE
   * on each row is cheaper than materialising a large match set, and exact for an ASCII search.
   */
  private searchPlan(kind: LeadKind, q: string | undefined): SearchPlan {
    if (!q || [...q].length < TRIGRAM) return undefined;
    this.search.catchUp(kind);
    const fts = `${tableOf[kind]}_search`;
    const hits = this.s
      .stmt(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${FEW_HITS + 1}`)
      .pluck()
      .all(ftsPhrase(q)) as number[];
    if (hits.length <= FEW_HITS) return { kind: 'hits', rowids: hits };
    return isAscii(q) ? { kind: 'walk' } : undefined;
  }

  async listPage<K extends LeadKind>(kind: K, filter: ListFilter, page: PageRequest): Promise<RecordOf<K>[]> {
    const { where, params } = filterSql(kind, filter, this.searchPlan(kind, filter.q));
    if (page.after) {
      where.push('(created_at, id) < (?, ?)');
      params.push(page.after.createdAt, page.after.id);
    }
    const sql = `SELECT * FROM ${tableOf[kind]} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC LIMIT ?`;
    const rows = this.s.stmt(sql).all(...params, page.limit) as Row[];
    return rows.map((r) => toRecord<RecordOf<K>>(kind, r));
  }

  private counter(name: string): number {
    const row = this.s.stmt('SELECT n FROM lead_counts WHERE name = ?').get(name) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  async filteredTotal(kind: LeadKind, filter: ListFilter) {
    if (!filter.q) return this.counter(filter.status ? `${kind}:status:${filter.status}` : kind);
    const fts = `${tableOf[kind]}_search`;
    const trigrams = [...filter.q].length >= TRIGRAM;
    if (trigrams) this.search.catchUp(kind);
    // A search alone counts the match set in the FTS index, without visiting the records.
    if (!filter.status && trigrams)
      return (this.s.stmt(`SELECT COUNT(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`).get(ftsPhrase(filter.q)) as { n: number }).n;
    const { where, params } = filterSql(kind, filter);
    return (this.s.stmt(`SELECT COUNT(*) AS n FROM ${tableOf[kind]} WHERE ${where.join(' AND ')}`).get(...params) as { n: number }).n;
  }

  async dashboardFigures(now: Date): Promise<LeadCounts> {
    const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
    return this.s.db.transaction(() => ({
      totalContacts: this.counter('contact'),
      // A range of the (created_at, id) index: as many steps as contacts that week.
      contactsThisWeek: (this.s.stmt('SELECT COUNT(*) AS n FROM contacts WHERE created_at >= ?').get(weekAgo) as { n: number }).n,
      totalConsultations: this.counter('consultation'),
      scheduled: this.counter('consultation:status:scheduled'),
      odooLinked: this.counter('contact:odoo') + this.counter('consultation:odoo'),
      converted: this.counter('contact:status:converted'),
    }))();
  }

  async getLead(kind: LeadKind, id: string) {
    return this.s.getRef(kind, id);
  }
}
