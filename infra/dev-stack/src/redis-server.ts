// A private redis-server child process: for `make run` (AOF under DATA_DIR) and for tests (real
// Redis, never a fake). Loopback only, on a free port unless one is given.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { killOnExit, withPrivateFiles } from './child-service';
import { freePort } from './free-port';
import { waitUntil } from './wait-until';

export type RedisProcess = {
  url: string;
  port: number;
  /** The running server's process id (a new one after a restart). */
  readonly pid: number | undefined;
  /** Graceful stop (SHUTDOWN via SIGTERM), waits for exit. */
  stop(): Promise<void>;
  /** Abrupt death (SIGKILL), as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory (after stop or kill). */
  restart(): Promise<void>;
};

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = createConnection({ host: '127.0.0.1', port });
    sock.setTimeout(500);
    sock.on('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      resolve(d.toString().startsWith('+PONG'));
      sock.destroy();
    });
    sock.on('error', () => resolve(false));
    sock.on('timeout', () => {
      resolve(false);
      sock.destroy();
    });
  });
}

export async function startRedis(opts: { dir: string; port?: number; onLog?: (line: string) => void }): Promise<RedisProcess> {
  // Its append-only file holds the queues' jobs (and with them people's records): its user's alone.
  mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  chmodSync(opts.dir, 0o700);
  const port = opts.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = async () => {
    child = spawn(
      ...withPrivateFiles('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        opts.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--save',
        '',
        // The queue must never lose a job to eviction (BullMQ "going to production").
        '--maxmemory-policy',
        'noeviction',
        '--protected-mode',
        'yes',
        '--daemonize',
        'no',
      ]),
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    killOnExit(child);
    const forward = (b: Buffer) =>
      b
        .toString()
        .split('\n')
        .filter(Boolean)
        .forEach((l) => opts.onLog?.(l));
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code) => reject(new Error(`redis-server exited early (code ${code}); is it installed?`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitUntil(() => ping(port), `redis-server on port ${port}`, 10_000), exited]);
  };

  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get pid() {
      return child?.pid;
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    restart: async () => {
      await end('SIGTERM');
      await launch();
    },
  };
}
