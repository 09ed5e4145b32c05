// What the modules that work with Odoo's models (external ids, UTM records, partners, chatter) need from
// the client, as types only: the client (odoo-client.ts) holds those modules and implements this, so
// they depend on this file and never on the client itself.
import { type OdooParams } from './odoo-transport';

/**
 * Field values as for `create`: ids for many2one, id lists or full x2many commands ([[6, 0, ids]]) for
 * many2many, UTC "YYYY-MM-DD HH:MM:SS" strings for datetimes, `false` for empty.
 */
export type OdooValues = Record<string, unknown>;

export interface OdooFieldInfo {
  type: string;
  string: string;
  required?: boolean;
  relation?: string;
  selection?: Array<[string, string]>;
}

export type AccessOperation = 'read' | 'write' | 'create' | 'unlink';

export interface OdooTeam {
  id: number;
  name: string;
  useLeads: boolean;
  /** The team leader (res.users id), or false. */
  leaderId: number | false;
  /** The team's salespeople (res.users ids), in Odoo's order. */
  memberIds: number[];
}

export interface ServerSeries {
  major: number;
  minor: number;
  /** server_serie as sent, e.g. "17.0" or "saas~17.4". */
  serie: string;
  version: string;
  saas: boolean;
  enterprise: boolean;
}

export interface OdooCalls {
  /** True when a call would start at once (nothing waits for a slot). */
  readonly idle: boolean;
  /**
   * `model.method(**params)` with the base context (plus `context`); `check` looks at the answer inside
   * the call gate, so an answer it turns into a busy fault is sent again like one.
   */
  call<T = unknown>(
    model: string,
    method: string,
    params?: OdooParams,
    context?: Record<string, unknown>,
    check?: (answer: T) => void,
  ): Promise<T>;
  /** search_read with archived records included. */
  searchRead<T>(model: string, domain: unknown[], fields: string[], options?: { order?: string; limit?: number }): Promise<T[]>;
  /** fields_get of a model, asked once. */
  fieldsGet(model: string): Promise<Record<string, OdooFieldInfo>>;
  unlink(model: string, ids: number[]): Promise<void>;
}
