// Load generation shared by the benchmarks: autocannon on loopback, bounded in time, and the CPU time
// each process spent meanwhile.
import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';

/** CPU time (user + system) of a process so far, in µs; 0 where /proc is not there. */
export function cpuMicros(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
}

export type Figures = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

export async function measure(
  label: string,
  opts: { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections?: number; seconds?: number },
): Promise<Figures> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections ?? 16,
    duration: opts.seconds ?? 8,
  });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: Figures[], baseline: Figures) {
  console.log(`\n${title}`);
  console.log('| what | req/s | p50 ms | p99 ms | vs baseline req/s | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(2)}x | ${r.errors} | ${r.non2xx} |`);
}

/** The contact submission every submissions benchmark sends (the contact page's form, as the site sends it). */
export const CONTACT_BODY = JSON.stringify({
  form: 'contact-page',
  name: 'Benchmark Visitor',
  email: 'bench@example.ng',
  phone: '+234 803 000 0000',
  company: 'Bench Ltd',
  service: 'Data Analytics',
  message: 'We would like a Power BI dashboard for our five branches in Port Harcourt.',
});

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
