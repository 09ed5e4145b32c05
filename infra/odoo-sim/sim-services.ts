// The two XML-RPC services: `common` (version, authenticate, login) and `object` (execute_kw, execute),
// with Odoo's credential re-check on every call and its per-source login cooldown; and JSON-2 calls
// (Odoo 19) on the same ORM, authenticated by the bearer key alone.
import { formatUtc } from './odoo-datetime';
import { accessDenied, accessError, Json2Refusal, OdooFault, pyRepr, pythonFault, typeError, type FaultStage } from './odoo-faults';
import { ADMIN_UID } from './sim-access';
import { pyTypeName } from './sim-fields';
import { type ModelDef } from './sim-models';
import { callJson2 } from './sim-json2';
import { callKw } from './sim-orm';
import { type OdooSeries, type VersionInfo } from './sim-series';
import { type SimStore } from './sim-store';

export interface ServicesConfig {
  db: string;
  /** uid → API key; the key replaces the password for authenticate and execute_kw. */
  apiKeys: Map<number, string>;
  /** base.login_cooldown_after / base.login_cooldown_duration (defaults 5 and 60 s). */
  cooldown: { after: number; durationMs: number };
  series: OdooSeries;
  version: VersionInfo;
  now: () => Date;
  /** The video link new calendar events get ("{id}" replaced), or null (the default): see SimControl.setVideocall. */
  videocall?: () => string | null;
}

const COOLDOWN_MESSAGE = 'Too many login failures, please wait a bit before trying again.';

export class OdooServices {
  private readonly loginFailures = new Map<string, { failures: number; last: number }>();

  constructor(
    private readonly store: SimStore,
    private readonly models: Map<string, ModelDef>,
    private readonly config: ServicesConfig,
    /** Called after every transaction that changed data (to persist it). */
    private readonly onCommit: () => void,
  ) {}

  common(method: string, params: unknown[], source: string): unknown {
    switch (method) {
      case 'version':
        expectArity('exp_version', params, []);
        return this.config.version;
      case 'authenticate': {
        const [db, login, password] = expectArity('exp_authenticate', params, ['db', 'login', 'password', 'user_agent_env']);
        return this.authenticate(db, login, password, source);
      }
      case 'login': {
        const [db, login, password] = expectArity('exp_login', params, ['db', 'login', 'password']);
        return this.authenticate(db, login, password, source);
      }
      default:
        throw pythonFault('Exception', `Method not found: ${method}`, 'common');
    }
  }

  object(method: string, params: unknown[], source: string): unknown {
    if (params.length < 3) throw pythonFault('IndexError', 'tuple index out of range', 'object');
    const [db, rawUid, secret, ...rest] = params;
    const uid = pyInt(rawUid, 'object');
    this.checkDatabase(db, 'object');
    if (!secret) throw accessDenied();
    this.assertCanAuth(source, () => {
      const user = this.store.get('res.users', uid);
      if (!user || user.active !== true || this.config.apiKeys.get(uid) !== secret) throw accessDenied();
    });

    let model: unknown;
    let name: unknown;
    let args: unknown;
    let kwargs: unknown;
    if (method === 'execute_kw') {
      if (rest.length < 3) {
        const missing = ['obj', 'method', 'args'].slice(rest.length);
        throw typeError(
          `execute_kw() missing ${missing.length} required positional argument${missing.length > 1 ? 's' : ''}: ` +
            missing.map((m) => `'${m}'`).join(missing.length === 2 ? ' and ' : ', '),
          'object',
        );
      }
      if (rest.length > 4) {
        throw typeError(`execute_kw() takes from 5 to 6 positional arguments but ${rest.length + 2} were given`, 'object');
      }
      [model, name, args, kwargs] = rest;
    } else if (method === 'execute') {
      if (rest.length < 2) throw typeError(`execute() missing required positional arguments: 'obj' and 'method'`, 'object');
      [model, name] = rest;
      args = rest.slice(2);
      kwargs = {};
    } else {
      throw pythonFault('NameError', `Method not available ${method}`, 'object');
    }
    if (typeof name !== 'string') {
      throw pythonFault('AttributeError', `'${pyTypeName(name)}' object has no attribute 'startswith'`, 'object');
    }
    if (name.startsWith('_')) throw this.privateMethod(String(model), name);

    const now = formatUtc(this.config.now());
    const { result, changed } = this.store.transaction(() => callKw({ ...this.envBase(), uid, now }, String(model), name, args, kwargs));
    if (changed) this.onCommit();
    // Odoo marshals with allow_none off: a None result is a fault sent after the commit.
    if (result === undefined || result === null) {
      throw pythonFault('TypeError', 'cannot marshal None unless allow_none is enabled', 'object');
    }
    return result;
  }

  /**
   * One JSON-2 call (`POST /json/2/<model>/<method>`, Odoo 19): the bearer key names the user (a wrong or
   * missing one is a 401 before anything else; keys have no login cooldown), the body holds named
   * arguments only, plus `ids` and `context`. Same ORM, same transaction rules as execute_kw; the HTTP
   * layer turns OdooFaults and Json2Refusals into Odoo's JSON errors.
   */
  json2(model: string, method: string, body: Record<string, unknown>, auth: { bearer: string | null; db: string | null }): unknown {
    if (auth.db !== null && auth.db !== this.config.db) {
      throw new Json2Refusal(404, null, 'No database is selected and the requested URL was not found in the server-wide controllers.');
    }
    if (auth.bearer === null) {
      throw new Json2Refusal(
        401,
        'werkzeug.exceptions.Unauthorized',
        'User not authenticated, use an API Key with a Bearer Authorization header.',
      );
    }
    const owner = [...this.config.apiKeys].find(([, key]) => key === auth.bearer)?.[0];
    const user = owner === undefined ? undefined : this.store.get('res.users', owner);
    if (!user || user.active !== true) throw new Json2Refusal(401, 'werkzeug.exceptions.Unauthorized', 'Invalid apikey');
    const { ids, ...kwargs } = body;
    const now = formatUtc(this.config.now());
    const { result, changed } = this.store.transaction(() =>
      callJson2({ ...this.envBase(), uid: user.id, now }, model, method, ids, kwargs),
    );
    if (changed) this.onCommit();
    // JSON has a null, so a method returning None answers null (no marshalling fault as with XML-RPC).
    return result ?? null;
  }

  /** A private method over XML-RPC, as each series refuses it. */
  private privateMethod(model: string, method: string): OdooFault {
    if (this.config.series === 17) return accessError(`Private methods (such as ${method}) cannot be called remotely.`);
    if (this.config.series === 18) return pythonFault('AttributeError', `The method '${model}.${method}' does not exist`, 'object');
    return accessError(`Private methods (such as '${model}.${method}') cannot be called remotely.`);
  }

  /** A method run as the admin user outside any protocol (what staff do in Odoo's UI); faults are thrown. */
  asUser(model: string, method: string, args: unknown[]): unknown {
    const now = formatUtc(this.config.now());
    const { result, changed } = this.store.transaction(() => callKw({ ...this.envBase(), uid: ADMIN_UID, now }, model, method, args, {}));
    if (changed) this.onCommit();
    return result;
  }

  private envBase() {
    return { store: this.store, models: this.models, series: this.config.series, videocall: this.config.videocall?.() ?? null };
  }

  resetLoginFailures(): void {
    this.loginFailures.clear();
  }

  loginFailuresObject(): Record<string, { failures: number; last: string }> {
    return Object.fromEntries(
      [...this.loginFailures].map(([source, { failures, last }]) => [source, { failures, last: new Date(last).toISOString() }]),
    );
  }

  private authenticate(db: unknown, login: unknown, password: unknown, source: string): number | false {
    this.checkDatabase(db, 'common');
    try {
      return this.assertCanAuth(source, () => {
        const user = this.store.all('res.users').find((u) => u.login === login && u.active === true);
        if (!user || !password || this.config.apiKeys.get(user.id) !== password) throw accessDenied();
        return user.id;
      });
    } catch (error) {
      // 14.0+: every refusal (bad login, bad key, inactive, cooldown) is a plain `false`.
      if (error instanceof OdooFault && error.faultCode === 3) return false;
      throw error;
    }
  }

  /** res.users._assert_can_auth: refuse during cooldown; count failures; forget them on success. */
  private assertCanAuth<T>(source: string, attempt: () => T): T {
    const { after, durationMs } = this.config.cooldown;
    const now = this.config.now().getTime();
    const entry = this.loginFailures.get(source);
    if (entry && after > 0 && entry.failures >= after && now - entry.last < durationMs) {
      throw accessDenied(COOLDOWN_MESSAGE);
    }
    try {
      const result = attempt();
      this.loginFailures.delete(source);
      return result;
    } catch (error) {
      if (error instanceof OdooFault && error.faultCode === 3) {
        this.loginFailures.set(source, { failures: (entry?.failures ?? 0) + 1, last: now });
      }
      throw error;
    }
  }

  private checkDatabase(db: unknown, stage: FaultStage): void {
    if (db === this.config.db) return;
    throw pythonFault(
      'psycopg2.OperationalError',
      `connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  database "${String(db)}" does not exist\n`,
      stage,
    );
  }
}

/** Python's positional-arity check for the exp_* functions of odoo/service/common.py. */
function expectArity(fn: string, params: unknown[], names: string[]): unknown[] {
  const expected = names;
  if (params.length > expected.length) {
    const n = expected.length;
    throw typeError(`${fn}() takes ${n} positional argument${n === 1 ? '' : 's'} but ${params.length} were given`, 'common');
  }
  if (params.length < expected.length) {
    const missing = expected.slice(params.length);
    const list =
      missing.length === 1
        ? `'${missing[0]}'`
        : `${missing
            .slice(0, -1)
            .map((m) => `'${m}'`)
            .join(', ')} and '${missing.at(-1)}'`;
    throw typeError(`${fn}() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${list}`, 'common');
  }
  return params;
}

/** `int(params[1])` in odoo/service/model.py dispatch. */
function pyInt(value: unknown, stage: FaultStage): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  if (typeof value === 'string') throw pythonFault('ValueError', `invalid literal for int() with base 10: ${pyRepr(value)}`, stage);
  throw typeError(`int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(value)}'`, stage);
}
