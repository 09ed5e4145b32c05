// The wire to Odoo, kept behind one interface: XML-RPC (`xmlrpc-transport.ts`, Odoo up to 21) and JSON-2
// (`json2-transport.ts`, Odoo 19 and later; XML-RPC is announced to go away in Odoo 22). The client above
// speaks execute_kw's positional shape; each transport maps it to its wire. See docs/odoo-sync.md.

/** `common.version()`; the major of `server_version_info` can be a string on SaaS ("saas~17"). */
export interface OdooVersionInfo {
  server_version: string;
  server_version_info: Array<string | number>;
  server_serie: string;
  protocol_version: number;
}

/** Where and as whom a transport talks to Odoo; for messages and logs, never the key. */
export interface OdooEndpoint {
  url: string;
  db: string;
  login: string;
}

export interface OdooTransport {
  readonly endpoint: OdooEndpoint;
  /** "xmlrpc" or "json2"; "auto" until the server's version has been asked. */
  readonly protocol: string;
  /** Unauthenticated; a good connectivity probe. */
  version(): Promise<OdooVersionInfo>;
  /**
   * Checks the configured credentials: the uid, or `false` when Odoo refuses them (bad login, bad or
   * expired key, inactive user, login cooldown: Odoo does not say which). A transport that needs the uid
   * for later calls keeps it.
   */
  authenticate(): Promise<number | false>;
  /** `model.method(*args, **kwargs)`; failures are `OdooError`s, already classified. */
  executeKw<T = unknown>(model: string, method: string, args: unknown[], kwargs?: Record<string, unknown>): Promise<T>;
}
