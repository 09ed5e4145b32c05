// The worker's way to Odoo: a client that has authenticated, checked the bot's rights and the fields we
// write, and resolved the ids every lead carries (team, medium, source) and the salesperson who
// organises meetings. A configuration failure here (bad credentials, a missing right or field, an
// unknown team, no salesperson, a bot without an e-mail address) is remembered for a back-off period,
// during which jobs wait without calling Odoo: repeated log-in failures would put our address on Odoo's
// login cooldown (after 5 failures, for 60 s). Records wait meanwhile, and sync once it is fixed.
import { type EraseMode } from '@site/contracts/jobs';
import { type Logger } from 'pino';
import { OdooClient, type OdooClientOptions } from './odoo-client';
import { configError, OdooError } from './odoo-errors';
import { checkRights, type OdooRights } from './odoo-rights';
import { type OdooTransport } from './odoo-transport';
import { type LeadDefaults } from './odoo-values';
import { type sharedSetupBlock } from './shared-state';

export const LEAD_FIELDS = [
  'name',
  'type',
  'contact_name',
  'partner_name',
  'email_from',
  'phone',
  'description',
  'medium_id',
  'source_id',
  'campaign_id',
  'team_id',
  'user_id',
] as const;
export const EVENT_FIELDS = [
  'name',
  'start',
  'stop',
  'allday',
  'duration',
  'description',
  'opportunity_id',
  'partner_ids',
  'user_id',
  'location',
  // Read by the pull: which of the organiser's meetings hold their time (pull-busy.ts).
  'show_as',
] as const;

export type ReadyOdoo = { client: OdooClient; defaults: LeadDefaults; series: string; rights: OdooRights };

export type OdooConnectionOptions = {
  transport: () => OdooTransport;
  teamName: string;
  sourceName: string;
  salespersonId: number | false;
  sendInvitations: boolean;
  eraseMode: EraseMode;
  /** Batching, pacing and quick retries (see OdooClientOptions). */
  client?: Omit<OdooClientOptions, 'transport' | 'sendInvitations'>;
  log: Logger;
  /** First back-off after a configuration failure; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  now?: () => number;
  /**
   * The back-off every worker shares (shared-state.ts): a worker about to log in first asks whether another
   * met a configuration failure, and waits it out without calling Odoo.
   */
  shared?: ReturnType<typeof sharedSetupBlock>;
};

/** Failures that are Odoo's configuration, not the record's: the record waits until they are fixed. */
const CONFIGURATION_CODES = new Set([
  'credentials',
  'access_denied',
  'login_cooldown',
  'access_error',
  'config',
  'unknown_database',
  'not_found',
]);
export const isConfigurationError = (error: unknown): error is OdooError =>
  error instanceof OdooError && CONFIGURATION_CODES.has(error.code);

export class OdooConnection {
  private ready: Promise<ReadyOdoo> | null = null;
  private blocked: { error: OdooError; until: number; backoffMs: number } | null = null;
  /** The last back-off another worker recorded, which this one doubles when it fails next. */
  private lastBackoffMs: number | undefined;

  constructor(private readonly opts: OdooConnectionOptions) {}

  private get now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** A ready client, or the configuration error that keeps us from having one (thrown, without calling Odoo). */
  get(): Promise<ReadyOdoo> {
    if (this.blocked && this.now < this.blocked.until) return Promise.reject(this.blocked.error);
    this.ready ??= this.connectUnlessBlockedElsewhere().then(
      (ready) => {
        this.blocked = null;
        return ready;
      },
      async (error: unknown) => {
        this.ready = null;
        // Recorded for the other workers before anyone hears of the failure.
        if (isConfigurationError(error) && !this.isBlockedBy(error)) await this.block(error);
        throw error;
      },
    );
    return this.ready;
  }

  /** Connects, unless another worker's configuration failure is in force: then waits it out as its own. */
  private async connectUnlessBlockedElsewhere(): Promise<ReadyOdoo> {
    const elsewhere = await this.opts.shared?.get();
    if (elsewhere && this.now < elsewhere.until) {
      this.blocked = { error: configError(elsewhere.reason), until: elsewhere.until, backoffMs: elsewhere.backoffMs };
      throw this.blocked.error;
    }
    // A back-off that ended is still the one to double if this try fails too.
    if (elsewhere && !this.blocked) this.lastBackoffMs = elsewhere.backoffMs;
    return this.connect();
  }

  /** Whether this error is the one keeping the connection blocked now. */
  isBlockedBy(error: unknown): boolean {
    return this.blocked?.error === error;
  }

  /** When a configuration failure lets the next try happen (now when none is in force). */
  get retryAt(): number {
    return this.blocked?.until ?? this.now;
  }

  /** Forget the client (after a configuration fault mid-run): the next job connects and checks again. */
  reset(error?: OdooError) {
    this.ready = null;
    if (error) void this.block(error);
  }

  private async block(error: OdooError) {
    const previous = this.blocked?.backoffMs ?? this.lastBackoffMs;
    const backoffMs = previous ? Math.min(previous * 2, this.opts.maxBackoffMs ?? 5 * 60_000) : (this.opts.backoffMs ?? 60_000);
    this.blocked = { error, until: this.now + backoffMs, backoffMs };
    const shared = this.opts.shared?.set({ reason: error.reason, until: this.blocked.until, backoffMs });
    this.opts.log.error(
      { reason: error.reason, retryInMs: backoffMs },
      'Odoo is not usable as configured; records wait, trying again later',
    );
    await shared;
  }

  private async connect(): Promise<ReadyOdoo> {
    const client = new OdooClient({ ...this.opts.client, transport: this.opts.transport(), sendInvitations: this.opts.sendInvitations });
    const series = await client.serverSeries();
    const uid = await client.authenticate();
    const { login } = client.endpoint;
    const rights = await checkRights(client, login, this.opts.eraseMode, (reason) => configError(reason));
    await client.checkFields('crm.lead', LEAD_FIELDS);
    await client.checkFields('calendar.event', EVENT_FIELDS);
    const [bot] = await client.read<{ id: number; email: string | false }>('res.users', [uid], ['email']);
    // Odoo logs a meeting on its lead as a chatter message from the bot, and refuses one without a sender.
    if (!bot?.email)
      throw configError(`the Odoo user ${login} has no e-mail address, which Odoo needs to log meetings on leads: set one on the user`);
    const team = await client.findTeam(this.opts.teamName);
    if (!team) throw configError(`Odoo has no sales team named "${this.opts.teamName}"; set ODOO_TEAM`);
    const organizer = await this.organizer(client, this.opts.salespersonId || team.leaderId, team.name);
    const source = client.ensureUtm('utm.source', this.opts.sourceName);
    if (!source) throw configError('ODOO_SOURCE_NAME must contain a letter or digit');
    const [mediumId, sourceId] = await Promise.all([client.resolveWebsiteMedium(), source]);
    const defaults: LeadDefaults = {
      // As Odoo's website form does: the team's "Leads" setting decides lead or opportunity.
      leadType: team.useLeads ? 'lead' : 'opportunity',
      teamId: team.id,
      userId: this.opts.salespersonId,
      mediumId,
      sourceId,
      organizer,
    };
    if (rights.excess.length > 0) {
      this.opts.log.warn({ groups: rights.excess }, `the Odoo user ${login} has rights it does not need; Sales rights are enough`);
    }
    if (rights.eraseProblem)
      this.opts.log.error({ reason: rights.eraseProblem }, 'erasures cannot run in Odoo until this is fixed; they wait');
    this.opts.log.info(
      {
        odoo: client.endpoint.url,
        db: client.endpoint.db,
        series: series.serie,
        protocol: client.protocol,
        team: team.name,
        leadType: defaults.leadType,
        organizer: organizer.userId,
      },
      'Odoo ready',
    );
    return { client, defaults, series: series.serie, rights };
  }

  /** The salesperson who organises every booked meeting (and attends it), with their contact. */
  private async organizer(client: OdooClient, userId: number | false, teamName: string): Promise<LeadDefaults['organizer']> {
    if (!userId)
      throw configError(
        `no salesperson organises booked meetings: set ODOO_SALESPERSON_ID, or give the "${teamName}" team a leader in Odoo`,
      );
    const [user] = await client.read<{ id: number; partner_id: [number, string] | false; active: boolean }>(
      'res.users',
      [userId],
      ['partner_id', 'active'],
    );
    if (!user?.active || !user.partner_id) throw configError(`the salesperson (res.users ${userId}) does not exist or is archived in Odoo`);
    return { userId, partnerId: user.partner_id[0] };
  }
}
