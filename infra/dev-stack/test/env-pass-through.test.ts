// `make run` hands every variable a service's env schema reads (docs/configuration.md is generated from
// the same schemas) to that service. The runner is started for real with a distinctive value for each
// variable, and each service's environment is read back from /proc/<pid>/environ.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childService, type ChildService } from '../src/child-service';
import { freePort } from '../src/free-port';
import { startRedis, type RedisProcess } from '../src/redis-server';
import { SERVICE_VARIABLES, SET_BY_STACK, serviceEnv } from '../src/service-env';
import { ODOO_SIM_API_KEY, REPO_ROOT } from '../src/stack';

type Service = keyof typeof SERVICE_VARIABLES;
const SERVICES = Object.keys(SERVICE_VARIABLES) as Service[];

/** A valid, recognisable value for every variable a service reads and the runner does not set itself. */
const SAMPLES: Record<string, string> = {
  ADMIN_USERNAME: 'env-check-admin',
  ADMIN_PASSWORD: 'Env-Check-Password-7q!Lm',
  INTERNAL_TOKEN: 'env-check-internal-token-0123456789',
  RATE_LIMIT_PUBLIC_PER_MINUTE: '31',
  RATE_LIMIT_LOGIN_PER_15_MIN: '11',
  BODY_LIMIT_BYTES: '65001',
  TRUST_PROXY: '1',
  REQUEST_TIMEOUT_MS: '30001',
  HEADERS_TIMEOUT_MS: '10001',
  KEEP_ALIVE_TIMEOUT_MS: '5001',
  MAX_CONNECTIONS_PER_IP: '65',
  LIVE_STREAMS_PER_USER: '5',
  LIVE_SESSION_CHECK_MS: '15001',
  SHUTDOWN_GRACE_MS: '8001',
  COOKIE_SECURE: 'false',
  SESSION_TTL_HOURS: '11',
  SESSION_IDLE_MINUTES: '29',
  SWEEP_INTERVAL_MS: '5001',
  RECONCILE_AFTER_MS: '600001',
  RECONCILE_INTERVAL_MS: '300001',
  ODOO_DB: 'odoo',
  ODOO_USERNAME: 'bot@example.com',
  ODOO_API_KEY: ODOO_SIM_API_KEY,
  ODOO_TIMEOUT_MS: '30001',
  ODOO_SYNC_CONCURRENCY: '3',
  ODOO_RATE_LIMIT_PER_SECOND: '6',
  ODOO_TEAM: 'Sales',
  ODOO_SALESPERSON_ID: '2',
  ODOO_SOURCE_NAME: 'Website contact form (env check)',
  ODOO_SEND_INVITATIONS: 'false',
  ODOO_SETUP_RETRY_MS: '61000',
  ODOO_ERASE: 'anonymise',
  RETENTION_MONTHS: '23',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  BOOKING_LINK_SECRET: 'env-check-booking-link-secret-0123456789',
  STALLED_INTERVAL_MS: '30001',
  ODOO_PROTOCOL: 'xmlrpc',
  ODOO_BATCH_SIZE: '49',
  ODOO_BATCH_WINDOW_MS: '21',
  ODOO_BUSY_TRIES: '7',
  ODOO_PULL_INTERVAL_MS: '30001',
  ODOO_STAGE_MAP: 'New=new,Qualified=qualified,Proposition=qualified,Negotiation=contacted',
  WORKER_REPORT_INTERVAL_MS: '10001',
  METRICS_TOKEN: 'env-check-metrics-token-0123',
  // Mail: an SMTP server nobody listens on (no booking is made here), so the runner starts no catcher.
  SMTP_URL: 'smtp://env-check:secret@127.0.0.1:2599',
  MAIL_FROM: 'Env Check <env-check@example.ng>',
  STAFF_NOTIFY_EMAIL: 'env-check-staff@example.ng',
  MEETING_LINK_TEMPLATE: 'https://meet.example.com/env-check-{id}',
  MAIL_WAIT_FOR_ODOO_MS: '120001',
  MAIL_CATCHER_DIR: '/tmp/env-check-mail',
  MAIL_LIMIT_PER_ADDRESS_PER_DAY: '11',
  MAIL_LIMIT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '4',
  MAIL_LIMIT_PER_DOMAIN_PER_HOUR: '61',
  AUDIT_HMAC_KEY: 'env-check-audit-hmac-key-0123456789abcdef',
  LOG_LEVEL: 'info',
};
/** Needs a server this machine does not have; checked through the pass-through rule only. */
const NO_SERVER_HERE = new Set(['MONGO_URL']);

let redis: RedisProcess;
let simulator: ChildService;
let runner: ChildService;
const values: Record<string, string> = {};

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-check-'));
  redis = await startRedis({ dir: join(dir, 'redis') });
  const simPort = await freePort();
  simulator = childService({
    name: 'odoo-sim',
    entry: 'infra/odoo-sim/main.ts',
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ODOO_SIM_PORT: String(simPort), ODOO_SIM_DATA_FILE: join(dir, 'sim.json'), ODOO_SIM_API_KEY },
    readyLine: /odoo-sim listening/,
    sink: () => undefined,
  });
  await simulator.start();
  Object.assign(values, SAMPLES, {
    PORT: String(await freePort()),
    DATA_DIR: join(dir, 'data'),
    REDIS_URL: redis.url,
    ODOO_URL: `http://127.0.0.1:${simPort}`,
  });
  runner = childService({
    name: 'make-run',
    entry: 'infra/dev-stack/src/run.ts',
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...values },
    readyLine: /Press Ctrl-C to stop/,
    sink: () => undefined,
    readyTimeoutMs: 90_000,
  });
  await runner.start();
}, 120_000);
afterAll(async () => {
  await runner?.stop(20_000);
  await simulator?.stop();
  await redis?.stop();
});

/** Each service process the runner started, with its environment. */
function servicesOf(parentPid: number): Partial<Record<Service, Record<string, string>>> {
  const entries: Record<Service, string> = {
    gateway: 'gateway/src/server.ts',
    leads: 'services/leads/src/server.ts',
    'odoo-sync': 'services/odoo-sync/src/worker.ts',
  };
  const found: Partial<Record<Service, Record<string, string>>> = {};
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parentPid) continue;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const service = SERVICES.find((s) => cmdline.includes(entries[s]));
      if (!service) continue;
      found[service] = Object.fromEntries(
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
    } catch {
      // a process that ended while we looked
    }
  }
  return found;
}

describe('make run passes the variables on', () => {
  it('when a variable a service reads is set, then that service receives it', () => {
    const services = servicesOf(runner.pid!);
    expect(Object.keys(services).sort()).toEqual([...SERVICES].sort());
    let checked = 0;
    for (const service of SERVICES) {
      for (const name of SERVICE_VARIABLES[service]) {
        if (SET_BY_STACK.has(name) || NO_SERVER_HERE.has(name)) continue;
        expect(values[name], `no sample value for ${name}: add one to this test`).toBeDefined();
        expect(services[service]![name], `${name} in ${service}`).toBe(values[name]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('when a variable needs a server this machine lacks, then the pass-through rule still hands it on', () => {
    expect(serviceEnv({ MONGO_URL: 'mongodb://db.example:27017/leads', UNRELATED: 'x', HOST: '0.0.0.0', LEADS_PORT: '1' })).toEqual({
      MONGO_URL: 'mongodb://db.example:27017/leads',
    });
  });
});
