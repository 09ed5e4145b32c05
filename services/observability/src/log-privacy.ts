// What no log line of ours may hold: a visitor's name, e-mail, phone, company or message, a typed
// username or password, a session cookie or a credential. Every process builds its pino logger with
// these options; the log-privacy test sends marked values through the whole stack and greps the logs.

/** Keys that carry personal data or secrets, at the top of a log object or one level down. */
const PRIVATE_KEYS = ['name', 'email', 'phone', 'company', 'message', 'notes', 'username', 'password', 'record', 'body', 'payload', 'data'];

const HEADER_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-internal-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/** pino `redact` options. Error objects keep their message (the `err` key is not listed). */
export const LOG_REDACT = {
  paths: [...PRIVATE_KEYS, ...PRIVATE_KEYS.filter((k) => k !== 'message').map((k) => `*.${k}`), ...HEADER_PATHS],
  censor: '[redacted]',
};

type LoggedRequest = { method?: string; url?: string; id?: unknown; ip?: string; socket?: { remoteAddress?: string } };

/** A booking link's token (the one credential of a visitor's booking page) in any spelling of its path. */
const BOOKING_TOKEN = /([/\\]booking[/\\]+)[^/\\]+/gi;

function decodedOrRaw(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A path fit for a log: a booking page's or booking call's token becomes `:token`, also when the path
 * is spelled with escapes (`/b%6Foking/…`), so that a log reader cannot open the visitor's booking.
 */
export function loggedPath(path: string): string {
  const decoded = decodedOrRaw(path);
  if (!/[/\\]booking[/\\]/i.test(decoded)) return path;
  return decoded.replace(BOOKING_TOKEN, '$1:token');
}

/**
 * The request as logged: method and path, never the query (staff search terms and look-ups by
 * e-mail or phone travel there), never a booking link's token, and never headers.
 */
export function serializeRequest(req: LoggedRequest) {
  const url = typeof req.url === 'string' ? req.url : '';
  const q = url.indexOf('?');
  return { method: req.method, path: loggedPath(q === -1 ? url : url.slice(0, q)), remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

/** pino options every service shares. */
export const privateLogOptions = { redact: LOG_REDACT, serializers: { req: serializeRequest } };
