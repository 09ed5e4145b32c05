// Submissions through the gateway (validate, store in SQLite, hand to Redis) next to the gateway's own
// proxied hello-world, measured in the same run on this machine, and a bare Fastify hello-world for
// scale. Run: make bench (or node --import tsx bench/submissions.bench.ts).
//
// The two loads alternate in rounds (ROUNDS, BENCH_SECONDS each) and the ratio is the median of the
// rounds' ratios: on a shared machine another tenant's load comes and goes within seconds (the CPU time
// stolen from this machine is printed per round), and alternating lets both loads meet the same
// conditions. Each round also reads every process's CPU time from /proc, so a change's effect shows as
// CPU per request per process, which steal and scheduling disturb much less than requests per second.
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT, startStack } from '@site/dev-stack/stack';
import { CONTACT_BODY, cpuMicros, type Figures, measure, median, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.ROUNDS ?? 5);

/** CPU time the hypervisor gave to others while this machine wanted it, all cores, in ms. */
function stolenMs(): number {
  if (!existsSync('/proc/stat')) return 0;
  return Number(readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)[8]) * 10;
}

const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-fastify.ts'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(createInterface({ input: hello.stdout! }), 'line')) as [string];
const helloPort = Number(/listening on (\d+)/.exec(line)![1]);

const stack = await startStack({ odoo: false, env: { LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000' } });
const processes = {
  gateway: stack.services.gateway?.pid,
  leads: stack.services.leads?.pid,
  redis: stack.redis?.pid,
  'load generator': process.pid,
};
type Load = { label: string; url: string; method?: 'POST'; body?: string; headers?: Record<string, string> };
type Round = Figures & { stolenMs: number; cpu: Record<string, number> };

/** One load for `seconds`, with each process's CPU per request and the time stolen meanwhile. */
async function round(load: Load, secs = seconds): Promise<Round> {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuMicros(pid)]));
  const stolen = stolenMs();
  const figures = await measure(load.label, { ...load, seconds: secs });
  const requests = figures.rps * secs;
  const cpu = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, (cpuMicros(pid) - before[name]!) / requests]));
  return { ...figures, stolenMs: stolenMs() - stolen, cpu };
}

try {
  const proxied: Load = { label: 'gateway → leads hello-world (GET /api/health)', url: `${stack.url}/api/health` };
  const submit: Load = {
    label: 'submission through the gateway (POST /api/contact)',
    url: `${stack.url}/api/contact`,
    method: 'POST',
    body: CONTACT_BODY,
    headers: { 'content-type': 'application/json' },
  };
  // Warm both paths (JIT, connection pools) before measuring.
  await round(proxied, 2);
  await round(submit, 2);

  const bare = await measure('bare Fastify hello-world', { url: `http://127.0.0.1:${helloPort}/hello`, seconds });
  const pairs: [Round, Round][] = [];
  for (let i = 0; i < rounds; i++) pairs.push([await round(proxied), await round(submit)]);

  console.log(`\nSubmissions benchmark (${rounds} rounds of ${seconds} s per load, 16 connections, loopback, ${new Date().toISOString()})`);
  console.log('| round | proxied hello-world req/s | submissions req/s (p50 / p99 ms) | ratio | CPU stolen, proxied / submissions |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  pairs.forEach(([p, s], i) =>
    console.log(
      `| ${i + 1} | ${p.rps} | ${s.rps} (${s.p50} / ${s.p99}) | ${(s.rps / p.rps).toFixed(2)}x | ${(p.stolenMs / (seconds * 10)).toFixed(0)} % / ${(s.stolenMs / (seconds * 10)).toFixed(0)} % |`,
    ),
  );
  const cpuTable = (label: string, rows: Round[]) =>
    `| ${label} | ${Object.keys(processes)
      .map((name) => median(rows.map((r) => r.cpu[name]!)).toFixed(0))
      .join(' | ')} |`;
  console.log(`\nCPU per request, µs (median of the rounds)\n| load | ${Object.keys(processes).join(' | ')} |`);
  console.log(
    `| --- | ${Object.keys(processes)
      .map(() => '---:')
      .join(' | ')} |`,
  );
  console.log(
    cpuTable(
      'proxied hello-world',
      pairs.map(([p]) => p),
    ),
  );
  console.log(
    cpuTable(
      'submission',
      pairs.map(([, s]) => s),
    ),
  );

  const medianPair = (k: 0 | 1): Figures => ({
    ...pairs[0]![k],
    rps: median(pairs.map((p) => p[k].rps)),
    p50: median(pairs.map((p) => p[k].p50)),
    p99: median(pairs.map((p) => p[k].p99)),
  });
  printTable('Medians of the rounds, next to the bare Fastify hello-world', [bare, medianPair(0), medianPair(1)], bare);
  const ratio = median(pairs.map(([p, s]) => s.rps / p.rps));
  console.log(`\nSubmissions per second relative to the proxied hello-world: ${ratio.toFixed(2)}x (median of ${rounds} rounds)`);
  console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  if (pairs.some(([, s]) => s.errors > 0 || s.non2xx > 0)) {
    console.error('submission errors during the run');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  hello.kill('SIGTERM');
}
