// The dashboard's figures and filters (spec §2 "/admin/leads", §5 "Dashboard filters").
import type { ConsultationRecord, ContactRecord } from '@site/contracts/records';

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DashboardStats {
  totalContacts: number;
  /** Contacts created in the last 7 days. */
  contactsThisWeek: number;
  totalConsultations: number;
  /** Consultations whose status is scheduled. */
  scheduled: number;
  /** Contacts plus consultations that carry an Odoo lead id. */
  odooLinked: number;
  /** Percent of contacts whose leadStatus is converted, rounded; 0 without contacts. */
  conversionRate: number;
}

type Timed = { createdAt: string | null | undefined };
type Linked = { odooLeadId: number | null | undefined };

export function dashboardStats(
  contacts: readonly (Pick<ContactRecord, 'leadStatus'> & Timed & Linked)[],
  consultations: readonly (Pick<ConsultationRecord, 'status'> & Linked)[],
  now: Date = new Date(),
): DashboardStats {
  const weekAgo = now.getTime() - WEEK_MS;
  const contactsThisWeek = contacts.filter((c) => {
    const t = c.createdAt ? Date.parse(c.createdAt) : NaN;
    return Number.isFinite(t) && t >= weekAgo;
  }).length;
  const converted = contacts.filter((c) => c.leadStatus === 'converted').length;
  return {
    totalContacts: contacts.length,
    contactsThisWeek,
    totalConsultations: consultations.length,
    scheduled: consultations.filter((c) => c.status === 'scheduled').length,
    odooLinked: [...contacts, ...consultations].filter((r) => r.odooLeadId != null).length,
    conversionRate: contacts.length ? Math.round((converted / contacts.length) * 100) : 0,
  };
}

export const statusFilterOptions = [
  'all',
  'new',
  'contacted',
  'qualified',
  'converted',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export type StatusFilter = (typeof statusFilterOptions)[number];

type Searchable = { name: string; email: string; company: string | null };

/** Case-insensitive substring match over name, email and company. */
export function matchesSearch(record: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [record.name, record.email, record.company ?? ''].some((v) => v.toLowerCase().includes(q));
}

export function filterContacts<T extends Searchable & { leadStatus: string }>(rows: readonly T[], query: string, status: StatusFilter): T[] {
  return rows.filter((r) => matchesSearch(r, query) && (status === 'all' || r.leadStatus === status));
}

export function filterConsultations<T extends Searchable & { status: string }>(rows: readonly T[], query: string, status: StatusFilter): T[] {
  return rows.filter((r) => matchesSearch(r, query) && (status === 'all' || r.status === status));
}
