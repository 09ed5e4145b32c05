// A fake Odoo 17 for development, contract tests and benchmarks, over XML-RPC and JSON-2 (Odoo 19's API): the
// endpoints, return shapes and fault table of a real server, plus switches to make it slow, fail, drop
// sockets or go away, and a view of what it holds. Start it with `startOdooSim`; `main.ts` is the CLI.
import { randomBytes } from 'node:crypto';
import { formatUtc } from './odoo-datetime';
import { closeGroups, DEFAULT_BOT_GROUPS } from './sim-access';
import { SimSwitchboard } from './sim-control';
import { createControl, type SimControl, type SimSettings } from './sim-control-api';
import { SimListener } from './sim-listener';
import { buildModels, type CustomFields, type ModelDef } from './sim-models';
import { handleRequest } from './sim-router';
import { BOT_UID, seedDatabase, seedSince17Access, type SeedOptions } from './sim-seed';
import { ODOO_17_VERSION, OdooServices, type VersionInfo } from './sim-services';
import { createStateView, type SimStateView } from './sim-state-view';
import { readSnapshot, SimStore, writeSnapshot } from './sim-store';

export type { FailureRule, SimCall, SimFailure } from './sim-control';
export type { SimControl } from './sim-control-api';
export type { OutageMode } from './sim-listener';
export type { VersionInfo } from './sim-services';
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
  /** What common.version answers, e.g. a SaaS or enterprise build. */
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
  const models = buildModels(options.customFields);
  const store = new SimStore();
  const switchboard = new SimSwitchboard(options.callLogSize ?? 1000);
  const apiKeys = new Map([[BOT_UID, apiKey]]);

  const persist = () => {
    if (options.dataFile) writeSnapshot(options.dataFile, store.snapshot());
  };
  openDatabase(store, models, options.dataFile, { login, now: formatUtc(now()) }, botGroups);
  persist();

  const version: VersionInfo = { ...ODOO_17_VERSION, ...options.version };
  const settings: SimSettings = { videocall: null };
  const services = new OdooServices(
    store,
    models,
    {
      db,
      apiKeys,
      cooldown: { after: options.loginCooldown?.after ?? 5, durationMs: options.loginCooldown?.durationMs ?? 60_000 },
      version,
      now,
      videocall: () => settings.videocall,
    },
    persist,
  );
  const listener = new SimListener(host, options.port ?? 0);
  const control = createControl({ switchboard, services, store, listener, apiKeys, settings, persist });
  const state = createStateView({ switchboard, store, models, services, listener, login });
  listener.serve((req, res) => handleRequest({ services, switchboard, listener, models, version, now, control, state }, req, res));
  await listener.listen();

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listener.port}`,
    host,
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
    store.update('res.users', BOT_UID, { login: seed.login, groups_id: botGroups });
  });
}
