// One behaviour, two adapters: every LeadStore must pass this suite (sqlite-store.test.ts,
// mongo-store.test.ts). It speaks only to the port, never to SQLite or MongoDB.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { consultationInputSchema } from '@site/contracts/consultation';
import { bookingWindow } from '@site/contracts/lagos-date';
import { type LeadStore, type NewConsultation, type NewContact, StoreConflictError } from './lead-store';

const contact = (over: Record<string, unknown> = {}): NewContact =>
  contactInputSchema.parse({ name: 'Chidi Okafor', email: 'chidi@example.ng', message: 'We need Microsoft 365 for 40 staff.', ...over }) as NewContact;

const consultation = (over: Record<string, unknown> = {}): NewConsultation =>
  consultationInputSchema.parse({
    form: 'full',
    name: 'Amaka Eze',
    email: 'amaka@example.ng',
    phone: '+234 803 000 0000',
    company: 'Rivers Logistics Ltd',
    consultationType: 'odoo-erp',
    preferredDate: bookingWindow().min,
    preferredTime: '10:00 AM - 11:00 AM',
    ...over,
  }) as NewConsultation;

const opts = (key?: string, hash = 'h1') => ({ idempotencyKey: key, requestHash: hash });

/** `open` gives a new, empty store for each test; `dispose` closes it and removes its data. */
export function describeStoreConformance(name: string, open: () => Promise<LeadStore>, dispose: (store: LeadStore) => Promise<void>) {
  describe(`${name} store conformance`, () => {
    let store: LeadStore;

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    it('when a contact is created, then the spec defaults and sync state are applied', async () => {
      const out = await store.createContact(contact({ form: 'contact-page', service: 'Data Analytics', phone: '', context: { page: '/contact', attribution: { utmSource: 'google', referrer: '' } } }), opts());
      expect(out.created).toBe(true);
      const r = out.record;
      expect(r).toMatchObject({ form: 'contact-page', source: 'contact_form', leadStatus: 'new', syncStatus: 'pending', syncError: null, odooLeadId: null, phone: null, company: null, service: 'Data Analytics' });
      expect(r.context).toEqual({ page: '/contact', attribution: { utmSource: 'google' } });
      expect(r.createdAt).toBe(r.updatedAt);
      expect(await store.getLead('contact', r.id)).toEqual({ kind: 'contact', record: r });
    });

    it('when a consultation is created, then duration defaults to 60 and status to scheduled', async () => {
      const { record } = await store.createConsultation(consultation(), opts());
      expect(record).toMatchObject({ duration: 60, status: 'scheduled', odooEventId: null, meetingLink: null, notes: null, industry: null, syncStatus: 'pending' });
      const { record: chosen } = await store.createConsultation(consultation({ duration: 120, industry: 'Oil & Gas' }), opts());
      expect(chosen).toMatchObject({ duration: 120, industry: 'Oil & Gas' });
    });

    it('when records are listed, then the newest comes first', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await store.createContact(contact({ name: `Visitor ${i}` }), opts())).record.id);
      expect((await store.listContacts()).map((r) => r.id)).toEqual(ids.reverse());
      const c1 = (await store.createConsultation(consultation(), opts())).record.id;
      const c2 = (await store.createConsultation(consultation(), opts())).record.id;
      expect((await store.listConsultations()).map((r) => r.id)).toEqual([c2, c1]);
    });

    it('when the same idempotency key comes again, then the first record is returned and nothing new is stored', async () => {
      const first = await store.createContact(contact(), opts('key-000001', 'hash-a'));
      const again = await store.createContact(contact({ name: 'Other' }), opts('key-000001', 'hash-b'));
      expect(again).toEqual({ created: false, record: first.record, requestHash: 'hash-a' });
      expect(await store.listContacts()).toHaveLength(1);
    });

    it('when retries with one key race, then exactly one record is stored', async () => {
      const outs = await Promise.all(Array.from({ length: 8 }, () => store.createConsultation(consultation(), opts('race-key-1'))));
      expect(outs.filter((o) => o.created)).toHaveLength(1);
      expect(new Set(outs.map((o) => o.record.id)).size).toBe(1);
      expect(await store.listConsultations()).toHaveLength(1);
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
      await store.applySyncResult({ outcome: 'synced', kind: 'consultation', recordId: b.id, odooLeadId: 1, odooEventId: null });
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
      const retry = await store.applySyncResult({ outcome: 'retrying', kind: 'consultation', recordId: record.id, attempt: 2, error: 'Odoo unreachable' });
      expect(retry?.record).toMatchObject({ syncStatus: 'pending', syncError: 'Attempt 2 failed, retrying: Odoo unreachable' });
      const done = await store.applySyncResult({ outcome: 'synced', kind: 'consultation', recordId: record.id, odooLeadId: 41, odooEventId: 7 });
      expect(done?.record).toMatchObject({ syncStatus: 'synced', syncError: null, odooLeadId: 41, odooEventId: 7 });
      expect(done!.record.updatedAt >= record.updatedAt).toBe(true);
      const late = await store.applySyncResult({ outcome: 'failed', kind: 'consultation', recordId: record.id, error: 'late' });
      expect(late?.record).toMatchObject({ syncStatus: 'synced', odooLeadId: 41 });
      expect(await store.applySyncResult({ outcome: 'synced', kind: 'contact', recordId: 'missing', odooLeadId: 1, odooEventId: null })).toBeNull();
    });

    it('when a failed record is re-queued, then it is pending and back in the outbox; others are left alone', async () => {
      const { record } = await store.createContact(contact(), opts());
      await store.markEnqueued('contact', record.id);
      expect((await store.requeue('contact', record.id))?.requeued).toBe(false);
      await store.applySyncResult({ outcome: 'failed', kind: 'contact', recordId: record.id, error: 'Access Denied' });
      const out = await store.requeue('contact', record.id);
      expect(out?.requeued).toBe(true);
      expect(out?.ref.record).toMatchObject({ syncStatus: 'pending', syncError: null });
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([record.id]);
      expect(await store.requeue('contact', 'missing')).toBeNull();
    });

    it('when staff users are created, then usernames are unique', async () => {
      expect(await store.countUsers()).toBe(0);
      const u = await store.createUser('ngozi', 'scrypt$hash');
      expect(await store.findUserByUsername('ngozi')).toEqual({ ...u, passwordHash: 'scrypt$hash' });
      await expect(store.createUser('ngozi', 'x')).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.findUserByUsername('nobody')).toBeNull();
      expect(await store.countUsers()).toBe(1);
    });

    it('when a session expires or is deleted, then it no longer names a user', async () => {
      const u = await store.createUser('tunde', 'h');
      const now = new Date();
      await store.createSession('live', u.id, new Date(now.getTime() + 60_000));
      await store.createSession('old', u.id, new Date(now.getTime() - 1));
      expect(await store.findSessionUser('live', now)).toEqual(u);
      expect(await store.findSessionUser('old', now)).toBeNull();
      expect(await store.deleteExpiredSessions(now)).toBe(1);
      await store.deleteSession('live');
      expect(await store.findSessionUser('live', now)).toBeNull();
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
      await store.applySyncResult({ outcome: 'synced', kind: 'contact', recordId: record.id, odooLeadId: 5, odooEventId: null });
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
      await store.applySyncResult({ outcome: 'synced', kind: 'consultation', recordId: record.id, odooLeadId: 5, odooEventId: 6 });
      const at = { outcome: 'event-changed', kind: 'consultation', recordId: record.id, odooEventId: 6, state: 'scheduled', date: record.preferredDate, time: '10:00', durationMinutes: 60 } as const;
      expect((await store.applyOdooChange(at))?.changed).toBe(false);
      const moved = await store.applyOdooChange({ ...at, date: '2030-01-02', time: '15:00', durationMinutes: 90 });
      expect(moved?.ref.record).toMatchObject({ status: 'rescheduled', preferredDate: '2030-01-02', preferredTime: '3:00 PM - 4:00 PM', duration: 90 });
      const cancelled = await store.applyOdooChange({ ...at, state: 'cancelled', date: null, time: null, durationMinutes: null });
      expect(cancelled?.ref.record).toMatchObject({ status: 'cancelled', preferredDate: '2030-01-02' });
      expect((await store.applyOdooChange({ ...at, state: 'ended' }))?.changed).toBe(false);
    });
  });
}
