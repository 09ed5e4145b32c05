// The SQLite adapter against the conformance suites, plus what only SQLite has: the audit log's triggers,
// the search's many-hits path, and the submissions' group commit.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { seedContact } from '../src/dev/seed-leads';
import { openSqliteStore } from '../src/store/sqlite-store';
import { type NewContact } from '../src/store/lead-store';
import {
  describeBookingChangeConformance,
  describeMailConformance,
  describeOdooChangeConformance,
  describeStoreConformance,
} from './store-conformance';
import { describePrivacyConformance } from './privacy-conformance';

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
