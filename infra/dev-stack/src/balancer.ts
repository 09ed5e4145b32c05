// The load balancer of a stack with several gateways: Debian's HAProxy (scripts/setup.sh installs it) as a
// child process, its configuration (balancer-config.ts) written under DATA_DIR at each start.
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { type BalancerOptions, balancerConfig } from './balancer-config';
import { childService, inheritedEnv, type ChildService, type LogSink } from './child-service';

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
