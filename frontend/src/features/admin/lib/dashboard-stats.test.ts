import { describe, expect, it } from 'vitest';
import { dashboardStats, filterConsultations, filterContacts, matchesSearch, statusFilterOptions } from './dashboard-stats';

const now = new Date('2025-08-13T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

const contact = (over: Partial<{ leadStatus: string; createdAt: string | null; odooLeadId: number | null; name: string; email: string; company: string | null }>) => ({
  name: 'A',
  email: 'a@example.com',
  company: null,
  leadStatus: 'new',
  createdAt: daysAgo(1),
  odooLeadId: null,
  ...over,
});
const consultation = (over: Partial<{ status: string; odooLeadId: number | null; name: string; email: string; company: string }>) => ({
  name: 'B',
  email: 'b@example.com',
  company: 'Co',
  status: 'scheduled',
  odooLeadId: null,
  ...over,
});

describe('dashboardStats', () => {
  it('when there are no contacts, then the conversion rate is 0', () => {
    expect(dashboardStats([], [], now)).toEqual({
      totalContacts: 0,
      contactsThisWeek: 0,
      totalConsultations: 0,
      scheduled: 0,
      odooLinked: 0,
      conversionRate: 0,
    });
  });

  it('counts contacts of the last 7 days, scheduled consultations, Odoo-linked records and the converted percentage', () => {
    const contacts = [
      contact({ createdAt: daysAgo(0.5), leadStatus: 'converted', odooLeadId: 7 }),
      contact({ createdAt: daysAgo(6.9) }),
      contact({ createdAt: daysAgo(7.1), leadStatus: 'converted' }),
      contact({ createdAt: null, leadStatus: 'qualified' }),
      contact({ createdAt: daysAgo(30), odooLeadId: 9 }),
      contact({ createdAt: daysAgo(2), leadStatus: 'contacted' }),
    ];
    const consultations = [
      consultation({ status: 'scheduled', odooLeadId: 3 }),
      consultation({ status: 'completed' }),
      consultation({ status: 'scheduled' }),
      consultation({ status: 'cancelled', odooLeadId: 4 }),
    ];
    expect(dashboardStats(contacts, consultations, now)).toEqual({
      totalContacts: 6,
      contactsThisWeek: 3,
      totalConsultations: 4,
      scheduled: 2,
      odooLinked: 4,
      conversionRate: 33, // 2 of 6
    });
  });
});

describe('filters', () => {
  it('search is a case-insensitive substring match over name, email and company', () => {
    const r = { name: 'Ada Obi', email: 'ada@OBI.ng', company: 'Rivers Steel' };
    expect(matchesSearch(r, 'obi')).toBe(true);
    expect(matchesSearch(r, 'obi.NG')).toBe(true);
    expect(matchesSearch(r, 'steel')).toBe(true);
    expect(matchesSearch(r, 'lagos')).toBe(false);
    expect(matchesSearch({ ...r, company: null }, 'steel')).toBe(false);
    expect(matchesSearch(r, '  ')).toBe(true);
  });

  it('the status filter has the spec options and filters on leadStatus and status', () => {
    expect(statusFilterOptions).toEqual(['all', 'new', 'contacted', 'qualified', 'converted', 'scheduled', 'completed', 'cancelled']);
    const contacts = [contact({ leadStatus: 'new', name: 'X' }), contact({ leadStatus: 'converted', name: 'Y' })];
    expect(filterContacts(contacts, '', 'converted').map((c) => c.name)).toEqual(['Y']);
    expect(filterContacts(contacts, '', 'all')).toHaveLength(2);
    expect(filterContacts(contacts, '', 'scheduled')).toHaveLength(0);
    const consultations = [consultation({ status: 'scheduled', name: 'P' }), consultation({ status: 'completed', name: 'Q' })];
    expect(filterConsultations(consultations, 'q', 'all').map((c) => c.name)).toEqual(['Q']);
    expect(filterConsultations(consultations, '', 'scheduled').map((c) => c.name)).toEqual(['P']);
  });
});
