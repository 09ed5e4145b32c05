// The SQLite adapter against the conformance suites, plus what only SQLite has: the audit log's triggers,
// the search's many-hits path, the submissions' group commit, and the search index catching up.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { consultationInputSchema } from '@site/contracts/consultation';
import { testSlot } from '@site/dev-stack/test-dates';
import { seedContact } from '@site/dev-stack/seed-leads';
import { openSqliteStore } from '../src/store/sqlite-store';
import { migrate } from '../src/store/sqlite/sqlite-db';
import { bookingSlotsMigration, inboxKeyMigration, MIGRATIONS } from '../src/store/sqlite/sqlite-migrations';
import { type NewConsultation, type NewContact, SlotTakenError } from '../src/store/lead-store';
import {
  describeBookingChangeConformance,
  describeMailConformance,
  describeOdooChangeConformance,
  describeStoreConformance,
} from './store-conformance';
import { describePrivacyConformance } from './privacy-conformance';
import { describeBookingSlotsConformance } from './slots-conformance';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A fresh database file per test: the real file format, WAL and all.
describeStoreConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

describePrivacyConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `p${n++}.sqlite`)),
  (store) => store.close(),
);

it('the audit log refuses changes in the file itself, a sealed MAC included', async () => {
  const file = join(dir, `audit-${n++}.sqlite`);
  const store = openSqliteStore(file);
  await store.privacy.appendAudit(
    { at: new Date().toISOString(), actor: 'ada', action: 'login', target: null, detail: null, ip: null },
    () => 'mac-1',
  );
  // A second connection to the file: the triggers hold for any writer, not only the adapter.
  const db = new Database(file);
  expect(() => db.prepare("UPDATE audit_log SET actor = 'mallory'").run()).toThrow(/append-only/);
  expect(() => db.prepare("UPDATE audit_log SET mac = 'forged'").run()).toThrow(/append-only/);
  expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
  db.close();
  await store.close();
});

// A search that matches thousands of records takes another path (an index walk testing LIKE instead of a
// rowid lookup); it must page and count exactly like the few-hits path.
describe('sqlite search with many hits', () => {
  it('when a search matches more records than the few-hits path takes, then pages still join into the exact filtered list', async () => {
    const store = openSqliteStore(join(dir, `many-${n++}.sqlite`));
    const t0 = Date.UTC(2025, 0, 1);
    const records = Array.from({ length: 2600 }, (_, i) => seedContact(i, t0 + i * 1000));
    store.insertMany('contact', records);
    const expected = (pred: (r: (typeof records)[number]) => boolean) =>
      records
        .filter(pred)
        .reverse()
        .map((r) => r.id);
    const read = async (filter: { q?: string; status?: string }) => {
      const out: string[] = [];
      for (let i = 0; i < 100; i++) {
        const page = await store.listPage('contact', filter, {
          limit: 200,
          after: out.length ? (await store.getLead('contact', out.at(-1)!))!.record : undefined,
        });
        out.push(...page.map((r) => r.id));
        if (page.length < 200) return out;
      }
      return out;
    };
    const all = expected(() => true);
    expect(await read({ q: 'EXAMPLE.ng' })).toEqual(all);
    expect(await store.filteredTotal('contact', { q: 'EXAMPLE.ng' })).toBe(2600);
    const converted = expected((r) => r.leadStatus === 'converted');
    expect(await read({ q: 'example', status: 'converted' })).toEqual(converted);
    expect(await store.filteredTotal('contact', { q: 'example', status: 'converted' })).toBe(converted.length);
    await store.close();
  });
});

describeOdooChangeConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

describeMailConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

describeBookingChangeConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

describeBookingSlotsConformance(
  'sqlite',
  async () => openSqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

// Creates that arrive together share one commit (group-commit.ts); each still gets its own outcome.
describe('sqlite group commit', () => {
  const visitor = (name: string) =>
    contactInputSchema.parse({ name, email: 'chidi@example.ng', message: 'We need Microsoft 365.' }) as NewContact;

  it('when creates arrive in one turn, then each is stored once, a key repeated in the group replays, and a bad row fails alone', async () => {
    const file = join(dir, `group-${n++}.sqlite`);
    const store = openSqliteStore(file);
    const settled = await Promise.allSettled([
      store.createContact(visitor('First'), { idempotencyKey: 'k-1', requestHash: 'h1' }),
      store.createContact(visitor('Second'), { requestHash: 'h2' }),
      // NOT NULL on the name: this row's savepoint is rolled back, the others commit.
      store.createContact({ ...visitor('x'), name: null } as never, { requestHash: 'h3' }),
      store.createContact(visitor('First again'), { idempotencyKey: 'k-1', requestHash: 'h1' }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const [first, second, , again] = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    expect(first!.created && second!.created).toBe(true);
    expect(again).toMatchObject({ created: false, record: { id: first!.record.id, name: 'First' }, requestHash: 'h1' });
    await store.close();
    // What was answered as stored is in the file, read by another connection after the store closed.
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT name FROM contacts ORDER BY seq').pluck().all()).toEqual(['First', 'Second']);
    expect(db.prepare("SELECT n FROM lead_counts WHERE name = 'contact'").pluck().get()).toBe(2);
    db.close();
  });

  it('when the store closes with creates waiting for their group, then they are written before it closes', async () => {
    const file = join(dir, `group-close-${n++}.sqlite`);
    const store = openSqliteStore(file);
    const pending = store.createContact(visitor('Waiting'), { requestHash: 'h1' });
    await store.close();
    expect((await pending).created).toBe(true);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT name FROM contacts').pluck().all()).toEqual(['Waiting']);
    db.close();
  });
});

/**
 * FTS5's own check that the index holds exactly the content table's rows and values (so only once it
 * has caught up), and how far it has.
 */
const integrity = (file: string) => {
  const db = new Database(file);
  for (const t of ['contacts', 'consultations'])
    db.prepare(`INSERT INTO ${t}_search (${t}_search, rank) VALUES ('integrity-check', 1)`).run();
  const upto = db.prepare(`SELECT upto FROM search_indexed WHERE kind = 'contact'`).pluck().get();
  db.close();
  return upto;
};

// The search index catches up in batches (sqlite-search-index.ts): a search never misses a stored
// record, and rows changed or erased before they were indexed leave the index exactly in step.
describe('sqlite search index catching up', () => {
  const visitor = (name: string, email: string) =>
    contactInputSchema.parse({ name, email, message: 'We need Microsoft 365.' }) as NewContact;
  const page = { limit: 50 };

  it('when records are searched right after they were stored, then the search finds them and the index holds them', async () => {
    const file = join(dir, `search-now-${n++}.sqlite`);
    const store = openSqliteStore(file);
    await store.createContact(visitor('Ngozi Amadi', 'ngozi@example.ng'), { requestHash: 'h' });
    expect((await store.listPage('contact', { q: 'gozi' }, page)).map((r) => r.name)).toEqual(['Ngozi Amadi']);
    expect(await store.filteredTotal('contact', { q: 'gozi' })).toBe(1);
    expect(await store.filteredTotal('contact', { q: 'gozi', status: 'new' })).toBe(1);
    expect(integrity(file)).toBe(1);
    await store.close();
  });

  it('when records are corrected or erased before and after they were indexed, then the index stays exactly in step', async () => {
    const file = join(dir, `search-step-${n++}.sqlite`);
    const store = openSqliteStore(file);
    const now = new Date();
    const make = async (name: string) =>
      (await store.createContact(visitor(name, `visitor${n++}@example.ng`), { requestHash: 'h' })).record;
    const early = await make('Obinna');
    const erasedEarly = await make('Gone');
    await store.filteredTotal('contact', { q: 'zzz' }); // a search: the two are indexed now
    expect(integrity(file)).toBe(2);
    const late = await make('Uchenna');
    const erasedLate = await make('Vanish');
    // Changed and erased while indexed (the triggers) and while not yet indexed (the catch-up).
    await store.privacy.correctRecord('contact', early.id, 'name', 'Adaeze Renamed', now);
    await store.privacy.correctRecord('contact', late.id, 'name', 'Kelechi Renamed', now);
    await store.privacy.deleteRecords([
      { kind: 'contact', id: erasedEarly.id },
      { kind: 'contact', id: erasedLate.id },
    ]);
    const names = async (q: string) => (await store.listPage('contact', { q }, page)).map((r) => r.name);
    expect(await names('Renamed')).toEqual(['Kelechi Renamed', 'Adaeze Renamed']);
    for (const gone of ['Obinna', 'Uchenna', 'Gone', 'Vanish']) expect(await names(gone)).toEqual([]);
    expect(integrity(file)).toBe(3); // the highest row still stored ('Vanish', the fourth, is gone)
    await store.close();
  });

  it('when the store closes before the index caught up, then what was stored is indexed before it closes', async () => {
    const file = join(dir, `search-close-${n++}.sqlite`);
    const store = openSqliteStore(file);
    await store.createContact(visitor('Closing Time', 'close@example.ng'), { requestHash: 'h' });
    await store.close();
    expect(integrity(file)).toBe(1);
  });
});

it('when a file from before the deferred search index is opened, then its records stay searchable and the index in step', async () => {
  const file = join(dir, `search-migrate-${n++}.sqlite`);
  const old = new Database(file);
  // The schema before the deferred search index (and the booking slots after it): every record was
  // indexed in its own insert's transaction.
  migrate(old, MIGRATIONS.slice(0, MIGRATIONS.indexOf(bookingSlotsMigration) - 1));
  const insert =
    old.prepare(`INSERT INTO contacts (id, form, name, email, message, source, lead_status, sync_status, request_hash, created_at, updated_at)
    VALUES (?, 'contact-page', ?, ?, 'Hello', 'website', 'new', 'synced', 'h', ?, ?)`);
  const at = new Date().toISOString();
  for (const [i, name] of ['Amaka Obi', 'Tari Briggs'].entries()) insert.run(`c${i}`, name, `old${i}@example.ng`, at, at);
  old.close();

  const store = openSqliteStore(file);
  expect((await store.listPage('contact', { q: 'Briggs' }, { limit: 10 })).map((r) => r.name)).toEqual(['Tari Briggs']);
  await store.privacy.deleteRecords([{ kind: 'contact', id: 'c0' }]);
  expect(await store.filteredTotal('contact', { q: 'Amaka' })).toBe(0);
  await store.close();
  expect(integrity(file)).toBe(2);
});

it('when a file from before bookings held their time is opened, then overlapping bookings keep their time and show as a clash', async () => {
  const file = join(dir, `slots-migrate-${n++}.sqlite`);
  const old = new Database(file);
  migrate(old, MIGRATIONS.slice(0, MIGRATIONS.indexOf(bookingSlotsMigration)));
  const insert = old.prepare(`INSERT INTO consultations (id, form, name, email, company, consultation_type, preferred_date, preferred_time,
    duration, status, sync_status, request_hash, created_at, updated_at)
    VALUES (?, 'full', 'Old Booking', 'old@example.ng', 'Old Ltd', 'general', ?, ?, ?, ?, 'synced', 'h', ?, ?)`);
  const { preferredDate } = testSlot(0);
  const at = new Date().toISOString();
  insert.run('b1', preferredDate, '10:00 AM - 11:00 AM', 90, 'scheduled', at, at);
  insert.run('b2', preferredDate, '11:00 AM - 12:00 PM', 60, 'rescheduled', at, at); // overlaps b1's 11:00–11:30
  insert.run('b3', preferredDate, '10:00 AM - 11:00 AM', 60, 'cancelled', at, at);
  insert.run('b4', null, null, 60, 'scheduled', at, at);
  old.close();

  const store = openSqliteStore(file);
  const clashes = await store.listClashes(new Date());
  expect(clashes.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
    { id: 'b1', with: ['b2'] },
    { id: 'b2', with: ['b1'] },
  ]);
  // Both still hold their time: a new booking at either is refused; the cancelled one's time was free already.
  const fresh = (preferredTime: string) =>
    consultationInputSchema.parse({
      form: 'full',
      name: 'New Booking',
      email: 'new@example.ng',
      phone: '0803',
      company: 'New Ltd',
      consultationType: 'general',
      preferredDate,
      preferredTime,
    }) as NewConsultation;
  await expect(store.createConsultation(fresh('11:00 AM - 12:00 PM'), { requestHash: 'h' })).rejects.toBeInstanceOf(SlotTakenError);
  await store.changeBooking('b1', { action: 'cancel' }, new Date());
  await expect(store.createConsultation(fresh('11:00 AM - 12:00 PM'), { requestHash: 'h' })).rejects.toBeInstanceOf(SlotTakenError);
  await store.createConsultation(fresh('10:00 AM - 11:00 AM'), { requestHash: 'h' });
  await store.close();
});

it('when a file from before the mail limits counted inboxes is opened, then mail kept to a sub-address counts for its inbox', async () => {
  const file = join(dir, `inbox-migrate-${n++}.sqlite`);
  const old = new Database(file);
  migrate(old, MIGRATIONS.slice(0, MIGRATIONS.indexOf(inboxKeyMigration)));
  const insert = old.prepare(`INSERT INTO kept_mail (key, kind, record_kind, record_id, recipient, subject, message_id, status, attempts,
    created_at, source, recipient_key, recipient_domain) VALUES (?, 'confirmation', 'consultation', ?, ?, 'Booked', ?, 'sent', 1, ?, 'x', lower(?), ?)`);
  const at = new Date().toISOString();
  insert.run('confirmation-r1-0', 'r1', 'Amaka+Bookings@Example.ng', '<m1@example.ng>', at, 'Amaka+Bookings@Example.ng', 'example.ng');
  insert.run('confirmation-r2-0', 'r2', 'a.da@gmail.com', '<m2@example.ng>', at, 'a.da@gmail.com', 'gmail.com');
  old.close();

  const store = openSqliteStore(file);
  const keepTo = async (to: string, i: number) => {
    const row = {
      key: `confirmation-new-${i}`,
      kind: 'confirmation' as const,
      recordKind: 'consultation' as const,
      recordId: `new-${i}`,
      to,
      subject: 'Booked',
      messageId: `<new-${i}@example.ng>`,
      status: 'pending' as const,
      error: null,
      attempts: 0,
      createdAt: at,
      sentAt: null,
      meetingLink: null,
      source: 'x',
    };
    const outcome = await store.insertKeptMail(row, [{ to: { address: to }, since: '2000-01-01T00:00:00.000Z', max: 1 }]);
    return typeof outcome === 'object' ? 'over' : outcome;
  };
  expect(await keepTo('amaka@example.ng', 1)).toBe('over');
  expect(await keepTo('ada@gmail.com', 2)).toBe('over');
  expect(await keepTo('obi@example.ng', 3)).toBe('kept');
  await store.close();
});
