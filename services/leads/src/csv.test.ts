import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvHeader, csvLine, leadCsvLine } from './csv';
import type { ContactRecord } from '@site/contracts/records';

describe('CSV export', () => {
  it('names the file with the prefix and the ISO date', () => {
    expect(csvFileName('contacts', new Date('2025-08-13T23:59:00Z'))).toBe('contacts_2025-08-13.csv');
    expect(csvFileName('consultations', new Date('2025-01-02T00:00:00Z'))).toBe('consultations_2025-01-02.csv');
  });

  it('quotes every value, doubles inner quotes and writes empty cells for null', () => {
    expect(csvCell('Ada "the boss" Obi')).toBe('"Ada ""the boss"" Obi"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(60)).toBe('"60"');
    expect(csvCell('line one\nline two, with comma')).toBe('"line one\nline two, with comma"');
  });

  it('neutralises cells that start like a formula', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+2348030000000', '-1+1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('writes a header row of field names, then one line per record', () => {
    const fields = ['id', 'name', 'phone'] as const;
    const csv =
      csvHeader(fields) +
      csvLine({ id: '1', name: 'Ada', phone: null }, fields) +
      csvLine({ id: '2', name: '=cmd', phone: '0803' }, fields);
    expect(csv.split('\r\n')).toEqual(['"id","name","phone"', '"1","Ada",""', `"2","'=cmd","0803"`, '']);
  });

  it("writes a record's consent as two columns, empty when none was recorded", () => {
    const fields = ['id', 'consentPolicyVersion', 'consentAcceptedAt', 'createdAt'] as const;
    const consent = { policyVersion: '2025-01', acceptedAt: '2026-11-20T09:00:00.000Z' };
    const withConsent = { id: 'a', createdAt: '2026-11-20T09:00:01.000Z', context: { consent } } as unknown as ContactRecord;
    const without = { id: 'b', createdAt: '2026-11-21T09:00:01.000Z', context: null } as unknown as ContactRecord;
    expect(leadCsvLine(withConsent, fields)).toBe('"a","2025-01","2026-11-20T09:00:00.000Z","2026-11-20T09:00:01.000Z"\r\n');
    expect(leadCsvLine(without, fields)).toBe('"b","","","2026-11-21T09:00:01.000Z"\r\n');
  });
});
