// The gateway's shutdown, as a real process: SIGTERM (or an error nobody caught) closes it gracefully
// within SHUTDOWN_GRACE_MS, whatever it holds: a request in flight, a live-event stream, a Redis that is
// gone. In front of it, a stand-in for the leads service that answers when the test says so.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnv, killOnExit } from '@site/dev-stack/child-service';
import { freePort } from '@site/dev-stack/free-port';
import { startRedis } from '@site/dev-stack/redis-server';
import { REPO_ROOT } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';

const DEADLINE_MS = 3_000;
const INTERNAL_TOKEN = 'shutdown-test-internal-token';
const STAFF = { id: 'staff-1', username: 'staff', canOperateQueues: false };
const tmp = mkdtempSync(join(tmpdir(), 'gateway-shutdown-'));

/** The leads service's stand-in: /openapi.json is held until the test answers it; /events streams and never ends. */
const held: ServerResponse[] = [];
let leads: Server;
let leadsUrl: string;

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  leads = createServer((req, res) => {
    if (req.headers['x-internal-token'] !== INTERNAL_TOKEN) return json(res, 401, { success: false });
    if (req.url === '/health') return json(res, 200, { ok: true });
    if (req.url === '/auth/me')
      return req.headers.cookie ? json(res, 200, { success: true, user: STAFF }) : json(res, 401, { success: false });
    if (req.url === '/openapi.json') return void held.push(res);
    if (req.url === '/events') return void res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': open\n\n');
    json(res, 404, { success: false });
  });
  await new Promise<void>((resolve) => leads.listen(0, '127.0.0.1', resolve));
  leadsUrl = `http://127.0.0.1:${(leads.address() as AddressInfo).port}`;
});
afterAll(async () => {
  leads.closeAllConnections();
  await new Promise((resolve) => leads.close(resolve));
});

type LogLine = { level: number; msg: string; [key: string]: unknown };
type Exit = { code: number | null; at: number };
type GatewayProcess = { url: string; pid: number; logs: LogLine[]; exited: Promise<Exit>; kill(signal: NodeJS.Signals): number };

const running: GatewayProcess[] = [];
afterEach(async () => {
  for (const gateway of running.splice(0)) {
    gateway.kill('SIGKILL');
    await gateway.exited;
  }
});

/** Starts the gateway (its entry point, or a fixture) as a process of its own and waits until it answers. */
async function startGatewayProcess(env: Record<string, string> = {}, entry = 'gateway/src/server.ts'): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...inheritedEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LEADS_URL: leadsUrl,
      INTERNAL_TOKEN,
      SITE_DIR: join(tmp, 'no-site'),
      SHUTDOWN_GRACE_MS: String(DEADLINE_MS),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  killOnExit(child);
  const logs: LogLine[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 0, msg: line });
      }
    });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const gateway = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs,
    exited,
    kill: (signal: NodeJS.Signals) => (child.kill(signal), Date.now()),
  };
  running.push(gateway);
  await until(
    () =>
      fetch(`${gateway.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    'the gateway to answer',
    30_000,
  );
  return gateway;
}

const logged = (gateway: GatewayProcess, msg: string) => gateway.logs.find((l) => l.msg === msg);

describe('gateway shutdown', () => {
  it('when SIGTERM arrives while a request is in flight, then the request is answered and the gateway exits 0 within the deadline, saying so', async () => {
    const gateway = await startGatewayProcess();
    const answer = fetch(`${gateway.url}/api/openapi.json`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await until(() => held.length === 1, 'the request to reach the leads service');
    const sentAt = gateway.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    json(held.shift()!, 200, { openapi: '3.1.0' });
    expect(await answer).toEqual({ status: 200, body: { openapi: '3.1.0' } });
    const exit = await gateway.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - sentAt).toBeLessThan(DEADLINE_MS);
    expect(logged(gateway, 'shutting down')).toMatchObject({ signal: 'SIGTERM', deadlineMs: DEADLINE_MS });
    expect(logged(gateway, 'shutdown complete')).toBeDefined();
  });

  it('when the request in flight never gets its answer, then the gateway exits 1 at the deadline and logs that it passed', async () => {
    const gateway = await startGatewayProcess();
    const answer = fetch(`${gateway.url}/api/openapi.json`).then(
      (r) => r.status,
      (err: Error) => err,
    );
    await until(() => held.length === 1, 'the request to reach the leads service');
    const sentAt = gateway.kill('SIGTERM');
    const exit = await gateway.exited;
    expect(exit.code).toBe(1);
    expect(exit.at - sentAt).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(exit.at - sentAt).toBeLessThan(DEADLINE_MS + 2_000);
    expect(logged(gateway, 'shutdown deadline passed with work still open; exiting')).toMatchObject({ deadlineMs: DEADLINE_MS });
    expect(logged(gateway, 'shutdown complete')).toBeUndefined();
    expect(await answer).toBeInstanceOf(Error); // the connection closed with the process
    held.shift()!.destroy();
  });

  it('when a staff live-event stream is open, then SIGTERM ends it and the gateway exits 0 well within the deadline', async () => {
    const gateway = await startGatewayProcess();
    const res = await fetch(`${gateway.url}/api/events`, { headers: { cookie: 'sid=staff-session' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': open');
    const sentAt = gateway.kill('SIGTERM');
    const ended = await reader.read().then(
      (r) => r.done,
      () => true,
    );
    expect(ended).toBe(true);
    const exit = await gateway.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - sentAt).toBeLessThan(DEADLINE_MS / 2);
    expect(logged(gateway, 'shutdown: live-event streams ended')).toMatchObject({ streams: 1 });
  });

  it('when its Redis is gone, then SIGTERM still closes the gateway (and the queue board) within the deadline', async () => {
    const redis = await startRedis({ dir: join(tmp, 'redis') });
    try {
      const gateway = await startGatewayProcess({ REDIS_URL: redis.url });
      await redis.kill();
      await new Promise((r) => setTimeout(r, 500)); // the board's connection notices and starts retrying
      const sentAt = gateway.kill('SIGTERM');
      const exit = await gateway.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - sentAt).toBeLessThan(DEADLINE_MS);
      expect(logged(gateway, 'shutdown complete')).toBeDefined();
    } finally {
      await redis.stop();
    }
  });

  it.each([
    ['an exception nobody caught', '/__test/throw', 'thrown outside any request'],
    ['a rejection nobody handled', '/__test/reject', 'rejected and never awaited'],
  ])('when %s happens, then it is logged and the gateway closes gracefully and exits 1', async (_what, path, message) => {
    const gateway = await startGatewayProcess({}, 'gateway/test/fixtures/gateway-with-faults.ts');
    const startedAt = Date.now();
    expect((await fetch(gateway.url + path)).status).toBe(200);
    const exit = await gateway.exited;
    expect(exit.code).toBe(1);
    expect(exit.at - startedAt).toBeLessThan(DEADLINE_MS);
    expect(logged(gateway, 'uncaught error; shutting down')).toMatchObject({ err: { message } });
    expect(logged(gateway, 'shutdown complete')).toBeDefined();
  });
});
