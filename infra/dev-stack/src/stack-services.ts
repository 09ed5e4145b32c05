// The child services of the stack (stack.ts), one factory each: what each runs with and how its
// readiness shows. The same services either way; only what node is given differs (the sources with
// tsx, or the compiled bundles of `compiledDir`).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childService, inheritedEnv, type ChildService, type LogSink } from './child-service';
import { freePort } from './free-port';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The simulator's API key: a fixed, local-only value, so a kept DATA_DIR keeps working across runs. */
export const ODOO_SIM_API_KEY = 'odoo-sim-local-key';

/**
 * What every factory needs. `base` is the environment of every service; the simulator and the catcher add
 * to it. `restartOnExit`: the services that run N times are started again when they exit by themselves.
 */
export type ServiceSetup = {
  base: NodeJS.ProcessEnv;
  dataDir: string;
  sink: LogSink;
  compiledDir: string | undefined;
  restartOnExit?: boolean;
};

/** One instance of a service that may run several times: its log name (the service's own by default, `gateway-2` of several). */
export type Instance = { name?: string };

function program(setup: ServiceSetup, name: string, source: string) {
  return setup.compiledDir ? { entry: join(setup.compiledDir, `${name}.mjs`), nodeArgs: ['--enable-source-maps'] } : { entry: source };
}

/** The Odoo simulator on a free port; every service is then pointed at it (unless `env` says otherwise). */
export async function odooSimulator(setup: ServiceSetup, env: NodeJS.ProcessEnv | undefined, series?: string): Promise<ChildService> {
  const simPort = await freePort();
  const simulator = childService({
    name: 'odoo-sim',
    ...program(setup, 'odoo-sim', 'infra/odoo-sim/main.ts'),
    cwd: REPO_ROOT,
    env: {
      ...setup.base,
      ODOO_SIM_PORT: String(simPort),
      ODOO_SIM_DATA_FILE: join(setup.dataDir, 'odoo-sim.json'),
      ODOO_SIM_API_KEY: ODOO_SIM_API_KEY,
      ...(series ? { ODOO_SIM_VERSION: series } : {}),
    },
    readyLine: /odoo-sim listening/,
    sink: setup.sink,
  });
  Object.assign(setup.base, {
    ODOO_URL: `http://127.0.0.1:${simPort}`,
    ODOO_DB: 'odoo',
    ODOO_USERNAME: 'bot@example.com',
    ODOO_API_KEY: ODOO_SIM_API_KEY,
    ...env,
  });
  return simulator;
}

/** The mail catcher on a free port, keeping messages under DATA_DIR/mail; the leads service sends its mail there. */
export async function mailCatcher(setup: ServiceSetup): Promise<{ service: ChildService; mailDir: string }> {
  const mailPort = await freePort();
  const mailDir = join(setup.dataDir, 'mail');
  const service = childService({
    name: 'mail-catcher',
    ...program(setup, 'mail-catcher', 'infra/mail-catcher/main.ts'),
    cwd: REPO_ROOT,
    env: { ...inheritedEnv(), MAIL_CATCHER_PORT: String(mailPort), MAIL_CATCHER_DIR: mailDir },
    readyLine: /mail catcher listening on/,
    sink: setup.sink,
  });
  Object.assign(setup.base, { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, MAIL_CATCHER_DIR: mailDir });
  return { service, mailDir };
}

export function leadsService(
  setup: ServiceSetup,
  {
    name,
    port,
    internalToken,
    admin,
  }: Instance & { port: number; internalToken: string; admin: { username: string; password: string } | undefined },
): ChildService {
  return childService({
    name: name ?? 'leads',
    restartOnExit: setup.restartOnExit,
    ...program(setup, 'leads', 'services/leads/src/server.ts'),
    cwd: REPO_ROOT,
    env: { ...setup.base, LEADS_PORT: String(port), ...(admin ? { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password } : {}) },
    readyUrl: `http://127.0.0.1:${port}/health`,
    readyHeaders: { 'x-internal-token': internalToken },
    sink: setup.sink,
  });
}

/**
 * Ready once its /api/health reaches the leads service. `env`: what differs behind a balancer (the
 * proxy it trusts, the connection cap the balancer keeps instead).
 */
export function gatewayService(
  setup: ServiceSetup,
  { name, port, leadsUrl, env }: Instance & { port: number; leadsUrl: string; env?: NodeJS.ProcessEnv },
): ChildService {
  return childService({
    name: name ?? 'gateway',
    restartOnExit: setup.restartOnExit,
    ...program(setup, 'gateway', 'gateway/src/server.ts'),
    cwd: REPO_ROOT,
    env: {
      ...setup.base,
      PORT: String(port),
      LEADS_URL: leadsUrl,
      SITE_DIR: setup.base.SITE_DIR ?? join(REPO_ROOT, 'frontend/dist'),
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    sink: setup.sink,
  });
}

export function syncWorker(setup: ServiceSetup, { name }: Instance = {}): ChildService {
  return childService({
    name: name ?? 'odoo-sync',
    restartOnExit: setup.restartOnExit,
    ...program(setup, 'odoo-sync', 'services/odoo-sync/src/worker.ts'),
    cwd: REPO_ROOT,
    env: setup.base,
    readyLine: /^odoo-sync worker ready$/,
    sink: setup.sink,
  });
}
