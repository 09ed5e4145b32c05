// Slow and greedy clients through the real gateway: 250 connections from 30 addresses that stall
// mid-body do not slow anyone else down, and each is closed by the request timeout.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';

const STALLED = 250;
const ADDRESSES = 30;
const CAP = 64;

let stack: Stack;
let port: number;
const stalled: { socket: Socket; closedAt?: number }[] = [];

beforeAll(async () => {
  // Default timeouts (30 s for a whole request): the test shows the defaults hold.
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000', MAX_CONNECTIONS_PER_IP: String(CAP) } });
  port = Number(new URL(stack.url).port);
});
afterAll(async () => {
  for (const s of stalled) s.socket.destroy();
  await stack?.stop();
});

/** Opens a connection from `localAddress`, sends headers and one byte of a 100-byte body, then waits. */
function stallMidBody(localAddress: string, path: string): Promise<{ socket: Socket; closedAt?: number }> {
  return new Promise((resolve, reject) => {
    const entry: { socket: Socket; closedAt?: number } = { socket: connect({ host: '127.0.0.1', port, localAddress }) };
    entry.socket.once('connect', () => {
      entry.socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      resolve(entry);
    });
    entry.socket.on('error', () => undefined);
    entry.socket.resume(); // read what the server sends (its 408), so its close reaches us
    entry.socket.once('close', () => (entry.closedAt = Date.now()));
    entry.socket.once('error', reject);
  });
}

const timed = async <T>(f: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await f();
  return { value, ms: performance.now() - t0 };
};

describe('slow clients', () => {
  it('when 250 connections from 30 addresses stall mid-body, then health, a submission and a staff list still answer within 1 s, and the stalled ones are closed', async () => {
    const started = Date.now();
    const paths = ['/api/auth/logout', '/api/contact', '/api/consultations', '/api/auth/login'];
    for (let i = 0; i < STALLED; i++) stalled.push(await stallMidBody(`127.0.0.${2 + (i % ADDRESSES)}`, paths[i % paths.length]!));
    expect(stalled.filter((s) => s.closedAt).length).toBe(0); // all accepted and held open

    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const visitor = new ApiClient(stack.url);
    for (let round = 0; round < 3; round++) {
      const health = await timed(() => fetch(`${stack.url}/api/health`));
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      const submit = await timed(() =>
        visitor.post('/api/contact', { name: 'Patient Visitor', email: 'patient@example.ng', message: `Still here, round ${round}` }),
      );
      expect(submit.value.status).toBe(201);
      expect(submit.ms).toBeLessThan(1000);
      const list = await timed(() => staff.get('/api/contacts'));
      expect(list.value.status).toBe(200);
      expect(list.ms).toBeLessThan(1000);
    }

    // The request timeout (30 s) closes every stalled connection, well within 60 s.
    await until(() => stalled.every((s) => s.closedAt), 'every stalled connection to be closed', 60_000, 250);
    expect(Math.max(...stalled.map((s) => s.closedAt! - started))).toBeLessThan(60_000);
  }, 90_000);

  it('when one address opens more connections than the cap, then the extra ones are closed at once', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: CAP + 6 },
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.99' });
            s.on('error', () => undefined);
            s.once('connect', () => resolve(s));
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const closed = sockets.filter((s) => s.destroyed || s.readyState === 'closed').length;
    expect(closed).toBe(6);
    for (const s of sockets) s.destroy();
    // Another address is not affected.
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
  });

  it('when a chunked body grows past the limit, then it is refused with 413 and nothing is stored', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Chunky', email: 'chunky@example.ng', message: 'x'.repeat(70 * 1024) }));
    // Chunked, no Content-Length, written in one go (so the whole body sits in the socket before the
    // gateway answers, and no write can race its answer); the answer is read from the raw socket.
    const chunked = Buffer.concat([
      Buffer.from(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      ),
      ...Array.from({ length: Math.ceil(body.length / 4096) }, (_, i) => {
        const part = body.subarray(i * 4096, (i + 1) * 4096);
        return Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
      }),
      Buffer.from('0\r\n\r\n'),
    ]);
    const raw = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = connect({ host: '127.0.0.1', port }, () => socket.write(chunked));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const answer = { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]), text: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, error: 'payload_too_large' });
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    expect(JSON.stringify((await staff.get('/api/contacts?q=chunky')).body)).not.toContain('chunky@example.ng');
  });
});
