// The production compose file as an operator relies on it, read from what `docker-compose config`
// makes of it with the committed .env.example (every profile on): one published port (the balancer's),
// loopback for the rest, the services that scale with no port or name of their own, secrets only from
// the environment, healthchecks, memory limits and restarts everywhere.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { balancerConfig, COMPOSE_BALANCER } from '@site/dev-stack/balancer-config';
import { REPO_ROOT } from '@site/dev-stack/stack';

type Service = {
  image?: string;
  build?: unknown;
  profiles?: string[];
  ports?: (string | { host_ip?: string; published?: string | number })[];
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] | string };
  mem_limit?: string | number;
  restart?: string;
  read_only?: boolean;
  cap_drop?: string[];
  command?: string[] | string;
  entrypoint?: string[] | string;
  volumes?: (string | { source?: string; target: string })[];
  container_name?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
  depends_on?: Record<string, { condition?: string }>;
};

const composeFile = join(REPO_ROOT, 'docker-compose.yml');
const raw = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };
const balancerFile = join(REPO_ROOT, 'infra/balancer/haproxy.cfg');
const profiles = [...new Set(Object.values(raw.services).flatMap((s) => s.profiles ?? []))].sort();

function composeConfig(envFile: string, withProfiles: string[]) {
  const args = ['--env-file', envFile, '-f', composeFile, ...withProfiles.flatMap((p) => ['--profile', p]), 'config'];
  // Only PATH: a variable set in the caller's shell would override the file under test.
  return spawnSync('docker-compose', args, { cwd: REPO_ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8' });
}

// `config` prints `$$` (a literal dollar for the container's shell) as it was written.
const all = composeConfig(join(REPO_ROOT, '.env.example'), profiles);
if (all.status !== 0) throw new Error(`docker-compose config failed: ${all.stderr}`);
const rendered = parse(all.stdout) as { services: Record<string, Service> };
const services = Object.entries(rendered.services);

const hostIp = (port: string | { host_ip?: string }) =>
  typeof port === 'string' ? port.split(':').slice(0, -2).join(':') || '0.0.0.0' : (port.host_ip ?? '0.0.0.0');
const SECRET = /PASSWORD|TOKEN|API_KEY|SECRET/;

describe('docker-compose.yml', () => {
  it('when every profile is on, then the file is valid and has the expected services', () => {
    expect(profiles).toEqual(['mail', 'monitoring', 'odoo', 'sim']);
    expect(Object.keys(rendered.services).sort()).toEqual(
      [
        'balancer',
        'gateway',
        'grafana',
        'leads',
        'mail-catcher',
        'mongo',
        'odoo',
        'odoo-db',
        'odoo-sim',
        'odoo-sync',
        'prometheus',
        'redis',
      ].sort(),
    );
  });

  it('when ports are published, then only the balancer listens beyond loopback', () => {
    for (const [name, s] of services) {
      for (const port of s.ports ?? []) {
        if (name === 'balancer') continue;
        expect(hostIp(port), `${name} ${JSON.stringify(port)}`).toBe('127.0.0.1');
      }
    }
    expect(rendered.services.balancer?.ports?.length).toBe(1);
    for (const name of ['gateway', 'leads', 'odoo-sync', 'mongo', 'redis', 'odoo-sim', 'odoo-db', 'prometheus', 'mail-catcher'])
      expect(rendered.services[name]?.ports, name).toBeUndefined();
  });

  it('when gateway, leads and odoo-sync are scaled, then nothing fixes one container: no container name, no host port', () => {
    for (const name of ['gateway', 'leads', 'odoo-sync']) {
      expect(rendered.services[name]?.container_name, name).toBeUndefined();
      expect(rendered.services[name]?.ports, name).toBeUndefined();
    }
    // The gateways reach every leads replica through the balancer, and trust only its fixed address.
    const gateway = rendered.services.gateway!.environment!;
    expect(gateway.LEADS_URL).toBe(`http://balancer:${COMPOSE_BALANCER.leadsBind.split(':').pop()}`);
    expect(gateway.TRUST_PROXY).toBe(rendered.services.balancer!.networks!.internal!.ipv4_address);
    expect(Object.keys(rendered.services.gateway!.networks ?? {})).toEqual(['internal']);
  });

  it('when the balancer starts, then its configuration is the generated one, HAProxy accepts it, and its credential comes from the environment', () => {
    expect(readFileSync(balancerFile, 'utf8'), 'regenerate: node --import tsx infra/dev-stack/src/balancer-config.ts --compose').toBe(
      balancerConfig(COMPOSE_BALANCER),
    );
    const check = spawnSync('haproxy', ['-c', '-f', balancerFile], {
      env: { PATH: process.env.PATH, INTERNAL_TOKEN: 'x' },
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    const volumes = (rendered.services.balancer!.volumes ?? []).map((v) => (typeof v === 'string' ? v : `${v.source}:${v.target}`));
    expect(volumes.some((v) => v.startsWith(`${balancerFile}:/usr/local/etc/haproxy/haproxy.cfg`))).toBe(true);
    expect(readFileSync(balancerFile, 'utf8')).not.toMatch(/x-internal-token [^"]/);
  });

  it('when a service runs, then it has a healthcheck, a memory limit and restarts unless stopped', () => {
    for (const [name, s] of services) {
      expect(s.healthcheck?.test, name).toBeTruthy();
      expect(s.mem_limit, name).toBeTruthy();
      expect(s.restart, name).toBe('unless-stopped');
    }
  });

  it('when compose starts the stack, then no service waits for one that can only be healthy through it', () => {
    // Who a service calls (the hosts of the addresses in its environment): its health may need them running.
    const calls = (s: Service) =>
      Object.values(s.environment ?? {}).flatMap((value) => {
        try {
          const host = new URL(String(value)).hostname;
          return host in rendered.services ? [host] : [];
        } catch {
          return [];
        }
      });
    const needs = (name: string) => [...Object.keys(rendered.services[name]!.depends_on ?? {}), ...calls(rendered.services[name]!)];
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      from === to || (!seen.has(from) && (seen.add(from), needs(from).some((next) => reaches(next, to, seen))));
    for (const [name, s] of services)
      for (const awaited of Object.keys(s.depends_on ?? {}))
        expect(reaches(awaited, name), `${name} waits for ${awaited}, which needs ${name} to be running`).toBe(false);
  });

  it('when a Node service or the balancer runs, then it has a read-only root and no capabilities; Node services use the compiled bundles', () => {
    expect(rendered.services.balancer?.read_only).toBe(true);
    expect(rendered.services.balancer?.cap_drop).toEqual(['ALL']);
    for (const name of ['leads', 'odoo-sync', 'gateway', 'odoo-sim', 'mail-catcher']) {
      const s = rendered.services[name]!;
      expect(s.command, name).toEqual(['node', '--enable-source-maps', `dist/${name}.mjs`]);
      expect(s.read_only, name).toBe(true);
      expect(s.cap_drop, name).toEqual(['ALL']);
    }
  });

  it('when a variable holds a secret, then the file only names it: no default value, and compose refuses to start without it', () => {
    for (const [name, s] of Object.entries(raw.services)) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (!SECRET.test(key) || key === 'ADMIN_PASSWORD') continue;
        expect(String(value), `${name}.${key}`).toMatch(/\$\{[A-Z_]+:\?[^}]+\}/);
      }
    }
    const emptyEnv = join(mkdtempSync(join(tmpdir(), 'compose-env-')), '.env');
    writeFileSync(emptyEnv, '');
    const withoutSecrets = composeConfig(emptyEnv, []);
    expect(withoutSecrets.status).not.toBe(0);
    expect(withoutSecrets.stderr).toMatch(/set [A-Z_]+ in \.env/);
    expect(readFileSync(join(REPO_ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
    // Nor does it reach the image's build context.
    expect(readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n')).toContain('.env');
  });

  it('when MongoDB and Redis start, then both demand a password; Redis has maxmemory with noeviction', () => {
    const redis = [rendered.services.redis!.command].flat().join(' ');
    expect(redis).toMatch(/--requirepass "\$\$REDISCLI_AUTH"/);
    expect(redis).toMatch(/--maxmemory \d+[kmg]b --maxmemory-policy noeviction/);
    expect(rendered.services.leads?.environment?.MONGO_URL).toMatch(/^mongodb:\/\/leads:[^@]+@mongo:27017\/leads\?.*authSource=leads/);
    expect(rendered.services.leads?.environment?.REDIS_URL).toMatch(/^redis:\/\/:[^@]+@redis:6379$/);
    // The service's MongoDB user has its own role: no update or remove on the audit log.
    const init = readFileSync(join(REPO_ROOT, 'infra/mongo/create-app-user.js'), 'utf8');
    expect(init).toMatch(/roles: \[\{ role: 'leadsApp', db: dbName \}\]/);
    expect(init).not.toMatch(/readWrite|dbOwner/);
    const changeable = /const changeable = \[([^\]]*)\]/.exec(init)?.[1] ?? '';
    expect(changeable).toContain("'contacts'");
    expect(changeable).not.toContain('audit');
  });

  it('when the odoo profile runs, then the database manager is off and the master password comes from the environment', () => {
    const conf = readFileSync(join(REPO_ROOT, 'infra/odoo/odoo.conf'), 'utf8');
    expect(conf).toMatch(/^list_db = False$/m);
    expect(conf).not.toMatch(/^admin_passwd/m);
    expect([rendered.services.odoo!.entrypoint].flat().join(' ')).toContain(`admin_passwd = %s\\n' "$$ODOO_MASTER_PASSWORD"`);
  });
});
