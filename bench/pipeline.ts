// What the Odoo benchmarks share: the stack (gateway, leads, Redis) without its own Odoo, the simulator
// in this process (so a benchmark can set its latency and faults directly), sync workers started with
// the settings a row compares, and a watcher that times each lead from submit to "ids visible to staff".
import { childService, type ChildService, type LogSink } from '@site/dev-stack/child-service';
import { ApiClient, readEvents } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const leadBody = (i: number) => ({
  form: 'contact-page',
  name: `Bench Lead ${i}`,
  email: `bench${i}@example.ng`,
  company: 'Bench Ltd',
  service: 'Data Analytics',
  message: 'Power BI for five branches.',
});

export interface Pipeline {
  stack: Stack;
  sim: OdooSim;
  visitor: ApiClient;
  staff: ApiClient;
  /** A sync worker child process with these settings on top of the benchmark's. */
  startWorker(name: string, env: Record<string, string>, sink?: LogSink): Promise<ChildService>;
  stop(): Promise<void>;
}

/** The stack without a worker (benchmarks start their own), the simulator in-process; `env` goes to every service. */
export async function startPipeline(env: Record<string, string> = {}): Promise<Pipeline> {
  const stack = await startStack({ odoo: false, env: { LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', ...env } });
  const sim = await startOdooSim({ apiKey: 'bench-key' });
  const staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  const workers: ChildService[] = [];
  return {
    stack,
    sim,
    visitor: new ApiClient(stack.url),
    staff,
    async startWorker(name, env, sink) {
      const worker = childService({
        name,
        entry: 'services/odoo-sync/src/worker.ts',
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          LOG_LEVEL: 'warn',
          REDIS_URL: stack.redisUrl,
          ODOO_URL: sim.url,
          ODOO_DB: sim.db,
          ODOO_USERNAME: sim.login,
          ODOO_API_KEY: sim.apiKey,
          ODOO_PULL_INTERVAL_MS: '0',
          ODOO_RATE_LIMIT_PER_SECOND: '100000',
          ...env,
        },
        readyLine: /^odoo-sync worker ready$/,
        sink,
      });
      await worker.start();
      workers.push(worker);
      return worker;
    },
    async stop() {
      for (const w of workers) await w.stop();
      await sim.close();
      await stack.stop();
    },
  };
}

/**
 * Times leads from submit to "synced, Odoo ids visible to staff": the live stream (SSE) carries each
 * changed record, and the first event that shows a record `synced` with its Odoo ids (the lead, and a
 * booking's event when it has a slot) is its time. (An earlier version confirmed through the staff list,
 * which pages 200 at a time: under faults, a burst's early leads synced after 200 newer ones had arrived
 * and were never confirmed.)
 */
export class SyncWatcher {
  private readonly synced = new Map<string, number>();
  private readonly ctrl = new AbortController();

  constructor(
    private readonly stack: Pick<Stack, 'url' | 'adminUsername' | 'adminPassword'>,
    private readonly staff: ApiClient,
  ) {}

  async start(): Promise<void> {
    const cookie = (await this.staff.login(this.stack.adminUsername, this.stack.adminPassword)).headers.get('set-cookie')!.split(';')[0]!;
    const stream = await fetch(`${this.stack.url}/api/events`, { headers: { cookie }, signal: this.ctrl.signal });
    void readEvents(stream.body!, (_event, data) => {
      const { id, record } = data as { id: string; record?: SyncedFields };
      if (record && hasOdooIds(record) && !this.synced.has(id)) this.synced.set(id, performance.now());
    });
    await sleep(300);
  }

  syncedAt(id: string): number | undefined {
    return this.synced.get(id);
  }

  async waitAll(ids: string[], timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (ids.some((id) => !this.synced.has(id))) {
      if (performance.now() > deadline) return false;
      await sleep(20);
    }
    return true;
  }

  stop(): void {
    this.ctrl.abort();
  }
}

type SyncedFields = { syncStatus?: string; odooLeadId?: number | null; odooEventId?: number | null; preferredTime?: string | null };

/** Synced with the ids Odoo gave: the lead, and the meeting of a booking with a slot. */
const hasOdooIds = (r: SyncedFields) =>
  r.syncStatus === 'synced' && !!r.odooLeadId && (r.preferredTime === undefined || r.preferredTime === null || !!r.odooEventId);

/** One lead every `everyMs`; each lead's submit → synced time. */
export async function trickle(p: Pipeline, watcher: SyncWatcher, count: number, everyMs: number, offset: number): Promise<number[]> {
  const sent: Array<{ id: string; t0: number }> = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await p.visitor.post<{ id: string }>('/api/contact', leadBody(offset + i));
    sent.push({ id: res.body.id, t0 });
    await sleep(everyMs);
  }
  await watcher.waitAll(
    sent.map((s) => s.id),
    120_000,
  );
  return sent.map(({ id, t0 }) => (watcher.syncedAt(id) ?? Infinity) - t0);
}

/** `count` leads from `clients` clients at once; the ids and when the first was sent. */
export async function burst(
  p: Pipeline,
  count: number,
  clients: number,
  offset: number,
): Promise<{ ids: string[]; t0: number; intakeSeconds: number }> {
  const ids: string[] = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const i = next++;
        const res = await p.visitor.post<{ id: string }>('/api/contact', leadBody(offset + i));
        ids.push(res.body.id);
      }
    }),
  );
  return { ids, t0, intakeSeconds: (performance.now() - t0) / 1000 };
}
