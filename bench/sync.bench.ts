// The whole pipeline: gateway → leads → Redis → worker → XML-RPC → results → leads → live event, with
// the Odoo simulator, or with the Odoo that ODOO_URL, ODOO_DB, ODOO_USERNAME and ODOO_API_KEY name (a
// real server: its pacing is then the production default, 2 calls in flight and 10 a second). Prints
// (1) end-to-end sync latency, submit → ids visible on the staff stream, p50 and p99 at a steady
// trickle, and (2) sustained leads/s for a burst until every lead is synced, next to the intake rate
// (submissions stored and queued) of the same burst in the same run.
import { ApiClient, readEvents } from '@site/dev-stack/api-client';
import { startStack } from '@site/dev-stack/stack';
import { leadBody as body, percentile } from './pipeline';

const TRICKLE = Number(process.env.BENCH_TRICKLE ?? 100);
const BURST = Number(process.env.BENCH_BURST ?? 600);
const CONCURRENCY = 16;

const real = process.env.ODOO_URL
  ? {
      ODOO_URL: process.env.ODOO_URL,
      ODOO_DB: process.env.ODOO_DB ?? '',
      ODOO_USERNAME: process.env.ODOO_USERNAME ?? '',
      ODOO_API_KEY: process.env.ODOO_API_KEY ?? '',
    }
  : null;
// The simulator answers in microseconds: the worker may go as fast as it can. A real Odoo gets the defaults.
const pacing = real ? {} : { ODOO_SYNC_CONCURRENCY: '8', ODOO_RATE_LIMIT_PER_SECOND: '10000' };
const stack = await startStack({
  env: { LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', ODOO_PULL_INTERVAL_MS: '0', ...pacing, ...real },
});

try {
  const staff = new ApiClient(stack.url);
  const login = await staff.login(stack.adminUsername, stack.adminPassword);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  // Live stream: the second record.changed of a record is its sync result being applied.
  const seen = new Map<string, number>();
  const synced = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const ctrl = new AbortController();
  const stream = await fetch(`${stack.url}/api/events`, { headers: { cookie }, signal: ctrl.signal });
  void readEvents(stream.body!, (_event, data) => {
    const { id } = data as { id: string };
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    if (n === 2) {
      synced.set(id, performance.now());
      waiters.get(id)?.();
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  const visitor = new ApiClient(stack.url);

  // Warm-up.
  for (let i = 0; i < 20; i++) await visitor.post('/api/contact', body(i));
  await new Promise((r) => setTimeout(r, 1000));

  // (1) Latency at a trickle: one lead every 50 ms; against a real Odoo, single submissions (each waits
  // for the one before to be synced), since its pacing takes at most five leads a second.
  const latencies: number[] = [];
  for (let i = 0; i < TRICKLE; i++) {
    const t0 = performance.now();
    const res = await visitor.post<{ id: string }>('/api/contact', body(1000 + i));
    const id = res.body.id;
    const done = synced.has(id) ? Promise.resolve() : new Promise<void>((r) => waiters.set(id, r));
    const measured = done.then(() => void latencies.push(synced.get(id)! - t0));
    await (real ? Promise.race([measured, new Promise((r) => setTimeout(r, 30_000))]) : new Promise((r) => setTimeout(r, 50)));
  }
  const deadline = Date.now() + 30_000;
  while (latencies.length < TRICKLE && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

  // (2) A burst: intake rate, then time until every lead of it is synced.
  const ids: string[] = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BURST) {
        const i = next++;
        const res = await visitor.post<{ id: string }>('/api/contact', body(10_000 + i));
        ids.push(res.body.id);
      }
    }),
  );
  const intakeSeconds = (performance.now() - t0) / 1000;
  while (ids.some((id) => !synced.has(id)) && performance.now() - t0 < 120_000) await new Promise((r) => setTimeout(r, 50));
  const lastSynced = Math.max(...ids.map((id) => synced.get(id) ?? Infinity));
  const pipelineSeconds = (lastSynced - t0) / 1000;

  // Every lead must really be synced, with ids, in the staff API.
  const records = (await staff.contacts()).body;
  const notSynced = records.filter((r) => r.syncStatus !== 'synced' || !r.odooLeadId).length;

  const odoo = real
    ? `Odoo at ${real.ODOO_URL} (${real.ODOO_USERNAME}), 2 calls in flight, 10/s`
    : 'Odoo simulator, 8 Odoo calls in flight';
  console.log(`\nSync benchmark (${odoo}, over XML-RPC, batches of up to 50, loopback, ${new Date().toISOString()})`);
  console.log('| measure | value |');
  console.log('| --- | ---: |');
  console.log(
    `| submit → ids visible, p50 (${latencies.length} leads, ${real ? 'one at a time' : 'one per 50 ms'}) | ${percentile(latencies, 50).toFixed(0)} ms |`,
  );
  console.log(`| submit → ids visible, p99 | ${percentile(latencies, 99).toFixed(0)} ms |`);
  console.log(
    `| intake of a ${BURST}-lead burst (${CONCURRENCY} clients): stored and queued | ${(BURST / intakeSeconds).toFixed(0)} leads/s |`,
  );
  console.log(`| sustained pipeline: same burst until every lead is synced | ${(BURST / pipelineSeconds).toFixed(0)} leads/s |`);
  console.log(`| pipeline rate / intake rate | ${(intakeSeconds / pipelineSeconds).toFixed(2)}x |`);
  console.log(`| records not synced at the end | ${notSynced} |`);
  if (notSynced > 0 || latencies.length < TRICKLE) process.exitCode = 1;
  ctrl.abort();
} finally {
  await stack.stop();
}
