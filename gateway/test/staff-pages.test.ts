// The staff pages' documents through the real gateway and leads service: a browser without a session
// is sent to the sign-in form before any JavaScript runs, with the page it asked for (path and search)
// to return to; one with a session gets the page, and the sign-in form sends it on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@site/contracts/auth';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';

const siteDir = mkdtempSync(join(tmpdir(), 'staff-pages-site-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'admin/leads/index.html': '<!doctype html><title>Lead Management Dashboard</title>',
  'admin/people/index.html': '<!doctype html><title>People</title>',
  'admin/sign-in/index.html': '<!doctype html><title>Staff Sign In</title>',
  '404.html': '<!doctype html><title>404 Page Not Found</title>',
};

let stack: Stack;
let staff: ApiClient;

beforeAll(async () => {
  for (const [p, body] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, p)), { recursive: true });
    writeFileSync(join(siteDir, p), body);
  }
  stack = await startStack({ odoo: false, env: { SITE_DIR: siteDir } });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) => fetch(stack.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('a staff page without a session', () => {
  it('when it is opened, then the answer is a redirect to the sign-in form that names the page and its search', async () => {
    const page = '/admin/leads?tab=consultations&q=Ada%20Obi&status=scheduled';
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const res = await get(page, cookie);
      expect(res.status, String(cookie)).toBe(302);
      const location = new URL(res.headers.get('location')!, stack.url);
      expect(location.pathname).toBe('/admin/sign-in');
      expect(location.searchParams.get('redirect')).toBe(page);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    }
  });

  it('when the sign-in form is opened, then it is served', async () => {
    const res = await get('/admin/sign-in?redirect=%2Fadmin%2Fpeople');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Staff Sign In</title>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when a staff path names no page, then it is the 404 page, not a redirect', async () => {
    expect((await get('/admin/no-such-page')).status).toBe(404);
  });
});

describe('a staff page with a session', () => {
  it('when it is opened, then the page is served', async () => {
    const res = await get('/admin/leads?tab=consultations', staff.cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Lead Management Dashboard');
  });

  it('when the sign-in form is opened, then it sends the browser on to the staff page it names, else the dashboard', async () => {
    const cases: [string, string][] = [
      ['/admin/sign-in?redirect=%2Fadmin%2Fpeople%3Fq%3Dx', '/admin/people?q=x'],
      ['/admin/sign-in', '/admin/leads'],
      ['/admin/sign-in?redirect=https%3A%2F%2Fexample.com%2F', '/admin/leads'],
      ['/admin/sign-in?redirect=%2F%2Fexample.com', '/admin/leads'],
      ['/admin/sign-in?redirect=%2Fadmin%2Fqueues', '/admin/leads'],
      // A line break would split the Location header: refused, not an error.
      ['/admin/sign-in?redirect=%2Fadmin%2Fpeople%0D%0ASet-Cookie%3A%20x%3D1', '/admin/leads'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from, staff.cookie);
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });
});
