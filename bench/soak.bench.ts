// Chaos soak (`make soak`): 10,000 submissions through the gateway while the sync worker is SIGKILLed
// every 2 s (and started again at once), Redis is restarted twice, the simulator answers 20 % of calls
// with a transient fault and goes away for 30 s. Prints submitted, stored, synced, Odoo leads,
// duplicates in Odoo, lost, and the time to drain after the last submission. It must end
// N / N / N / N / 0 / 0; the process exits 1 otherwise.
import { randomUUID } from 'node:crypto';
import { ApiClient } from '@site/dev-stack/api-client';
import { type ChildService, type LogSink } from '@site/dev-stack/child-service';
import { leadBody, sleep, startPipeline } from './pipeline';

const TOTAL = Number(process.env.SOAK_SUBMISSIONS ?? 10_000);
const CLIENTS = 16;
const KILL_EVERY_MS = 2_000;
const FAULT_RATE = 0.2;
const OUTAGE_MS = 30_000;
const DRAIN_LIMIT_MS = 15 * 60_000;
const tag = `soak-${Date.now().toString(36)}`;

const p = await startPipeline({ RECONCILE_AFTER_MS: '20000', RECONCILE_INTERVAL_MS: '5000', SWEEP_INTERVAL_MS: '1000' });
const workerEnv = { ODOO_SYNC_CONCURRENCY: '8', STALLED_INTERVAL_MS: '3000', ODOO_TIMEOUT_MS: '5000' };
// The worker's warnings during the chaos (connection refused while Redis restarts…) are expected; only errors show.
const quiet: LogSink = (name, line) => {
  if (/"level":(50|60)/.test(line)) console.log(`[${name}] ${line}`);
};
let worker: ChildService = await p.startWorker('odoo-sync', workerEnv, quiet);
const events: string[] = [];
const at = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

// One client's submission: retried (same Idempotency-Key) until the gateway answers 201, as a browser would.
async function submit(i: number): Promise<string> {
  const client = new ApiClient(p.stack.url);
  const key = `${tag}-${i}-${randomUUID()}`;
  for (let attempt = 0; ; attempt++) {
    const res = await client
      .post<{ id: string }>('/api/contact', { ...leadBody(i), name: `Soak ${tag} ${i}` }, { 'idempotency-key': key })
      .catch(() => null);
    if (res?.status === 201) return res.body.id;
    if (attempt > 50) throw new Error(`submission ${i} refused: ${res?.status} ${res?.text}`);
    await sleep(200);
  }
}

try {
  const t0 = Date.now();
  p.sim.control.setFaultRate(FAULT_RATE);
  let submitting = true;

  // The chaos, while the submissions run: the worker killed every 2 s; Redis restarted at 10 s and
  // 45 s; Odoo away from 20 s to 50 s. It goes on until every event has happened and the last
  // submission is in.
  const REDIS_RESTARTS_AT = [10_000, 45_000];
  const OUTAGE_AT = 20_000;
  const chaos = (async () => {
    let redisRestarts = 0;
    let outage = false;
    let kills = 0;
    while (submitting || redisRestarts < REDIS_RESTARTS_AT.length || !outage) {
      await sleep(KILL_EVERY_MS);
      kills++;
      await worker.kill();
      worker = await p.startWorker('odoo-sync', workerEnv, quiet).catch((err: Error) => {
        events.push(`${at(t0)} worker did not restart: ${err.message}`);
        return worker;
      });
      const elapsed = Date.now() - t0;
      if (redisRestarts < REDIS_RESTARTS_AT.length && elapsed >= REDIS_RESTARTS_AT[redisRestarts]!) {
        events.push(`${at(t0)} Redis restarted`);
        await p.stack.redis!.stop();
        await sleep(1000);
        await p.stack.redis!.restart();
        redisRestarts++;
      }
      if (!outage && elapsed >= OUTAGE_AT) {
        events.push(`${at(t0)} Odoo away for ${OUTAGE_MS / 1000} s`);
        outage = true;
        void p.sim.control.outage('refuse', { durationMs: OUTAGE_MS });
      }
    }
    return { kills, redisRestarts };
  })();

  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < TOTAL) ids.push(await submit(next++));
    }),
  );
  submitting = false;
  const lastSubmit = Date.now();
  events.push(`${at(t0)} last submission`);
  const chaosOver = chaos.then(({ kills, redisRestarts }) =>
    events.push(`${at(t0)} chaos over (${kills} worker kills, ${redisRestarts} Redis restarts)`),
  );

  const staff = new ApiClient(p.stack.url);
  await staff.login(p.stack.adminUsername, p.stack.adminPassword);
  const summary = async () => (await staff.get<{ totalContacts: number; odooLinked: number }>('/api/leads/summary')).body;
  let s = await summary();
  while (s.odooLinked < TOTAL && Date.now() - lastSubmit < DRAIN_LIMIT_MS) {
    await sleep(1000);
    s = await summary().catch(() => s);
  }
  const drainSeconds = (Date.now() - lastSubmit) / 1000;
  events.push(`${at(t0)} every record synced`);
  await chaosOver;
  p.sim.control.setFaultRate(0);

  // Our leads in Odoo, by the visitor's name they carry (each submission has its own).
  const ours = p.sim.state.records('crm.lead').filter((r) => String(r.contact_name ?? '').startsWith(`Soak ${tag} `));
  const perName = new Map<string, number>();
  for (const r of ours) perName.set(String(r.contact_name), (perName.get(String(r.contact_name)) ?? 0) + 1);
  const duplicates = [...perName.values()].reduce((sum, n) => sum + (n - 1), 0);
  const submitted = new Set(ids).size;
  const row = {
    submitted,
    stored: s.totalContacts,
    synced: s.odooLinked,
    odooLeads: perName.size,
    duplicates,
    lost: submitted - s.totalContacts,
  };

  console.log(
    `\nChaos soak (${new Date().toISOString()}): ${TOTAL} submissions from ${CLIENTS} clients; worker SIGKILLed every ${KILL_EVERY_MS / 1000} s; ${FAULT_RATE * 100} % transient Odoo faults; Odoo away ${OUTAGE_MS / 1000} s; Redis restarted twice`,
  );
  for (const e of events) console.log(`  ${e}`);
  console.log('| submitted | stored | synced | Odoo leads | duplicates in Odoo | lost | drain after last submission |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${row.submitted} | ${row.stored} | ${row.synced} | ${row.odooLeads} | ${row.duplicates} | ${row.lost} | ${drainSeconds.toFixed(1)} s |`,
  );
  const ok =
    row.submitted === TOTAL &&
    row.stored === TOTAL &&
    row.synced === TOTAL &&
    row.odooLeads === TOTAL &&
    row.duplicates === 0 &&
    row.lost === 0;
  console.log(ok ? 'PASS: every submission stored, synced once, none lost' : 'FAIL');
  if (!ok) process.exitCode = 1;
} finally {
  await worker.stop().catch(() => undefined);
  await p.stop();
}
