// Submissions per second with one instance of each service and with two behind the balancer, measured in
// the same run: one gateway alone (today's shape), one gateway behind HAProxy (the balancer's own cost),
// and two of each behind HAProxy. Run: make bench (or node --import tsx bench/scale-out.bench.ts).
//
// The three stacks run side by side (each its own Redis and store; the idle ones cost nothing) and the
// loads alternate in rounds (ROUNDS, BENCH_SECONDS each), so each meets the machine's changing load
// alike; each figure is the median of its rounds. Each round also reads the CPU time of every process of
// the stack from /proc (gateways, leads services, Redis, the balancer): CPU per submission, which other
// tenants' load disturbs much less than requests per second. On this machine (2 cores, the load
// generator included) a second instance cannot add a core: the figures say what two instances cost or
// give when the CPU is already shared, not how far they would scale on more cores.
import { cpus, loadavg } from 'node:os';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { CONTACT_BODY, cpuMicros, type Figures, measure, median, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.ROUNDS ?? 5);
const env = { LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000' };

/** Every process of a stack that serves a submission. */
const pidsOf = (stack: Stack) =>
  [...stack.instances.gateway, ...stack.instances.leads, ...(stack.balancer ? [stack.balancer] : [])]
    .map((s) => s.pid)
    .concat(stack.redis?.pid);
const stackCpu = (stack: Stack): number => pidsOf(stack).reduce<number>((sum, pid) => sum + cpuMicros(pid), 0);

const shapes: { label: string; stack: Stack }[] = [];
try {
  // No worker: the figure is the intake (answer once stored), as in bench/submissions.bench.ts.
  shapes.push({ label: 'one of each, no balancer', stack: await startStack({ odoo: false, env }) });
  shapes.push({ label: 'one of each behind HAProxy', stack: await startStack({ odoo: false, env, balancer: true }) });
  shapes.push({ label: 'two of each behind HAProxy', stack: await startStack({ odoo: false, env, instances: 2 }) });
  const load = (stack: Stack, secs: number, label: string) =>
    measure(label, {
      url: `${stack.url}/api/contact`,
      method: 'POST',
      body: CONTACT_BODY,
      headers: { 'content-type': 'application/json' },
      seconds: secs,
    });
  for (const s of shapes) await load(s.stack, 2, s.label); // warm-up: JIT, connection pools
  const results: Figures[][] = shapes.map(() => []);
  /** CPU µs per submission, all the stack's processes together, per round. */
  const cpu: number[][] = shapes.map(() => []);
  for (let r = 0; r < rounds; r++)
    for (const [i, s] of shapes.entries()) {
      const before = stackCpu(s.stack);
      const figures = await load(s.stack, seconds, s.label);
      results[i]!.push(figures);
      cpu[i]!.push((stackCpu(s.stack) - before) / (figures.rps * seconds));
    }

  console.log(`\nScale-out benchmark (${rounds} rounds of ${seconds} s per shape, 16 connections, loopback, ${new Date().toISOString()})`);
  console.log(`| round | ${shapes.map((s) => s.label).join(' | ')} |`);
  console.log(`| ---: | ${shapes.map(() => '---:').join(' | ')} |`);
  for (let r = 0; r < rounds; r++) console.log(`| ${r + 1} | ${results.map((rs) => rs[r]!.rps).join(' | ')} |`);
  const medians = results.map((rs) => ({
    ...rs[0]!,
    rps: median(rs.map((x) => x.rps)),
    p50: median(rs.map((x) => x.p50)),
    p99: median(rs.map((x) => x.p99)),
  }));
  printTable('Submissions per second, medians of the rounds, against one of each without a balancer', medians, medians[0]!);
  console.log(
    `\nTwo of each against one of each, both behind HAProxy: ${(medians[2]!.rps / medians[1]!.rps).toFixed(2)}x ` +
      `(median of the rounds' ratios ${median(results[2]!.map((x, i) => x.rps / results[1]![i]!.rps)).toFixed(2)}x)`,
  );
  console.log(`\nCPU per submission, all the stack's processes, µs (median of the rounds)`);
  console.log(`| ${shapes.map((s) => s.label).join(' | ')} |\n| ${shapes.map(() => '---:').join(' | ')} |`);
  console.log(`| ${cpu.map((c) => median(c).toFixed(0)).join(' | ')} |`);
  console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  if (results.flat().some((x) => x.errors > 0 || x.non2xx > 0)) {
    console.error('submission errors during the run');
    process.exitCode = 1;
  }
} finally {
  for (const s of shapes) await s.stack.stop();
}
