// Whether an SMTP failure is worth retrying. RFC 5321: a 4yz reply is transient, a 5yz reply permanent
// (except 503, a session in the wrong state). A connection that failed (refused, reset, timed out, TLS)
// is transient; a bad address or bad credentials will not get better by waiting.
type SmtpError = { code?: string; responseCode?: number; response?: string; message?: string; permanent?: boolean };

const PERMANENT_CODES = new Set(['EENVELOPE', 'EAUTH', 'ENOAUTH', 'ECONFIG']);

/** Anything written like an e-mail address (a server's reply often names the recipient: "550 5.1.1 <ada@…>"). */
const ADDRESS = /[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g;

/**
 * The reason names no address: it goes to the log, to the job's failure in Redis (which a queue's event
 * stream keeps after the job is gone, where an erase cannot reach it) and to the dashboard.
 */
const withoutAddresses = (text: string) => text.replace(ADDRESS, '[address]');

export function smtpFailure(err: unknown): { permanent: boolean; reason: string } {
  const e = (err ?? {}) as SmtpError;
  const reason = withoutAddresses((e.response ?? e.message ?? String(err)).slice(0, 500));
  if (typeof e.responseCode === 'number') {
    const permanent = e.permanent ?? (e.responseCode >= 500 && e.responseCode !== 503);
    return { permanent, reason };
  }
  return { permanent: PERMANENT_CODES.has(e.code ?? ''), reason };
}
