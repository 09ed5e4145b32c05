// Whether an SMTP failure is worth retrying. RFC 5321: a 4yz reply is transient, a 5yz reply permanent
// (except 503, a session in the wrong state). A connection that failed (refused, reset, timed out, TLS)
// is transient; a bad address or bad credentials will not get better by waiting. The reason names no
// address (withoutAddresses).
import { withoutAddresses } from '@site/contracts/without-addresses';

type SmtpError = { code?: string; responseCode?: number; response?: string; message?: string; permanent?: boolean };

const PERMANENT_CODES = new Set(['EENVELOPE', 'EAUTH', 'ENOAUTH', 'ECONFIG']);

export function smtpFailure(err: unknown): { permanent: boolean; reason: string } {
  const e = (err ?? {}) as SmtpError;
  const reason = withoutAddresses((e.response ?? e.message ?? String(err)).slice(0, 500));
  if (typeof e.responseCode === 'number') {
    const permanent = e.permanent ?? (e.responseCode >= 500 && e.responseCode !== 503);
    return { permanent, reason };
  }
  return { permanent: PERMANENT_CODES.has(e.code ?? ''), reason };
}
