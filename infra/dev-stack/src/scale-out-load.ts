// What the scale-out test and benchmark drive a stack of several instances with: submissions from many
// client addresses (127.x.y.z are all this machine's), a staff stream that reconnects with
// Last-Event-ID as a browser's EventSource does, and a rolling restart (SIGTERM to one instance at a
// time, as an operator sends it) under a steady load.
import { Agent, request } from 'node:http';
import { readEvents } from './api-client';
import { type ChildService } from './child-service';
import { type Stack } from './stack';
import { waitUntil } from './wait-until';

const agents = new Map<string, Agent>();

/**
 * A keep-alive agent per source address, as each visitor's browser keeps its own connections. An idle
 * connection is closed after 2 s, before the server's keep-alive timeout (5 s) closes it: a request sent
 * on a connection the server is closing at that instant would fail in the client (a browser tries it
 * again on a new connection; Node's agent does not), which is no failure of the stack under test.
 */
function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new Agent({ keepAlive: true, localAddress, timeout: 2000 })));
  return agent;
}

/** Closes the connections `postFrom` keeps. */
export function closeLoadConnections() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** A request from `localAddress` (a loopback address), as a client on another machine would send it. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? (body ? 'POST' : 'GET'),
        agent: agentFor(localAddress),
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

type Heard = { event: string; data: { id?: string; record?: { odooLeadId?: number | null } } };

/**
 * A staff live-event stream that, like EventSource, opens again whenever it ends (a gateway or leads
 * service stopping ends it) and says where it left off with Last-Event-ID.
 */
export class ReconnectingStream {
  readonly events: Heard[] = [];
  reconnects = 0;
  private lastId: string | undefined;
  private ctrl = new AbortController();
  private running: Promise<void>;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {
    this.running = this.loop();
  }

  /** Whether it has said where it starts (its first `id:`), so nothing after this point is missed. */
  get positioned() {
    return this.lastId !== undefined;
  }

  /** The ids of the records whose Odoo lead id the stream has carried. */
  syncedIds(): Set<string> {
    return new Set(this.events.filter((e) => e.event === 'record.changed' && e.data.record?.odooLeadId).map((e) => e.data.id!));
  }

  refetches(): number {
    return this.events.filter((e) => e.event === 'refetch').length;
  }

  private async loop() {
    while (!this.closed) {
      const headers: Record<string, string> = { accept: 'text/event-stream', cookie: this.cookie };
      if (this.lastId) headers['last-event-id'] = this.lastId;
      const res = await fetch(this.url, { headers, signal: this.ctrl.signal }).catch(() => null);
      if (res?.ok && res.body)
        await readEvents(
          res.body,
          (event, data) => void this.events.push({ event, data: data as Heard['data'] }),
          (id) => (this.lastId = id),
        );
      else await res?.body?.cancel();
      if (this.closed) return;
      this.reconnects += 1;
      // EventSource waits the server's `retry:` (3 s); sooner here, to keep the test short.
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async close() {
    this.closed = true;
    this.ctrl.abort();
    await this.running;
  }
}

export type Restart = { name: string; stopMs: number; replacedMs: number };

/**
 * SIGTERM to the running process, as an operator sends it, then the time until it is gone (`stopMs`) and
 * until another process of it is ready (`replacedMs`, from the signal), the stack having started it again.
 */
async function restartOne(service: ChildService): Promise<Restart> {
  const pid = service.readyPid;
  if (!pid) throw new Error(`${service.name} is not running`);
  const signalled = Date.now();
  process.kill(pid, 'SIGTERM');
  const stopMs = await waitUntil(() => service.readyPid !== pid && !processAlive(pid), `${service.name} stopping`, 60_000);
  await waitUntil(() => service.readyPid !== undefined && service.readyPid !== pid, `${service.name} replaced`, 120_000);
  return { name: service.name, stopMs, replacedMs: Date.now() - signalled };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type LoadResult = { ids: string[]; statuses: number[]; failures: string[]; seconds: number };

type LoadOptions = {
  perSecond: number;
  /** At least this long, and on while `more()` says so. */
  seconds: number;
  more?: () => boolean;
  addresses: string[];
  body: (i: number) => Record<string, unknown>;
};

/**
 * Contacts at `perSecond`, each from the next of `addresses` (so no one client meets the form's rate
 * limit), each without an Idempotency-Key, as an API client sends them. Every answer is kept.
 */
async function steadyContacts(url: string, opts: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = { ids: [], statuses: [], failures: [], seconds: 0 };
  const started = Date.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; Date.now() - started < opts.seconds * 1000 || opts.more?.(); i++) {
    const due = started + (i * 1000) / opts.perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    sent.push(
      requestFrom(opts.addresses[i % opts.addresses.length]!, `${url}/api/contact`, { body: opts.body(i) }).then(
        (answer) => {
          result.statuses.push(answer.status);
          if (answer.status === 201) result.ids.push((JSON.parse(answer.body) as { id: string }).id);
          else result.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
        },
        (err: Error) => {
          result.statuses.push(0);
          result.failures.push(err.message);
        },
      ),
    );
  }
  result.seconds = (Date.now() - started) / 1000;
  await Promise.all(sent);
  return result;
}

export type RollingRestartResult = { load: LoadResult; restarts: Restart[] };

/**
 * A steady load of contacts through the balancer while one gateway, then one leads service, then one
 * worker is sent SIGTERM, each once the one before has been replaced. The load runs `seconds`, and at
 * least two seconds past the last replacement. The stream is the caller's.
 */
export async function rollingRestart(stack: Stack, opts: Omit<LoadOptions, 'more'>): Promise<RollingRestartResult> {
  let restarting = true;
  const loading = steadyContacts(stack.url, { ...opts, more: () => restarting });
  const restarts: Restart[] = [];
  try {
    // The load first runs alone for a moment, so each restart meets requests in flight.
    await new Promise((r) => setTimeout(r, 2000));
    for (const service of [stack.instances.gateway[0]!, stack.instances.leads[0]!, stack.instances['odoo-sync'][0]!])
      restarts.push(await restartOne(service));
    await new Promise((r) => setTimeout(r, 2000));
  } finally {
    restarting = false;
  }
  return { load: await loading, restarts };
}
