// The whole embedded stack as child processes: private Redis, leads, gateway (and, when asked,
// the Odoo simulator and the sync worker). Used by `make run` (run.ts beside it), the integration
// and browser tests and the benchmarks, so all of them run the same thing.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childService, inheritedEnv, type ChildService, type LogSink } from './child-service';
import { freePort } from './free-port';
import { startRedis, type RedisProcess } from './redis-server';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

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
  /** Run the compiled bundles in this directory (`<service>.mjs`, see infra/docker) with plain node instead of the sources with tsx. */
  compiledDir?: string;
  /**
   * Start the mail catcher (infra/mail-catcher) and send the leads service's mail to it, kept under
   * DATA_DIR/mail (default false; `make run` asks for it when SMTP_URL is unset).
   */
  mailCatcher?: boolean;
};

/** The simulator's API key: a fixed, local-only value, so a kept DATA_DIR keeps working across runs. */
export const ODOO_SIM_API_KEY = 'odoo-sim-local-key';

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


export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dataDir = resolve(opts.dataDir ?? mkdtempSync(join(tmpdir(), 'site-stack-')));
  // People's data lives here: its user's alone (every process below also makes its files with umask 077).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const sink = opts.sink ?? silent;
  // A given INTERNAL_TOKEN is used as it is (the stack's readiness checks present it too).
  const internalToken = opts.env?.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url');
  const admin = opts.admin === false ? undefined : (opts.admin ?? { username: 'admin', password: randomBytes(12).toString('base64url') });
  const adminUsername = admin?.username ?? '';
  const adminPassword = admin?.password ?? '';
  const started: ChildService[] = [];
  let redis: RedisProcess | undefined;

  const stop = async () => {
    // Front to back: the gateway stops taking requests first, Redis goes last.
    for (const s of [...started].reverse()) await s.stop();
    await redis?.stop();
  };

  try {
    if (!opts.redisUrl) redis = await startRedis({ dir: join(dataDir, 'redis'), onLog: (l) => sink('redis', l) });
    const redisUrl = opts.redisUrl ?? redis!.url;
    const [leadsPort, gatewayPort] = await Promise.all([freePort(), opts.port ?? freePort()]);
    const leadsUrl = `http://127.0.0.1:${leadsPort}`;
    const base: NodeJS.ProcessEnv = {
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
    const services: Record<string, ChildService> = {};
    /** Starts services side by side (each waits only for what it needs), registered in stop order's reverse. */
    const startAll = async (group: ChildService[]) => {
      for (const s of group) {
        services[s.name] = s;
        started.push(s);
      }
      const outcomes = await Promise.allSettled(group.map((s) => s.start()));
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed) throw failed.reason;
    };

    // The same services either way; only what node is given differs.
    const program = (name: string, source: string) =>
      opts.compiledDir ? { entry: join(opts.compiledDir, `${name}.mjs`), nodeArgs: ['--enable-source-maps'] } : { entry: source };
    const withOdoo = (opts.odoo ?? true) && existsSync(join(REPO_ROOT, 'services/odoo-sync/src/worker.ts'));
    const first: ChildService[] = [];
    if (withOdoo && !base.ODOO_URL) {
      const simPort = await freePort();
      first.push(
        childService({
          name: 'odoo-sim',
          ...program('odoo-sim', 'infra/odoo-sim/main.ts'),
          cwd: REPO_ROOT,
          env: { ...base, ODOO_SIM_PORT: String(simPort), ODOO_SIM_DATA_FILE: join(dataDir, 'odoo-sim.json'), ODOO_SIM_API_KEY: ODOO_SIM_API_KEY },
          readyLine: /odoo-sim listening/,
          sink,
        }),
      );
      Object.assign(base, { ODOO_URL: `http://127.0.0.1:${simPort}`, ODOO_DB: 'odoo', ODOO_USERNAME: 'bot@example.com', ODOO_API_KEY: ODOO_SIM_API_KEY, ...opts.env });
    }

    let mailDir: string | undefined;
    if (opts.mailCatcher) {
      const mailPort = await freePort();
      mailDir = join(dataDir, 'mail');
      first.push(
        childService({
          name: 'mail-catcher',
          ...program('mail-catcher', 'infra/mail-catcher/main.ts'),
          cwd: REPO_ROOT,
          env: { ...inheritedEnv(), MAIL_CATCHER_PORT: String(mailPort), MAIL_CATCHER_DIR: mailDir },
          readyLine: /mail catcher listening on/,
          sink,
        }),
      );
      Object.assign(base, { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, MAIL_CATCHER_DIR: mailDir });
    }

    first.push(
      childService({
        name: 'leads',
        ...program('leads', 'services/leads/src/server.ts'),
        cwd: REPO_ROOT,
        env: { ...base, LEADS_PORT: String(leadsPort), ...(admin ? { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password } : {}) },
        readyUrl: `${leadsUrl}/health`,
        readyHeaders: { 'x-internal-token': internalToken },
        sink,
      }),
    );
    // The gateway only proxies to the leads service, so it boots alongside; it is ready once its
    // /api/health reaches the leads service.
    const gateway = childService({
      name: 'gateway',
      ...program('gateway', 'gateway/src/server.ts'),
      cwd: REPO_ROOT,
      env: { ...base, PORT: String(gatewayPort), LEADS_URL: leadsUrl, SITE_DIR: base.SITE_DIR ?? join(REPO_ROOT, 'frontend/dist') },
      readyUrl: `http://127.0.0.1:${gatewayPort}/api/health`,
      sink,
    });
    // The worker checks Odoo as it starts, so it comes once the simulator answers; the gateway stops first.
    const worker = withOdoo
      ? [childService({ name: 'odoo-sync', ...program('odoo-sync', 'services/odoo-sync/src/worker.ts'), cwd: REPO_ROOT, env: base, readyLine: /^odoo-sync worker ready$/, sink })]
      : [];
    const gatewayStarting = startAll([gateway]);
    await Promise.all([startAll(first).then(() => startAll(worker)), gatewayStarting]).catch(async (err) => {
      // The gateway would wait for a leads service that is not coming.
      await gateway.stop();
      await gatewayStarting.catch(() => undefined);
      throw err;
    });
    // Stop order: the gateway first, then the worker, then what they use.
    started.splice(started.indexOf(gateway), 1);
    started.push(gateway);
    return {
      url: `http://127.0.0.1:${gatewayPort}`,
      dataDir,
      leadsUrl,
      internalToken,
      adminUsername,
      adminPassword,
      redis,
      redisUrl,
      odooUrl: withOdoo ? base.ODOO_URL : undefined,
      services,
      mailDir,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
