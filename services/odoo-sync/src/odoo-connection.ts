// The worker's way to Odoo: a client that has authenticated, checked the bot's rights and the fields we
// write, and resolved the ids every lead carries (team, medium, source) and the user who organises
// meetings. A configuration failure here (bad credentials, a missing right or field, an unknown team or
// salesperson) is remembered for a back-off period, during which jobs wait without calling Odoo: repeated
// log-in failures would put our address on Odoo's login cooldown (after 5 failures, for 60 s). Records
// wait meanwhile, and sync once it is fixed. What only one feature needs (erasing in the configured mode,
// the bot's e-mail address for meetings on 17 and 18) makes only that feature's jobs wait, with a
// readiness warning; the checks run again after the back-off, so a fix is seen without a restart. A
// refusal of one record that the checks do not explain (a meeting staff made private) holds up that
// record alone (job-failure.ts).
import { type EraseMode } from '@site/contracts/jobs';
import { type Logger } from 'pino';
import { type OdooTeam } from './odoo-calls';
import { OdooClient, type OdooClientOptions } from './odoo-client';
import { configError, OdooError } from './odoo-errors';
import { checkRights, type OdooRights } from './odoo-rights';
import { type OdooTransport } from './odoo-transport';
import { EVENT_FIELDS, LEAD_FIELDS, type LeadDefaults } from './odoo-values';
import { type sharedSetupBlock } from './shared-state';

/** Who organises booked meetings, and why that user: the configured salesperson, the team's leader or first member, or the bot. */
export type Organizer = LeadDefaults['organizer'] & { source: 'salesperson' | 'leader' | 'member' | 'bot' };

export type ReadyOdoo = {
  client: OdooClient;
  defaults: LeadDefaults;
  series: string;
  rights: OdooRights;
  organizer: Organizer;
  /** Why meetings cannot be made in this Odoo as it is set up (bookings wait), or null. */
  bookingProblem: string | null;
  /** What readiness shows while Odoo works: each thing the operator should set, or what waits. */
  warnings: string[];
};

/** The first series that logs a meeting on its lead (and posts notes) for a user without an e-mail address. */
const SENDERLESS_NOTES_FROM_MAJOR = 19;

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
  /** When a feature waits for Odoo's set-up: the checks run again at the first get() after this. */
  private recheckAt: number | null = null;
  /** When the set-up checks last passed. */
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly opts: OdooConnectionOptions) {}

  private get now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** A ready client, or the configuration error that keeps us from having one (thrown, without calling Odoo). */
  get(): Promise<ReadyOdoo> {
    if (this.blocked && this.now < this.blocked.until) return Promise.reject(this.blocked.error);
    if (this.recheckAt !== null && this.now >= this.recheckAt) {
      this.recheckAt = null;
      this.ready = null;
    }
    this.ready ??= this.connectUnlessBlockedElsewhere().then(
      (ready) => {
        this.blocked = null;
        this.checkedAt = this.now;
        // Something the operator should set: look again now and then, so a fix shows without a restart.
        if (ready.warnings.length > 0) this.recheckAt ??= this.now + (this.opts.maxBackoffMs ?? 5 * 60_000);
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

  /**
   * A feature's job waits for Odoo's set-up ('not_set_up'): the checks run again after the back-off, and
   * the job is tried then. Returns when.
   */
  featureWaits(): number {
    const at = this.now + this.backoffMs;
    this.recheckAt = Math.min(this.recheckAt ?? at, at);
    return this.recheckAt;
  }

  /**
   * Odoo refused one record mid-job (fault 4, an access error): whose fault is it? The set-up checks run
   * again, unless they passed within the back-off. Null when they pass: the bot has every right it
   * needs, so a rule on that record refused it (a meeting staff made private, say), and only its job
   * should wait (`recordWaits`). Otherwise the configuration error that now keeps every job waiting.
   */
  async refusalCause(): Promise<OdooError | null> {
    if (this.now - this.checkedAt < this.backoffMs) return null;
    this.ready = null;
    try {
      await this.get();
      return null;
    } catch (failure) {
      // Not a configuration error (Odoo unreachable, say): the next job connects and checks again.
      return isConfigurationError(failure) ? failure : null;
    }
  }

  /** A job whose record Odoo refuses waits this long, alone; returns when it is tried again. */
  recordWaits(): number {
    return this.now + this.backoffMs;
  }

  private get backoffMs(): number {
    return this.opts.backoffMs ?? 60_000;
  }

  /** Forget the client (after a configuration fault mid-run): the next job connects and checks again. */
  reset(error?: OdooError) {
    this.ready = null;
    if (error) void this.block(error);
  }

  private async block(error: OdooError) {
    const previous = this.blocked?.backoffMs ?? this.lastBackoffMs;
    const backoffMs = previous ? Math.min(previous * 2, this.opts.maxBackoffMs ?? 5 * 60_000) : this.backoffMs;
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
    const [bot] = await client.read<{ id: number; email: string | false; partner_id: [number, string] | false }>(
      'res.users',
      [uid],
      ['email', 'partner_id'],
    );
    const team = await client.findTeam(this.opts.teamName);
    if (!team) throw configError(`Odoo has no sales team named "${this.opts.teamName}"; set ODOO_TEAM`);
    const organizer = await this.organizer(client, team, { uid, partnerId: bot?.partner_id ? bot.partner_id[0] : false });
    // Odoo 17 and 18 log a meeting on its lead, and a note, as a message from the bot, and refuse one
    // without a sender address; a contact needs neither.
    const bookingProblem =
      series.major < SENDERLESS_NOTES_FROM_MAJOR && !bot?.email
        ? `the Odoo user ${login} has no e-mail address, which Odoo ${series.serie} needs to log a meeting on its lead: set one on the user`
        : null;
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
    if (bookingProblem) this.opts.log.error({ reason: bookingProblem }, 'bookings cannot reach Odoo until this is fixed; they wait');
    const organizerWarning =
      organizer.source === 'bot'
        ? `booked meetings are organised by the Odoo user ${login}, since the "${team.name}" team has no leader or active member: ` +
          `set ODOO_SALESPERSON_ID, or give the team a leader in Odoo`
        : null;
    if (organizerWarning) this.opts.log.warn(organizerWarning);
    const warnings = [organizerWarning, bookingProblem && `bookings wait: ${bookingProblem}`, rights.eraseProblem].filter(
      (w): w is string => !!w,
    );
    this.opts.log.info(
      {
        odoo: client.endpoint.url,
        db: client.endpoint.db,
        series: series.serie,
        protocol: client.protocol,
        team: team.name,
        leadType: defaults.leadType,
        organizer: organizer.userId,
        organizerIs: organizer.source,
      },
      'Odoo ready',
    );
    return { client, defaults, series: series.serie, rights, organizer, bookingProblem, warnings };
  }

  /**
   * Who organises every booked meeting (and attends it), with their contact: ODOO_SALESPERSON_ID, else the
   * team's leader, else its first active member, else the bot itself (a fresh Odoo 17 or 18 has no leader
   * on its "Sales" team; its administrator is a member). A configured salesperson who cannot be used is a
   * configuration error: every lead is assigned to them too.
   */
  private async organizer(client: OdooClient, team: OdooTeam, bot: { uid: number; partnerId: number | false }): Promise<Organizer> {
    const { salespersonId } = this.opts;
    const candidates = salespersonId ? [salespersonId] : [...(team.leaderId ? [team.leaderId] : []), ...team.memberIds];
    const users =
      candidates.length > 0
        ? await client.read<{ id: number; partner_id: [number, string] | false; active: boolean }>(
            'res.users',
            [...new Set(candidates)],
            ['partner_id', 'active'],
          )
        : [];
    const usable = (id: number) => users.find((u) => u.id === id && u.active && u.partner_id);
    if (salespersonId) {
      const user = usable(salespersonId);
      if (!user) throw configError(`the salesperson ODOO_SALESPERSON_ID=${salespersonId} does not exist or is archived in Odoo`);
      return { userId: user.id, partnerId: (user.partner_id as [number, string])[0], source: 'salesperson' };
    }
    for (const id of candidates) {
      const user = usable(id);
      if (user)
        return { userId: user.id, partnerId: (user.partner_id as [number, string])[0], source: id === team.leaderId ? 'leader' : 'member' };
    }
    if (!bot.partnerId) throw configError(`the Odoo user ${client.endpoint.login} has no contact (res.partner)`);
    return { userId: bot.uid, partnerId: bot.partnerId, source: 'bot' };
  }
}
