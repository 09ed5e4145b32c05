// Odoo 17 parses datetime strings with `datetime.strptime(value, DATETIME_FORMAT[:len(value)-2])`, a fixed
// pattern trimmed to the value's length. Reproducing that (and Python's strptime messages) is what makes the
// simulator refuse ISO "T", "Z", offsets and milliseconds exactly as Odoo does.
import { pyRepr, valueError } from './odoo-faults';

const DATETIME_FORMAT = '%Y-%m-%d %H:%M:%S';

// Python 3.11 _strptime's regexes for the directives the format uses; alternation order matters.
const DIRECTIVES: Record<string, string> = {
  Y: '(\\d\\d\\d\\d)',
  m: '(1[0-2]|0[1-9]|[1-9])',
  d: '(3[0-1]|[1-2]\\d|0[1-9]|[1-9]| [1-9])',
  H: '(2[0-3]|[0-1]\\d|\\d)',
  M: '([0-5]\\d|\\d)',
  S: '(6[0-1]|[0-5]\\d|\\d)',
};

/** Parses like Odoo's `fields.Datetime.to_datetime`; returns the canonical "YYYY-MM-DD HH:MM:SS". */
export function parseOdooDatetime(value: string): string {
  const end = value.length - 2;
  // Python slicing: a negative end counts from the back of the format.
  const format = DATETIME_FORMAT.slice(0, end < 0 ? Math.max(0, DATETIME_FORMAT.length + end) : end);
  return strptime(value, format);
}

function strptime(value: string, format: string): string {
  const order: string[] = [];
  let pattern = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format.charAt(i);
    if (ch === '%') {
      const directive = format.charAt(i + 1);
      const regex = DIRECTIVES[directive];
      if (directive === '' || regex === undefined) throw valueError(`stray % in format ${pyRepr(format)}`);
      pattern += regex;
      order.push(directive);
      i++;
    } else if (/\s/.test(ch)) {
      pattern += '\\s+';
      while (/\s/.test(format.charAt(i + 1))) i++;
    } else {
      pattern += ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    }
  }
  const found = new RegExp(`^${pattern}`, 'i').exec(value);
  if (!found) throw valueError(`time data ${pyRepr(value)} does not match format ${pyRepr(format)}`);
  if (found[0].length !== value.length) throw valueError(`unconverted data remains: ${value.slice(found[0].length)}`);

  const parts: Record<string, number> = { Y: 1900, m: 1, d: 1, H: 0, M: 0, S: 0 };
  order.forEach((directive, index) => {
    parts[directive] = Number.parseInt((found[index + 1] ?? '0').trim(), 10);
  });
  const { Y = 1900, m = 1, d = 1, H = 0, M = 0, S = 0 } = parts;
  if (d > daysInMonth(Y, m)) throw valueError('day is out of range for month');
  if (S > 59) throw valueError('second must be in 0..59');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Y, 4)}-${pad(m)}-${pad(d)} ${pad(H)}:${pad(M)}:${pad(S)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What Odoo makes of an XML-RPC dateTime.iso8601 value: a naive datetime read as UTC. npm `xmlrpc` encodes
 * a JS Date in the sender's local time without offset and decodes it the same way, so the wall-clock
 * fields of the decoded Date are what Python would have seen.
 */
export function naiveDatetimeFromDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The UTC "now" string Odoo writes into create_date / write_date. */
export function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
