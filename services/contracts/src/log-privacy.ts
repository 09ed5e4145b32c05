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

/**
 * The request as logged: method and path, never the query (staff search terms and look-ups by
 * e-mail or phone travel there) and never headers.
 */
export function serializeRequest(req: LoggedRequest) {
  const url = typeof req.url === 'string' ? req.url : '';
  const q = url.indexOf('?');
  return { method: req.method, path: q === -1 ? url : url.slice(0, q), remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

/** pino options every service shares. */
export const privateLogOptions = { redact: LOG_REDACT, serializers: { req: serializeRequest } };
