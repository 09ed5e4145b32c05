// One behaviour, two adapters: every LeadStore must pass this suite (store-sqlite.test.ts,
// store-mongo.test.ts). It speaks only to the ports, never to SQLite or MongoDB.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { consultationInputSchema } from '@site/contracts/consultation';
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { testSlot } from '@site/dev-stack/test-dates';
import { type LeadKind } from '@site/contracts/records';
import { type KeptMail } from '@site/contracts/mail';
import {
  type KeptMailRow,
  type LeadStore,
  type ListFilter,
  type NewConsultation,
  type NewContact,
  type RecordOf,
  StoreConflictError,
} from '../src/store/lead-store';

const contact = (over: Record<string, unknown> = {}): NewContact =>
  contactInputSchema.parse({
    name: 'Chidi Okafor',
    email: 'chidi@example.ng',
    message: 'We need Microsoft 365 for 40 staff.',
    ...over,
  }) as NewContact;

/** The next booking's place in testSlot's run. */
let slotNo = 0;
const consultation = (over: Record<string, unknown> = {}): NewConsultation =>
  consultationInputSchema.parse({
    form: 'full',
    name: 'Amaka Eze',
    email: 'amaka@example.ng',
    phone: '+234 803 000 0000',
    company: 'Rivers Logistics Ltd',
    consultationType: 'odoo-erp',
    // Each booking its own time: bookings of one time collide (a fresh store per test, so the numbers may wrap).
    ...testSlot(slotNo++ % 300),
    ...over,
  }) as NewConsultation;

const opts = (key?: string, hash = 'h1') => ({ idempotencyKey: key, requestHash: hash });

/** The whole filtered list, read through the cursor `size` records at a time. */
async function all<K extends LeadKind>(store: LeadStore, kind: K, filter: ListFilter = {}, size = 200): Promise<RecordOf<K>[]> {
  const out: RecordOf<K>[] = [];
  for (let i = 0; i < 1000; i++) {
    const page = await store.listPage(kind, filter, { limit: size, after: out.at(-1) });
    out.push(...page);
    if (page.length < size) return out;
  }
  throw new Error('more pages than expected');
}

/** `open` gives a new, empty store for each test; `dispose` closes it and removes its data. */
export function describeStoreConformance(name: string, open: () => Promise<LeadStore>, dispose: (store: LeadStore) => Promise<void>) {
  describe(`${name} store conformance`, () => {
    let store: LeadStore;

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    it('when a contact is created, then the spec defaults and sync state are applied', async () => {
      const out = await store.createContact(
        contact({
          form: 'contact-page',
          service: 'Data Analytics',
          phone: '',
          context: { page: '/contact', attribution: { utmSource: 'google', referrer: '' } },
        }),
        opts(),
      );
      expect(out.created).toBe(true);
      const r = out.record;
      expect(r).toMatchObject({
        form: 'contact-page',
        source: 'contact_form',
        leadStatus: 'new',
        syncStatus: 'pending',
        syncError: null,
        odooLeadId: null,
        phone: null,
        company: null,
        service: 'Data Analytics',
      });
      expect(r.context).toEqual({ page: '/contact', attribution: { utmSource: 'google' } });
      expect(r.createdAt).toBe(r.updatedAt);
      expect(await store.getLead('contact', r.id)).toEqual({ kind: 'contact', record: r });
    });

    it('when a consultation is created, then duration defaults to 60 and status to scheduled', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      expect(record).toMatchObject({
        duration: 60,
        status: 'scheduled',
        odooEventId: null,
        meetingLink: null,
        notes: null,
        industry: null,
        syncStatus: 'pending',
      });
      const { record: chosen } = await store.createConsultation(consultation({ duration: 120, industry: 'Oil & Gas' }), opts());
      expect(chosen).toMatchObject({ duration: 120, industry: 'Oil & Gas' });
    });

    it('when records are listed, then the newest comes first', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await store.createContact(contact({ name: `Visitor ${i}` }), opts())).record.id);
      expect((await all(store, 'contact')).map((r) => r.id)).toEqual(ids.reverse());
      const c1 = (await store.createConsultation(consultation(), opts())).record.id;
      const c2 = (await store.createConsultation(consultation(), opts())).record.id;
      expect((await all(store, 'consultation')).map((r) => r.id)).toEqual([c2, c1]);
    });

    it('when a list is read page by page, then the pages join into the whole list without gaps or repeats, even as new records arrive', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await store.createContact(contact({ name: `Page ${i}` }), opts())).record.id);
      const first = await store.listPage('contact', {}, { limit: 3 });
      expect(first.map((r) => r.id)).toEqual(ids.slice(4).reverse());
      await store.createContact(contact({ name: 'Arrived while paging' }), opts()); // lands at the top, shifts nothing
      const second = await store.listPage('contact', {}, { limit: 3, after: first.at(-1)! });
      const third = await store.listPage('contact', {}, { limit: 3, after: second.at(-1)! });
      expect([...second, ...third].map((r) => r.id)).toEqual(ids.slice(0, 4).reverse());
      expect(await store.listPage('contact', {}, { limit: 3, after: third.at(-1)! })).toEqual([]);
      expect(await store.filteredTotal('contact', {})).toBe(8);
    });

    it('when records share a creation instant, then the id breaks the tie and the cursor still pages exactly', async () => {
      for (let i = 0; i < 30; i++) await store.createContact(contact({ name: `Burst ${i}` }), opts());
      const whole = await all(store, 'contact');
      const paged = await all(store, 'contact', {}, 4);
      expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
      const sorted = [...whole].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
      expect(whole.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    });

    it('when staff search, then any case-insensitive substring of name, e-mail or company matches, and nothing else', async () => {
      const ada = (
        await store.createContact(
          contact({ name: 'Ada Okonkwo', email: 'ada@rivers.ng', company: 'Bonny Gas Ltd', message: 'Needs Azure' }),
          opts(),
        )
      ).record;
      const bayo = (
        await store.createContact(
          contact({ name: 'Bayo Adeyemi', email: 'bayo@lagos.ng', company: null, message: 'Okonkwo referred me' }),
          opts(),
        )
      ).record;
      const odd = (
        await store.createContact(contact({ name: "Ngozi 100% O'Neil_x", email: 'ngozi@x.ng', company: '"Quoted" Ventures' }), opts())
      ).record;
      const search = async (q: string) => (await all(store, 'contact', { q })).map((r) => r.id);
      expect(await search('OKONKWO')).toEqual([ada.id]); // not Bayo, whose message says it
      expect(await search('rivers.n')).toEqual([ada.id]);
      expect(await search('gas l')).toEqual([ada.id]);
      expect(await search('ade')).toEqual([bayo.id]);
      expect(await search('.ng')).toEqual([odd.id, bayo.id, ada.id]);
      expect(await search('azure')).toEqual([]);
      expect(await search('Ng')).toEqual([odd.id, bayo.id, ada.id]); // two characters: below a trigram
      expect(await search('y')).toEqual([bayo.id, ada.id]);
      expect(await search('%')).toEqual([odd.id]);
      expect(await search('_')).toEqual([odd.id]);
      expect(await search("0% o'n")).toEqual([odd.id]);
      expect(await search('"quoted" v')).toEqual([odd.id]);
      expect(await search('gas ltd bonny')).toEqual([]); // a substring, not words in any order
      expect(await store.filteredTotal('contact', { q: '.ng' })).toBe(3);
      expect(await store.filteredTotal('contact', { q: 'y' })).toBe(2);
      expect(await store.filteredTotal('contact', { q: 'zzz' })).toBe(0);
      const booking = (await store.createConsultation(consultation({ company: 'Onne Port Services' }), opts())).record;
      expect((await all(store, 'consultation', { q: 'port serv' })).map((r) => r.id)).toEqual([booking.id]);
      expect(await all(store, 'consultation', { q: 'okonkwo' })).toEqual([]);
    });

    it('when a status filter is given, alone or with a search, then only records in that status are listed and counted', async () => {
      for (let i = 0; i < 3; i++) await store.createContact(contact({ name: `New ${i}` }), opts());
      expect(await store.filteredTotal('contact', { status: 'new' })).toBe(3);
      expect(await store.filteredTotal('contact', { status: 'converted' })).toBe(0);
      expect(await store.listPage('contact', { status: 'converted' }, { limit: 10 })).toEqual([]);
      expect((await all(store, 'contact', { status: 'new', q: 'new 1' })).map((r) => r.name)).toEqual(['New 1']);
      expect(await store.filteredTotal('contact', { status: 'new', q: 'new' })).toBe(3);
      await store.createConsultation(consultation({ name: 'Kemi Scheduled' }), opts());
      expect(await store.filteredTotal('consultation', { status: 'scheduled' })).toBe(1);
      expect(await store.filteredTotal('consultation', { status: 'cancelled', q: 'kemi' })).toBe(0);
      expect((await all(store, 'consultation', { status: 'scheduled', q: 'KEMI' })).map((r) => r.name)).toEqual(['Kemi Scheduled']);
      // Paging a filtered list: keyset and filter together.
      const paged = await all(store, 'contact', { status: 'new', q: 'new' }, 2);
      expect(paged.map((r) => r.name)).toEqual(['New 2', 'New 1', 'New 0']);
    });

    it("when the summary is asked for, then it gives the cards' figures and follows sync results", async () => {
      const now = new Date();
      expect(await store.dashboardFigures(now)).toEqual({
        totalContacts: 0,
        contactsThisWeek: 0,
        totalConsultations: 0,
        scheduled: 0,
        odooLinked: 0,
        converted: 0,
      });
      const a = (await store.createContact(contact(), opts())).record;
      await store.createContact(contact(), opts());
      const b = (await store.createConsultation(consultation(), opts())).record;
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'contact',
        recordId: a.id,
        odooLeadId: 5,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      });
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: b.id,
        odooLeadId: 6,
        odooEventId: 9,
        revision: 0,
        meetingLink: null,
      });
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'contact',
        recordId: a.id,
        odooLeadId: 5,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      }); // delivered twice
      expect(await store.dashboardFigures(new Date())).toEqual({
        totalContacts: 2,
        contactsThisWeek: 2,
        totalConsultations: 1,
        scheduled: 1,
        odooLinked: 2,
        converted: 0,
      });
      expect((await store.dashboardFigures(new Date(now.getTime() + 8 * 86_400_000))).contactsThisWeek).toBe(0);
    });

    it('when the same idempotency key comes again, then the first record is returned and nothing new is stored', async () => {
      const first = await store.createContact(contact(), opts('key-000001', 'hash-a'));
      const again = await store.createContact(contact({ name: 'Other' }), opts('key-000001', 'hash-b'));
      expect(again).toEqual({ created: false, record: first.record, requestHash: 'hash-a' });
      expect(await all(store, 'contact')).toHaveLength(1);
    });

    it('when retries with one key race, then exactly one record is stored', async () => {
      const outs = await Promise.all(Array.from({ length: 8 }, () => store.createConsultation(consultation(), opts('race-key-1'))));
      expect(outs.filter((o) => o.created)).toHaveLength(1);
      expect(new Set(outs.map((o) => o.record.id)).size).toBe(1);
      expect(await all(store, 'consultation')).toHaveLength(1);
    });

    it('when records are pending, then the outbox lists them oldest first until marked enqueued', async () => {
      const a = (await store.createContact(contact(), opts())).record;
      const b = (await store.createConsultation(consultation(), opts())).record;
      const c = (await store.createContact(contact(), opts())).record;
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([a.id, b.id, c.id]);
      expect((await store.listUnqueued(2)).map((r) => r.record.id)).toEqual([a.id, b.id]);
      await store.markEnqueued('consultation', b.id);
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([a.id, c.id]);
    });

    it('when pending records were handed over long ago, then they are listed as stale and can go back to the outbox', async () => {
      const a = (await store.createContact(contact(), opts())).record;
      const b = (await store.createConsultation(consultation(), opts())).record;
      const c = (await store.createContact(contact(), opts())).record;
      await store.markEnqueued('contact', a.id);
      await store.markEnqueued('consultation', b.id);
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: b.id,
        odooLeadId: 1,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      });
      const later = new Date(Date.now() + 60_000).toISOString();
      expect((await store.listStalePending(later, 10)).map((r) => r.record.id)).toEqual([a.id]);
      expect(await store.listStalePending(a.createdAt, 10)).toEqual([]);
      await store.markUnqueued('contact', a.id);
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([a.id, c.id]);
      await store.markUnqueued('consultation', b.id); // synced records stay out of the outbox
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([a.id, c.id]);
    });

    it('when sync results arrive, then ids land and a late failure never undoes a success', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      const retry = await store.applySyncResult({
        outcome: 'retrying',
        kind: 'consultation',
        recordId: record.id,
        attempt: 2,
        error: 'Odoo unreachable',
      });
      expect(retry?.record).toMatchObject({ syncStatus: 'pending', syncError: 'Attempt 2 failed, retrying: Odoo unreachable' });
      const done = await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: record.id,
        odooLeadId: 41,
        odooEventId: 7,
        revision: 0,
        meetingLink: null,
      });
      expect(done?.record).toMatchObject({
        syncStatus: 'synced',
        syncError: null,
        odooLeadId: 41,
        odooEventId: 7,
        revision: 0,
        meetingLink: null,
      });
      expect(done!.record.updatedAt >= record.updatedAt).toBe(true);
      const late = await store.applySyncResult({ outcome: 'failed', kind: 'consultation', recordId: record.id, error: 'late' });
      expect(late?.record).toMatchObject({ syncStatus: 'synced', odooLeadId: 41 });
      expect(
        await store.applySyncResult({
          outcome: 'synced',
          kind: 'contact',
          recordId: 'missing',
          odooLeadId: 1,
          odooEventId: null,
          revision: 0,
          meetingLink: null,
        }),
      ).toBeNull();
    });

    it('when a synced result brings the video link, then the booking keeps it; a later result without one leaves it', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      const link = 'https://meet.example.ng/gct-1';
      const done = await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: record.id,
        odooLeadId: 3,
        odooEventId: 4,
        revision: 0,
        meetingLink: link,
      });
      expect(done?.record).toMatchObject({ syncStatus: 'synced', odooEventId: 4, meetingLink: link });
      const again = await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: record.id,
        odooLeadId: 3,
        odooEventId: 4,
        revision: 0,
        meetingLink: null,
      });
      expect(again?.record).toMatchObject({ syncStatus: 'synced', meetingLink: link });
      expect((await store.getLead('consultation', record.id))?.record).toMatchObject({ meetingLink: link });
    });

    it('when a failed record, or one pending for long, is re-queued, then it is pending and back in the outbox; others are left alone', async () => {
      const longAgo = new Date(Date.now() - 3_600_000).toISOString();
      const { record } = await store.createContact(contact(), opts());
      await store.markEnqueued('contact', record.id);
      expect((await store.requeue('contact', record.id, longAgo))?.requeued).toBe(false); // pending, but recent
      await store.applySyncResult({ outcome: 'failed', kind: 'contact', recordId: record.id, error: 'Access Denied' });
      const out = await store.requeue('contact', record.id, longAgo);
      expect(out?.requeued).toBe(true);
      expect(out?.ref.record).toMatchObject({ syncStatus: 'pending', syncError: null });
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([record.id]);
      expect(await store.requeue('contact', 'missing', longAgo)).toBeNull();

      await store.markEnqueued('contact', record.id);
      const later = new Date(Date.now() + 60_000).toISOString(); // "pending since before a minute from now"
      expect((await store.requeue('contact', record.id, later))?.requeued).toBe(true);
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([record.id]);
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'contact',
        recordId: record.id,
        odooLeadId: 7,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      });
      expect((await store.requeue('contact', record.id, later))?.requeued).toBe(false); // synced stays synced
    });

    it('when staff users are created, then usernames are unique', async () => {
      expect(await store.countUsers()).toBe(0);
      const u = await store.createUser('ngozi', 'scrypt$hash', { canOperateQueues: false });
      expect(u).toMatchObject({ username: 'ngozi', canOperateQueues: false });
      expect(await store.findUserByUsername('ngozi')).toEqual({ ...u, passwordHash: 'scrypt$hash', disabled: false });
      await expect(store.createUser('ngozi', 'x', { canOperateQueues: true })).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.findUserByUsername('nobody')).toBeNull();
      expect(await store.countUsers()).toBe(1);
    });

    it('when a session expires, idles or is deleted, then it no longer names a user', async () => {
      const u = await store.createUser('tunde', 'h', { canOperateQueues: true });
      const now = new Date();
      const minuteAgo = new Date(now.getTime() - 60_000);
      await store.createSession('live', u.id, new Date(now.getTime() + 60_000), now, 'h');
      await store.createSession('old', u.id, new Date(now.getTime() - 1), now, 'h');
      await store.createSession('idle', u.id, new Date(now.getTime() + 60_000), new Date(now.getTime() - 120_000), 'h');
      expect(await store.findSessionUser('live', now, minuteAgo)).toEqual(u);
      expect(await store.findSessionUser('old', now, minuteAgo)).toBeNull();
      expect(await store.findSessionUser('idle', now, minuteAgo)).toBeNull();
      await store.touchSession('idle', now);
      expect(await store.findSessionUser('idle', now, minuteAgo)).toEqual(u);
      await store.createSession('idle-2', u.id, new Date(now.getTime() + 60_000), new Date(now.getTime() - 120_000), 'h');
      expect(await store.deleteExpiredSessions(now, minuteAgo)).toBe(2);
      await store.deleteSession('live');
      expect(await store.findSessionUser('live', now, minuteAgo)).toBeNull();
    });

    it('when a password changes or a user is disabled, then every session of that user ends', async () => {
      const u = await store.createUser('amaka', 'h1', { canOperateQueues: false });
      const other = await store.createUser('bayo', 'h', { canOperateQueues: false });
      const now = new Date();
      const later = new Date(now.getTime() + 60_000);
      const since = new Date(now.getTime() - 60_000);
      await store.createSession('a1', u.id, later, now, 'h1');
      await store.createSession('a2', u.id, later, now, 'h1');
      await store.createSession('b1', other.id, later, now, 'h');
      expect(await store.updateUser('amaka', { passwordHash: 'h2' })).toBe(true);
      expect(await store.findSessionUser('a1', now, since)).toBeNull();
      expect(await store.findSessionUser('a2', now, since)).toBeNull();
      expect(await store.findSessionUser('b1', now, since)).toEqual(other);
      expect((await store.findUserByUsername('amaka'))?.passwordHash).toBe('h2');

      await store.createSession('a3', u.id, later, now, 'h2');
      expect(await store.updateUser('amaka', { disabled: true })).toBe(true);
      expect(await store.findSessionUser('a3', now, since)).toBeNull();
      expect(await store.createSession('a4', u.id, later, now, 'h2')).toBe(false); // disabled users get no sessions
      expect(await store.findSessionUser('a4', now, since)).toBeNull();
      expect(await store.updateUser('amaka', { disabled: false, canOperateQueues: true })).toBe(true);
      expect(await store.findSessionUser('a4', now, since)).toBeNull();
      expect(await store.createSession('a5', u.id, later, now, 'h1')).toBe(false); // the old password's login
      expect(await store.createSession('a5', u.id, later, now, 'h2')).toBe(true);
      expect(await store.findSessionUser('a5', now, since)).toEqual({ ...u, canOperateQueues: true });
      expect(await store.updateUser('nobody', { disabled: true })).toBe(false);
      expect((await store.listUsers()).map((a) => [a.username, a.disabled, a.canOperateQueues])).toEqual([
        ['amaka', false, true],
        ['bayo', false, false],
      ]);
    });
  });
}

/** Changes pulled back from Odoo: applied once when they differ from the record, ignored otherwise. */
export function describeOdooChangeConformance(name: string, open: () => Promise<LeadStore>, dispose: (store: LeadStore) => Promise<void>) {
  describe(`${name} store: changes from Odoo`, () => {
    let store: LeadStore;

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    it('when a lead moved to a won stage, then the contact is converted, once', async () => {
      const { record } = await store.createContact(contact(), opts());
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'contact',
        recordId: record.id,
        odooLeadId: 5,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      });
      const change = { outcome: 'lead-changed', kind: 'contact', recordId: record.id, odooLeadId: 5, leadStatus: 'converted' } as const;
      const first = await store.applyOdooChange(change);
      expect(first?.changed).toBe(true);
      expect(first?.ref.record).toMatchObject({ leadStatus: 'converted', syncStatus: 'synced', odooLeadId: 5 });
      const again = await store.applyOdooChange(change);
      expect(again).toEqual({ ref: first!.ref, changed: false });
      expect(await store.applyOdooChange({ ...change, recordId: 'missing' })).toBeNull();
    });

    it('when the meeting moved, then the booking is rescheduled with the new slot; when archived, cancelled', async () => {
      const { record } = await store.createConsultation(consultation({ preferredTime: '10:00 AM - 11:00 AM' }), opts());
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: record.id,
        odooLeadId: 5,
        odooEventId: 6,
        revision: 0,
        meetingLink: null,
      });
      const at = {
        outcome: 'event-changed',
        kind: 'consultation',
        recordId: record.id,
        odooEventId: 6,
        state: 'scheduled',
        date: record.preferredDate,
        time: '10:00',
        durationMinutes: 60,
      } as const;
      expect((await store.applyOdooChange(at))?.changed).toBe(false);
      const moved = await store.applyOdooChange({ ...at, date: '2030-01-02', time: '15:00', durationMinutes: 90 });
      // Each raises the invite sequence: the visitor is sent the update, then the cancellation.
      expect(moved?.ref.record).toMatchObject({
        status: 'rescheduled',
        preferredDate: '2030-01-02',
        preferredTime: '3:00 PM - 4:00 PM',
        duration: 90,
        inviteSequence: 1,
      });
      const cancelled = await store.applyOdooChange({ ...at, state: 'cancelled', date: null, time: null, durationMinutes: null });
      expect(cancelled?.ref.record).toMatchObject({ status: 'cancelled', preferredDate: '2030-01-02', inviteSequence: 2 });
      expect((await store.applyOdooChange({ ...at, state: 'ended' }))?.changed).toBe(false);
    });
  });
}

// ---- Mail (booking e-mails and kept mail) ----
export function describeMailConformance(name: string, open: () => Promise<LeadStore>, dispose: (store: LeadStore) => Promise<void>) {
  describe(`${name} store: kept mail and a booking's mail state`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    const kept = (i: number, recordId: string, over: Partial<KeptMailRow> = {}): KeptMailRow => ({
      key: `confirmation-${recordId}-${i}`,
      kind: 'confirmation',
      recordKind: 'consultation',
      recordId,
      to: 'amaka@example.ng',
      subject: `Message ${i}`,
      messageId: `<confirmation-${recordId}-${i}@example.ng>`,
      status: 'pending',
      error: null,
      attempts: 1,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
      sentAt: null,
      meetingLink: null,
      source: `Message-ID: <m${i}>\r\n\r\nbody ${i}\r\n`,
      ...over,
    });

    it('when messages are kept, then they page newest first; a second insert of a key changes nothing, an update changes the state', async () => {
      for (let i = 0; i < 5; i++)
        expect(
          await store.insertKeptMail(kept(i, i < 3 ? 'rec-a' : 'rec-b', i === 1 ? { meetingLink: 'https://meet.example.com/x' } : {})),
        ).toBe('kept');
      expect(await store.insertKeptMail(kept(1, 'rec-a', { subject: 'Another' }))).toBe('exists');
      expect(await store.updateKeptMail(kept(1, 'rec-a').key, { status: 'sent', sentAt: '2026-11-01T00:01:00.000Z', attempts: 2 })).toBe(
        true,
      );
      const first = await store.listKeptMail({ limit: 2 });
      expect(first.map((m) => m.subject)).toEqual(['Message 4', 'Message 3']);
      const rest = await store.listKeptMail({ limit: 10, after: { createdAt: first[1]!.createdAt, key: first[1]!.key } });
      expect(rest.map((m) => m.subject)).toEqual(['Message 2', 'Message 1', 'Message 0']);
      expect(rest[1]).toEqual({
        ...kept(1, 'rec-a'),
        status: 'sent',
        sentAt: '2026-11-01T00:01:00.000Z',
        attempts: 2,
        meetingLink: undefined,
        source: undefined,
      } as unknown as KeptMail);
      expect(Object.keys(rest[1]!)).not.toContain('source');
      const one = await store.getKeptMail(kept(1, 'rec-a').key);
      expect(one).toMatchObject({
        status: 'sent',
        attempts: 2,
        meetingLink: 'https://meet.example.com/x',
        source: 'Message-ID: <m1>\r\n\r\nbody 1\r\n',
      });
      expect(await store.getKeptMail('no-such-key')).toBeNull();
    });

    it('when the kept mail of a record is deleted, then only its messages go and they are returned; an update never brings one back', async () => {
      for (let i = 0; i < 4; i++) await store.insertKeptMail(kept(i, i < 3 ? 'rec-a' : 'rec-b'));
      const gone = await store.deleteKeptMail('rec-a');
      expect(gone.map((m) => m.key).sort()).toEqual([0, 1, 2].map((i) => kept(i, 'rec-a').key).sort());
      expect((await store.listKeptMail({ limit: 10 })).map((m) => m.recordId)).toEqual(['rec-b']);
      expect(await store.deleteKeptMail('rec-a')).toEqual([]);
      expect(await store.updateKeptMail(kept(1, 'rec-a').key, { status: 'pending', error: 'timed out', attempts: 3 })).toBe(false);
      expect(await store.getKeptMail(kept(1, 'rec-a').key)).toBeNull();
    });

    it('when a record is erased, then no message of it can be kept again', async () => {
      await store.privacy.markErased([{ kind: 'consultation', id: 'rec-e' }], 'erasure-1', new Date().toISOString());
      expect(await store.insertKeptMail(kept(0, 'rec-e'))).toBe('erased');
      expect(
        await store.insertKeptMail(kept(1, 'rec-e'), [{ to: { address: 'amaka@example.ng' }, since: '2026-11-01T00:00:00.000Z', max: 0 }]),
      ).toBe('erased');
      expect(await store.getKeptMail(kept(0, 'rec-e').key)).toBeNull();
    });

    it('when a message would pass a mail limit, then it is not kept and the first limit it passes is named; counted per address (any case), domain, kinds and time', async () => {
      // As the mail limits are: the confirmations' own limit applies to a confirmation only.
      const limitsFor = ({ to: address, kind }: KeptMailRow, since = '2026-11-01T00:00:00.000Z') => [
        { to: { address }, since, max: 4, name: 'address' },
        ...(kind === 'confirmation' ? [{ to: { address }, kinds: [kind], since, max: 2, name: 'confirmations' }] : []),
        { to: { domain: address.slice(address.indexOf('@') + 1) }, since, max: 5, name: 'domain' },
      ];
      const keep = async (row: KeptMailRow, since?: string) => {
        const outcome = await store.insertKeptMail(row, limitsFor(row, since));
        return typeof outcome === 'object' ? `over ${outcome.over.name}` : outcome;
      };
      expect(await keep(kept(0, 'rec-a', { to: 'Amaka@Example.ng' }))).toBe('kept');
      expect(await keep(kept(1, 'rec-a', { kind: 'update', key: 'update-rec-a-1' }))).toBe('kept');
      expect(await keep(kept(2, 'rec-b'))).toBe('kept');
      // Two confirmations to the address: a third is over, an update is not (yet).
      expect(await keep(kept(3, 'rec-c'))).toBe('over confirmations');
      expect(await keep(kept(3, 'rec-c', { kind: 'update', key: 'update-rec-c-3' }))).toBe('kept');
      // Four messages to the address: over, whatever the kind.
      expect(await keep(kept(4, 'rec-d', { kind: 'update', key: 'update-rec-d-4' }))).toBe('over address');
      // Five to the domain: another address there is over, another domain is not.
      expect(await keep(kept(5, 'rec-e', { to: 'ada@EXAMPLE.ng' }))).toBe('kept');
      expect(await keep(kept(6, 'rec-f', { to: 'obi@example.ng' }))).toBe('over domain');
      expect(await keep(kept(6, 'rec-f', { to: 'amaka@other.ng' }))).toBe('kept');
      // Only what was kept since the limit's time counts; a key kept already is found before any count.
      expect(await keep(kept(7, 'rec-g'), '2026-11-01T00:00:03.000Z')).toBe('kept');
      expect(await keep(kept(0, 'rec-a'))).toBe('exists');
      expect((await store.listKeptMail({ limit: 20 })).map((m) => m.subject)).toEqual([7, 6, 5, 3, 2, 1, 0].map((i) => `Message ${i}`));
    });

    it('when messages go to spellings of one inbox, then the address limit counts them together: a sub-address (+tag), and dots and googlemail.com at Gmail', async () => {
      const since = '2026-11-01T00:00:00.000Z';
      const keep = async (row: KeptMailRow) => {
        const outcome = await store.insertKeptMail(row, [{ to: { address: row.to }, since, max: 2, name: 'address' }]);
        return typeof outcome === 'object' ? `over ${outcome.over.name}` : outcome;
      };
      expect(await keep(kept(0, 'rec-a', { to: 'amaka@example.ng' }))).toBe('kept');
      expect(await keep(kept(1, 'rec-b', { to: 'Amaka+bookings@example.ng' }))).toBe('kept');
      expect(await keep(kept(2, 'rec-c', { to: 'amaka+again@EXAMPLE.ng' }))).toBe('over address');
      // Gmail ignores dots in the name; other providers may not.
      expect(await keep(kept(3, 'rec-d', { to: 'ada.obi@gmail.com' }))).toBe('kept');
      expect(await keep(kept(4, 'rec-e', { to: 'adaobi+1@gmail.com' }))).toBe('kept');
      expect(await keep(kept(5, 'rec-f', { to: 'A.d.a.obi@Gmail.com' }))).toBe('over address');
      expect(await keep(kept(8, 'rec-i', { to: 'adaobi@googlemail.com' }))).toBe('over address');
      expect(await keep(kept(6, 'rec-g', { to: 'ada.obi@example.ng' }))).toBe('kept');
      expect(await keep(kept(7, 'rec-h', { to: 'adaobi@example.ng' }))).toBe('kept');
    });

    it("when a booking's mail state is set, then only the given fields change; the invite sequence is raised once per seen value", async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      const pending = await store.setMailState(record.id, { mailStatus: 'pending' });
      expect(pending).toMatchObject({ mailStatus: 'pending', mailError: null, meetingLink: null });
      const failed = await store.setMailState(record.id, {
        mailStatus: 'failed',
        mailError: '550 No such user',
        meetingLink: 'https://meet.example.com/gct-1',
      });
      expect(failed).toMatchObject({
        mailStatus: 'failed',
        mailError: '550 No such user',
        meetingLink: 'https://meet.example.com/gct-1',
        inviteSequence: 0,
      });
      expect(await store.setMailState('no-such-id', { mailStatus: 'sent' })).toBeNull();
      expect((await store.raiseInviteSequence(record.id, 0))?.inviteSequence).toBe(1);
      expect(await store.raiseInviteSequence(record.id, 0)).toBeNull();
      expect((await store.getLead('consultation', record.id))!.record).toMatchObject({ inviteSequence: 1, mailStatus: 'failed' });
      expect(record.linkVersion).toBe(0);
      expect((await store.raiseLinkVersion(record.id, new Date()))?.linkVersion).toBe(1);
      expect(await store.raiseLinkVersion('no-such-id', new Date())).toBeNull();
    });
  });
}

// --- Booking page: the visitor reschedules or cancels ---
/** A visitor's reschedule or cancel: one atomic change, raised once, back in the outbox; the same change again is a no-op. */
export function describeBookingChangeConformance(
  name: string,
  open: () => Promise<LeadStore>,
  dispose: (store: LeadStore) => Promise<void>,
) {
  describe(`${name} store: the visitor changes a booking`, () => {
    let store: LeadStore;

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    const later = () => bookingWindow(new Date()).max;

    it('when a synced booking is rescheduled, then it is rescheduled, raised once, pending and back in the outbox; the same change again changes nothing', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      await store.markEnqueued('consultation', record.id);
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: record.id,
        odooLeadId: 5,
        odooEventId: 6,
        revision: 0,
        meetingLink: null,
      });
      expect(await store.listUnqueued(10)).toEqual([]);
      const now = new Date(Date.now() + 1000);
      const change = { action: 'reschedule', preferredDate: later(), preferredTime: '3:00 PM - 4:00 PM' } as const;
      const first = await store.changeBooking(record.id, change, now);
      expect(first?.changed).toBe(true);
      expect(first?.refused).toBeUndefined();
      expect(first?.ref.record).toMatchObject({
        status: 'rescheduled',
        preferredDate: later(),
        preferredTime: '3:00 PM - 4:00 PM',
        revision: 1,
        inviteSequence: 1,
        syncStatus: 'pending',
        syncError: null,
        odooLeadId: 5,
        odooEventId: 6,
        updatedAt: now.toISOString(),
      });
      expect(await store.getLead('consultation', record.id)).toEqual(first!.ref);
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([record.id]);
      await store.markEnqueued('consultation', record.id);

      const again = await store.changeBooking(record.id, change, new Date(now.getTime() + 1000));
      expect(again).toEqual({ ref: first!.ref, changed: false });
      expect(await store.listUnqueued(10)).toEqual([]);
      expect(await store.filteredTotal('consultation', { status: 'rescheduled' })).toBe(1);
      expect(await store.filteredTotal('consultation', { status: 'scheduled' })).toBe(0);
      expect((await store.dashboardFigures(new Date())).scheduled).toBe(0);
    });

    it('when a booking is cancelled, then it is cancelled once; a second cancel changes nothing and a reschedule is refused', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      await store.markEnqueued('consultation', record.id);
      const cancelled = await store.changeBooking(record.id, { action: 'cancel' }, new Date());
      expect(cancelled?.changed).toBe(true);
      expect(cancelled?.ref.record).toMatchObject({
        status: 'cancelled',
        preferredDate: record.preferredDate,
        preferredTime: record.preferredTime,
        revision: 1,
        inviteSequence: 1,
        syncStatus: 'pending',
      });
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([record.id]);

      expect(await store.changeBooking(record.id, { action: 'cancel' }, new Date())).toEqual({ ref: cancelled!.ref, changed: false });
      const refused = await store.changeBooking(
        record.id,
        { action: 'reschedule', preferredDate: later(), preferredTime: '9:00 AM - 10:00 AM' },
        new Date(),
      );
      expect(refused).toEqual({ ref: cancelled!.ref, changed: false, refused: 'cancelled' });
      expect(await store.filteredTotal('consultation', { status: 'cancelled' })).toBe(1);
      expect(await store.filteredTotal('consultation', {})).toBe(1);
    });

    it('when the id names no booking, then the answer is null and nothing is stored', async () => {
      const { record } = await store.createContact(contact(), opts());
      expect(await store.changeBooking(record.id, { action: 'cancel' }, new Date())).toBeNull();
      expect(await store.changeBooking('missing', { action: 'cancel' }, new Date())).toBeNull();
      expect(await store.filteredTotal('consultation', {})).toBe(0);
    });

    it('when two different reschedules race, then both apply in turn and each raises the revision once', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      const outcomes = await Promise.all(
        ['9:00 AM - 10:00 AM', '4:00 PM - 5:00 PM'].map((preferredTime) =>
          store.changeBooking(record.id, { action: 'reschedule', preferredDate: later(), preferredTime }, new Date()),
        ),
      );
      expect(outcomes.every((o) => o?.changed)).toBe(true);
      const final = (await store.getLead('consultation', record.id))!.record;
      expect(final).toMatchObject({ revision: 2, inviteSequence: 2, status: 'rescheduled' });
    });
  });
}
