// Staff sessions and accounts, proxy trust and response headers, through the real gateway and
// leads service.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';

const IDLE_MS = 3_000;
let stack: Stack;
/** A second stack whose sessions idle out after a few seconds. */
let idleStack: Stack;

beforeAll(async () => {
  idleStack = await startStack({ odoo: false, env: { SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) } });
  stack = await startStack({
    odoo: false,
    env: {
      COOKIE_SECURE: 'true',
      LIVE_SESSION_CHECK_MS: '300',
      LIVE_STREAMS_PER_USER: '2',
      TRUST_PROXY: '1',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '3',
      RATE_LIMIT_LOGIN_PER_15_MIN: '100',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await idleStack?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `npm run staff`'s command, without blocking this process meanwhile (a blocked test process finds the
 * gateway's idle keep-alive sockets closed under it).
 */
function staffCommand(args: string[], input = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      'node',
      ['--import', 'tsx', 'services/leads/src/staff-cli.ts', ...args],
      { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: stack.dataDir }, encoding: 'utf8' },
      (err, stdout, stderr) => resolve({ status: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

async function loggedIn(username = stack.adminUsername, password = stack.adminPassword) {
  const client = new ApiClient(stack.url);
  await client.login(username, password);
  return client;
}

/** Opens the live stream; resolves with the time it ended (or null if still open after `ms`). */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${stack.url}/api/events`, { headers: { cookie }, signal: controller.signal });
  const ended = res.body
    ? (async () => {
        const reader = res.body!.getReader();
        for (;;) {
          const { done } = await reader.read().catch(() => ({ done: true }));
          if (done) return Date.now();
        }
      })()
    : Promise.resolve(Date.now());
  return { status: res.status, ended, close: () => controller.abort() };
}

describe('staff sessions', () => {
  it('when the cookie is Secure, then it is a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const res = await new ApiClient(stack.url).post('/api/auth/login', { username: stack.adminUsername, password: stack.adminPassword });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-sid=[\w-]{40,};/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('when a session is used, then it stays alive; left idle, then it ends', async () => {
    const client = new ApiClient(idleStack.url);
    await client.login(idleStack.adminUsername, idleStack.adminPassword);
    for (let i = 0; i < 4; i++) {
      await sleep(IDLE_MS / 2);
      expect((await client.get('/api/auth/me')).status, `use ${i}`).toBe(200);
    }
    await sleep(IDLE_MS + 500);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/contacts')).status).toBe(401);
  });

  it('when a session ends, then its open live stream ends too; and one user may hold only so many streams', async () => {
    const client = await loggedIn();
    const first = await openStream(client.cookie!);
    const second = await openStream(client.cookie!);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openStream(client.cookie!);
    expect(third.status).toBe(429);
    const loggedOutAt = Date.now();
    expect((await client.post('/api/auth/logout', undefined, { origin: stack.url })).status).toBe(200);
    const ends = await Promise.race([Promise.all([first.ended, second.ended]), sleep(5_000).then(() => null)]);
    expect(ends, 'streams still open 5 s after log-out').not.toBeNull();
    expect(Math.max(...ends!) - loggedOutAt).toBeLessThan(2_000);
  });

  it('when a password changes with the staff command, then every session of that user ends; a weak password is refused', async () => {
    expect((await staffCommand(['add', 'amaka'], 'Amaka-First-Passw0rd!x\n')).status).toBe(0);
    const a = await loggedIn('amaka', 'Amaka-First-Passw0rd!x');
    const b = await loggedIn('amaka', 'Amaka-First-Passw0rd!x');
    const admin = await loggedIn();

    const weak = await staffCommand(['password', 'amaka'], 'password1234\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/too easy to guess/);
    const short = await staffCommand(['password', 'amaka'], 'Sh0rt!x\n');
    expect(short.stderr).toMatch(/at least 12 characters/);
    expect((await a.get('/api/auth/me')).status).toBe(200);

    expect((await staffCommand(['password', 'amaka'], 'Amaka-Second-Passw0rd!y\n')).status).toBe(0);
    expect((await a.get('/api/auth/me')).status).toBe(401);
    expect((await b.get('/api/auth/me')).status).toBe(401);
    expect((await admin.get('/api/auth/me')).status).toBe(200); // other users keep theirs
    await loggedIn('amaka', 'Amaka-Second-Passw0rd!y');
  });

  it('when an account is disabled, then its sessions end and it cannot log in; enabled again, it can', async () => {
    expect((await staffCommand(['add', 'tunde', '--operator'], 'Tunde-Strong-Passw0rd!z\n')).status).toBe(0);
    const t = await loggedIn('tunde', 'Tunde-Strong-Passw0rd!z');
    expect(((await t.get('/api/auth/me')).body as { user: { canOperateQueues: boolean } }).user.canOperateQueues).toBe(true);
    expect((await staffCommand(['disable', 'tunde'])).status).toBe(0);
    expect((await t.get('/api/auth/me')).status).toBe(401);
    expect(
      (await new ApiClient(stack.url).post('/api/auth/login', { username: 'tunde', password: 'Tunde-Strong-Passw0rd!z' })).status,
    ).toBe(401);
    expect((await staffCommand(['enable', 'tunde'])).status).toBe(0);
    await loggedIn('tunde', 'Tunde-Strong-Passw0rd!z');
    const list = await staffCommand(['list']);
    expect(list.stdout).toMatch(/tunde\s+enabled\s+operator/);
    expect(list.stdout).toMatch(/amaka\s+enabled\s+staff/);
    expect(list.stdout).not.toMatch(/scrypt/);
  });
});

describe('proxy trust', () => {
  it('when a client writes its own X-Forwarded-For, then the limit still keys on the address the proxy saw', async () => {
    const post = (forwarded: string) =>
      new ApiClient(stack.url).post(
        '/api/contact',
        { name: 'Proxy Test', email: 'proxy@example.ng', message: 'Hi' },
        { 'x-forwarded-for': forwarded },
      );
    // TRUST_PROXY=1: the proxy appends the address it saw; whatever the client wrote before it is not believed.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(`10.0.0.${i}, 198.51.100.7`)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await post('10.0.0.1, 198.51.100.8')).status).toBe(201); // another visitor behind the proxy
  });
});

describe('response headers', () => {
  it('when staff data or a staff page goes out, then it is never cached and never indexed', async () => {
    const admin = await loggedIn();
    for (const path of ['/api/contacts', '/api/consultations', '/api/auth/me']) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    for (const path of ['/admin/leads', '/admin/queues']) {
      const res = await fetch(stack.url + path, { headers: { cookie: admin.cookie! }, redirect: 'manual' });
      expect(res.headers.get('x-robots-tag'), path).toMatch(/noindex/);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const anonymous = await fetch(`${stack.url}/api/contacts`);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('when any answer goes out, then its policy has no unsafe-inline and a Permissions-Policy comes with it', async () => {
    for (const path of ['/', '/contact', '/admin/leads', '/api/health', '/no-such-page', '/admin/queues']) {
      const res = await fetch(stack.url + path, { redirect: 'manual' });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});
