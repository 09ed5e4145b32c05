// The gateway in front of the real leads service and Redis: headers, limits, guard, credential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3', RATE_LIMIT_LOGIN_PER_15_MIN: '4' } });
});
afterAll(async () => stack?.stop());

const message = { name: 'Rate Test', email: 'rate@example.ng', message: 'Hello' };

describe('gateway', () => {
  it('when any page or API answer goes out, then it carries the security headers', async () => {
    for (const path of ['/', '/api/health', '/no-such-page']) {
      const res = await fetch(stack.url + path);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('when a path is unknown, then the answer is a real 404 (page or JSON)', async () => {
    const page = await fetch(stack.url + '/definitely/not/here');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('404 Page Not Found');
    // Under /api, only named public routes answer without a session; anything else asks for one first.
    const anonymous = await fetch(stack.url + '/api/definitely-not');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: 'unauthorized' });
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const api = await staff.get('/api/definitely-not');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false, error: 'not_found' });
  });

  it('when public submissions exceed the limit, then 429 comes with Retry-After and nothing more is stored', async () => {
    const api = new ApiClient(stack.url);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/contact', message);
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(res.body).toMatchObject({ success: false, error: 'rate_limited' });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    expect((await staff.contacts()).body.filter((r) => r.name === 'Rate Test')).toHaveLength(3);
  });

  it('when log-in is tried too often, then further attempts are throttled, even with the right password', async () => {
    const client = new ApiClient(stack.url);
    // Two successful log-ins happened above; two wrong ones reach the limit of four.
    for (let i = 0; i < 2; i++)
      expect((await client.post('/api/auth/login', { username: 'admin', password: `guess-${i}` })).status).toBe(401);
    const blocked = await client.post('/api/auth/login', { username: stack.adminUsername, password: stack.adminPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).not.toBeNull();
  });

  it('when a staff write comes from another site, then it is refused', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      const res = await fetch(stack.url + '/api/auth/logout', { method: 'POST', headers: { origin } });
      expect(res.status, origin).toBe(403);
    }
    // The site's own pages pass.
    const own = await fetch(stack.url + '/api/auth/logout', { method: 'POST', headers: { origin: stack.url } });
    expect(own.status).toBe(200);
  });

  it('when a client forges the internal credential, then it gains nothing, and the leads service refuses direct calls', async () => {
    const forged = await fetch(stack.url + '/api/contacts', { headers: { 'x-internal-token': stack.internalToken } });
    expect(forged.status).toBe(401);
    const direct = await fetch(stack.leadsUrl + '/contacts');
    expect(direct.status).toBe(401);
    const wrong = await fetch(stack.leadsUrl + '/health', { headers: { 'x-internal-token': 'x'.repeat(32) } });
    expect(wrong.status).toBe(401);
  });

  it('when the queue board is opened without a session, then it sends the visitor to the staff log-in', async () => {
    const res = await fetch(stack.url + '/admin/queues', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/leads');
  });
});
