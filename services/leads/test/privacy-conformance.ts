// Privacy rights, one behaviour for both adapters (store-sqlite.test.ts, store-mongo.test.ts): a
// person is found by e-mail whatever its case and by phone whatever its spelling, a correction raises the
// revision once and sends the record back to the outbox, deletions take the counters with them, the
// audit log only grows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { consultationInputSchema } from '@site/contracts/consultation';
import { testSlot } from '@site/dev-stack/test-dates';
import { createHmac } from 'node:crypto';
import { phoneE164 } from '../src/records/phone';
import { type Erasure } from '@site/contracts/privacy';
import { type AuditSeal } from '../src/store/privacy-port';
import { type LeadStore, type NewConsultation, type NewContact } from '../src/store/lead-store';

const contact = (over: Record<string, unknown> = {}) =>
  contactInputSchema.parse({
    name: 'Ngozi Ade',
    email: 'Ngozi@Example.ng',
    phone: '+234 (803) 555-0101',
    message: 'Hello there, we need help.',
    ...over,
  }) as NewContact;
/** The next booking's place in testSlot's run. */
let slotNo = 0;
const booking = (over: Record<string, unknown> = {}) =>
  consultationInputSchema.parse({
    form: 'full',
    name: 'Ngozi Ade',
    email: 'ngozi@example.ng',
    phone: '0803 555 0101',
    company: 'Ade Foods',
    consultationType: 'general',
    // Each booking its own time: bookings of one time collide (a fresh store per test, so the numbers may wrap).
    ...testSlot(slotNo++ % 300),
    ...over,
  }) as NewConsultation;
const opts = { requestHash: 'h' };
const byPhone = (phone: string) => ({ phoneE164: phoneE164(phone)! });
/** A seal for the store's tests (the real one is privacy/audit.ts's). */
const seal: AuditSeal = (previous, e) =>
  createHmac('sha256', 'test key')
    .update(JSON.stringify([previous, e.seq, e.detail]))
    .digest('base64url');

export function describePrivacyConformance(name: string, open: () => Promise<LeadStore>, dispose: (store: LeadStore) => Promise<void>) {
  describe(`${name} store: privacy rights`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    it('finds every record of a person by e-mail (any case) or phone (any spelling), and nobody else', async () => {
      const a = (await store.createContact(contact(), opts)).record;
      const b = (await store.createConsultation(booking(), opts)).record;
      await store.createContact(contact({ email: 'someone@else.ng', phone: '0803 555 0199' }), opts);
      const byEmail = await store.privacy.findPerson({ email: 'NGOZI@example.NG' }, 100);
      expect(byEmail.map((r) => r.record.id).sort()).toEqual([a.id, b.id].sort());
      const found = await store.privacy.findPerson(byPhone('+2348035550101'), 100);
      expect(found.map((r) => r.record.id).sort()).toEqual([a.id, b.id].sort());
      expect(await store.privacy.findPerson({ email: 'ngozi@example' }, 100)).toEqual([]);
    });

    it('a correction raises the revision once, sends the record back to the outbox, and is found under its new value', async () => {
      const a = (await store.createContact(contact(), opts)).record;
      await store.markEnqueued('contact', a.id);
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'contact',
        recordId: a.id,
        odooLeadId: 4,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      });
      const first = await store.privacy.correctRecord('contact', a.id, 'phone', '0809 000 1111', new Date());
      expect(first?.changed).toBe(true);
      expect(first?.ref.record).toMatchObject({ phone: '0809 000 1111', revision: 1, syncStatus: 'pending', odooLeadId: 4 });
      const again = await store.privacy.correctRecord('contact', a.id, 'phone', '0809 000 1111', new Date());
      expect(again).toMatchObject({ changed: false, ref: { record: { revision: 1 } } });
      expect((await store.listUnqueued(10)).map((r) => r.record.id)).toEqual([a.id]);
      expect(await store.privacy.findPerson(byPhone('08090001111'), 10)).toHaveLength(1);
      expect(await store.privacy.findPerson(byPhone('08035550101'), 10)).toHaveLength(0);
      const renamed = await store.privacy.correctRecord('contact', a.id, 'email', 'ngozi.ade@example.ng', new Date());
      expect(renamed?.ref.record.revision).toBe(2);
      expect(await store.listPage('contact', { q: 'ngozi.ade' }, { limit: 10 })).toHaveLength(1);
      expect(await store.privacy.correctRecord('contact', 'missing', 'name', 'X', new Date())).toBeNull();
    });

    it('one phone number is one person: the same digits under other country codes are other people (E.164)', async () => {
      // Matching on the last ten digits made these three one "person".
      const ng = (await store.createContact(contact({ email: 'ng@example.ng', phone: '0703 123 4567' }), opts)).record;
      await store.createContact(contact({ email: 'uk@example.co.uk', phone: '+44 7031 234567' }), opts);
      await store.createConsultation(booking({ email: 'us@example.com', phone: '+1 (703) 123-4567' }), opts);
      const found = await store.privacy.findPerson(byPhone('+234 703 123 4567'), 100);
      expect(found.map((r) => r.record.id)).toEqual([ng.id]);
      expect((await store.privacy.findPerson(byPhone('+44 7031 234567'), 100)).map((r) => r.record.email)).toEqual(['uk@example.co.uk']);
      expect((await store.privacy.findPerson(byPhone('+1 703-123-4567'), 100)).map((r) => r.record.email)).toEqual(['us@example.com']);
    });

    it("a booking's corrected e-mail address raises its link version (the link mailed before stops working)", async () => {
      const b = (await store.createConsultation(booking(), opts)).record;
      expect(b.linkVersion).toBe(0);
      const fixed = await store.privacy.correctRecord('consultation', b.id, 'email', 'ngozi.ade@example.ng', new Date());
      expect(fixed?.ref.record).toMatchObject({ email: 'ngozi.ade@example.ng', linkVersion: 1 });
      const renamed = await store.privacy.correctRecord('consultation', b.id, 'name', 'Ngozi Adeola', new Date());
      expect(renamed?.ref.record).toMatchObject({ linkVersion: 1 });
    });

    it('keeps a tombstone per erased record, first erasure wins, and tracks which ones Redis has', async () => {
      const at = new Date().toISOString();
      await store.privacy.markErased(
        [
          { kind: 'contact', id: 'r1' },
          { kind: 'consultation', id: 'r2' },
        ],
        'e1',
        at,
      );
      await store.privacy.markErased([{ kind: 'contact', id: 'r1' }], 'e2', at);
      expect(await store.privacy.erasedRecord('r1')).toEqual({ kind: 'contact', id: 'r1', erasureId: 'e1', erasedAt: at });
      expect(await store.privacy.erasedRecord('never')).toBeNull();
      expect((await store.privacy.listUnpublishedErased(10)).map((e) => e.id).sort()).toEqual(['r1', 'r2']);
      await store.privacy.markErasedPublished(['r1', 'r2']);
      expect(await store.privacy.listUnpublishedErased(10)).toEqual([]);
      await store.privacy.unpublishErasedSince(at);
      expect(await store.privacy.listUnpublishedErased(10)).toHaveLength(2);
      await store.privacy.compactAfterErase();
    });

    it('deletes records with their counters, and lists what is older than a date, oldest first', async () => {
      const a = (await store.createContact(contact(), opts)).record;
      const b = (await store.createConsultation(booking(), opts)).record;
      const cutoff = new Date(Date.now() + 1000).toISOString();
      expect((await store.privacy.listCreatedBefore(cutoff, 10)).map((r) => r.record.id)).toEqual([a.id, b.id]);
      expect(await store.privacy.listCreatedBefore(a.createdAt, 10)).toEqual([]);
      expect(
        await store.privacy.deleteRecords([
          { kind: 'contact', id: a.id },
          { kind: 'consultation', id: b.id },
          { kind: 'contact', id: 'missing' },
        ]),
      ).toBe(2);
      expect(await store.getLead('contact', a.id)).toBeNull();
      expect(await store.filteredTotal('contact', {})).toBe(0);
      expect((await store.dashboardFigures(new Date())).scheduled).toBe(0);
      expect(await store.listPage('contact', { q: 'ngozi' }, { limit: 10 })).toEqual([]);
    });

    it('keeps erasure reports and finishes them', async () => {
      const erasure: Erasure = {
        id: 'e1',
        reason: 'request',
        requestedBy: 'ada',
        requestedAt: new Date().toISOString(),
        status: 'in-progress',
        mode: null,
        records: [{ kind: 'contact', id: 'r1' }],
        removed: { store: 1, redisKeys: 2, mail: 0 },
        odoo: null,
        error: null,
        finishedAt: null,
      };
      await store.privacy.createErasure(erasure);
      const done = await store.privacy.finishErasure('e1', {
        status: 'done',
        mode: 'unlink',
        odoo: [{ recordId: 'r1', lead: 'unlinked', event: 'absent', partner: 'absent' }],
        error: null,
        finishedAt: new Date().toISOString(),
      });
      expect(done).toMatchObject({ status: 'done', removed: { store: 1 } });
      expect(await store.privacy.getErasure('e1')).toEqual(done);
      expect(await store.privacy.listErasures(10)).toEqual([done]);
      expect(
        await store.privacy.finishErasure('nope', { status: 'done', mode: null, odoo: null, error: null, finishedAt: null }),
      ).toBeNull();
    });

    it('the audit log pages newest first by sequence, each entry sealed over the one before it', async () => {
      for (let i = 0; i < 5; i++)
        await store.privacy.appendAudit(
          { at: new Date().toISOString(), actor: 'ada', action: 'login', target: null, detail: `n${i}`, ip: '127.0.0.1' },
          seal,
        );
      const chain = await store.privacy.listAuditChain(0, 10);
      expect(chain.map((e) => e.detail)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
      chain.forEach((e, i) => expect(e.mac).toBe(seal(i === 0 ? null : chain[i - 1]!.mac, e)));
      expect(await store.privacy.sealLegacyAudit(seal)).toBe(0);
      const first = await store.privacy.listAudit(3);
      expect(first.map((e) => e.detail)).toEqual(['n4', 'n3', 'n2']);
      const next = await store.privacy.listAudit(3, first.at(-1)!.seq);
      expect(next.map((e) => e.detail)).toEqual(['n1', 'n0']);
      expect(next[0]).toMatchObject({ actor: 'ada', action: 'login', target: null, ip: '127.0.0.1' });
    });
  });
}
