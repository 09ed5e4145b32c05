// Dev and test only: synthetic leads for benchmarks and browser tests at scale, written straight into a SQLite file
// (before or while the service runs: WAL lets both write). Deterministic: record i is always the same
// person, so a test can search for what it seeded.
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { newId } from '@site/leads/records/lead-ids';
import { newConsultationRecord, newContactRecord, type NewConsultation, type NewContact } from '@site/leads/records/record-rules';
import { openSqliteStore } from '@site/leads/store/sqlite-store';

const FIRST = [
  'Chidi',
  'Amaka',
  'Emeka',
  'Ngozi',
  'Tunde',
  'Bisi',
  'Ifeoma',
  'Musa',
  'Zainab',
  'Tamuno',
  'Ada',
  'Bayo',
  'Kemi',
  'Obinna',
  'Fatima',
  'Segun',
  'Halima',
  'Uche',
  'Nkechi',
  'Ibrahim',
];
const LAST = [
  'Okafor',
  'Eze',
  'Obi',
  'Adeyemi',
  'Bello',
  'Briggs',
  'Nwosu',
  'Ibrahim',
  'Okonkwo',
  'Abubakar',
  'Olawale',
  'Ogunleye',
  'Danjuma',
  'Amadi',
  'Wike',
  'Peterside',
  'Jaja',
  'Dokubo',
  'George',
  'Horsfall',
];
const COMPANY = [
  'Rivers Logistics',
  'Bonny Gas',
  'Onne Port Services',
  'Delta Oil',
  'Lagos Clinic',
  'Kano Textiles',
  'Abuja Works',
  'Garden City Foods',
  'Trans Amadi Steel',
  'Eleme Petro',
];
const LEAD_STATUS = ['new', 'new', 'new', 'contacted', 'qualified', 'converted'];
const BOOKING_STATUS = ['scheduled', 'scheduled', 'completed', 'cancelled', 'rescheduled'];

/** The name of synthetic person i (20 × 20 combinations, then repeating). */
export const seedName = (i: number) => `${FIRST[i % 20]} ${LAST[Math.floor(i / 20) % 20]}`;

function person(i: number) {
  const [first, last] = seedName(i).split(' ') as [string, string];
  return {
    name: seedName(i),
    email: `${first}.${last}${i}@example.ng`.toLowerCase(),
    company: i % 3 ? `${COMPANY[i % COMPANY.length]} ${i % 97}` : undefined,
  };
}

/** Sync state by position: mostly synced with ids, every 50th failed, every 7th still pending. */
function syncOf(i: number) {
  if (i % 50 === 1) return { syncStatus: 'failed' as const, syncError: 'Odoo refused the record: invalid field', odooLeadId: null };
  if (i % 7 === 0) return { syncStatus: 'pending' as const, syncError: null, odooLeadId: null };
  return { syncStatus: 'synced' as const, syncError: null, odooLeadId: 1000 + i };
}

export function seedContact(i: number, at: number): ContactRecord {
  const input = {
    form: 'contact-page',
    ...person(i),
    phone: '+234 803 000 0000',
    service: 'Microsoft 365 Implementation',
    message: `Seeded message ${i}: we need Microsoft 365 for our staff.`,
  };
  const record = newContactRecord(input as NewContact, newId(at), new Date(at));
  return { ...record, leadStatus: LEAD_STATUS[i % LEAD_STATUS.length]!, ...syncOf(i) };
}

export function seedConsultation(i: number, at: number): ConsultationRecord {
  const p = person(i);
  const input = {
    form: 'full',
    ...p,
    company: p.company ?? 'Independent',
    phone: '+234 805 000 0000',
    consultationType: 'odoo-erp',
    industry: 'Oil & Gas',
    message: `Seeded booking ${i}.`,
    preferredDate: '2026-01-15',
    preferredTime: '10:00 AM - 11:00 AM',
    duration: 60,
  };
  const record = newConsultationRecord(input as NewConsultation, newId(at), new Date(at));
  const sync = syncOf(i);
  return { ...record, status: BOOKING_STATUS[i % BOOKING_STATUS.length]!, ...sync, odooEventId: sync.odooLeadId ? 5000 + i : null };
}

/**
 * Adds `count` records of a kind to the SQLite file, spread evenly over the `spanDays` before now
 * (oldest first), in batches so memory stays small. Returns the ids, oldest first.
 */
export async function seedSqlite(file: string, kind: LeadKind, count: number, spanDays = 700): Promise<string[]> {
  const store = openSqliteStore(file);
  const ids: string[] = [];
  try {
    const now = Date.now();
    const step = (spanDays * 86_400_000) / Math.max(count, 1);
    const BATCH = 5000;
    for (let from = 0; from < count; from += BATCH) {
      const batch: (ContactRecord | ConsultationRecord)[] = [];
      for (let i = from; i < Math.min(count, from + BATCH); i++) {
        const at = Math.floor(now - (count - i) * step);
        batch.push(kind === 'contact' ? seedContact(i, at) : seedConsultation(i, at));
      }
      store.insertMany(kind, batch);
      ids.push(...batch.map((r) => r.id));
    }
  } finally {
    await store.close();
  }
  return ids;
}
