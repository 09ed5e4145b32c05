// OdooTransport over XML-RPC with the npm `xmlrpc` package, hardened where the npm client is not: our own
// per-call timeout that destroys the socket, payloads cleaned of what the wire or Odoo would choke on
// (undefined keys, XML-illegal characters, JS Dates), and every failure turned into a classified OdooError.
import xmlrpc from 'xmlrpc';
import { classifyTransportError } from './classify-odoo-error';
import { configError, OdooError, timeoutError } from './odoo-errors';
import { type OdooEndpoint, type OdooParams, type OdooTransport, type OdooVersionInfo } from './odoo-transport';

export interface XmlRpcTransportConfig {
  /** Base URL of the Odoo server, e.g. "https://acme.odoo.com" or "http://127.0.0.1:8069/odoo". */
  url: string;
  db: string;
  login: string;
  apiKey: string;
  /** Per call; Odoo's own limit_time_real is 120 s, so stay well below (default 30 s). */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The ORM methods whose first argument goes by position over XML-RPC, as Odoo's own examples send it:
 * overrides in 17 and 18 name it as they please (`calendar.event.write(self, values)`, `utm.source`,
 * `crm.team` and `res.users` likewise, where crm.lead's is `vals`), and the XML-RPC layer shapes create's
 * answer from its first positional argument (an IndexError when it comes by name). Every other argument
 * keeps its name. JSON-2 takes names only, and 19 names these alike.
 */
const FIRST_ARGUMENT: Readonly<Record<string, string>> = {
  create: 'vals_list',
  write: 'vals',
  search: 'domain',
  search_read: 'domain',
  search_count: 'domain',
};

type Service = 'common' | 'object';
// @types/xmlrpc declares ClientOptions but does not export it.
type ClientOptions = Exclude<Parameters<typeof xmlrpc.createClient>[0], string>;

export class XmlRpcTransport implements OdooTransport {
  readonly endpoint: OdooEndpoint;
  readonly protocol = 'xmlrpc';
  private readonly target: { secure: boolean; host: string; port: number; basePath: string };
  private readonly timeoutMs: number;
  private readonly apiKey: string;
  private uid: number | null = null;

  constructor(config: XmlRpcTransportConfig) {
    let parsed: URL;
    try {
      parsed = new URL(config.url);
    } catch {
      throw configError(`ODOO URL is not a URL: ${JSON.stringify(config.url)}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw configError(`ODOO URL must be http(s), got ${parsed.protocol}`);
    }
    const secure = parsed.protocol === 'https:';
    this.target = {
      secure,
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: parsed.port ? Number(parsed.port) : secure ? 443 : 80,
      basePath: parsed.pathname.replace(/\/+$/, ''),
    };
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiKey = config.apiKey;
    this.endpoint = { url: `${parsed.origin}${this.target.basePath}`, db: config.db, login: config.login };
  }

  version(): Promise<OdooVersionInfo> {
    return this.send('common', 'version', [], 'common.version') as Promise<OdooVersionInfo>;
  }

  async authenticate(): Promise<number | false> {
    const { db, login } = this.endpoint;
    // Exactly four params: the fourth (user_agent_env) is required by the server.
    const uid = await this.send('common', 'authenticate', [db, login, this.apiKey, {}], 'common.authenticate');
    this.uid = typeof uid === 'number' && uid > 0 ? uid : null;
    return this.uid ?? false;
  }

  async call<T = unknown>(model: string, method: string, params: OdooParams = {}): Promise<T> {
    if (this.uid === null) throw new Error('XmlRpcTransport.call before a successful authenticate()');
    const { ids, ...kwargs }: Record<string, unknown> = params;
    const args: unknown[] = ids === undefined ? [] : [ids];
    const first = FIRST_ARGUMENT[method];
    if (first !== undefined && first in kwargs) {
      args.push(kwargs[first]);
      delete kwargs[first];
    }
    const wire = [this.endpoint.db, this.uid, this.apiKey, model, method, args, kwargs];
    return (await this.send('object', 'execute_kw', wire, `${model}.${method}`)) as T;
  }

  private send(service: Service, method: string, params: unknown[], label: string): Promise<unknown> {
    let payload: unknown[];
    try {
      payload = toWire(params) as unknown[];
    } catch (error) {
      return Promise.reject(
        new OdooError({ kind: 'permanent', code: 'bad_request', call: label, reason: (error as Error).message, cause: error }),
      );
    }
    const controller = new AbortController();
    const options: ClientOptions & { signal: AbortSignal } = {
      host: this.target.host,
      port: this.target.port,
      path: `${this.target.basePath}/xmlrpc/2/${service}`,
      // Aborting destroys the request's socket, so a timed-out call cannot linger or answer later.
      signal: controller.signal,
    };
    const client = this.target.secure ? xmlrpc.createSecureClient(options) : xmlrpc.createClient(options);

    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const timer = setTimeout(() => {
        settle(() => reject(timeoutError(label, this.timeoutMs)));
        controller.abort();
      }, this.timeoutMs);
      try {
        // The npm client may call back twice (request error and parser error); `settle` keeps the first.
        client.methodCall(method, payload, (error, value) => {
          settle(() => (error ? reject(classifyTransportError(error, label)) : resolve(value)));
        });
      } catch (error) {
        // The serializer throws synchronously on what it cannot encode.
        controller.abort();
        settle(() =>
          reject(
            new OdooError({
              kind: 'permanent',
              code: 'bad_request',
              call: label,
              reason: `cannot encode the call: ${(error as Error).message}`,
              cause: error,
            }),
          ),
        );
      }
    });
  }
}

/** "YYYY-MM-DD HH:MM:SS" in UTC: the only datetime shape Odoo accepts over RPC (no T, Z, offset or milliseconds). */
export function toOdooDatetime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new TypeError('cannot send an invalid Date to Odoo');
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Removes what XML 1.0 forbids: C0 controls except TAB/LF/CR, U+FFFE/U+FFFF and unpaired surrogates. */
export function stripXmlIllegal(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text[i] + text.charAt(i + 1);
        i++;
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    out += text[i];
  }
  return out;
}

/**
 * What may go on the wire: `undefined` keys dropped, `null`/`undefined` items sent as `false` (Odoo's
 * "empty"), strings cleaned, Dates as UTC strings (the npm client would send the process's local time).
 */
export function toWire(value: unknown): unknown {
  if (value === null || value === undefined) return false;
  switch (typeof value) {
    case 'string':
      return stripXmlIllegal(value);
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`cannot send ${value} to Odoo`);
      return value;
    case 'bigint':
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
        throw new TypeError(`cannot send ${value} to Odoo: too large`);
      }
      return Number(value);
    case 'object':
      if (value instanceof Date) return toOdooDatetime(value);
      if (Buffer.isBuffer(value)) return value;
      if (Array.isArray(value)) return value.map(toWire);
      if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
        const out: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) {
          if (item !== undefined) out[stripXmlIllegal(key)] = toWire(item);
        }
        return out;
      }
      throw new TypeError(`cannot send a ${value.constructor?.name ?? 'non-plain'} object to Odoo`);
    default:
      throw new TypeError(`cannot send a ${typeof value} to Odoo`);
  }
}
