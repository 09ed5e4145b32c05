// Runs one of our services as a child process: logs prefixed with its name (pino JSON lines made
// readable), readiness by polling a URL, a graceful stop (SIGTERM, then SIGKILL after a grace
// period) and an abrupt kill for crash tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
let reaper: ChildProcess | undefined;
const REAPER = fileURLToPath(new URL('./reaper.mjs', import.meta.url));

/** The reaper's stdin (started on first use): it stops our children if this process dies without doing so. */
function reaperInput(): Writable | undefined {
  if (!reaper) {
    reaper = spawn(process.execPath, [REAPER], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    // Neither the reaper nor the pipe to it keeps this process alive.
    reaper.unref();
    (reaper.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    reaper.stdin?.on('error', () => undefined);
  }
  return reaper.stdin ?? undefined;
}

/**
 * A child dies with this process: killed on a normal exit, and stopped by the reaper when this process
 * is killed outright (no exit handler runs then). The child must lead its own process group (`detached`).
 */
export function killOnExit(child: ChildProcess) {
  running.add(child);
  if (child.pid) reaperInput()?.write(`+${child.pid}\n`);
  child.once('exit', () => {
    running.delete(child);
    if (child.pid) reaper?.stdin?.write(`-${child.pid}\n`);
  });
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const c of running) c.kill('SIGKILL');
  });
}

/**
 * What every child of a test run or of `make run` inherits besides its own settings: PATH and HOME, and
 * the test clock (scripts/test-clock.mjs, preloaded through NODE_OPTIONS when TEST_NOW is set) so that
 * every process reads the same shifted "now".
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const keys = ['PATH', 'HOME', 'NODE_OPTIONS', 'TEST_NOW', 'TEST_NOW_ORIGIN_MS', 'SITE_TEST_RUN'] as const;
  return Object.fromEntries(keys.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]])));
}

/**
 * A command started with umask 077, so that every file and folder it makes (the SQLite store, Redis' files,
 * the simulator's data, kept mail) is its user's alone. `exec` keeps the process id: signals, the reaper and
 * /proc see the command itself.
 */
export function withPrivateFiles(command: string, args: string[]): [string, string[]] {
  return ['/bin/sh', ['-c', 'umask 077 && exec "$0" "$@"', command, ...args]];
}

export type LogSink = (name: string, line: string) => void;

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A pino JSON line as "INFO message key=value …"; any other line as it is. */
export function readableLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const { level, time, msg, pid: _p, hostname: _h, service: _s, ...rest } = JSON.parse(line) as Record<string, unknown>;
    const fields = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    const at = typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '';
    return `${at} ${LEVELS[level as number] ?? level} ${msg ?? ''}${fields ? ' ' + fields : ''}`;
  } catch {
    return line;
  }
}

export const consoleSink: LogSink = (name, line) => process.stdout.write(`[${name.padEnd(11)}] ${readableLogLine(line)}\n`);

export type ChildService = {
  name: string;
  /** The running process's id (a new one after each start). */
  readonly pid: number | undefined;
  /** The id of the last process that passed its readiness check and is still running; undefined between a death and the next ready start. */
  readonly readyPid: number | undefined;
  /** How many times it was started again after exiting by itself (`restartOnExit`). */
  readonly restarts: number;
  start(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
  kill(): Promise<void>;
  exited(): boolean;
};

/** How it is restarted after exiting by itself: compose's policy, in small (first delay, doubling to the cap; reset after a long run). */
const RESTART = { firstDelayMs: 500, maxDelayMs: 10_000, resetAfterMs: 10_000 } as const;

/** The restarts of one service after exits of its own: the delay doubles while it keeps dying soon after starting. */
class Restarts {
  count = 0;
  private delay: number = RESTART.firstDelayMs;
  private timer: NodeJS.Timeout | undefined;

  schedule(
    log: (line: string) => void,
    exit: { code: number | null; signal: NodeJS.Signals | null; ranMs: number },
    start: () => Promise<void>,
  ) {
    if (exit.ranMs >= RESTART.resetAfterMs) this.delay = RESTART.firstDelayMs;
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, RESTART.maxDelayMs);
    log(`exited (${exit.signal ?? `code ${exit.code}`}); starting it again in ${delay} ms`);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.count += 1;
      // A failed start ends in an exit, which schedules the next try.
      start().catch((err: Error) => log(`could not start again: ${err.message}`));
    }, delay);
  }

  cancel() {
    clearTimeout(this.timer);
  }
}

type ChildOptions = {
  name: string;
  /** A Node program: its entry file (TypeScript sources need tsx, the default of `nodeArgs`; compiled bundles none). */
  entry?: string;
  nodeArgs?: string[];
  /** Or any other program, with its arguments. */
  command?: { file: string; args: string[] };
  env: NodeJS.ProcessEnv;
  /** Polled until it answers (any HTTP status); omit for a process with no HTTP port. */
  readyUrl?: string;
  readyHeaders?: Record<string, string>;
  /** Or: a line of output that means ready. */
  readyLine?: RegExp;
  /** Or: polled until it resolves true. */
  readyProbe?: () => Promise<boolean>;
  cwd: string;
  sink?: LogSink;
  readyTimeoutMs?: number;
  /** The signal of a graceful stop (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /**
   * Started again whenever it exits by itself once it has been ready (as compose's `restart:` does), so
   * an operator rolls a restart by signalling one instance at a time; `stop()` and `kill()` end that.
   */
  restartOnExit?: boolean;
};

/** Whether a starting child is ready, by the one sign its options name. */
function readiness(opts: ChildOptions): (sawReadyLine: boolean) => Promise<boolean> {
  return async (sawReadyLine) => {
    if (opts.readyLine) return sawReadyLine;
    if (opts.readyProbe) return opts.readyProbe().catch(() => false);
    if (opts.readyUrl)
      return fetch(opts.readyUrl, { headers: opts.readyHeaders, signal: AbortSignal.timeout(1000) }).then(
        () => true,
        () => false,
      );
    return true;
  };
}

/** Spawns the program, in a process group of its own, with every output line passed to `onLine`. */
function spawnChild(opts: ChildOptions, onLine: (line: string) => void): ChildProcess {
  const [file, args] = opts.command
    ? [opts.command.file, opts.command.args]
    : [process.execPath, [...(opts.nodeArgs ?? ['--import', 'tsx']), opts.entry ?? '']];
  const spawned = spawn(...withPrivateFiles(file, args), {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only the runner, which stops
    // the services in order (gateway first, Redis last).
    detached: true,
  });
  killOnExit(spawned);
  for (const stream of [spawned.stdout!, spawned.stderr!]) createInterface({ input: stream }).on('line', onLine);
  return spawned;
}

export function childService(opts: ChildOptions): ChildService {
  let child: ChildProcess | undefined;
  let readyPid: number | undefined;
  // Between a start and a stop()/kill(): an exit in that time is the process's own.
  let supervised = false;
  const restarts = new Restarts();
  const sink = opts.sink ?? consoleSink;
  const isReady = readiness(opts);
  const isDone = () => !child || child.exitCode !== null || child.signalCode !== null;
  const waitExit = () => new Promise<void>((resolve) => (isDone() ? resolve() : child!.once('exit', () => resolve())));
  const end = async (signal: NodeJS.Signals, graceMs?: number) => {
    supervised = false;
    restarts.cancel();
    if (isDone()) return;
    const exit = waitExit();
    child!.kill(signal);
    const timer = graceMs === undefined ? undefined : setTimeout(() => child?.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };

  const service: ChildService = {
    name: opts.name,
    get pid() {
      return child?.pid;
    },
    get readyPid() {
      return readyPid;
    },
    get restarts() {
      return restarts.count;
    },
    exited: isDone,
    async start() {
      let sawReadyLine = false;
      const spawned = spawnChild(opts, (line) => {
        if (opts.readyLine?.test(line)) sawReadyLine = true;
        sink(opts.name, line);
      });
      child = spawned;
      const startedAt = Date.now();
      spawned.once('exit', (code, signal) => {
        if (readyPid === spawned.pid) readyPid = undefined;
        if (opts.restartOnExit && supervised && child === spawned)
          restarts.schedule(
            (line) => sink(opts.name, line),
            { code, signal, ranMs: Date.now() - startedAt },
            () => service.start(),
          );
      });
      const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
      while (Date.now() < deadline) {
        if (spawned.exitCode !== null || spawned.signalCode !== null)
          throw new Error(`${opts.name} exited during start-up (code ${spawned.exitCode})`);
        if (await isReady(sawReadyLine)) {
          readyPid = spawned.pid;
          supervised = true;
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      spawned.kill('SIGKILL');
      throw new Error(`${opts.name} was not ready within ${opts.readyTimeoutMs ?? 60_000} ms`);
    },
    stop: (graceMs = 10_000) => end(opts.stopSignal ?? 'SIGTERM', graceMs),
    kill: () => end('SIGKILL'),
  };
  return service;
}
