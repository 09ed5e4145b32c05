// OdooTransport over Odoo 19's JSON-2 API: `POST /json/2/<model>/<method>` with the API key as a bearer
// token and the database in `X-Odoo-Database`. The body is the call's named arguments (`ids` for record
// methods, the keyword arguments, `context`), which is the shape every call already has. Errors come back
// as an HTTP error status with a JSON body naming the exception; they become the same classified
// OdooErrors as XML-RPC faults, so nothing above this file knows which protocol is in use.
import { classifyJson2Error, classifyTransportError } from './classify-odoo-error';
import { configError, OdooError, timeoutError } from './odoo-errors';
import { type OdooEndpoint, type OdooParams, type OdooTransport, type OdooVersionInfo } from './odoo-transport';
import { DEFAULT_TIMEOUT_MS, toWire, type XmlRpcTransportConfig } from './xmlrpc-transport';

export class Json2Transport implements OdooTransport {
  readonly endpoint: OdooEndpoint;
  readonly protocol = 'json2';
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly apiKey: string;

  constructor(config: XmlRpcTransportConfig) {
    let parsed: URL;
    try {
      parsed = new URL(config.url);
    } catch {
      throw configError(`ODOO URL is not a URL: ${JSON.stringify(config.url)}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw configError(`ODOO URL must be http(s), got ${parsed.protocol}`);
    this.base = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiKey = config.apiKey;
    this.endpoint = { url: this.base, db: config.db, login: config.login };
  }

  /** `/web/version`, in the shape of XML-RPC's common.version. */
  async version(): Promise<OdooVersionInfo> {
    const info = (await this.request('GET', '/web/version', undefined, 'web.version')) as {
      version?: string;
      version_info?: Array<string | number>;
    };
    const version = String(info.version ?? '');
    const serie = /(saas~)?\d+\.\d+/.exec(version)?.[0] ?? version;
    return { server_version: version, server_version_info: info.version_info ?? [], server_serie: serie, protocol_version: 1 };
  }

  /** JSON-2 has no log-in: the key is checked on every call. A cheap call tells whether it is accepted. */
  async authenticate(): Promise<number | false> {
    try {
      const context = await this.call<{ uid?: unknown }>('res.users', 'context_get');
      return typeof context.uid === 'number' && context.uid > 0 ? context.uid : 1;
    } catch (error) {
      if (error instanceof OdooError && error.code === 'access_denied') return false;
      throw error;
    }
  }

  /** The body is the call's named arguments as they are: JSON-2 takes nothing positional. */
  async call<T = unknown>(model: string, method: string, params: OdooParams = {}): Promise<T> {
    return (await this.request('POST', `/json/2/${model}/${method}`, params, `${model}.${method}`)) as T;
  }

  private async request(method: 'GET' | 'POST', path: string, body: OdooParams | undefined, label: string): Promise<unknown> {
    let payload: string | undefined;
    try {
      payload = body === undefined ? undefined : JSON.stringify(toWire(body));
    } catch (error) {
      throw new OdooError({ kind: 'permanent', code: 'bad_request', call: label, reason: (error as Error).message, cause: error });
    }
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Odoo-Database': this.endpoint.db };
    if (method === 'POST')
      Object.assign(headers, { 'Content-Type': 'application/json; charset=utf-8', Authorization: `bearer ${this.apiKey}` });
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw timeoutError(label, this.timeoutMs);
      // fetch wraps socket errors ("fetch failed"); the cause carries the code (ECONNREFUSED, ECONNRESET…).
      const cause = (error as { cause?: unknown }).cause;
      throw classifyTransportError(cause instanceof Error ? cause : error, label);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw timeoutError(label, this.timeoutMs);
      throw classifyTransportError((error as { cause?: unknown }).cause ?? error, label);
    }
    let json: unknown;
    let isJson = true;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      isJson = false;
    }
    if (response.ok) {
      if (!isJson)
        throw new OdooError({
          kind: 'transient',
          code: 'bad_response',
          call: label,
          httpStatus: response.status,
          outcomeUnknown: true,
          reason: 'unreadable answer from Odoo (not JSON)',
        });
      return json;
    }
    throw classifyJson2Error(response.status, isJson ? json : null, label, response.headers.get('retry-after') ?? undefined);
  }
}
