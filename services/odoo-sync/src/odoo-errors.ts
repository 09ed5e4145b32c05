// Every way a call to Odoo can fail, sorted as docs/odoo-sync.md explains: `transient` (retry
// with back-off), `permanent` (stop, report the reason), or `succeeded` (a fault that arrives after Odoo
// committed: never retry). Fault 1 is classified by the exception at the end of its traceback, which is
// never translated; fault 2/4 texts are translated, so they are never matched.

export type OdooErrorKind = 'transient' | 'permanent' | 'succeeded';

export type OdooErrorCode =
  /** authenticate answered false. */
  | 'credentials'
  /** Fault 3 on a call: wrong/expired/revoked key, wrong uid, inactive user. */
  | 'access_denied'
  /** Fault 3 "Too many login failures": this source is on login cooldown. */
  | 'login_cooldown'
  /** Fault 4: ACLs, record rules, private method. */
  | 'access_error'
  /** Fault 2: validation, constraint, NOT NULL, deleted record, unknown model. */
  | 'user_error'
  /** Fault 1: serialization failure / deadlock / lock still failing after Odoo's own retries. */
  | 'concurrency'
  /** Fault 1: Odoo's connection pool is full or PostgreSQL has no free connection: busy, not down. */
  | 'pool_exhausted'
  /** Fault 1: PostgreSQL unreachable or restarting. */
  | 'database_unavailable'
  /** Fault 1: the configured database does not exist. */
  | 'unknown_database'
  /** Fault 1 "cannot marshal None": the method ran and committed, only its None result failed. */
  | 'marshal_none'
  /** Any other fault 1 (invalid field, bad datetime, AttributeError, TypeError, …). */
  | 'server_error'
  /** HTTP 404: wrong URL, path prefix or proxy routing. */
  | 'not_found'
  /** Another non-XML answer with a status (proxy 429/502/503/504…). */
  | 'http_status'
  /** HTTP 200 whose body is not an XML-RPC response. */
  | 'bad_response'
  /** A socket-level failure (reset, refused, DNS, …). */
  | 'network'
  | 'timeout'
  /** The call could not even be encoded. */
  | 'bad_request'
  /** Our configuration or Odoo's does not fit: missing fields, missing medium, bad URL, TLS. */
  | 'config'
  /**
   * One feature is not set up in Odoo (erasing in the configured mode, logging meetings without the bot's
   * e-mail address) while the rest works: only its jobs wait.
   */
  | 'not_set_up'
  /** `load` answered ids:false with messages. */
  | 'import_rejected';

export interface OdooErrorInit {
  kind: OdooErrorKind;
  code: OdooErrorCode;
  /** One readable line: the last line of a traceback, never the whole of it. */
  reason: string;
  /** "crm.lead.create", "common.authenticate", … */
  call?: string;
  faultCode?: number;
  /** The whole fault string (a traceback for fault 1), for logs. */
  faultString?: string;
  exceptionType?: string;
  httpStatus?: number;
  /** Wait at least this long before the next attempt. */
  retryAfterMs?: number;
  /** Retry at most this many times, then treat as permanent (login cooldown: once, after Odoo's 60 s). */
  maxRetries?: number;
  /**
   * The request may have reached Odoo and committed (timeout, reset, proxy error): before retrying a
   * create, look the record up by its idempotency key.
   */
  outcomeUnknown?: boolean;
  cause?: unknown;
}

const REASON_MAX = 300;

export class OdooError extends Error {
  readonly kind: OdooErrorKind;
  readonly code: OdooErrorCode;
  readonly reason: string;
  readonly call: string | undefined;
  readonly faultCode: number | undefined;
  readonly faultString: string | undefined;
  readonly exceptionType: string | undefined;
  readonly httpStatus: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly maxRetries: number | undefined;
  readonly outcomeUnknown: boolean;

  constructor(init: OdooErrorInit) {
    const reason = truncate(init.reason);
    super(init.call ? `${init.call}: ${reason}` : reason, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'OdooError';
    this.kind = init.kind;
    this.code = init.code;
    this.reason = reason;
    this.call = init.call;
    this.faultCode = init.faultCode;
    this.faultString = init.faultString;
    this.exceptionType = init.exceptionType;
    this.httpStatus = init.httpStatus;
    this.retryAfterMs = init.retryAfterMs;
    this.maxRetries = init.maxRetries;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
  }

  get transient(): boolean {
    return this.kind === 'transient';
  }
}

export const isOdooError = (error: unknown): error is OdooError => error instanceof OdooError;

/**
 * Faults that mean "Odoo is busy right now", not "Odoo is down": a serialization failure, deadlock or
 * lock conflict (Odoo already rolled the transaction back) or a full connection pool. They clear within
 * milliseconds, so they are retried at once in-process instead of waiting for the job's long back-off.
 */
export const isBusyFault = (error: unknown): error is OdooError =>
  error instanceof OdooError && (error.code === 'concurrency' || error.code === 'pool_exhausted');

/** Odoo's defaults: base.login_cooldown_duration = 60 s. */
export const LOGIN_COOLDOWN_MS = 60_000;

export const CONCURRENCY_TEXT =
  /could not serialize access|deadlock detected|lock not available|could not obtain lock|SerializationFailure|DeadlockDetected|LockNotAvailable/i;
export function timeoutError(call: string, timeoutMs: number): OdooError {
  return new OdooError({
    kind: 'transient',
    code: 'timeout',
    call,
    outcomeUnknown: true,
    reason: `Odoo did not answer within ${timeoutMs} ms`,
  });
}

export function configError(reason: string, call?: string): OdooError {
  return new OdooError({ kind: 'permanent', code: 'config', reason, call });
}

/**
 * Odoo 17 and 18 refuse a message (a note, the log of a meeting on its lead) from a user without an e-mail
 * address, as a fault 2 or a `load` row error. Those texts are translated, but every call asks in English
 * (lang en_US), as load-result.ts relies on too.
 */
export const NO_SENDER = /configure the sender's email address/;

/** The bot lost its e-mail address since the start-up checks: what needs one waits, and the checks run again. */
export function noSender(text: string, init: Partial<OdooErrorInit> = {}): OdooError {
  return new OdooError({
    ...init,
    kind: 'permanent',
    code: 'not_set_up',
    reason: `${text.trim()} (the Odoo user the worker logs in as needs an e-mail address)`,
  });
}

/** A feature Odoo is not set up for (see 'not_set_up'): its jobs wait, the connection and other jobs go on. */
export function notSetUp(reason: string): OdooError {
  return new OdooError({ kind: 'permanent', code: 'not_set_up', reason });
}

function truncate(text: string): string {
  const single = text.replace(/\s*\n\s*/g, ' ').trim();
  return single.length > REASON_MAX ? `${single.slice(0, REASON_MAX - 1)}…` : single;
}
