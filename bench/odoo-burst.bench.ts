// Bursts: 1,000 leads already queued when the worker starts, Odoo answering every call after 50 ms.
// Time until all are in Odoo, one record per `load` call (ODOO_BATCH_SIZE=1) against up to 50 per call
// (the default), same worker concurrency, same run. Target: batched ≥ 5× faster.
import { burst, sleep, startPipeline } from './pipeline';

const LEADS = Number(process.env.BENCH_QUEUED ?? 1000);
const LATENCY_MS = 50;
const CONCURRENCY = '4';

const p = await startPipeline();
try {
  const rows: Array<{ label: string; seconds: number; loads: number; calls: number }> = [];
  let offset = 0;
  for (const [label, batchSize] of [
    ['one by one (ODOO_BATCH_SIZE=1)', '1'],
    ['batched (ODOO_BATCH_SIZE=50)', '50'],
  ] as const) {
    await burst(p, LEADS, 16, offset);
    offset += LEADS;
    const before = p.sim.state.snapshot().records['crm.lead'] ?? 0;
    const callsBefore = p.sim.state.calls('*');
    const loadsBefore = p.sim.state.calls('crm.lead.load');
    p.sim.control.setLatency(LATENCY_MS);
    const worker = await p.startWorker(`sync-${batchSize}`, { ODOO_SYNC_CONCURRENCY: CONCURRENCY, ODOO_BATCH_SIZE: batchSize });
    const t0 = performance.now();
    const deadline = t0 + 300_000;
    while ((p.sim.state.snapshot().records['crm.lead'] ?? 0) - before < LEADS && performance.now() < deadline) await sleep(20);
    const seconds = (performance.now() - t0) / 1000;
    await worker.stop();
    p.sim.control.setLatency(0);
    const synced = (p.sim.state.snapshot().records['crm.lead'] ?? 0) - before;
    if (synced !== LEADS) throw new Error(`${label}: ${synced} of ${LEADS} leads reached Odoo`);
    rows.push({ label, seconds, loads: p.sim.state.calls('crm.lead.load') - loadsBefore, calls: p.sim.state.calls('*') - callsBefore });
  }
  const [single, batched] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `\nOdoo bursts (${LEADS} queued leads, simulator over XML-RPC answering after ${LATENCY_MS} ms, ${CONCURRENCY} calls in flight, ${new Date().toISOString()})`,
  );
  console.log('| mode | time until all in Odoo | leads/s | crm.lead.load calls | Odoo calls |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.label} | ${r.seconds.toFixed(1)} s | ${(LEADS / r.seconds).toFixed(0)} | ${r.loads} | ${r.calls} |`);
  console.log(`| batched vs one by one | ${(single.seconds / batched.seconds).toFixed(1)}x faster (target ≥ 5x) | | | |`);
  if (single.seconds / batched.seconds < 5) process.exitCode = 1;
} finally {
  await p.stop();
}
