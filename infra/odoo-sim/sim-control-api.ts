// The simulator's control API (`sim.control`): latency, failures and outages through the switchboard and
// the listener, what staff do in Odoo's UI (as the administrator), and the bot's API key, role and e-mail.
import { type OdooSeries, userGroupsField } from './sim-series';
import { closeGroups } from './sim-access';
import { type FailureRule, type SimFailure, type SimSwitchboard } from './sim-control';
import { type OutageMode, type SimListener } from './sim-listener';
import { BOT_UID } from './sim-seed';
import { type OdooServices } from './sim-services';
import { type SimStore } from './sim-store';

export interface SimControl {
  /** Delay every matching call by `ms` before it is processed (0 removes the setting). */
  setLatency(ms: number, target?: string): void;
  /** Make the next matching call(s) fail; see FailureRule. */
  failNext(rule: FailureRule): void;
  /** Perform the call (Odoo commits) and then destroy the socket without answering. */
  commitThenDrop(target?: string, times?: number): void;
  clearFailures(): void;
  /** Fail this share (0–1) of matching calls at random (default: a serialization failure); 0 stops it. */
  setFaultRate(rate: number, target?: string, failure?: SimFailure): void;
  /** What a salesperson does in Odoo's UI: a new record (a meeting in their calendar…) as the admin user, committed; its id. */
  create(model: string, values: Record<string, unknown>): number;
  /** What a salesperson does in Odoo's UI: a write (stage, start, active…) as the admin user, committed. */
  write(model: string, ids: number[], values: Record<string, unknown>): void;
  /** Deletes records as the admin user (their external ids go too, as in Odoo). */
  unlink(model: string, ids: number[]): void;
  /**
   * New calendar events get this video link in `videocall_location` ("{id}" becomes the event id), as a
   * video-conference integration would fill it; null (the default) leaves the field as sent.
   */
  setVideocall(template: string | null): void;
  /**
   * "refuse": stop listening (ECONNREFUSED) and close open sockets; "reset": keep accepting but destroy
   * every XML-RPC request's socket (ECONNRESET). Ends with resume() or after durationMs.
   */
  outage(mode?: OutageMode, options?: { durationMs?: number }): Promise<void>;
  /** Ends an outage; a refused listener comes back on the same port. */
  resume(): Promise<void>;
  /** Rotates (or, with a new value, revokes) the bot user's API key. */
  setApiKey(apiKey: string): void;
  /** Replaces the bot's groups (xml ids; implied groups are added, as Odoo does). Throws on an unknown group. */
  setBotGroups(groups: string[]): void;
  /** Sets the e-mail address of the bot's partner, or removes it (null): without one it cannot post messages. */
  setBotEmail(email: string | null): void;
  resetLoginFailures(): void;
  /** Clears failures, latency, counters, call log, login failures and the video link, and ends any outage. Data and the bot's groups and e-mail stay. */
  reset(): Promise<void>;
}

/** What the control API sets and the ORM reads at each call. */
export interface SimSettings {
  /** The video link template of new calendar events (see setVideocall). */
  videocall: string | null;
}

export interface ControlDeps {
  switchboard: SimSwitchboard;
  services: OdooServices;
  store: SimStore;
  listener: SimListener;
  /** uid → API key, shared with the services. */
  apiKeys: Map<number, string>;
  settings: SimSettings;
  /** Rewrites the data file, if there is one. */
  persist: () => void;
  series: OdooSeries;
}

export function createControl(deps: ControlDeps): SimControl {
  const { switchboard, services, store, listener, apiKeys, settings, persist } = deps;
  const control: SimControl = {
    setLatency: (ms, target) => switchboard.setLatency(ms, target),
    failNext: (rule) => switchboard.addRule(rule),
    commitThenDrop: (target = 'crm.lead.create', times = 1) =>
      switchboard.addRule({ target, times, commit: true, failure: { type: 'drop' } }),
    clearFailures: () => switchboard.clearRules(),
    setFaultRate: (rate, target, failure) => switchboard.setFaultRate(rate, target, failure),
    create: (model, values) => services.asUser(model, 'create', [values]) as number,
    write: (model, ids, values) => services.asUser(model, 'write', [ids, values]),
    unlink: (model, ids) => services.asUser(model, 'unlink', [ids]),
    setVideocall: (template) => {
      settings.videocall = template;
    },
    outage: (mode = 'refuse', { durationMs } = {}) => listener.startOutage(mode, durationMs),
    resume: () => listener.resume(),
    setApiKey: (key) => apiKeys.set(BOT_UID, key),
    setBotGroups(groups) {
      const ids = closeGroups(groups);
      store.transaction(() => store.update('res.users', BOT_UID, { [userGroupsField(deps.series)]: ids }));
      persist();
    },
    setBotEmail(email) {
      const partnerId = store.get('res.users', BOT_UID)?.partner_id;
      if (typeof partnerId !== 'number') return;
      store.transaction(() => store.update('res.partner', partnerId, { email }));
      persist();
    },
    resetLoginFailures: () => services.resetLoginFailures(),
    async reset() {
      switchboard.reset();
      settings.videocall = null;
      services.resetLoginFailures();
      await control.resume();
    },
  };
  return control;
}
