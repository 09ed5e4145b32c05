// A fake Odoo 17 for development, contract tests and benchmarks, over XML-RPC and JSON-2 (Odoo 19's API): the
// endpoints, return shapes and fault table of a real server, plus switches to make it slow, fail, drop
// sockets or go away, and a view of what it holds. Start it with `startOdooSim`; `main.ts` is the CLI.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { z } from 'zod';
import { formatUtc } from './odoo-datetime';
import { OdooFault, pythonFault } from './odoo-faults';
import { failureRuleSchema, simFailureSchema, SimSwitchboard, type FailureRule, type SimCall, type SimFailure } from './sim-control';
import { closeGroups, DEFAULT_BOT_GROUPS, groupById } from './sim-access';
import { BOT_UID, seedDatabase, seedSince17Access } from './sim-seed';
import { buildModels, type CustomFields } from './sim-models';
import { ODOO_17_VERSION, OdooServices, type VersionInfo } from './sim-services';
import { readSnapshot, SimStore, writeSnapshot, type StoredRecord } from './sim-store';
import { parseMethodCall, serializeFault, serializeResponse } from './xmlrpc-codec';

export type { FailureRule, SimCall, SimFailure } from './sim-control';
export type { VersionInfo } from './sim-services';
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

export type OutageMode = 'refuse' | 'reset';

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

const controlSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('latency'), ms: z.number().int().min(0), target: z.string().min(1).optional() }),
  failureRuleSchema.extend({ action: z.literal('fail') }),
  z.object({
    action: z.literal('commit-then-drop'),
    target: z.string().min(1).optional(),
    times: z.number().int().positive().optional(),
  }),
  z.object({ action: z.literal('clear-failures') }),
  z.object({ action: z.literal('fault-rate'), rate: z.number().min(0).max(1), target: z.string().min(1).optional(), failure: simFailureSchema.optional() }),
  z.object({ action: z.literal('write'), model: z.string().min(1), ids: z.array(z.number().int().positive()).min(1), values: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('unlink'), model: z.string().min(1), ids: z.array(z.number().int().positive()).min(1) }),
  z.object({ action: z.literal('videocall'), template: z.string().min(1).nullable() }),
  z.object({
    action: z.literal('outage'),
    mode: z.enum(['refuse', 'reset']).default('reset'),
    durationMs: z.number().int().positive().optional(),
  }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('set-api-key'), apiKey: z.string().min(1) }),
  z.object({ action: z.literal('set-groups'), groups: z.array(z.string().min(1)) }),
  z.object({ action: z.literal('set-bot-email'), email: z.string().min(1).nullable() }),
  z.object({ action: z.literal('reset-login-failures') }),
  z.object({ action: z.literal('reset-counters') }),
  z.object({ action: z.literal('reset') }),
]);

const MAX_BODY = 10 * 1024 * 1024;

const HTML_REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

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
  const saved = options.dataFile ? readSnapshot(options.dataFile) : null;
  const seed = { login, now: formatUtc(now()) };
  if (saved) store.restore(saved);
  store.transaction(() => {
    // seedSince17Access also moves the administrator off the bot's login, should a restart change it.
    if (saved) seedSince17Access(store, models, seed);
    else seedDatabase(store, models, seed);
    // The login, groups and key come from the options on every start; a data file only carries records.
    store.update('res.users', BOT_UID, { login, groups_id: botGroups });
  });
  persist();

  const version: VersionInfo = { ...ODOO_17_VERSION, ...options.version };
  let videocall: string | null = null;
  const services = new OdooServices(
    store,
    models,
    {
      db,
      apiKeys,
      cooldown: { after: options.loginCooldown?.after ?? 5, durationMs: options.loginCooldown?.durationMs ?? 60_000 },
      version,
      now,
      videocall: () => videocall,
    },
    persist,
  );

  let outage: OutageMode | null = null;
  let outageTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const waits = new Set<{ timer: NodeJS.Timeout; resolve: (proceed: boolean) => void }>();
  const sockets = new Set<Socket>();

  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          waits.delete(entry);
          resolve(true);
        }, ms),
        resolve,
      };
      waits.add(entry);
    });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://sim').pathname;
    if (path.startsWith('/__sim/')) return handleSim(req, res, path);
    if (path === '/web/version' && outage !== 'reset') {
      return sendJson(res, 200, { version_info: version.server_version_info, version: version.server_version });
    }
    const json2 = /^\/json\/2\/([\w.]+)\/(\w+)$/.exec(path);
    const service = path === '/xmlrpc/2/common' ? 'common' : path === '/xmlrpc/2/object' ? 'object' : json2 ? 'json2' : null;
    if (!service) return sendHtml(res, 404, 'Not Found', 'The requested URL was not found on the server.');
    if (req.method !== 'POST') return sendHtml(res, 405, 'Method Not Allowed', 'The method is not allowed for the requested URL.');

    const body = await readBody(req);
    if (outage === 'reset') {
      req.socket.destroy();
      return;
    }
    const source = req.socket.remoteAddress ?? 'unknown';

    if (service === 'json2') {
      const [, model = '', method = ''] = json2 ?? [];
      let named: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(body || '{}');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('the body must be a JSON object');
        named = parsed as Record<string, unknown>;
      } catch (error) {
        return sendJson(res, 400, { name: 'werkzeug.exceptions.BadRequest', message: `Invalid JSON body: ${(error as Error).message}`, arguments: [], context: {}, debug: '' });
      }
      const { ids, ...kwargs } = named;
      const bearer = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? null;
      const dbHeader = req.headers['x-odoo-database'];
      const auth = { bearer, db: typeof dbHeader === 'string' ? dbHeader : null };
      return runCall(req, res, `${model}.${method}`, ids === undefined ? [] : [ids], kwargs, () => services.json2(model, method, named, auth, source), 'json');
    }

    let call: { method: string; params: unknown[] };
    try {
      call = await parseMethodCall(body);
    } catch (error) {
      switchboard.record(`${service}.<unparsable>`, [], {}, now());
      return sendFault(res, error as OdooFault);
    }
    const { target, args, kwargs } = describeCall(service, call.method, call.params);
    const run = () => (service === 'common' ? services.common(call.method, call.params, source) : services.object(call.method, call.params, source));
    return runCall(req, res, target, args, kwargs, run, 'xml');
  }

  /** One call of either protocol: logged, delayed, failed on request, run, answered in its protocol's shape. */
  async function runCall(
    req: IncomingMessage,
    res: ServerResponse,
    target: string,
    args: unknown[],
    kwargs: Record<string, unknown>,
    run: () => unknown,
    wire: 'xml' | 'json',
  ): Promise<void> {
    switchboard.record(target, args, kwargs, now());
    const latency = switchboard.latencyFor(target);
    if (latency > 0 && !(await pause(latency))) return;

    let rule = switchboard.takeRule(target);
    if (rule?.failure.type === 'slow') {
      if (!(await pause(rule.failure.ms))) return;
      rule = undefined;
    }
    if (rule && (!rule.commit || rule.failure.type === 'load-row-error')) return fail(req, res, rule.failure, wire);

    let outcome: { value: unknown } | { fault: OdooFault };
    try {
      outcome = { value: run() };
    } catch (error) {
      if (!(error instanceof OdooFault)) throw error;
      outcome = { fault: error };
    }
    if (rule) return fail(req, res, rule.failure, wire);
    if ('fault' in outcome) return wire === 'json' ? sendJsonFault(res, outcome.fault) : sendFault(res, outcome.fault);
    if (wire === 'json') return sendJson(res, 200, outcome.value);
    res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
    res.end(serializeResponse(outcome.value));
  }

  function fail(req: IncomingMessage, res: ServerResponse, failure: SimFailure, wire: 'xml' | 'json'): void {
    switch (failure.type) {
      case 'load-row-error': {
        const answer = { ids: false, messages: [{ rows: { from: 0, to: 0 }, record: 0, type: 'error', message: failure.message }], nextrow: 0 };
        if (wire === 'json') return sendJson(res, 200, answer);
        res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(serializeResponse(answer));
        return;
      }
      case 'drop':
        req.socket.destroy();
        return;
      case 'slow':
        return;
      case 'fault': {
        const fault = new OdooFault(failure.faultCode, failure.faultString);
        return wire === 'json' ? sendJsonFault(res, fault) : sendFault(res, fault);
      }
      case 'http': {
        const reason = HTML_REASONS[failure.status] ?? 'Error';
        const html =
          failure.body ??
          `<html>\r\n<head><title>${failure.status} ${reason}</title></head>\r\n<body>\r\n` +
            `<center><h1>${failure.status} ${reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
        res.writeHead(failure.status, { 'Content-Type': 'text/html', ...failure.headers });
        res.end(html);
      }
    }
  }

  async function handleSim(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === '/__sim/state' && req.method === 'GET') return sendJson(res, 200, state.snapshot());
    if (path === '/__sim/records' && req.method === 'GET') {
      const model = new URL(req.url ?? '/', 'http://sim').searchParams.get('model') ?? '';
      if (!models.has(model)) return sendJson(res, 404, { ok: false, error: `unknown model ${model}` });
      return sendJson(res, 200, state.records(model));
    }
    if (path === '/__sim/control' && req.method === 'POST') {
      let command: z.infer<typeof controlSchema>;
      try {
        command = controlSchema.parse(JSON.parse(await readBody(req)));
      } catch (error) {
        return sendJson(res, 400, { ok: false, error: error instanceof Error ? error.message : String(error) });
      }
      if (command.action === 'outage' && command.mode === 'refuse' && command.durationMs === undefined) {
        return sendJson(res, 400, { ok: false, error: 'a "refuse" outage over HTTP needs durationMs: nothing could end it' });
      }
      if (command.action === 'outage') {
        // Answer first: a "refuse" outage closes this very connection.
        const { mode, durationMs } = command;
        res.on('finish', () => void control.outage(mode, { durationMs }));
        return sendJson(res, 200, { ok: true });
      }
      try {
        await applyControl(command);
      } catch (error) {
        // An unknown group, or a staff write Odoo refuses (the OdooFault's text).
        return sendJson(res, 400, { ok: false, error: error instanceof Error ? error.message : String(error) });
      }
      return sendJson(res, 200, { ok: true, state: state.snapshot() });
    }
    return sendJson(res, 404, { ok: false, error: 'unknown simulator endpoint' });
  }

  async function applyControl(command: Exclude<z.infer<typeof controlSchema>, { action: 'outage' }>): Promise<void> {
    switch (command.action) {
      case 'latency':
        return control.setLatency(command.ms, command.target);
      case 'fail': {
        const { action: _action, ...rule } = command;
        return control.failNext(rule);
      }
      case 'commit-then-drop':
        return control.commitThenDrop(command.target, command.times);
      case 'clear-failures':
        return control.clearFailures();
      case 'fault-rate':
        return control.setFaultRate(command.rate, command.target, command.failure);
      case 'write':
        return control.write(command.model, command.ids, command.values);
      case 'unlink':
        return control.unlink(command.model, command.ids);
      case 'videocall':
        return control.setVideocall(command.template);
      case 'resume':
        return control.resume();
      case 'set-api-key':
        return control.setApiKey(command.apiKey);
      case 'set-groups':
        return control.setBotGroups(command.groups);
      case 'set-bot-email':
        return control.setBotEmail(command.email);
      case 'reset-login-failures':
        return control.resetLoginFailures();
      case 'reset-counters':
        return state.resetCounters();
      case 'reset':
        return control.reset();
    }
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    // One I/O turn, so in-process clients see their pooled keep-alive sockets close before the next call.
    await new Promise((resolve) => setImmediate(resolve));
  };

  let port = options.port ?? 0;
  await listen();
  port = (server.address() as AddressInfo).port;

  const control: SimControl = {
    setLatency: (ms, target) => switchboard.setLatency(ms, target),
    failNext: (rule) => switchboard.addRule(rule),
    commitThenDrop: (target = 'crm.lead.create', times = 1) =>
      switchboard.addRule({ target, times, commit: true, failure: { type: 'drop' } }),
    clearFailures: () => switchboard.clearRules(),
    setFaultRate: (rate, target, failure) => switchboard.setFaultRate(rate, target, failure),
    write: (model, ids, values) => services.asUser(model, 'write', [ids, values]),
    unlink: (model, ids) => services.asUser(model, 'unlink', [ids]),
    setVideocall: (template) => {
      videocall = template;
    },
    async outage(mode = 'refuse', { durationMs } = {}) {
      if (closed) return;
      clearTimeout(outageTimer);
      if (outage === 'refuse' && mode === 'reset') await listen();
      outage = mode;
      if (mode === 'refuse') await stopListening();
      if (durationMs !== undefined) outageTimer = setTimeout(() => void control.resume(), durationMs);
    },
    async resume() {
      clearTimeout(outageTimer);
      const was = outage;
      outage = null;
      if (was === 'refuse' && !closed) await listen();
    },
    setApiKey: (key) => apiKeys.set(BOT_UID, key),
    setBotGroups(groups) {
      const ids = closeGroups(groups);
      store.transaction(() => store.update('res.users', BOT_UID, { groups_id: ids }));
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
      videocall = null;
      services.resetLoginFailures();
      await control.resume();
    },
  };

  const state: SimStateView = {
    counters: () => switchboard.countersObject(),
    calls: (target = '*') => switchboard.count(target),
    callLog: (target) => switchboard.calls(target),
    records: (model) => store.all(model).map((record) => structuredClone(record)),
    findByExternalId(xmlid) {
      const [module, name] = xmlid.includes('.') ? [xmlid.slice(0, xmlid.indexOf('.')), xmlid.slice(xmlid.indexOf('.') + 1)] : ['__import__', xmlid];
      const data = store.all('ir.model.data').find((r) => r.module === module && r.name === name);
      if (!data || typeof data.model !== 'string' || typeof data.res_id !== 'number') return undefined;
      const record = store.get(data.model, data.res_id);
      return record ? structuredClone(record) : undefined;
    },
    resetCounters: () => switchboard.resetCounters(),
    openConnections: () => sockets.size,
    snapshot: () => ({
      counters: switchboard.countersObject(),
      ...switchboard.describe(),
      outage,
      loginFailures: services.loginFailuresObject(),
      records: Object.fromEntries([...models.keys()].map((model) => [model, store.all(model).length])),
      bot: botState(),
    }),
  };

  function botState(): SimSnapshot['bot'] {
    const user = store.get('res.users', BOT_UID);
    const partner = typeof user?.partner_id === 'number' ? store.get('res.partner', user.partner_id) : undefined;
    const groups = Array.isArray(user?.groups_id) ? user.groups_id : [];
    return {
      uid: BOT_UID,
      login: String(user?.login ?? login),
      groups: groups.map((id) => groupById(id)?.xmlid ?? String(id)),
      email: typeof partner?.email === 'string' ? partner.email : null,
    };
  }

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    host,
    port,
    db,
    login,
    get apiKey() {
      return apiKeys.get(BOT_UID) ?? apiKey;
    },
    uid: BOT_UID,
    control,
    state,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(outageTimer);
      for (const wait of waits) {
        clearTimeout(wait.timer);
        wait.resolve(false);
      }
      waits.clear();
      await stopListening();
    },
  };
}

/** The call's target name and a loggable copy of its arguments (the secret never lands in the log). */
function describeCall(service: 'common' | 'object', method: string, params: unknown[]) {
  if (service === 'common') {
    const masked = method === 'authenticate' || method === 'login' ? params.map((p, i) => (i === 2 ? '***' : p)) : params;
    return { target: `common.${method}`, args: masked, kwargs: {} };
  }
  const [, , , model, name, args, kwargs] = params;
  if ((method === 'execute_kw' || method === 'execute') && typeof model === 'string' && typeof name === 'string') {
    const positional = method === 'execute' ? params.slice(5) : Array.isArray(args) ? args : [];
    const keywords = method === 'execute_kw' && kwargs && typeof kwargs === 'object' && !Array.isArray(kwargs) ? (kwargs as Record<string, unknown>) : {};
    return { target: `${model}.${name}`, args: positional, kwargs: keywords };
  }
  return { target: `object.${method}`, args: [], kwargs: {} };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendFault(res: ServerResponse, fault: OdooFault): void {
  const safe = fault instanceof OdooFault ? fault : pythonFault('Exception', String(fault), 'parse');
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(serializeFault(safe));
}

/**
 * A fault as JSON-2 reports it: an HTTP error status and a JSON body naming the exception. Credentials are
 * 401, access rules 403, user errors 422, anything else 500 with the traceback in `debug`.
 */
function sendJsonFault(res: ServerResponse, fault: OdooFault): void {
  const status = fault.faultCode === 3 ? 401 : fault.faultCode === 4 ? 403 : fault.faultCode === 2 ? 422 : 500;
  const lastLine = fault.faultString.trimEnd().split('\n').at(-1) ?? '';
  const [type, ...rest] = lastLine.split(': ');
  const name =
    fault.faultCode === 3 ? 'odoo.exceptions.AccessDenied' : fault.faultCode === 4 ? 'odoo.exceptions.AccessError' : fault.faultCode === 2 ? 'odoo.exceptions.UserError' : (type ?? 'Exception');
  const message = fault.faultCode === 1 ? rest.join(': ') : fault.faultString;
  sendJson(res, status, { name, message, arguments: [message], context: {}, debug: fault.faultCode === 1 ? fault.faultString : '' });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, title: string, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html>\n<html lang=en>\n<title>${status} ${title}</title>\n<h1>${title}</h1>\n<p>${text}</p>\n`);
}
