import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveRecord } from '../hooks/use-live-updates';
import { attachmentName } from './export-person';
import { personQuery } from './find-person';

const contact = {
  id: 'c1',
  form: 'contact-page',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '0803',
  company: null,
  message: 'Hi',
  service: null,
  source: 'contact_form',
  leadStatus: 'new',
  syncStatus: 'pending',
  syncError: null,
  odooLeadId: null,
  context: null,
  revision: 1,
  createdAt: '2025-08-13T10:00:00.000Z',
  updatedAt: '2025-08-13T10:00:00.000Z',
} as const;

describe('people: export file names and cached searches', () => {
  it('takes the file name from Content-Disposition (plain or RFC 5987), else a dated default', () => {
    expect(attachmentName('attachment; filename="person_2025-08-14.json"', 'json')).toBe('person_2025-08-14.json');
    expect(attachmentName('attachment; filename="x.csv"; filename*=UTF-8\'\'person%20a.csv', 'csv')).toBe('person a.csv');
    expect(attachmentName(null, 'csv')).toMatch(/^person_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('a live event patches the record in every person search that holds it, and leaves other searches alone', () => {
    const client = new QueryClient();
    const ada = personQuery({ email: 'ada@example.com' }).queryKey;
    const bola = personQuery({ email: 'bola@example.com' }).queryKey;
    client.setQueryData(ada, { contacts: [contact], consultations: [], total: 1, warnings: [] });
    const other = { contacts: [], consultations: [], total: 0, warnings: [] };
    client.setQueryData(bola, other);
    const synced = { ...contact, syncStatus: 'synced' as const, odooLeadId: 5 };
    applyLiveRecord(client, { type: 'record.changed', kind: 'contact', id: 'c1', record: synced });
    expect(client.getQueryData(ada)).toEqual({ contacts: [synced], consultations: [], total: 1, warnings: [] });
    expect(client.getQueryData(bola)).toBe(other);
  });
});
