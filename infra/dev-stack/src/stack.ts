// The whole embedded stack as child processes: private Redis, leads, gateway (and, when asked,
// the Odoo simulator and the sync worker), each of the last three N times behind a load balancer when
// asked. Used by `make run` (run.ts beside it), the integration and browser tests and the benchmarks, so
// all of them run the same thing. The services themselves are defined in stack-services.ts; here, the
// order they start and stop in.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { balancerAnswers, stackBalancer } from './balancer';
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
  /** The public port (the balancer's, or the one gateway's); a free one if omitted. With a balancer, gateway i listens on port + i. */
  port?: number;
  /** Use this Redis instead of starting a private one. */
  redisUrl?: string;
  /** Start the Odoo simulator and the sync worker when they exist (default true). */
  odoo?: boolean;
  /** The Odoo series the simulator behaves as, `17`, `18` or `19` (its `ODOO_SIM_VERSION`; default 17). */
  simulatorSeries?: string;
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
  /** Gateways, leads services and sync workers to run, each this many times on one Redis and one store (default 1). */
  instances?: number;
  /** HAProxy in front of the gateways, and between them and the leads services (default: with more than one instance). */
  balancer?: boolean;
  /** Start a gateway, leads service or worker again when it exits by itself, as compose does (default false; `make run` asks for it). */
  restartOnExit?: boolean;
};

/** The services that run N times, each instance in start order. */
export type Instances = { gateway: ChildService[]; leads: ChildService[]; 'odoo-sync': ChildService[] };

export type Stack = {
  /** The public address: the balancer's, or the one gateway's. */
  url: string;
  /** Each gateway's own address (one, the same as `url`, without a balancer). */
  gatewayUrls: string[];
  dataDir: string;
  /** Where the gateways reach the leads services (the balancer's second frontend when there is one). */
  leadsUrl: string;
  /** Each leads service's own address. */
  leadsUrls: string[];
  internalToken: string;
  /** Empty when `admin: false` was asked for. */
  adminUsername: string;
  adminPassword: string;
  redis: RedisProcess | undefined;
  redisUrl: string;
  /** The Odoo the worker talks to (the simulator unless ODOO_URL was given); undefined without a worker. */
  odooUrl: string | undefined;
  /** Every process by its log name (`gateway`, or `gateway-1`… with several instances). */
  services: Record<string, ChildService>;
  instances: Instances;
  balancer: ChildService | undefined;
  /** Where the mail catcher keeps messages; undefined without one. */
  mailDir: string | undefined;
  stop(): Promise<void>;
};

const silent: LogSink = () => undefined;

/**
 * What the stack has started, and its stop: the front first (the balancer stops taking connections while
 * the gateways finish what they hold), then the rest last-started first, Redis last. The balancer's own
 * exit is awaited at the end: a live stream it carries from a gateway that has gone ends only when the
 * leads service behind it closes.
 */
class Teardown {
  redis: RedisProcess | undefined;
  readonly services: Record<string, ChildService> = {};
  private readonly started: ChildService[] = [];
  private front: { balancer: ChildService | undefined; gateways: ChildService[] } = { balancer: undefined, gateways: [] };

  add(group: ChildService[]) {
    for (const s of group) {
      this.services[s.name] = s;
      this.started.push(s);
    }
  }

  stopsFirst(front: { balancer: ChildService | undefined; gateways: ChildService[] }) {
    this.front = front;
  }

  readonly stop = async () => {
    const balancerStopped = this.front.balancer?.stop();
    await Promise.all(this.front.gateways.map((s) => s.stop()));
    for (const s of [...this.started].reverse()) if (s !== this.front.balancer) await s.stop();
    await balancerStopped;
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

type Plan = {
  balancer: ChildService | undefined;
  first: ChildService[];
  leads: ChildService[];
  gateways: ChildService[];
  workers: ChildService[];
};

/**
 * The start order: the balancer (the gateways reach the leads services through it); what the leads
 * service needs (simulator, mail catcher) with the first leads service, which migrates the store and
 * creates the staff account; the other leads services; then the workers, which check Odoo as they start.
 * The gateways only proxy to the leads services, so they boot alongside; if the rest fails, they are
 * stopped rather than left waiting for a leads service that is not coming.
 */
async function startInOrder(teardown: Teardown, { balancer, first, leads, gateways, workers }: Plan) {
  if (balancer) await startGroup(teardown, [balancer]);
  const [firstLeads, ...otherLeads] = leads;
  const gatewaysStarting = startGroup(teardown, gateways);
  const backEnd = startGroup(teardown, [...first, firstLeads!])
    .then(() => startGroup(teardown, otherLeads))
    .then(() => startGroup(teardown, workers));
  await Promise.all([backEnd, gatewaysStarting]).catch(async (err) => {
    await Promise.all(gateways.map((g) => g.stop()));
    await gatewaysStarting.catch(() => undefined);
    throw err;
  });
  teardown.stopsFirst({ balancer, gateways });
}

type Ports = { public: number; gateways: number[]; leads: number[]; leadsFront: number | undefined };
type Credentials = { internalToken: string; admin: { username: string; password: string } | undefined };

/** Free loopback ports for everything; with a balancer and a given public port, gateway i on port + i. */
async function portsFor(opts: StackOptions, instances: number, withBalancer: boolean): Promise<Ports> {
  const free = (n: number) => Promise.all(Array.from({ length: n }, () => freePort()));
  const publicPort = opts.port ?? (await freePort());
  const gateways = !withBalancer
    ? [publicPort]
    : opts.port
      ? Array.from({ length: instances }, (_, i) => publicPort + i + 1)
      : await free(instances);
  return { public: publicPort, gateways, leads: await free(instances), leadsFront: withBalancer ? await freePort() : undefined };
}

/** `gateway` alone, or `gateway-1`, `gateway-2`… of several. */
const instanceName = (service: string, i: number, n: number) => (n === 1 ? service : `${service}-${i + 1}`);

/** The services to start for these options, in the plan's groups; the mail catcher's folder when there is one. */
async function planServices(setup: ServiceSetup, opts: StackOptions, ports: Ports, credentials: Credentials) {
  const n = ports.leads.length;
  const withOdoo = (opts.odoo ?? true) && existsSync(join(REPO_ROOT, 'services/odoo-sync/src/worker.ts'));
  const first: ChildService[] = [];
  if (withOdoo && !setup.base.ODOO_URL) first.push(await odooSimulator(setup, opts.env, opts.simulatorSeries));
  const catcher = opts.mailCatcher ? await mailCatcher(setup) : undefined;
  if (catcher) first.push(catcher.service);
  const leadsUrls = ports.leads.map((port) => `http://127.0.0.1:${port}`);
  const leadsUrl = ports.leadsFront ? `http://127.0.0.1:${ports.leadsFront}` : leadsUrls[0]!;
  const leads = ports.leads.map((port, i) => leadsService(setup, { name: instanceName('leads', i, n), port, ...credentials }));
  // Behind the balancer every visitor arrives from its address: the gateways take the client's from the
  // header it sets, and the balancer keeps the cap of connections per client.
  const behindBalancer = ports.leadsFront ? { TRUST_PROXY: '127.0.0.1', MAX_CONNECTIONS_PER_IP: '0' } : {};
  const gateways = ports.gateways.map((port, i) =>
    gatewayService(setup, { name: instanceName('gateway', i, n), port, leadsUrl, env: behindBalancer }),
  );
  const workers = withOdoo ? Array.from({ length: n }, (_, i) => syncWorker(setup, { name: instanceName('odoo-sync', i, n) })) : [];
  const front = ports.leadsFront
    ? stackBalancer(
        setup,
        { public: ports.public, gateways: ports.gateways, leads: ports.leads, leadsFront: ports.leadsFront },
        credentials.internalToken,
      )
    : undefined;
  const plan: Plan = { balancer: front, first, leads, gateways, workers };
  return { plan, leadsUrl, leadsUrls, mailDir: catcher?.mailDir, odooUrl: withOdoo ? setup.base.ODOO_URL : undefined };
}

/** Every service's environment; the stack's own settings, then the caller's. */
function baseEnv(
  opts: StackOptions,
  { dataDir, redisUrl, publicPort, internalToken }: { dataDir: string; redisUrl: string; publicPort: number; internalToken: string },
): NodeJS.ProcessEnv {
  return {
    // Links in e-mails point at this stack's site unless told otherwise.
    PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
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
  const instances = opts.instances ?? 1;
  if (!Number.isInteger(instances) || instances < 1) throw new Error(`instances must be a whole number of at least 1, not ${instances}`);
  const withBalancer = opts.balancer ?? instances > 1;
  const teardown = new Teardown();
  try {
    if (!opts.redisUrl) teardown.redis = await startRedis({ dir: join(dataDir, 'redis'), onLog: (l) => sink('redis', l) });
    const redisUrl = opts.redisUrl ?? teardown.redis!.url;
    const ports = await portsFor(opts, instances, withBalancer);
    const setup: ServiceSetup = {
      base: baseEnv(opts, { dataDir, redisUrl, publicPort: ports.public, internalToken: credentials.internalToken }),
      dataDir,
      sink,
      compiledDir: opts.compiledDir ?? process.env.STACK_COMPILED_DIR,
      restartOnExit: opts.restartOnExit ?? false,
    };
    const { plan, leadsUrl, leadsUrls, mailDir, odooUrl } = await planServices(setup, opts, ports, credentials);
    await startInOrder(teardown, plan);
    const url = `http://127.0.0.1:${ports.public}`;
    if (plan.balancer) await balancerAnswers(url);
    return {
      url,
      gatewayUrls: ports.gateways.map((port) => `http://127.0.0.1:${port}`),
      dataDir,
      leadsUrl,
      leadsUrls,
      internalToken: credentials.internalToken,
      adminUsername: credentials.admin?.username ?? '',
      adminPassword: credentials.admin?.password ?? '',
      redis: teardown.redis,
      redisUrl,
      odooUrl,
      services: teardown.services,
      instances: { gateway: plan.gateways, leads: plan.leads, 'odoo-sync': plan.workers },
      balancer: plan.balancer,
      mailDir,
      stop: teardown.stop,
    };
  } catch (err) {
    await teardown.stop();
    throw err;
  }
}
