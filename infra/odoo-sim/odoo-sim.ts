// A fake Odoo 17, 18 or 19 for development, contract tests and benchmarks, over XML-RPC and (as 19) JSON-2:
// the endpoints, return shapes and fault table of a real server of that series (sim-series.ts says what
// differs), plus switches to make it slow, fail, drop sockets or go away, and a view of what it holds.
// Start it with `startOdooSim`; `main.ts` is the CLI.
import { randomBytes } from 'node:crypto';
import { formatUtc } from './odoo-datetime';
import { closeGroups, DEFAULT_BOT_GROUPS } from './sim-access';
import { SimSwitchboard } from './sim-control';
import { createControl, type SimControl, type SimSettings } from './sim-control-api';
import { SimListener } from './sim-listener';
import { buildModels, type CustomFields, type ModelDef } from './sim-models';
import { handleRequest } from './sim-router';
import { BOT_UID, seedDatabase, seedSince17Access, type SeedOptions } from './sim-seed';
import { ODOO_SERIES, type OdooSeries, userGroupsField, versionOf, type VersionInfo } from './sim-series';
import { OdooServices } from './sim-services';
import { createStateView, type SimStateView } from './sim-state-view';
import { readSnapshot, SimStore, writeSnapshot } from './sim-store';

export type { FailureRule, SimCall, SimFailure } from './sim-control';
export type { SimControl } from './sim-control-api';
export type { OutageMode } from './sim-listener';
export type { OdooSeries, VersionInfo } from './sim-series';
export type { SimSnapshot, SimStateView } from './sim-state-view';
export type { StoredRecord } from './sim-store';

export interface OdooSimOptions {
  /** Loopback by default; the simulator has no business on other interfaces. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  db?: string;
  /** The bot user's login (default bot@example.com); the API key logs in as this user, uid 6. */
  login?: string;
  /** The bot user's API key; a random one when omitted. */
  apiKey?: string;
  /**
   * The bot's groups by xml id, implied ones added (default ['sales_team.group_sale_manager'], Sales /
   * Administrator). Applied on every start, data file or not; see README "Access rights".
   */
  botGroups?: string[];
  /** JSON file to load at start and rewrite (atomically) after every committed write; memory only without. */
  dataFile?: string;
  /**
   * The Odoo series to behave as (default 17, or the major of `version.server_serie` when that is 17–19):
   * JSON-2, has_group's form, the groups field, the fresh Sales team's leader… (sim-series.ts).
   */
  series?: OdooSeries;
  /** What common.version answers, when not the series' own (e.g. a SaaS or enterprise build). */
  version?: Partial<VersionInfo>;
  loginCooldown?: { after?: number; durationMs?: number };
  /** Custom `x_` fields per model, e.g. { 'crm.lead': { x_sync_key: { type: 'char', string: 'Sync key' } } }. */
  customFields?: CustomFields;
  /** Clock for create_date/write_date and the login cooldown. */
  now?: () => Date;
  /** How many calls the call log keeps (default 1000). */
  callLogSize?: number;
}

export interface OdooSim {
  url: string;
  host: string;
  series: OdooSeries;
  port: number;
  db: string;
  login: string;
  apiKey: string;
  uid: number;
  control: SimControl;
  state: SimStateView;
  close(): Promise<void>;
}

export async function startOdooSim(options: OdooSimOptions = {}): Promise<OdooSim> {
  const host = options.host ?? '127.0.0.1';
  const db = options.db ?? 'odoo';
  const login = options.login ?? 'bot@example.com';
  const botGroups = closeGroups(options.botGroups ?? DEFAULT_BOT_GROUPS);
  const apiKey = options.apiKey ?? randomBytes(20).toString('hex');
  const now = options.now ?? (() => new Date());
  const series = options.series ?? seriesOf(options.version?.server_serie) ?? 17;
  const models = buildModels(options.customFields, series);
  const store = new SimStore();
  const switchboard = new SimSwitchboard(options.callLogSize ?? 1000);
  const apiKeys = new Map([[BOT_UID, apiKey]]);

  const persist = () => {
    if (options.dataFile) writeSnapshot(options.dataFile, store.snapshot());
  };
  openDatabase(store, models, options.dataFile, { login, now: formatUtc(now()), series }, botGroups);
  persist();

  const version: VersionInfo = { ...versionOf(series), ...options.version };
  const settings: SimSettings = { videocall: null };
  const services = new OdooServices(
    store,
    models,
    {
      db,
      apiKeys,
      cooldown: { after: options.loginCooldown?.after ?? 5, durationMs: options.loginCooldown?.durationMs ?? 60_000 },
      series,
      version,
      now,
      videocall: () => settings.videocall,
    },
    persist,
  );
  const listener = new SimListener(host, options.port ?? 0);
  const control = createControl({ switchboard, services, store, listener, apiKeys, settings, persist, series });
  const state = createStateView({ switchboard, store, models, services, listener, login, series });
  listener.serve((req, res) => handleRequest({ services, switchboard, listener, models, series, version, now, control, state }, req, res));
  await listener.listen();

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listener.port}`,
    host,
    series,
    port: listener.port,
    db,
    login,
    get apiKey() {
      return apiKeys.get(BOT_UID) ?? apiKey;
    },
    uid: BOT_UID,
    control,
    state,
    close: () => listener.close(),
  };
}

/**
 * Loads the data file (bringing an older one up to date) or seeds a fresh database; the bot's login and groups
 * come from the options either way.
 */
function openDatabase(
  store: SimStore,
  models: Map<string, ModelDef>,
  dataFile: string | undefined,
  seed: SeedOptions,
  botGroups: number[],
): void {
  const saved = dataFile ? readSnapshot(dataFile) : null;
  if (saved) store.restore(saved);
  store.transaction(() => {
    // seedSince17Access also moves the administrator off the bot's login, should a restart change it.
    if (saved) seedSince17Access(store, models, seed);
    else seedDatabase(store, models, seed);
    // The login, groups and key come from the options on every start; a data file only carries records.
    store.update('res.users', BOT_UID, { login: seed.login, [userGroupsField(seed.series)]: botGroups });
  });
}

/** The series a version answer names, when the simulator knows it. */
function seriesOf(serie: string | undefined): OdooSeries | undefined {
  const major = Number(/(\d+)\.\d+/.exec(serie ?? '')?.[1]);
  return ODOO_SERIES.find((s) => s === major);
}
