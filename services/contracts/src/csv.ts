// CSV as staff export it: a header row of field names, every value quoted, and cells a spreadsheet
// would run as a formula (starting with = + - @, tab or CR) neutralised with a leading apostrophe.
// One implementation for the server's streamed export and anything else that writes CSV.
import { type ConsultationRecord, type ContactRecord } from './records';

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
export function csvFileName(prefix: 'contacts' | 'consultations', now: Date = new Date()): string {
  return `${prefix}_${now.toISOString().slice(0, 10)}.csv`;
}

/** The consent a record was given under, as two columns. */
type ConsentColumns = { consentPolicyVersion: string | null; consentAcceptedAt: string | null };
export type CsvRecord<R> = R & ConsentColumns;

/** A record as an export row: its fields, and its consent (policy version and server time) flattened. */
export function csvRecord<R extends ContactRecord | ConsultationRecord>(record: R): CsvRecord<R> {
  const consent = record.context?.consent;
  return { ...record, consentPolicyVersion: consent?.policyVersion ?? null, consentAcceptedAt: consent?.acceptedAt ?? null };
}

export const contactCsvFields = [
  'id', 'name', 'email', 'phone', 'company', 'service', 'message', 'source', 'leadStatus', 'odooLeadId',
  'syncStatus', 'syncError', 'consentPolicyVersion', 'consentAcceptedAt', 'createdAt',
] as const satisfies readonly (keyof CsvRecord<ContactRecord>)[];

export const consultationCsvFields = [
  'id', 'name', 'email', 'phone', 'company', 'industry', 'consultationType', 'service', 'message', 'preferredDate',
  'preferredTime', 'duration', 'status', 'odooLeadId', 'odooEventId', 'meetingLink', 'notes', 'syncStatus',
  'syncError', 'consentPolicyVersion', 'consentAcceptedAt', 'createdAt',
] as const satisfies readonly (keyof CsvRecord<ConsultationRecord>)[];
