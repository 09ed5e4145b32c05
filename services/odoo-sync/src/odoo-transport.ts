// The wire to Odoo, kept behind one interface: XML-RPC (`xmlrpc-transport.ts`, Odoo up to 21) and JSON-2
// (`json2-transport.ts`, Odoo 19 and later; XML-RPC is announced to go away in Odoo 22). Every call is
// made with named arguments only, in JSON-2's shape: `ids` for a method that runs on records, the method's
// keyword arguments, `context`. JSON-2 takes that as it is; XML-RPC's execute_kw takes `[ids]` (or nothing)
// as its positional arguments and the rest as keywords. So no transport needs a table of method
// signatures, and a method the product starts calling works on both. See docs/odoo-sync.md.

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

/**
 * A method's arguments, all named: `ids` (the records a record method runs on; left out for a model
 * method, which JSON-2 refuses ids for), the method's own keyword arguments, and `context`.
 */
export type OdooParams = { readonly ids?: readonly number[] } & Readonly<Record<string, unknown>>;

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
  /** `model.method(**params)` (on `params.ids` for a record method); failures are `OdooError`s, already classified. */
  call<T = unknown>(model: string, method: string, params?: OdooParams): Promise<T>;
}
