// The load balancer of a stack with several gateways: Debian's HAProxy (scripts/setup.sh installs it) as a
// child process, its configuration (balancer-config.ts) written under DATA_DIR at each start.
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { loadGatewayConfig } from '@site/gateway/config';
import { type BalancerOptions, balancerConfig } from './balancer-config';
import { childService, inheritedEnv, type ChildService, type LogSink } from './child-service';
import { REPO_ROOT, type ServiceSetup } from './stack-services';
import { waitUntil } from './wait-until';

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function balancer(opts: {
  dataDir: string;
  config: BalancerOptions;
  /** The public port: ready once it accepts connections. */
  port: number;
  /** For the leads services' health check, read by HAProxy from its environment. */
  internalToken: string;
  sink: LogSink;
  cwd: string;
}): ChildService {
  const file = join(opts.dataDir, 'haproxy.cfg');
  writeFileSync(file, balancerConfig(opts.config), { mode: 0o600 });
  return childService({
    name: 'balancer',
    // -db: in the foreground, logging to stdout; -f: the file just written.
    command: { file: 'haproxy', args: ['-db', '-f', file] },
    env: { ...inheritedEnv(), INTERNAL_TOKEN: opts.internalToken },
    cwd: opts.cwd,
    readyProbe: () => accepts(opts.port),
    // A soft stop: no new connections, those open finish (within the config's hard-stop-after).
    stopSignal: 'SIGUSR1',
    sink: opts.sink,
  });
}

/**
 * The balancer of a dev stack: between the visitors (127.0.0.1:public) and the gateways, and between the
 * gateways and the leads services (127.0.0.1:leadsFront), with the gateways' own limits (from the stack's
 * environment) applied per client.
 */
export function stackBalancer(
  setup: ServiceSetup,
  ports: { public: number; gateways: number[]; leads: number[]; leadsFront: number },
  internalToken: string,
): ChildService {
  const limits = loadGatewayConfig(setup.base);
  return balancer({
    dataDir: setup.dataDir,
    port: ports.public,
    internalToken,
    sink: setup.sink,
    cwd: REPO_ROOT,
    config: {
      publicBind: `127.0.0.1:${ports.public}`,
      leadsBind: `127.0.0.1:${ports.leadsFront}`,
      gateways: { kind: 'static', name: 'gateway', ports: ports.gateways },
      leads: { kind: 'static', name: 'leads', ports: ports.leads },
      forwardedFor: 'replace',
      statsSocket: join(setup.dataDir, 'haproxy.sock'),
      bodyLimitBytes: limits.bodyLimit,
      requestTimeoutMs: limits.timeouts.requestMs,
      keepAliveTimeoutMs: limits.timeouts.keepAliveMs,
      maxConnectionsPerIp: limits.maxConnectionsPerIp,
    },
  });
}

/** Resolves once the balancer answers /api/health through a gateway (its health checks have found one up). */
export async function balancerAnswers(url: string, timeoutMs = 30_000) {
  const healthy = () =>
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.ok,
      () => false,
    );
  await waitUntil(healthy, `the balancer at ${url} to reach a gateway`, timeoutMs, 100);
}

export type BalancerStats = { proxy: string; server: string; status: string; retries: number; redispatches: number; responses5xx: number };

/** Each frontend, backend and server of the balancer as `show stat` on its socket reports them. */
export function balancerStats(socketPath: string): Promise<BalancerStats[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = createConnection(socketPath, () => socket.end('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
      resolve(
        rows.map((line) => {
          const row = line.split(',');
          return {
            proxy: at(row, 'pxname'),
            server: at(row, 'svname'),
            status: at(row, 'status'),
            retries: Number(at(row, 'wretr') || 0),
            redispatches: Number(at(row, 'wredis') || 0),
            responses5xx: Number(at(row, 'hrsp_5xx') || 0),
          };
        }),
      );
    });
  });
}
