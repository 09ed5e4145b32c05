// The worker's way to Odoo: a client that has authenticated, checked the fields we write and resolved
// the ids every lead carries. A permanent failure here (bad credentials, missing field, unknown team)
// is remembered for a back-off period, during which jobs fail at once without calling Odoo: repeated
// log-in failures would put our address on Odoo's login cooldown (after 5 failures, for 60 s).
import { type Logger } from 'pino';
import { OdooClient, type OdooClientOptions } from './odoo-client';
import { OdooError } from './odoo-errors';
import { type OdooTransport } from './odoo-transport';
import { type LeadDefaults } from './odoo-values';

export const LEAD_FIELDS = ['name', 'type', 'contact_name', 'partner_name', 'email_from', 'phone', 'description', 'medium_id', 'source_id', 'campaign_id', 'team_id', 'user_id'] as const;
export const EVENT_FIELDS = ['name', 'start', 'stop', 'allday', 'duration', 'description', 'opportunity_id', 'partner_ids', 'user_id', 'location'] as const;

export type ReadyOdoo = { client: OdooClient; defaults: LeadDefaults; series: string };

export type OdooConnectionOptions = {
  transport: () => OdooTransport;
  teamName: string;
  sourceName: string;
  salespersonId: number | false;
  sendInvitations: boolean;
  /** Batching, pacing and quick retries (see OdooClientOptions). */
  client?: Omit<OdooClientOptions, 'transport' | 'sendInvitations'>;
  log: Logger;
  /** First back-off after a permanent failure; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  now?: () => number;
};

export class OdooConnection {
  private ready: Promise<ReadyOdoo> | null = null;
  private blocked: { error: OdooError; until: number; backoffMs: number } | null = null;

  constructor(private readonly opts: OdooConnectionOptions) {}

  /** A ready client, or the permanent error that keeps us from having one (thrown, without calling Odoo). */
  get(): Promise<ReadyOdoo> {
    const now = (this.opts.now ?? Date.now)();
    if (this.blocked && now < this.blocked.until) return Promise.reject(this.blocked.error);
    this.ready ??= this.connect().then(
      (ready) => {
        this.blocked = null;
        return ready;
      },
      (error: unknown) => {
        this.ready = null;
        if (error instanceof OdooError && error.kind === 'permanent') {
          const backoffMs = this.blocked ? Math.min(this.blocked.backoffMs * 2, this.opts.maxBackoffMs ?? 30 * 60_000) : (this.opts.backoffMs ?? 60_000);
          this.blocked = { error, until: (this.opts.now ?? Date.now)() + backoffMs, backoffMs };
          this.opts.log.error({ reason: error.reason, retryInMs: backoffMs }, 'Odoo set-up failed permanently; backing off');
        }
        throw error;
      },
    );
    return this.ready;
  }

  /** Forget the client (after a credentials fault mid-run): the next job authenticates again. */
  reset(error?: OdooError) {
    this.ready = null;
    if (error) {
      const backoffMs = this.opts.backoffMs ?? 60_000;
      this.blocked = { error, until: (this.opts.now ?? Date.now)() + backoffMs, backoffMs };
    }
  }

  private async connect(): Promise<ReadyOdoo> {
    const client = new OdooClient({ ...this.opts.client, transport: this.opts.transport(), sendInvitations: this.opts.sendInvitations });
    const series = await client.serverSeries();
    await client.authenticate();
    await client.checkFields('crm.lead', LEAD_FIELDS);
    await client.checkFields('calendar.event', EVENT_FIELDS);
    const team = await client.findTeam(this.opts.teamName);
    if (!team) {
      throw new OdooError({ kind: 'permanent', code: 'config', reason: `Odoo has no sales team named "${this.opts.teamName}"; set ODOO_TEAM` });
    }
    const source = client.ensureUtm('utm.source', this.opts.sourceName);
    if (!source) throw new OdooError({ kind: 'permanent', code: 'config', reason: 'ODOO_SOURCE_NAME must contain a letter or digit' });
    const [mediumId, sourceId] = await Promise.all([client.resolveWebsiteMedium(), source]);
    const defaults: LeadDefaults = {
      // As Odoo's website form does: the team's "Leads" setting decides lead or opportunity.
      leadType: team.useLeads ? 'lead' : 'opportunity',
      teamId: team.id,
      userId: this.opts.salespersonId,
      mediumId,
      sourceId,
    };
    this.opts.log.info(
      { odoo: client.endpoint.url, db: client.endpoint.db, series: series.serie, protocol: client.protocol, team: team.name, leadType: defaults.leadType },
      'Odoo ready',
    );
    return { client, defaults, series: series.serie };
  }
}
