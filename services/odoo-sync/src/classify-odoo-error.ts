// How each failure becomes an OdooError: an XML-RPC fault (by code, and for fault 1 by the exception at
// the end of its traceback), a transport failure of the npm `xmlrpc` client, or a JSON-2 answer's status
// and body. The kinds and codes themselves are in odoo-errors.ts. Odoo's own text may quote a value of the
// record, so it is kept without e-mail addresses: the reason reaches logs, Redis and the dashboard.
import { withoutAddresses } from '@site/contracts/without-addresses';
import { CONCURRENCY_TEXT, LOGIN_COOLDOWN_MS, NO_SENDER, noSender, OdooError } from './odoo-errors';

const POOL_EXHAUSTED = /PoolError|Connection Pool Is Full|too many clients already/i;
const DATABASE_UNAVAILABLE =
  /could not connect to server|server closed the connection unexpectedly|connection to server .* failed|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;
const UNKNOWN_DATABASE = /database "[^"]*" does not exist/;
const MARSHAL_NONE = /cannot marshal None/;
const COOLDOWN = /too many login failures/i;
/** The method is not in this Odoo (a module not installed, another version): Odoo's configuration. */
const NO_SUCH_METHOD = /^AttributeError: The method '[^']+' does not exist/m;

/** The exception a Python traceback ends with: the text after the last frame, its type, its first line. */
export function lastException(faultString: string): { type: string | undefined; text: string; line: string } {
  const lines = faultString.replace(/\r\n/g, '\n').split('\n');
  // Without frames (not a traceback), the doc's rule applies: the last line is the exception.
  let start = Math.max(
    0,
    lines.findLastIndex((l) => l.trim() !== ''),
  );
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/^\s+File "/.test(lines[i] ?? '')) {
      // The frame's source line, when shown, is indented one level deeper; Python 3.11 and later may
      // underline it with a line of ^ and ~ (Debian 12's Odoo runs on 3.11).
      start = i + 1;
      if (/^\s{4,}\S/.test(lines[start] ?? '')) start += 1;
      while (/^\s*[~^]+\s*$/.test(lines[start] ?? '')) start += 1;
      break;
    }
  }
  const text = lines.slice(start).join('\n').trim();
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const type = /^([A-Za-z_][\w.]*)(?::|$)/.exec(line)?.[1];
  return { type, text, line: line.trim() };
}

/** Classifies an XML-RPC fault by code (and, for code 1, by the exception at the end of the traceback). */
export function classifyFault(faultCode: number, fault: string, call?: string): OdooError {
  const faultString = withoutAddresses(fault);
  const base = { call, faultCode, faultString };
  switch (faultCode) {
    case 1: {
      const { type, text, line } = lastException(faultString);
      const common = { ...base, exceptionType: type, reason: line || 'Odoo server error' };
      if (MARSHAL_NONE.test(text)) return new OdooError({ ...common, kind: 'succeeded', code: 'marshal_none' });
      if (UNKNOWN_DATABASE.test(text)) return new OdooError({ ...common, kind: 'permanent', code: 'unknown_database' });
      if (CONCURRENCY_TEXT.test(text)) return new OdooError({ ...common, kind: 'transient', code: 'concurrency' });
      if (POOL_EXHAUSTED.test(text)) return new OdooError({ ...common, kind: 'transient', code: 'pool_exhausted' });
      if (DATABASE_UNAVAILABLE.test(text)) return new OdooError({ ...common, kind: 'transient', code: 'database_unavailable' });
      if (NO_SUCH_METHOD.test(text)) return new OdooError({ ...common, kind: 'permanent', code: 'config' });
      return new OdooError({ ...common, kind: 'permanent', code: 'server_error' });
    }
    case 2:
      if (NO_SENDER.test(faultString)) return noSender(faultString, base);
      return new OdooError({ ...base, kind: 'permanent', code: 'user_error', reason: faultString.trim() || 'Odoo refused the values' });
    case 3:
      // The cooldown text is English on RPC (no user language yet at that point), so it can be matched.
      if (COOLDOWN.test(faultString)) {
        return new OdooError({
          ...base,
          kind: 'transient',
          code: 'login_cooldown',
          reason: faultString.trim(),
          retryAfterMs: LOGIN_COOLDOWN_MS,
          maxRetries: 1,
        });
      }
      return new OdooError({ ...base, kind: 'permanent', code: 'access_denied', reason: faultString.trim() || 'Access Denied' });
    case 4:
      return new OdooError({ ...base, kind: 'permanent', code: 'access_error', reason: faultString.trim() || 'Access error' });
    default:
      return new OdooError({
        ...base,
        kind: 'permanent',
        code: 'server_error',
        reason: `fault ${faultCode}: ${firstLine(faultString, '')}`,
      });
  }
}

type TransportFailure = Error & {
  code?: unknown;
  faultCode?: unknown;
  faultString?: unknown;
  res?: { statusCode?: number; headers?: Record<string, string | string[] | undefined> };
};

/** Socket errors where the request never reached Odoo, so nothing can have been committed. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN']);
const TLS_PROBLEM = /^(?:CERT_|ERR_TLS_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_|EPROTO$)/;

/** Classifies whatever the npm `xmlrpc` client handed to its callback. */
export function classifyTransportError(error: unknown, call?: string): OdooError {
  if (error instanceof OdooError) return error;
  const failure = (error instanceof Error ? error : new Error(String(error))) as TransportFailure;
  const base = { call, cause: error };

  if (failure.faultCode !== undefined) {
    const code = Number(failure.faultCode);
    return classifyFault(Number.isFinite(code) ? code : 1, String(failure.faultString ?? failure.message), call);
  }

  const status = failure.res?.statusCode;
  if (status === 404) {
    return new OdooError({
      ...base,
      kind: 'permanent',
      code: 'not_found',
      httpStatus: 404,
      reason: 'HTTP 404 Not Found: check the Odoo URL (path prefix, proxy routing)',
    });
  }
  if (status !== undefined && status !== 200) {
    return new OdooError({
      ...base,
      kind: 'transient',
      code: 'http_status',
      httpStatus: status,
      retryAfterMs: retryAfter(failure.res?.headers?.['retry-after']),
      outcomeUnknown: true,
      reason: `HTTP ${status} from Odoo or its proxy (not an XML-RPC answer)`,
    });
  }
  if (status === 200) {
    return new OdooError({
      ...base,
      kind: 'transient',
      code: 'bad_response',
      httpStatus: 200,
      outcomeUnknown: true,
      reason: `unreadable answer from Odoo: ${failure.message}`,
    });
  }

  const socketCode = typeof failure.code === 'string' ? failure.code : undefined;
  if (socketCode && TLS_PROBLEM.test(socketCode)) {
    return new OdooError({
      ...base,
      kind: 'permanent',
      code: 'config',
      reason: `TLS problem talking to Odoo: ${socketCode} (${failure.message})`,
    });
  }
  return new OdooError({
    ...base,
    kind: 'transient',
    code: 'network',
    outcomeUnknown: !(socketCode && NEVER_SENT.has(socketCode)),
    reason: `cannot reach Odoo: ${socketCode ?? failure.message}${socketCode && failure.message && !failure.message.includes(socketCode) ? ` (${failure.message})` : ''}`,
  });
}

/**
 * Classifies a JSON-2 error answer by its status and the exception's `name` (odoo/http.py's Json2Dispatcher:
 * `{name, message, arguments, context, debug}`). A status without such a body came from a proxy and is
 * classified like XML-RPC's non-XML answers. Server errors (500) carry the traceback in `debug` and are
 * sorted exactly like an XML-RPC fault 1.
 */
export function classifyJson2Error(status: number, body: unknown, call?: string, retryAfterHeader?: string): OdooError {
  const odoo =
    body && typeof body === 'object' && typeof (body as { name?: unknown }).name === 'string'
      ? (body as { name: string; message?: unknown; debug?: unknown })
      : null;
  if (!odoo) {
    if (status === 404)
      return new OdooError({
        kind: 'permanent',
        code: 'not_found',
        call,
        httpStatus: 404,
        reason: 'HTTP 404 Not Found: check the Odoo URL and database (path prefix, proxy routing, JSON-2 needs Odoo 19+)',
      });
    return new OdooError({
      kind: 'transient',
      code: 'http_status',
      call,
      httpStatus: status,
      retryAfterMs: retryAfter(retryAfterHeader),
      outcomeUnknown: true,
      reason: `HTTP ${status} from Odoo or its proxy (not a JSON-2 answer)`,
    });
  }
  const message = withoutAddresses(typeof odoo.message === 'string' && odoo.message.trim() !== '' ? odoo.message.trim() : odoo.name);
  const debug = withoutAddresses(typeof odoo.debug === 'string' ? odoo.debug : '');
  const base = { call, httpStatus: status, exceptionType: odoo.name };
  switch (status) {
    case 401:
      // werkzeug's Unauthorized: the bearer key is wrong, expired or revoked ("Invalid apikey").
      return new OdooError({ ...base, kind: 'permanent', code: 'access_denied', reason: message });
    case 403:
      // AccessError (rights, record rules, a private method); AccessDenied is 403 too in JSON-2.
      return /AccessDenied$/.test(odoo.name)
        ? new OdooError({ ...base, kind: 'permanent', code: 'access_denied', reason: message })
        : new OdooError({ ...base, kind: 'permanent', code: 'access_error', reason: message });
    case 404:
      // A record deleted meanwhile is the record's problem; a model or method this Odoo does not have
      // (a module not installed) is its configuration.
      if (/MissingError$/.test(odoo.name)) return new OdooError({ ...base, kind: 'permanent', code: 'user_error', reason: message });
      return new OdooError({ ...base, kind: 'permanent', code: 'config', reason: message });
    case 409:
      // LockError: records another transaction holds, like a serialization failure.
      return new OdooError({ ...base, kind: 'transient', code: 'concurrency', reason: message });
    case 400:
      return new OdooError({ ...base, kind: 'permanent', code: 'bad_request', reason: message });
    case 422:
      // UserError, ValidationError, or arguments the method's signature refuses.
      if (NO_SENDER.test(message)) return noSender(message, base);
      return new OdooError({ ...base, kind: 'permanent', code: 'user_error', reason: message });
    default:
      if (status >= 500) return classifyFault(1, debug.trim() !== '' ? debug : `${odoo.name}: ${message}`, call);
      return new OdooError({ ...base, kind: 'permanent', code: 'server_error', reason: `HTTP ${status}: ${message}` });
  }
}

function retryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function firstLine(text: string, fallback: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? fallback
  );
}
