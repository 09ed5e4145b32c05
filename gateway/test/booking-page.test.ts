// The visitor's booking page and its API through the real gateway and leads service: public without
// a session, 200 or 404 with one body, private headers, limits per client address, the router's view
// of every spelling of the path, and no token in any log line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { lagosDates } from '@site/dev-stack/test-dates';
import { bookingLinkKey, signBookingToken } from '@site/leads/booking/booking-token';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { PUBLIC_API_ROUTES } from '../src/api/public-routes';
import { rawRequest } from './raw-http';

const PUBLIC_LIMIT = 8;
const SHELL =
  '<!doctype html><html lang="en"><head><title>Your consultation</title></head><body><main id="booking-shell">Loading your booking…</main></body></html>';
const siteDir = mkdtempSync(join(tmpdir(), 'booking-site-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'booking/index.html': SHELL,
  '404.html': '<!doctype html><title>404 Page Not Found</title>',
};

let stack: Stack;
let token: string;
let recordId: string;
const lines: string[] = [];

beforeAll(async () => {
  for (const [p, body] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, p)), { recursive: true });
    writeFileSync(join(siteDir, p), body);
  }
  stack = await startStack({
    odoo: false,
    env: { SITE_DIR: siteDir, RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_LIMIT) },
    sink: (name, line) => lines.push(`[${name}] ${line}`),
  });
  const res = await new ApiClient(stack.url).post<{ id: string }>('/api/consultations', {
    form: 'full',
    name: 'Ngozi Amadi',
    email: 'ngozi@example.ng',
    phone: '+234 803 000 1111',
    company: 'Amadi Farms',
    consultationType: 'odoo-erp',
    preferredDate: lagosDates().tomorrow,
    preferredTime: '4:00 PM - 5:00 PM',
  });
  expect(res.status).toBe(201);
  recordId = res.body.id;
  token = signBookingToken(bookingLinkKey(undefined, stack.internalToken), recordId);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(siteDir, { recursive: true, force: true });
});

const tampered = () => token.slice(0, -1) + (token.at(-1) === 'A' ? 'B' : 'A');

describe('booking page', () => {
  it('when the booking calls are named public, then they carry the booking limits (the free times, a limit of their own)', () => {
    const booking = PUBLIC_API_ROUTES.filter((r) => r.url.startsWith('/api/booking/'));
    expect(booking).toEqual([
      { method: 'GET', url: '/api/booking/:token', limit: 'bookingView' },
      { method: 'POST', url: '/api/booking/:token/reschedule', limit: 'bookingChange' },
      { method: 'POST', url: '/api/booking/:token/cancel', limit: 'bookingChange' },
      { method: 'GET', url: '/api/booking/:token/availability', limit: 'availability' },
    ]);
    expect(PUBLIC_API_ROUTES).toContainEqual({ method: 'GET', url: '/api/availability', limit: 'availability' });
  });

  it("when the free times are asked for without a session, then the public answer may be cached a few seconds, the booking link's not; too many from one address get 429", async () => {
    const api = new ApiClient(stack.url);
    const { tomorrow } = lagosDates();
    const open = await api.get<{ slots: unknown[] }>(`/api/availability?date=${tomorrow}&duration=90`);
    expect(open.status).toBe(200);
    expect(open.body.slots).toHaveLength(17);
    expect(open.headers.get('cache-control')).toBe('public, max-age=5');
    const bad = await api.get<{ issues: { path: string }[] }>('/api/availability?date=soon');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const own = await api.get(`/api/booking/${token}/availability?date=${tomorrow}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMIT * 4; i++) statuses.push((await api.get(`/api/availability?date=${tomorrow}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBe(PUBLIC_LIMIT * 4 - 3);
  });

  it('when the link is valid, then the shell comes with 200; when not, the same body with 404; both private', async () => {
    const answers = await Promise.all(
      [`/booking/${token}`, `/booking/${tampered()}`, '/booking/not-a-token', `/booking/${'a'.repeat(300)}`].map((p) =>
        fetch(stack.url + p),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 404, 404, 404]);
    for (const res of answers) {
      expect(await res.text()).toBe(SHELL);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toMatch(/^noindex/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('when the path is spelled another way, then the router sees the one canonical path', async () => {
    const first = token[0]!;
    const hex = '%' + first.charCodeAt(0).toString(16);
    const same = [
      `/booking/${hex}${token.slice(1)}`,
      `/b%6Foking/${token}`,
      `/./booking/./${token}`,
      `//booking//${token}`,
      `/booking/${token}/`,
      `/booking/x/../${token}`,
      `http://gateway.invalid/booking/${token}`,
    ];
    for (const target of same) {
      const res = await rawRequest(stack.url, 'GET', target);
      expect(res.status, target).toBe(200);
      expect(res.text, target).toBe(SHELL);
    }
    // Climbing out of the token leaves /booking, the shell as any page (it names no booking and says so
    // in the browser), without a look-up; a second segment is no page at all.
    for (const target of [`/booking/${token}/..`, '/booking/']) {
      const res = await rawRequest(stack.url, 'GET', target);
      expect(res.status, target).toBe(200);
      expect(res.text, target).toBe(SHELL);
    }
    expect((await rawRequest(stack.url, 'GET', `/booking/${token}/extra`)).status).toBe(404);
    for (const target of [`/booking/${token}%2F`, `/booking\\${token}`, `/booking/${token};x`]) {
      expect((await rawRequest(stack.url, 'GET', target)).status, target).toBe(400);
    }
  });

  it('when the API is called without a session, then the booking is shown, moved and cancelled, and a bad token gets one 404', async () => {
    const api = new ApiClient(stack.url);
    const view = await api.get<{ success: boolean; booking: Record<string, unknown> }>(`/api/booking/${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.body.booking).toMatchObject({ status: 'scheduled', consultationTypeLabel: 'Odoo ERP System' });
    expect(JSON.stringify(view.body)).not.toContain('ngozi@example.ng');

    for (const bad of [tampered(), 'x', 'a'.repeat(300)]) {
      const res = await api.get(`/api/booking/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'invalid_link', message: INVALID_LINK_MESSAGE });
    }
    const moved = await api.post<{ booking: Record<string, unknown> }>(`/api/booking/${token}/reschedule`, {
      preferredDate: bookingWindow(new Date()).max,
      preferredTime: '9:00 AM - 10:00 AM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ status: 'rescheduled', preferredTime: '9:00 AM - 10:00 AM' });
    expect((await api.post(`/api/booking/${token}/cancel`)).status).toBe(200);
    expect((await api.get<{ booking: { status: string } }>(`/api/booking/${token}`)).body.booking.status).toBe('cancelled');
  });

  it('when changes come faster than the limit from one address, then 429 follows', async () => {
    const api = new ApiClient(stack.url);
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMIT + 1; i++) statuses.push((await api.post(`/api/booking/${token}/cancel`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(PUBLIC_LIMIT);
  });

  it('when the page and its calls have been used, then no log line of any process holds the token', async () => {
    await new Promise((r) => setTimeout(r, 300)); // the last lines reach the sink
    const mac = token.split('.')[1]!;
    expect(lines.filter((l) => l.includes(mac) || l.includes(token.split('.')[0]!))).toEqual([]);
    expect(lines.some((l) => l.includes('[gateway]') && l.includes('"/booking/:token"'))).toBe(true);
    expect(lines.some((l) => l.includes('[leads]') && l.includes('/booking/:token/reschedule'))).toBe(true);
    expect(lines.some((l) => l.includes(recordId) && l.includes('booking changed by the visitor'))).toBe(true);
  });
});
