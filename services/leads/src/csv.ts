// CSV as staff export it: a header row of field names, every value quoted, and cells a spreadsheet
// would run as a formula (starting with = + - @, tab or CR) neutralised with a leading apostrophe.
// One implementation for the server's streamed export and anything else that writes CSV.
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF-terminated) of the given fields of a record. */
export function csvLine<T extends object>(row: T, fields: readonly (keyof T & string)[]): string {
  return fields.map((f) => csvCell(row[f])).join(',') + '\r\n';
}

export function csvHeader(fields: readonly string[]): string {
  return fields.map(csvCell).join(',') + '\r\n';
}

/** "contacts_2025-08-13.csv": the prefix and the ISO date of the export. */
export function csvFileName(prefix: 'contacts' | 'consultations', now: Date): string {
  return `${prefix}_${now.toISOString().slice(0, 10)}.csv`;
}

/** The consent a record was given under, as two columns. */
type ConsentColumns = { consentPolicyVersion: string | null; consentAcceptedAt: string | null };
type CsvRecord<R> = R & ConsentColumns;
type LeadCsvField = keyof CsvRecord<ContactRecord> | keyof CsvRecord<ConsultationRecord>;

/** A field of a record as an export cell holds it: its own fields, and its consent flattened into two. */
function leadCsvValue(record: ContactRecord | ConsultationRecord, field: string): unknown {
  if (field === 'consentPolicyVersion') return record.context?.consent?.policyVersion ?? null;
  if (field === 'consentAcceptedAt') return record.context?.consent?.acceptedAt ?? null;
  return (record as unknown as Record<string, unknown>)[field];
}

/**
 * One CSV line of a record's export fields. It reads the record in place: a copy per row (spread with
 * the consent columns) tripled the export's heap peak at 100,000 rows.
 */
export function leadCsvLine(record: ContactRecord | ConsultationRecord, fields: readonly LeadCsvField[]): string {
  return fields.map((f) => csvCell(leadCsvValue(record, f))).join(',') + '\r\n';
}

export const contactCsvFields = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'source',
  'leadStatus',
  'odooLeadId',
  'syncStatus',
  'syncError',
  'consentPolicyVersion',
  'consentAcceptedAt',
  'createdAt',
] as const satisfies readonly (keyof CsvRecord<ContactRecord>)[];

export const consultationCsvFields = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'industry',
  'consultationType',
  'service',
  'message',
  'preferredDate',
  'preferredTime',
  'duration',
  'status',
  'odooLeadId',
  'odooEventId',
  'meetingLink',
  'notes',
  'syncStatus',
  'syncError',
  'consentPolicyVersion',
  'consentAcceptedAt',
  'createdAt',
] as const satisfies readonly (keyof CsvRecord<ConsultationRecord>)[];
