// The one module that knows Odoo's models (odoo-external-api.md §8.1): authenticates once, validates the
// schema, resolves UTM/team ids, and creates leads, partners and events idempotently. Every call carries
// the context Odoo's own website form would use. The wire is an OdooTransport; failures are OdooErrors.
import { configError, OdooError } from './odoo-errors';
import { type OdooEndpoint, type OdooTransport, type OdooVersionInfo } from './odoo-transport';

/** lang/tz fixed so texts and datetimes never depend on the bot user's preferences; no follower spam. */
export const BASE_CONTEXT: Readonly<Record<string, unknown>> = Object.freeze({
  lang: 'en_US',
  tz: 'UTC',
  mail_create_nosubscribe: true,
});

/** The namespace Odoo's importer uses for external ids without a module (§5.6). */
export const EXTERNAL_ID_MODULE = '__import__';

export interface OdooClientOptions {
  transport: OdooTransport;
  /** Let Odoo e-mail calendar invitations to attendees (default false: context no_mail_to_attendees). */
  sendInvitations?: boolean;
  /**
   * How records with an external id are created: "load" (default) creates the record and its external id
   * in one transaction; "search-create" uses create + ir.model.data.create, two transactions, for servers
   * where `load` is not usable (a crash between them leaves a lead without its key).
   */
  externalIdMode?: 'load' | 'search-create';
}

/**
 * Field values as for `create`: ids for many2one, id lists or full x2many commands ([[6, 0, ids]]) for
 * many2many, UTC "YYYY-MM-DD HH:MM:SS" strings (or Dates) for datetimes, `false` for empty.
 */
export type OdooValues = Record<string, unknown>;

export interface OdooFieldInfo {
  type: string;
  string: string;
  required?: boolean;
  relation?: string;
  selection?: Array<[string, string]>;
}

export interface OdooTeam {
  id: number;
  name: string;
  useLeads: boolean;
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

export interface CreatedRecord {
  id: number;
  /** false when the external id already pointed at a record (a retry after a partial success). */
  created: boolean;
}

const FIELD_ATTRIBUTES = ['type', 'string', 'required', 'relation', 'selection'];
const EXTERNAL_ID_NAME = /^[A-Za-z0-9_-]{1,200}$/;

export class OdooClient {
  private readonly transport: OdooTransport;
  private readonly sendInvitations: boolean;
  private readonly externalIdMode: 'load' | 'search-create';
  private uid: Promise<number> | null = null;
  private websiteMedium: Promise<number> | null = null;
  private readonly sources = new Map<string, Promise<number>>();
  private readonly fields = new Map<string, Promise<Record<string, OdooFieldInfo>>>();

  constructor(options: OdooClientOptions) {
    this.transport = options.transport;
    this.sendInvitations = options.sendInvitations ?? false;
    this.externalIdMode = options.externalIdMode ?? 'load';
  }

  get endpoint(): OdooEndpoint {
    return this.transport.endpoint;
  }

  serverVersion(): Promise<OdooVersionInfo> {
    return this.transport.version();
  }

  /** Major/minor from server_serie by regex: server_version_info's major can be "saas~17" (§2.1). */
  async serverSeries(): Promise<ServerSeries> {
    const info = await this.transport.version();
    const serie = String(info.server_serie ?? '');
    const match = /(\d+)\.(\d+)/.exec(serie);
    if (!match) throw configError(`cannot read the Odoo version from server_serie ${JSON.stringify(serie)}`, 'common.version');
    const version = String(info.server_version ?? serie);
    const last = Array.isArray(info.server_version_info) ? info.server_version_info.at(-1) : undefined;
    return {
      major: Number(match[1]),
      minor: Number(match[2]),
      serie,
      version,
      saas: /saas~/i.test(serie) || /saas~/i.test(version),
      enterprise: version.includes('+e') || last === '+e',
    };
  }

  /**
   * The bot's uid, asked once. `false` is a permanent configuration error, kept so that nothing retries it:
   * repeated failures would put this IP on Odoo's login cooldown (§8.2). Transient failures are not kept.
   */
  authenticate(): Promise<number> {
    this.uid ??= this.transport.authenticate().then(
      (uid) => {
        if (uid === false) {
          const { login, db } = this.transport.endpoint;
          throw new OdooError({
            kind: 'permanent',
            code: 'credentials',
            call: 'common.authenticate',
            reason: `Odoo rejected the credentials for ${login} on ${db}`,
          });
        }
        return uid;
      },
      (error: unknown) => {
        if (!(error instanceof OdooError) || error.kind !== 'permanent') this.uid = null;
        throw error;
      },
    );
    return this.uid;
  }

  /** execute_kw with the base context (plus `context`) merged into kwargs.context. */
  async execute<T = unknown>(
    model: string,
    method: string,
    args: unknown[],
    kwargs: Record<string, unknown> = {},
    context: Record<string, unknown> = {},
  ): Promise<T> {
    await this.authenticate();
    const given = (kwargs.context ?? {}) as Record<string, unknown>;
    return this.transport.executeKw<T>(model, method, args, { ...kwargs, context: { ...BASE_CONTEXT, ...given, ...context } });
  }

  /** fields_get of a model (cached): type, label, required, relation, selection. */
  fieldsGet(model: string): Promise<Record<string, OdooFieldInfo>> {
    return this.cached(this.fields, model, () =>
      this.execute<Record<string, OdooFieldInfo>>(model, 'fields_get', [], { attributes: FIELD_ATTRIBUTES }),
    );
  }

  /** Start-up check (§8.3): every field we write exists; a missing one is a permanent configuration error. */
  async checkFields(model: string, fields: readonly string[]): Promise<Record<string, OdooFieldInfo>> {
    const available = await this.fieldsGet(model);
    const missing = fields.filter((field) => !(field in available));
    if (missing.length > 0) {
      throw configError(
        `Odoo model ${model} has no field${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
          '(custom x_ fields must be created in Odoo first)',
        `${model}.fields_get`,
      );
    }
    return Object.fromEntries(fields.map((field) => [field, available[field] as OdooFieldInfo]));
  }

  /** The "Website" utm.medium, by its XML id utm.utm_medium_website, else by name (§5.4). */
  resolveWebsiteMedium(): Promise<number> {
    this.websiteMedium ??= (async () => {
      const byXmlid = await this.findByExternalId('utm.medium', 'utm.utm_medium_website');
      if (byXmlid !== null) return byXmlid;
      const [byName] = await this.execute<number[]>('utm.medium', 'search', [[['name', '=', 'Website']]], { limit: 1, order: 'id' });
      if (byName === undefined) throw configError('Odoo has no "Website" UTM medium (utm.utm_medium_website)');
      return byName;
    })().catch((error: unknown) => {
      this.websiteMedium = null;
      throw error;
    });
    return this.websiteMedium;
  }

  /** The utm.source with this name, created once if missing; search first, since duplicates get renamed (§5.4). */
  ensureSource(name: string): Promise<number> {
    return this.cached(this.sources, name, async () => {
      const [found] = await this.execute<number[]>('utm.source', 'search', [[['name', '=', name]]], { limit: 1, order: 'id' });
      return found ?? (await this.execute<number>('utm.source', 'create', [{ name }]));
    });
  }

  async findTeam(name: string): Promise<OdooTeam | null> {
    const [team] = await this.execute<Array<{ id: number; name: string; use_leads: boolean }>>(
      'crm.team',
      'search_read',
      [[['name', '=', name]]],
      { fields: ['name', 'use_leads'], limit: 1, order: 'id' },
    );
    return team ? { id: team.id, name: team.name, useLeads: team.use_leads === true } : null;
  }

  /** The id of the `model` record an external id points at ("module.name", or a bare name in __import__). */
  async findByExternalId(model: string, externalId: string): Promise<number | null> {
    const dot = externalId.indexOf('.');
    const [module, name] = dot >= 0 ? [externalId.slice(0, dot), externalId.slice(dot + 1)] : [EXTERNAL_ID_MODULE, externalId];
    const [row] = await this.execute<Array<{ res_id: number }>>(
      'ir.model.data',
      'search_read',
      [[['module', '=', module], ['name', '=', name], ['model', '=', model]]],
      { fields: ['res_id'], limit: 1 },
    );
    return row && typeof row.res_id === 'number' && row.res_id > 0 ? row.res_id : null;
  }

  /**
   * Creates a crm.lead registered under the external id `__import__.<externalId>`, unless that id already
   * points at one: the retry-safe create of §5.6 / §8.6. Run it again after a timeout or reset.
   */
  createLeadWithExternalId(externalId: string, values: OdooValues): Promise<CreatedRecord> {
    return this.createWithExternalId('crm.lead', externalId, values);
  }

  /** Same as createLeadWithExternalId, for any model (e.g. calendar.event). */
  async createWithExternalId(
    model: string,
    externalId: string,
    values: OdooValues,
    context: Record<string, unknown> = {},
  ): Promise<CreatedRecord> {
    if (!EXTERNAL_ID_NAME.test(externalId)) {
      throw new OdooError({
        kind: 'permanent',
        code: 'bad_request',
        reason: `external id ${JSON.stringify(externalId)} must be 1–200 letters, digits, "_" or "-"`,
      });
    }
    const existing = await this.findByExternalId(model, externalId);
    if (existing !== null) return { id: existing, created: false };

    if (this.externalIdMode === 'search-create') {
      const id = await this.execute<number>(model, 'create', [toCreateValues(values)], {}, context);
      await this.execute('ir.model.data', 'create', [{ module: EXTERNAL_ID_MODULE, name: externalId, model, res_id: id, noupdate: true }]);
      return { id, created: true };
    }

    const fields = await this.fieldsGet(model);
    const [columns, row] = toImportRow(externalId, values, fields);
    const result = await this.execute<{ ids: number[] | false; messages?: Array<{ type?: string; message?: string }> }>(
      model,
      'load',
      [columns, [row]],
      {},
      context,
    );
    const id = result.ids === false ? undefined : result.ids[0];
    if (id === undefined) {
      const why = (result.messages ?? []).map((m) => m.message).filter(Boolean).join('; ') || 'no reason given';
      throw new OdooError({ kind: 'permanent', code: 'import_rejected', call: `${model}.load`, reason: `Odoo refused the ${model}: ${why}` });
    }
    return { id, created: true };
  }

  /** The partner whose normalized e-mail matches, else a new one (§6.4). Never overwrites a found partner. */
  async findOrCreatePartner(email: string, name: string, phone?: string | null): Promise<number> {
    const normalized = normalizeEmail(email);
    if (!normalized) {
      throw new OdooError({ kind: 'permanent', code: 'bad_request', reason: `not an e-mail address: ${JSON.stringify(email)}` });
    }
    const [found] = await this.execute<number[]>('res.partner', 'search', [[['email_normalized', '=', normalized]]], { limit: 1, order: 'id' });
    if (found !== undefined) return found;
    return this.execute<number>('res.partner', 'create', [{ name, email, phone: phone || false }]);
  }

  /**
   * Creates a calendar.event; start/stop must be UTC "YYYY-MM-DD HH:MM:SS" (Dates are converted). With an
   * external id the create is retry-safe like createLeadWithExternalId.
   */
  async createEvent(values: OdooValues, options: { externalId?: string } = {}): Promise<number> {
    if (options.externalId) return (await this.createEventWithExternalId(options.externalId, values)).id;
    return this.execute<number>('calendar.event', 'create', [toCreateValues(values)], {}, this.eventContext());
  }

  /** The retry-safe event create, telling whether the event was made now or found under its external id. */
  createEventWithExternalId(externalId: string, values: OdooValues): Promise<CreatedRecord> {
    return this.createWithExternalId('calendar.event', externalId, values, this.eventContext());
  }

  private eventContext(): Record<string, unknown> {
    return this.sendInvitations ? {} : { no_mail_to_attendees: true };
  }

  private cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      // A failed lookup is not remembered; the next caller asks again.
      entry.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
    }
    return entry;
  }
}

/** `tools.email_normalize`: the address part, lower-cased ("Jane <Jane@X.com>" → "jane@x.com"). */
export function normalizeEmail(text: string): string | null {
  const match = /[^\s<>@,;"']+@[^\s<>@,;"']+/.exec(text);
  return match ? match[0].toLowerCase() : null;
}

/** Values for create/write: a plain id list becomes a full [6, 0, ids] command (§2.3); undefined is dropped. */
function toCreateValues(values: OdooValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[field] = isIdList(value) ? [[6, 0, [...value]]] : (value ?? false);
  }
  return out;
}

/**
 * One `load` row: cells are strings; many2one ids go in "field/.id" columns, many2many ids comma-separated,
 * empty values as "" (which load writes as empty, so `user_id: false` really unassigns).
 */
function toImportRow(externalId: string, values: OdooValues, fields: Record<string, OdooFieldInfo>): [string[], string[]] {
  const columns = ['id'];
  const row = [externalId];
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const type = fields[field]?.type;
    if (type === 'many2many' || type === 'one2many') {
      const ids = x2manyIds(field, value);
      columns.push(ids.length > 0 ? `${field}/.id` : field);
      row.push(ids.join(','));
    } else if (type === 'many2one' && typeof value === 'number') {
      columns.push(`${field}/.id`);
      row.push(String(value));
    } else {
      columns.push(field);
      row.push(importCell(field, value, type));
    }
  }
  return [columns, row];
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => typeof id === 'number');

/** The ids an x2many value sets, from an id list or [6, 0, ids] / [4, id, 0] commands; load knows no others. */
function x2manyIds(field: string, value: unknown): number[] {
  if (value === null || value === false) return [];
  if (isIdList(value)) return value;
  const ids: number[] = [];
  for (const command of Array.isArray(value) ? value : [value]) {
    if (Array.isArray(command) && command[0] === 6 && isIdList(command[2])) ids.splice(0, ids.length, ...command[2]);
    else if (Array.isArray(command) && command[0] === 4 && typeof command[1] === 'number') ids.push(command[1]);
    else throw badValue(field, 'only id lists, [6, 0, ids] and [4, id, 0] can be imported');
  }
  return ids;
}

function importCell(field: string, value: unknown, type: string | undefined): string {
  if (value === null || value === false) return type === 'boolean' ? '0' : '';
  if (value === true) return '1';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw badValue(field, 'expected a string, number, boolean or Date');
}

function badValue(field: string, why: string): OdooError {
  return new OdooError({ kind: 'permanent', code: 'bad_request', reason: `cannot write ${field}: ${why}` });
}
