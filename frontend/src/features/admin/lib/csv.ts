// CSV export of the filtered rows (spec §7): a header row of field names, every value quoted, and
// cells a spreadsheet would run as a formula (starting with = + - @, tab or CR) neutralised with a
// leading apostrophe (DESIGN.md "Decisions").

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T extends object>(rows: readonly T[], fields: readonly (keyof T & string)[]): string {
  const header = fields.map(csvCell).join(',');
  const lines = rows.map((row) => fields.map((f) => csvCell(row[f])).join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** "contacts_2025-08-13.csv": the prefix and the ISO date of the export. */
export function csvFileName(prefix: 'contacts' | 'consultations', now: Date = new Date()): string {
  return `${prefix}_${now.toISOString().slice(0, 10)}.csv`;
}

export function downloadCsv(fileName: string, csv: string) {
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents, ₦).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
  'createdAt',
] as const;

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
  'createdAt',
] as const;
