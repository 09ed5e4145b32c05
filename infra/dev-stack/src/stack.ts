// The whole embedded stack as child processes: private Redis, leads, gateway (and, when asked,
// the Odoo simulator and the sync worker). Used by `make run` (run.ts beside it), the integration
// and browser tests and the benchmarks, so all of them run the same thing. The services themselves
// are defined in stack-services.ts; here, the order they start and stop in.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ChildService, inheritedEnv, type LogSink } from './child-service';
import { freePort } from './free-port';
import { startRedis, type RedisProcess } from './redis-server';
import { gatewayService, leadsService, mailCatcher, odooSimulator, REPO_ROOT, type ServiceSetup, syncWorker } from './stack-services';

export { ODOO_SIM_API_KEY, REPO_ROOT } from './stack-services';

export type StackOptions = {
  /** Where SQLite, Redis' AOF and the simulator keep their files; a fresh temp dir if omitted. */
  dataDir?: string;
  /** Extra environment for every service (e.g. RATE_LIMIT_PUBLIC_PER_MINUTE). */
  env?: NodeJS.ProcessEnv;
  /** Gateway port; a free one if omitted. */
  port?: number;
  /** Use this Redis instead of starting a private one. */
  redisUrl?: string;
  /** Start the Odoo simulator and the sync worker when they exist (default true). */
  odoo?: boolean;
  /** Log lines; silent if omitted. */
  sink?: LogSink;
  /** The staff account to create; `false` leaves it to the leads service (generated password, printed once). */
  admin?: { username: string; password: string } | false;
  /**
   * Run the compiled bundles in this directory (`<service>.mjs`, see infra/docker) with plain node instead
   * of the sources with tsx (default: STACK_COMPILED_DIR, which the integration tests set; else the sources).
   */
  compiledDir?: string;
  /**
   * Start the mail catcher (infra/mail-catcher) and send the leads service's mail to it, kept under
   * DATA_DIR/mail (default false; `make run` asks for it when SMTP_URL is unset).
   */
  mailCatcher?: boolean;
};

export type Stack = {
  url: string;
  dataDir: string;
  leadsUrl: string;
  internalToken: string;
  /** Empty when `admin: false` was asked for. */
  adminUsername: string;
  adminPassword: string;
  redis: RedisProcess | undefined;
  redisUrl: string;
  /** The Odoo the worker talks to (the simulator unless ODOO_URL was given); undefined without a worker. */
  odooUrl: string | undefined;
  services: Record<string, ChildService>;
  /** Where the mail catcher keeps messages; undefined without one. */
  mailDir: string | undefined;
  stop(): Promise<void>;
};

const silent: LogSink = () => undefined;

/**
 * What the stack has started, and its stop: the services last-started first (the gateway is moved to
 * the end as soon as everything is up, so it stops taking requests first), Redis last.
 */
class Teardown {
  redis: RedisProcess | undefined;
  readonly services: Record<string, ChildService> = {};
  private readonly started: ChildService[] = [];

  add(group: ChildService[]) {
    for (const s of group) {
      this.services[s.name] = s;
      this.started.push(s);
    }
  }

  stopsFirst(service: ChildService) {
    this.started.splice(this.started.indexOf(service), 1);
    this.started.push(service);
  }

  readonly stop = async () => {
    for (const s of [...this.started].reverse()) await s.stop();
    await this.redis?.stop();
  };
}

/** The data directory, made if missing: people's data lives there, so it is its user's alone (every process below also makes its files with umask 077). */
function privateDataDir(dir: string | undefined): string {
  const dataDir = resolve(dir ?? mkdtempSync(join(tmpdir(), 'site-stack-')));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  return dataDir;
}

/** Starts a group side by side (each waits only for what it needs); the first failure is thrown once all have settled. */
async function startGroup(teardown: Teardown, group: ChildService[]) {
  teardown.add(group);
  const outcomes = await Promise.allSettled(group.map((s) => s.start()));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

type Plan = { first: ChildService[]; gateway: ChildService; worker: ChildService[] };

/**
 * The start order: what the leads service needs (simulator, mail catcher) with the leads service, then the
 * worker, which checks Odoo as it starts. The gateway only proxies to the leads service, so it boots
 * alongside; if the rest fails, it is stopped rather than left waiting for a leads service that is not coming.
 */
async function startInOrder(teardown: Teardown, { first, gateway, worker }: Plan) {
  const gatewayStarting = startGroup(teardown, [gateway]);
  await Promise.all([startGroup(teardown, first).then(() => startGroup(teardown, worker)), gatewayStarting]).catch(async (err) => {
    await gateway.stop();
    await gatewayStarting.catch(() => undefined);
    throw err;
  });
  teardown.stopsFirst(gateway);
}

type Ports = { leads: number; gateway: number };
type Credentials = { internalToken: string; admin: { username: string; password: string } | undefined };

/** The services to start for these options, in the plan's groups; the mail catcher's folder when there is one. */
async function planServices(setup: ServiceSetup, opts: StackOptions, ports: Ports, credentials: Credentials) {
  const withOdoo = (opts.odoo ?? true) && existsSync(join(REPO_ROOT, 'services/odoo-sync/src/worker.ts'));
  const first: ChildService[] = [];
  if (withOdoo && !setup.base.ODOO_URL) first.push(await odooSimulator(setup, opts.env));
  const catcher = opts.mailCatcher ? await mailCatcher(setup) : undefined;
  if (catcher) first.push(catcher.service);
  const leadsUrl = `http://127.0.0.1:${ports.leads}`;
  first.push(leadsService(setup, { port: ports.leads, ...credentials }));
  const gateway = gatewayService(setup, { port: ports.gateway, leadsUrl });
  const plan: Plan = { first, gateway, worker: withOdoo ? [syncWorker(setup)] : [] };
  return { plan, leadsUrl, mailDir: catcher?.mailDir, odooUrl: withOdoo ? setup.base.ODOO_URL : undefined };
}

/** Every service's environment; the stack's own settings, then the caller's. */
function baseEnv(
  opts: StackOptions,
  { dataDir, redisUrl, gatewayPort, internalToken }: { dataDir: string; redisUrl: string; gatewayPort: number; internalToken: string },
): NodeJS.ProcessEnv {
  return {
    // Links in e-mails point at this stack's site unless told otherwise.
    PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
    ...inheritedEnv(),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN: internalToken,
    ...opts.env,
  };
}

function credentialsFor(opts: StackOptions): Credentials {
  return {
    // A given INTERNAL_TOKEN is used as it is (the stack's readiness checks present it too).
    internalToken: opts.env?.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url'),
    admin: opts.admin === false ? undefined : (opts.admin ?? { username: 'admin', password: randomBytes(12).toString('base64url') }),
  };
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dataDir = privateDataDir(opts.dataDir);
  const sink = opts.sink ?? silent;
  const credentials = credentialsFor(opts);
  const teardown = new Teardown();
  try {
    if (!opts.redisUrl) teardown.redis = await startRedis({ dir: join(dataDir, 'redis'), onLog: (l) => sink('redis', l) });
    const redisUrl = opts.redisUrl ?? teardown.redis!.url;
    const [leadsPort, gatewayPort] = await Promise.all([freePort(), opts.port ?? freePort()]);
    const setup: ServiceSetup = {
      base: baseEnv(opts, { dataDir, redisUrl, gatewayPort, internalToken: credentials.internalToken }),
      dataDir,
      sink,
      compiledDir: opts.compiledDir ?? process.env.STACK_COMPILED_DIR,
    };
    const { plan, leadsUrl, mailDir, odooUrl } = await planServices(setup, opts, { leads: leadsPort, gateway: gatewayPort }, credentials);
    await startInOrder(teardown, plan);
    return {
      url: `http://127.0.0.1:${gatewayPort}`,
      dataDir,
      leadsUrl,
      internalToken: credentials.internalToken,
      adminUsername: credentials.admin?.username ?? '',
      adminPassword: credentials.admin?.password ?? '',
      redis: teardown.redis,
      redisUrl,
      odooUrl,
      services: teardown.services,
      mailDir,
      stop: teardown.stop,
    };
  } catch (err) {
    await teardown.stop();
    throw err;
  }
}
