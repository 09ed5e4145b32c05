// Dashboard dates (Dashboard display, see docs/dashboard.md): en-GB, day, short month, year, hour and minute, in
// Africa/Lagos; 'N/A' when missing or unreadable.
const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const t = Date.parse(value);
  return Number.isFinite(t) ? formatter.format(t) : 'N/A';
}

/** A preferred date (YYYY-MM-DD, a calendar day) as "13 Aug 2025". */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const t = Date.parse(`${value}T12:00:00Z`);
  return Number.isFinite(t)
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(t)
    : 'N/A';
}

const withSeconds = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** An instant to the second, in Africa/Lagos (the audit log: order within a minute matters there). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const t = Date.parse(value);
  return Number.isFinite(t) ? withSeconds.format(t) : 'N/A';
}
