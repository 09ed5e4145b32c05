// The one module that knows Odoo's models: authenticates once, validates the schema, resolves UTM and
// team ids, and creates leads, partners and events idempotently, many leads in one `load` call under a
// backlog. Every call carries the context Odoo's own website form would use and goes through the CallGate
// (pacing, quick retry of busy faults). The wire is an OdooTransport; failures are OdooErrors.
// docs/odoo-sync.md explains the choices.
import { createHash } from 'node:crypto';
import { CallGate, type CallGateOptions } from './call-gate';
import { configError, OdooError } from './odoo-errors';
import { type OdooEndpoint, type OdooTransport } from './odoo-transport';

/** lang/tz fixed so texts and datetimes never depend on the bot user's preferences; no follower spam. */
export const BASE_CONTEXT: Readonly<Record<string, unknown>> = Object.freeze({
  lang: 'en_US',
  tz: 'UTC',
  mail_create_nosubscribe: true,
});

/** The namespace Odoo's importer uses for external ids without a module. */
export const EXTERNAL_ID_MODULE = '__import__';

export interface OdooClientOptions {
  transport: OdooTransport;
  /** Let Odoo e-mail calendar invitations to attendees (default false: context no_mail_to_attendees). */
  sendInvitations?: boolean;
  /** Records per `load` call (default 1: no batching). */
  batchSize?: number;
  /** How long a record waits for others to share its `load` call (default 20 ms). */
  batchWindowMs?: number;
  /** Pacing and quick retries; defaults: 4 calls at once, 1000/s, 8 tries 50–500 ms apart. */
  gate?: Partial<CallGateOptions>;
  /** Distinct UTM names kept resolved (default 500). */
  utmCacheSize?: number;
}

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

export type UtmModel = 'utm.source' | 'utm.medium' | 'utm.campaign';

interface LoadResult {
  ids: number[] | false;
  messages?: Array<{ type?: string; message?: string; record?: number }>;
}

interface Waiter {
  resolve: (record: CreatedRecord) => void;
  reject: (error: unknown) => void;
}

interface PendingBatch {
  model: string;
  context: Record<string, unknown>;
  items: Array<{ externalId: string; values: OdooValues } & Waiter>;
  timer?: NodeJS.Timeout;
}

const FIELD_ATTRIBUTES = ['type', 'string', 'required', 'relation', 'selection'];
const EXTERNAL_ID_NAME = /^[A-Za-z0-9_-]{1,200}$/;
/** Longest UTM name we write; visitors' parameters can be anything. */
export const UTM_NAME_MAX = 64;

export class OdooClient {
  private readonly transport: OdooTransport;
  private readonly sendInvitations: boolean;
  private readonly batchSize: number;
  private readonly batchWindowMs: number;
  readonly gate: CallGate;
  private uid: Promise<number> | null = null;
  private websiteMedium: Promise<number> | null = null;
  private readonly utm: LruCache<Promise<number>>;
  private readonly fields = new Map<string, Promise<Record<string, OdooFieldInfo>>>();
  private readonly batches = new Map<string, PendingBatch>();
  /** Batches being written now. */
  private writing = 0;

  constructor(options: OdooClientOptions) {
    this.transport = options.transport;
    this.sendInvitations = options.sendInvitations ?? false;
    this.batchSize = Math.max(1, options.batchSize ?? 1);
    this.batchWindowMs = options.batchWindowMs ?? 20;
    this.utm = new LruCache(options.utmCacheSize ?? 500);
    this.gate = new CallGate({ maxInFlight: 4, perSecond: 1000, busyTries: 8, busyMinDelayMs: 50, busyMaxDelayMs: 500, ...options.gate });
  }

  get endpoint(): OdooEndpoint {
    return this.transport.endpoint;
  }

  get protocol(): string {
    return this.transport.protocol;
  }

  /** Major/minor from server_serie by regex: server_version_info's major can be "saas~17". */
  async serverSeries(): Promise<ServerSeries> {
    const info = await this.gate.run(() => this.transport.version());
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
   * repeated failures would put this IP on Odoo's login cooldown. Transient failures are not kept.
   */
  authenticate(): Promise<number> {
    this.uid ??= this.gate.run(() => this.transport.authenticate()).then(
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
    const full = { ...kwargs, context: { ...BASE_CONTEXT, ...given, ...context } };
    return this.gate.run(() => this.transport.executeKw<T>(model, method, args, full));
  }

  /** search_read with archived records included (a lost lead or a cancelled meeting is archived). */
  searchRead<T>(model: string, domain: unknown[], fields: string[], options: { order?: string; limit?: number } = {}): Promise<T[]> {
    return this.execute<T[]>(model, 'search_read', [domain], { fields, ...options }, { active_test: false });
  }

  /** fields_get of a model (cached): type, label, required, relation, selection. */
  fieldsGet(model: string): Promise<Record<string, OdooFieldInfo>> {
    let entry = this.fields.get(model);
    if (!entry) {
      entry = this.execute<Record<string, OdooFieldInfo>>(model, 'fields_get', [], { attributes: FIELD_ATTRIBUTES });
      this.fields.set(model, entry);
      // A failed lookup is not remembered; the next caller asks again.
      entry.catch(() => this.fields.delete(model));
    }
    return entry;
  }

  /** Start-up check: every field we write exists; a missing one is a permanent configuration error. */
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

  /** The "Website" utm.medium, by its XML id utm.utm_medium_website, else by name. */
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

  /**
   * The utm.source / utm.medium / utm.campaign named `raw` (cleaned and capped; null when nothing usable
   * is left), found or created once. Found by our external id, else by name (case-insensitive, so Odoo's
   * stock "LinkedIn" serves utm_source=linkedin); created with `load` under an external id derived from
   * the normalised name, so two workers racing on a new name end with one record (the second load updates
   * the first's). Names in Odoo are unique: a plain create of a taken name would be renamed "x [2]".
   */
  ensureUtm(model: UtmModel, raw: string): Promise<number> | null {
    const name = cleanUtmName(raw);
    if (!name) return null;
    const key = `${model}\u0000${name.toLowerCase()}`;
    let entry = this.utm.get(key);
    if (!entry) {
      entry = this.resolveUtm(model, name);
      this.utm.set(key, entry);
      entry.catch(() => this.utm.delete(key));
    }
    return entry;
  }

  private async resolveUtm(model: UtmModel, name: string): Promise<number> {
    const externalId = utmExternalId(model, name);
    const known = await this.findByExternalId(model, externalId);
    if (known !== null) return known;
    const byName: unknown[] = model === 'utm.campaign' ? ['|', ['name', '=ilike', name], ['title', '=ilike', name]] : [['name', '=ilike', name]];
    const [found] = await this.execute<number[]>(model, 'search', [byName], { limit: 1, order: 'id' });
    if (found !== undefined) return found;
    const [columns, row] = model === 'utm.campaign' ? [['id', 'name', 'title'], [externalId, name, name]] : [['id', 'name'], [externalId, name]];
    const result = await this.execute<LoadResult>(model, 'load', [columns, [row]]);
    const id = result.ids === false ? undefined : result.ids[0];
    if (id === undefined) throw importRejected(model, result.messages ?? []);
    return id;
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
    return (await this.findByExternalIds(model, [name], module)).get(name) ?? null;
  }

  /** Record ids of `model` by external id name (one call for many); names without a record are absent. */
  async findByExternalIds(model: string, names: string[], module = EXTERNAL_ID_MODULE): Promise<Map<string, number>> {
    const rows = await this.execute<Array<{ name: string; res_id: number }>>(
      'ir.model.data',
      'search_read',
      [[['module', '=', module], ['model', '=', model], ['name', 'in', names]]],
      { fields: ['name', 'res_id'] },
    );
    return new Map(rows.filter((r) => typeof r.res_id === 'number' && r.res_id > 0).map((r) => [r.name, r.res_id]));
  }

  /**
   * Creates a crm.lead registered under the external id `__import__.<externalId>`, unless that id already
   * points at one: the retry-safe create. Run it again after a timeout or reset.
   */
  createLeadWithExternalId(externalId: string, values: OdooValues): Promise<CreatedRecord> {
    return this.createWithExternalId('crm.lead', externalId, values);
  }

  /** The retry-safe event create, telling whether the event was made now or found under its external id. */
  createEventWithExternalId(externalId: string, values: OdooValues): Promise<CreatedRecord> {
    return this.createWithExternalId('calendar.event', externalId, values, this.eventContext());
  }

  /**
   * Same as createLeadWithExternalId, for any model. Records created within `batchWindowMs` of each other
   * share one external-id lookup and one `load` call (up to `batchSize`); each still gets its own answer:
   * its id, or its own error when Odoo refuses its row.
   */
  createWithExternalId(model: string, externalId: string, values: OdooValues, context: Record<string, unknown> = {}): Promise<CreatedRecord> {
    if (!EXTERNAL_ID_NAME.test(externalId)) {
      return Promise.reject(
        new OdooError({ kind: 'permanent', code: 'bad_request', reason: `external id ${JSON.stringify(externalId)} must be 1–200 letters, digits, "_" or "-"` }),
      );
    }
    return new Promise<CreatedRecord>((resolve, reject) => {
      const key = `${model}\u0000${JSON.stringify(context)}`;
      let batch = this.batches.get(key);
      if (!batch) {
        batch = { model, context, items: [] };
        this.batches.set(key, batch);
      }
      batch.items.push({ externalId, values, resolve, reject });
      // Without a backlog (Odoo idle, nothing gathering) a record goes at once; otherwise records gather
      // while Odoo is busy, for at most the window, and go together.
      const idle = this.writing === 0 && this.batches.size === 1 && this.gate.idle;
      if (batch.items.length >= this.batchSize || (batch.items.length === 1 && idle)) this.flush(key);
      else batch.timer ??= setTimeout(() => this.flush(key), this.batchWindowMs);
    });
  }

  private flush(key: string): void {
    const batch = this.batches.get(key);
    if (!batch) return;
    this.batches.delete(key);
    clearTimeout(batch.timer);
    this.writing++;
    void this.writeBatch(batch)
      .catch((error: unknown) => {
        for (const item of batch.items) item.reject(error);
      })
      .finally(() => this.writing--);
  }

  private async writeBatch({ model, context, items }: PendingBatch): Promise<void> {
    // One waiter list per external id: the same record twice in a batch is written once.
    const byId = new Map<string, { values: OdooValues; waiters: Waiter[] }>();
    for (const item of items) {
      const entry = byId.get(item.externalId) ?? { values: item.values, waiters: [] };
      entry.waiters.push(item);
      byId.set(item.externalId, entry);
    }
    const existing = await this.findByExternalIds(model, [...byId.keys()]);
    const fields = await this.fieldsGet(model);
    const groups = new Map<string, LoadRow[]>();
    for (const [externalId, { values, waiters }] of byId) {
      const id = existing.get(externalId);
      if (id !== undefined) {
        for (const w of waiters) w.resolve({ id, created: false });
        continue;
      }
      let columns: string[];
      let row: string[];
      try {
        [columns, row] = toImportRow(externalId, values, fields);
      } catch (error) {
        for (const w of waiters) w.reject(error);
        continue;
      }
      // One load call per column set: load's rows all share the header.
      const signature = columns.join('\u0000');
      const group = groups.get(signature) ?? [];
      group.push({ columns, row, waiters });
      groups.set(signature, group);
    }
    for (const rows of groups.values()) await this.loadRows(model, context, rows);
  }

  /**
   * One load for many rows. Odoo's import is all or nothing: one bad row rolls the call back and answers
   * ids:false with messages naming the row (`record`). The named rows fail on their own and the others are
   * loaded again; messages that name no row make every row go alone, so a bad row never fails the others.
   */
  private async loadRows(model: string, context: Record<string, unknown>, rows: LoadRow[]): Promise<void> {
    let remaining = rows;
    while (remaining.length > 0) {
      const result = await this.execute<LoadResult>(model, 'load', [remaining[0]!.columns, remaining.map((r) => r.row)], {}, context);
      if (result.ids !== false && result.ids.length === remaining.length) {
        const ids = result.ids;
        remaining.forEach((r, index) => r.waiters.forEach((w) => w.resolve({ id: ids[index]!, created: true })));
        return;
      }
      const messages = result.messages ?? [];
      const byRow = new Map<number, string[]>();
      for (const m of messages) {
        if (m.type !== 'error' || typeof m.record !== 'number' || m.record < 0 || m.record >= remaining.length) continue;
        byRow.set(m.record, [...(byRow.get(m.record) ?? []), m.message ?? '']);
      }
      if (byRow.size === 0) {
        if (remaining.length === 1) {
          const error = importRejected(model, messages);
          for (const w of remaining[0]!.waiters) w.reject(error);
          return;
        }
        for (const single of remaining) await this.loadRows(model, context, [single]);
        return;
      }
      for (const [index, texts] of byRow) {
        const error = importRejected(model, texts.map((message) => ({ message })));
        for (const w of remaining[index]!.waiters) w.reject(error);
      }
      remaining = remaining.filter((_, index) => !byRow.has(index));
    }
  }

  /**
   * The partner whose normalized e-mail matches, else a new one, created under `externalId` (in
   * `__import__`) so that an erase can tell the partners we made from those staff made. Never overwrites
   * a found partner.
   */
  async findOrCreatePartner(email: string, name: string, phone: string | null | undefined, externalId: string): Promise<number> {
    const normalized = normalizeEmail(email);
    if (!normalized) {
      throw new OdooError({ kind: 'permanent', code: 'bad_request', reason: `not an e-mail address: ${JSON.stringify(email)}` });
    }
    const [found] = await this.execute<number[]>('res.partner', 'search', [[['email_normalized', '=', normalized]]], { limit: 1, order: 'id' });
    if (found !== undefined) return found;
    return (await this.createWithExternalId('res.partner', externalId, { name, email, phone: phone || false })).id;
  }

  /** Whether `model` has `field` (fields_get, asked once per model): for fields some versions or set-ups lack. */
  async hasField(model: string, field: string): Promise<boolean> {
    return field in (await this.fieldsGet(model));
  }

  /** Records by id, archived ones included; ids that no longer exist are left out (as Odoo's read does). */
  read<T extends { id: number }>(model: string, ids: number[], fields: string[]): Promise<T[]> {
    return this.execute<T[]>(model, 'read', [ids], { fields }, { active_test: false });
  }

  /** Ids among `ids` that still exist, archived ones included. */
  existing(model: string, ids: number[]): Promise<number[]> {
    return this.execute<number[]>(model, 'search', [[['id', 'in', ids]]], {}, { active_test: false });
  }

  /** write; a calendar event is written with the event context (no invitation mail unless enabled). */
  async write(model: string, ids: number[], values: OdooValues): Promise<void> {
    await this.execute<boolean>(model, 'write', [ids, values], {}, model === 'calendar.event' ? this.eventContext() : {});
  }

  async unlink(model: string, ids: number[]): Promise<void> {
    await this.execute<boolean>(model, 'unlink', [ids]);
  }

  /**
   * Posts an internal note (subtype "Note", plain text: Odoo escapes it) on a record's chatter; returns
   * the mail.message id (Odoo 19 answers a list of one).
   */
  async postNote(model: string, id: number, text: string): Promise<number> {
    const answer = await this.execute<number | number[]>(model, 'message_post', [[id]], { body: text, message_type: 'comment', subtype_xmlid: 'mail.mt_note' });
    return Array.isArray(answer) ? (answer[0] as number) : answer;
  }

  /** The text of the newest chatter comment on a record whose body contains `marker`, or null. */
  async lastNote(model: string, id: number, marker: string): Promise<string | null> {
    const [message] = await this.searchRead<{ id: number; body: string | false }>(
      'mail.message',
      [['model', '=', model], ['res_id', '=', id], ['message_type', '=', 'comment'], ['body', 'ilike', marker]],
      ['body'],
      { order: 'id desc', limit: 1 },
    );
    return message ? htmlText(message.body || '') : null;
  }

  private eventContext(): Record<string, unknown> {
    return this.sendInvitations ? {} : { no_mail_to_attendees: true };
  }
}

interface LoadRow {
  columns: string[];
  row: string[];
  waiters: Waiter[];
}

function importRejected(model: string, messages: Array<{ message?: string }>): OdooError {
  const why = messages.map((m) => m.message).filter(Boolean).join('; ') || 'no reason given';
  return new OdooError({ kind: 'permanent', code: 'import_rejected', call: `${model}.load`, reason: `Odoo refused the ${model}: ${why}` });
}

/** A Map that forgets its least recently used entry past `max`. */
class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}

/**
 * A visitor's UTM value as a name we can write: Unicode-normalised, control characters dropped,
 * whitespace collapsed, capped at UTM_NAME_MAX; null unless a letter or digit remains.
 */
export function cleanUtmName(raw: string): string | null {
  const text = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = [...text].slice(0, UTM_NAME_MAX).join('').trim();
  return /[\p{L}\p{N}]/u.test(capped) ? capped : null;
}

/** website_utm_source_<slug>_<hash>: valid for ir.model.data, one per case-insensitive name. */
export function utmExternalId(model: UtmModel, name: string): string {
  const normalised = name.toLowerCase();
  const slug = normalised.normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  const hash = createHash('sha256').update(normalised).digest('hex').slice(0, 10);
  return `website_${model.replace('.', '_')}_${slug ? `${slug}_` : ''}${hash}`;
}

/** The text of a message body: tags dropped, the entities Odoo's escaping makes decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', amp: '&' })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `tools.email_normalize`: the address part, lower-cased ("Jane <Jane@X.com>" → "jane@x.com"). */
export function normalizeEmail(text: string): string | null {
  const match = /[^\s<>@,;"']+@[^\s<>@,;"']+/.exec(text);
  return match ? match[0].toLowerCase() : null;
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
