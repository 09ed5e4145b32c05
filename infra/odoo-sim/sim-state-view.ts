// What the simulator shows of itself (`sim.state`, `GET /__sim/state`): counters and the call log, raw records
// and external ids, open connections, and a snapshot of the switches, the outage, login failures and the bot.
import { type OdooSeries, userGroupsField } from './sim-series';
import { groupById } from './sim-access';
import { type SimCall, type SimFailure, type SimSwitchboard } from './sim-control';
import { type OutageMode, type SimListener } from './sim-listener';
import { type ModelDef } from './sim-models';
import { BOT_UID } from './sim-seed';
import { type OdooServices } from './sim-services';
import { type SimStore, type StoredRecord } from './sim-store';

export interface SimStateView {
  /** Calls received per target ("crm.lead.create", "common.authenticate", …). */
  counters(): Record<string, number>;
  /** Calls received for a target or pattern ("crm.lead.*", "*"). */
  calls(target?: string): number;
  /** The recent calls (secrets masked), oldest first. */
  callLog(target?: string): SimCall[];
  /** Raw stored records of a model, archived ones included (many2one as ids). */
  records(model: string): StoredRecord[];
  /** The record an external id ("module.name", or a bare name in `__import__`) points at. */
  findByExternalId(xmlid: string): StoredRecord | undefined;
  resetCounters(): void;
  /** TCP connections currently open (keep-alive ones included): shows whether a client destroyed its socket. */
  openConnections(): number;
  snapshot(): SimSnapshot;
}

export interface SimSnapshot {
  counters: Record<string, number>;
  latency: Record<string, number>;
  failures: Array<{ target: string; remaining: number; commit: boolean; failure: SimFailure }>;
  faultRate: { target: string; rate: number } | null;
  outage: OutageMode | null;
  loginFailures: Record<string, { failures: number; last: string }>;
  records: Record<string, number>;
  /** The API user: uid, login, groups (xml ids, implied ones included) and e-mail. */
  bot: { uid: number; login: string; groups: string[]; email: string | null };
}

export interface StateViewDeps {
  switchboard: SimSwitchboard;
  store: SimStore;
  models: Map<string, ModelDef>;
  services: OdooServices;
  listener: SimListener;
  /** The bot's login from the options, shown should its user be gone. */
  login: string;
  series: OdooSeries;
}

export function createStateView(deps: StateViewDeps): SimStateView {
  const { switchboard, store, models, services, listener } = deps;
  return {
    counters: () => switchboard.countersObject(),
    calls: (target = '*') => switchboard.count(target),
    callLog: (target) => switchboard.calls(target),
    records: (model) => store.all(model).map((record) => structuredClone(record)),
    findByExternalId: (xmlid) => findByExternalId(store, xmlid),
    resetCounters: () => switchboard.resetCounters(),
    openConnections: () => listener.openConnections(),
    snapshot: () => ({
      counters: switchboard.countersObject(),
      ...switchboard.describe(),
      outage: listener.outage,
      loginFailures: services.loginFailuresObject(),
      records: Object.fromEntries([...models.keys()].map((model) => [model, store.all(model).length])),
      bot: botState(store, deps.login, deps.series),
    }),
  };
}

/** The record an external id points at (a bare name is in `__import__`), as a copy. */
function findByExternalId(store: SimStore, xmlid: string): StoredRecord | undefined {
  const [module, name] = xmlid.includes('.')
    ? [xmlid.slice(0, xmlid.indexOf('.')), xmlid.slice(xmlid.indexOf('.') + 1)]
    : ['__import__', xmlid];
  const data = store.all('ir.model.data').find((r) => r.module === module && r.name === name);
  if (!data || typeof data.model !== 'string' || typeof data.res_id !== 'number') return undefined;
  const record = store.get(data.model, data.res_id);
  return record ? structuredClone(record) : undefined;
}

function botState(store: SimStore, login: string, series: OdooSeries): SimSnapshot['bot'] {
  const user = store.get('res.users', BOT_UID);
  const partner = typeof user?.partner_id === 'number' ? store.get('res.partner', user.partner_id) : undefined;
  const stored = user?.[userGroupsField(series)];
  const groups = Array.isArray(stored) ? stored : [];
  return {
    uid: BOT_UID,
    login: String(user?.login ?? login),
    groups: groups.map((id) => groupById(id)?.xmlid ?? String(id)),
    email: typeof partner?.email === 'string' ? partner.email : null,
  };
}
