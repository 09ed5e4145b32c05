// The one way to Odoo's models: authenticates once, sends every call with the context Odoo's own website
// form would use, through the CallGate (pacing, quick retry of busy faults). Every call names its
// arguments (odoo-transport.ts). The wire is an OdooTransport; failures are OdooErrors. What the worker does with the models is in the modules this client holds: external ids
// and `load` (external-ids.ts), UTM records (utm.ts), partners (partners.ts) and chatter notes
// (chatter.ts); they see the client as `OdooCalls` (odoo-calls.ts). docs/odoo-sync.md explains the choices.
import { CallGate, type CallGateOptions } from './call-gate';
import { Chatter } from './chatter';
import { ExternalIds } from './external-ids';
import { type OdooCalls, type OdooFieldInfo, type OdooTeam, type OdooValues, type ServerSeries } from './odoo-calls';
import { configError, OdooError } from './odoo-errors';
import { type OdooEndpoint, type OdooParams, type OdooTransport } from './odoo-transport';
import { Partners } from './partners';
import { UtmRecords, type UtmModel } from './utm';

/** lang/tz fixed so texts and datetimes never depend on the bot user's preferences; no follower spam. */
export const BASE_CONTEXT: Readonly<Record<string, unknown>> = Object.freeze({
  lang: 'en_US',
  tz: 'UTC',
  mail_create_nosubscribe: true,
});

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

const FIELD_ATTRIBUTES = ['type', 'string', 'required', 'relation', 'selection'];

export class OdooClient implements OdooCalls {
  private readonly transport: OdooTransport;
  private readonly sendInvitations: boolean;
  readonly gate: CallGate;
  private uid: Promise<number> | null = null;
  private series: Promise<ServerSeries> | null = null;
  private readonly fields = new Map<string, Promise<Record<string, OdooFieldInfo>>>();
  readonly externalIds: ExternalIds;
  readonly utm: UtmRecords;
  readonly partners: Partners;
  readonly chatter: Chatter;

  constructor(options: OdooClientOptions) {
    this.transport = options.transport;
    this.sendInvitations = options.sendInvitations ?? false;
    this.gate = new CallGate({ maxInFlight: 4, perSecond: 1000, busyTries: 8, busyMinDelayMs: 50, busyMaxDelayMs: 500, ...options.gate });
    this.externalIds = new ExternalIds(this, { batchSize: options.batchSize ?? 1, batchWindowMs: options.batchWindowMs ?? 20 });
    this.utm = new UtmRecords(this, this.externalIds, options.utmCacheSize ?? 500);
    this.partners = new Partners(this, this.externalIds);
    this.chatter = new Chatter(this);
  }

  get endpoint(): OdooEndpoint {
    return this.transport.endpoint;
  }

  get protocol(): string {
    return this.transport.protocol;
  }

  get idle(): boolean {
    return this.gate.idle;
  }

  /** The server's series, asked once (a failure is asked again next time). */
  serverSeries(): Promise<ServerSeries> {
    this.series ??= this.askSeries().catch((error: unknown) => {
      this.series = null;
      throw error;
    });
    return this.series;
  }

  /** Major/minor from server_serie by regex: server_version_info's major can be "saas~17". */
  private async askSeries(): Promise<ServerSeries> {
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
    this.uid ??= this.gate
      .run(() => this.transport.authenticate())
      .then(
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

  /**
   * `model.method(**params)` with the base context (plus `context`) merged into the call's context.
   * `check` looks at the answer inside the gate, so an answer it turns into a busy fault is sent again
   * like a busy fault.
   */
  async call<T = unknown>(
    model: string,
    method: string,
    params: OdooParams = {},
    context: Record<string, unknown> = {},
    check?: (answer: T) => void,
  ): Promise<T> {
    await this.authenticate();
    const given = (params.context ?? {}) as Record<string, unknown>;
    const full = { ...params, context: { ...BASE_CONTEXT, ...given, ...context } };
    return this.gate.run(async () => {
      const answer = await this.transport.call<T>(model, method, full);
      check?.(answer);
      return answer;
    });
  }

  /** search_read with archived records included (a lost lead or a cancelled meeting is archived). */
  searchRead<T>(model: string, domain: unknown[], fields: string[], options: { order?: string; limit?: number } = {}): Promise<T[]> {
    return this.call<T[]>(model, 'search_read', { domain, fields, ...options }, { active_test: false });
  }

  /** fields_get of a model (cached): type, label, required, relation, selection. */
  fieldsGet(model: string): Promise<Record<string, OdooFieldInfo>> {
    let entry = this.fields.get(model);
    if (!entry) {
      entry = this.call<Record<string, OdooFieldInfo>>(model, 'fields_get', { attributes: FIELD_ATTRIBUTES });
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

  /** Whether `model` has `field` (fields_get, asked once per model): for fields some versions or set-ups lack. */
  async hasField(model: string, field: string): Promise<boolean> {
    return field in (await this.fieldsGet(model));
  }

  async findTeam(name: string): Promise<OdooTeam | null> {
    type Row = { id: number; name: string; use_leads: boolean; user_id: [number, string] | false; member_ids: number[] };
    const [team] = await this.call<Row[]>('crm.team', 'search_read', {
      domain: [['name', '=', name]],
      fields: ['name', 'use_leads', 'user_id', 'member_ids'],
      limit: 1,
      order: 'id',
    });
    return team
      ? {
          id: team.id,
          name: team.name,
          useLeads: team.use_leads === true,
          leaderId: team.user_id ? team.user_id[0] : false,
          memberIds: team.member_ids ?? [],
        }
      : null;
  }

  /** Records by id, archived ones included; ids that no longer exist are left out (as Odoo's read does). */
  read<T extends { id: number }>(model: string, ids: number[], fields: string[]): Promise<T[]> {
    return this.call<T[]>(model, 'read', { ids, fields }, { active_test: false });
  }

  /** Ids among `ids` that still exist, archived ones included. */
  existing(model: string, ids: number[]): Promise<number[]> {
    return this.call<number[]>(model, 'search', { domain: [['id', 'in', ids]] }, { active_test: false });
  }

  /**
   * write; a calendar event is written with the event context (no invitation mail unless enabled).
   * `context` adds to it (e.g. tracking_disable, so an erase leaves no old values in the chatter).
   */
  async write(model: string, ids: number[], values: OdooValues, context: Record<string, unknown> = {}): Promise<void> {
    await this.call<boolean>(
      model,
      'write',
      { ids, vals: values },
      { ...(model === 'calendar.event' ? this.eventContext() : {}), ...context },
    );
  }

  async unlink(model: string, ids: number[]): Promise<void> {
    await this.call<boolean>(model, 'unlink', { ids });
  }

  // The record-level operations the worker uses, by name (their modules hold the how).

  /**
   * The crm.lead under the external id `__import__.<externalId>`, created unless that id already points at
   * one: the retry-safe create. Run it again after a timeout or reset.
   */
  createLeadWithExternalId(externalId: string, values: OdooValues): Promise<number> {
    return this.externalIds.create('crm.lead', externalId, values);
  }

  /**
   * The retry-safe event create. `context` carries what Odoo's own "Schedule a meeting" passes
   * (default_opportunity_id links the event to its lead in Odoo's views).
   */
  createEventWithExternalId(externalId: string, values: OdooValues, context: Record<string, unknown> = {}): Promise<number> {
    return this.externalIds.create('calendar.event', externalId, values, { ...this.eventContext(), ...context });
  }

  /** The id of the `model` record an external id points at ("module.name", or a bare name in __import__). */
  findByExternalId(model: string, externalId: string): Promise<number | null> {
    return this.externalIds.find(model, externalId);
  }

  ensureUtm(model: UtmModel, raw: string): Promise<number> | null {
    return this.utm.ensure(model, raw);
  }

  resolveWebsiteMedium(): Promise<number> {
    return this.utm.websiteMedium();
  }

  findOrCreatePartner(email: string, name: string, phone: string | null | undefined, externalId: string): Promise<number> {
    return this.partners.findOrCreate(email, name, phone, externalId);
  }

  postNote(model: string, id: number, text: string): Promise<number> {
    return this.chatter.postNote(model, id, text);
  }

  lastNote(model: string, id: number, marker: string): Promise<string | null> {
    return this.chatter.lastNote(model, id, marker);
  }

  /**
   * Unless invitations are on, Odoo sends no mail about a meeting: none to its attendees, and no "you have
   * been assigned an activity" notice to an organiser other than the bot (Odoo gives a meeting linked to a
   * lead an activity; in 19 the bot may not delete that notice from the lead's chatter).
   */
  private eventContext(): Record<string, unknown> {
    return this.sendInvitations ? {} : { no_mail_to_attendees: true, mail_activity_quick_update: true };
  }
}
