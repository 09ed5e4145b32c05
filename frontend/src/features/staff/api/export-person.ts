// POST /api/admin/people/export {email|phone, format}: every record of a person as a file. A POST (the
// person is named in the body, never in a URL), so a plain link cannot fetch it: the answer becomes a
// Blob behind an object URL that a temporary <a download> hands to the browser.
import type { PersonQuery } from '@site/contracts/privacy';
import { apiSend } from '../../../lib/api-client';

export type ExportFormat = 'json' | 'csv';

/** The file name the server gave in Content-Disposition, or a dated default. */
export function attachmentName(header: string | null, format: ExportFormat): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  const plain = header?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1]! : `person_${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** Object URLs are revoked this long after the click: long enough for the browser to take the file. */
const REVOKE_AFTER_MS = 1000;

export async function downloadPersonExport(q: PersonQuery, format: ExportFormat): Promise<string> {
  const res = await apiSend('/api/admin/people/export', { method: 'POST', body: { ...q, format } });
  const name = attachmentName(res.headers.get('content-disposition'), format);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
  return name;
}
