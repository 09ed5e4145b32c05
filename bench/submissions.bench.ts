// Submissions through the gateway (validate, store in SQLite, hand to Redis) next to the
// gateway's own proxied hello-world and a bare Fastify hello-world, all measured in this run on
// this machine. Prints a table; the README quotes it. Run: make bench (or node --import tsx bench/submissions.bench.ts).
// The ratio is only comparable between runs on an otherwise idle machine: the load average is printed
// with it, because other processes slow the cheap proxied hello-world more than the submission.
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startStack } from '@site/dev-stack/stack';
import { REPO_ROOT } from '@site/dev-stack/stack';
import { measure, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-fastify.ts'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(createInterface({ input: hello.stdout! }), 'line')) as [string];
const helloPort = Number(/listening on (\d+)/.exec(line)![1]);

const stack = await startStack({ odoo: false, env: { LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000' } });
try {
  const body = JSON.stringify({
    form: 'contact-page',
    name: 'Benchmark Visitor',
    email: 'bench@example.ng',
    phone: '+234 803 000 0000',
    company: 'Bench Ltd',
    service: 'Data Analytics',
    message: 'We would like a Power BI dashboard for our five branches in Port Harcourt.',
  });
  // Warm both paths (JIT, connection pools) before measuring.
  await measure('warm-up', { url: `${stack.url}/api/health`, seconds: 2 });
  await measure('warm-up', {
    url: `${stack.url}/api/contact`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    seconds: 2,
  });

  const bare = await measure('bare Fastify hello-world', { url: `http://127.0.0.1:${helloPort}/hello`, seconds });
  const proxied = await measure('gateway → leads hello-world (GET /api/health)', { url: `${stack.url}/api/health`, seconds });
  const submit = await measure('submission through the gateway (POST /api/contact)', {
    url: `${stack.url}/api/contact`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    seconds,
  });
  printTable(
    `Submissions benchmark (${seconds} s each, 16 connections, loopback, ${new Date().toISOString()})`,
    [bare, proxied, submit],
    bare,
  );
  console.log(`\nSubmissions per second relative to the proxied hello-world: ${(submit.rps / proxied.rps).toFixed(2)}x`);
  console.log(
    `Load average during the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (the ratio is only comparable on an idle machine)`,
  );
  if (submit.errors > 0 || submit.non2xx > 0) {
    console.error('submission errors during the run');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  hello.kill('SIGTERM');
}
