// Operations through the real stack: readiness names each dependency and follows Redis going away
// and coming back; /metrics carries every named metric, only for the bearer token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS } from '@site/observability/metric-names';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validContact } from './fixtures';
import { until } from '@site/dev-stack/until';

const METRICS_TOKEN = 'metrics-token-for-the-operations-test';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { METRICS_TOKEN, WORKER_REPORT_INTERVAL_MS: '500' } });
}, 120_000);
afterAll(async () => stack?.stop());

type Readiness = { ready: boolean; checks: Record<'store' | 'redis' | 'worker' | 'odoo', { ok: boolean; error?: string }> };

/** The readiness answer as monitoring reads it (the metrics token shows why a check fails). */
async function readiness(headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) {
  const res = await fetch(`${stack.url}/api/ready`, { headers });
  return { status: res.status, body: (await res.json()) as Readiness };
}

/** The readiness answer once it has `status`. */
const readinessIs = (status: number, what: string, ms?: number) =>
  until(
    async () => {
      const r = await readiness();
      return r.status === status ? r : undefined;
    },
    what,
    ms,
  );

describe('readiness', () => {
  it('when Redis dies, then /api/ready is 503 naming redis; when it is back, then 200 again', async () => {
    const ready = await readinessIs(200, 'ready at start');
    expect(ready.body).toMatchObject({
      ready: true,
      checks: { store: { ok: true }, redis: { ok: true }, worker: { ok: true }, odoo: { ok: true } },
    });
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);

    await stack.redis!.kill();
    const down = await readinessIs(503, 'not ready without Redis');
    expect(down.body.ready).toBe(false);
    expect(down.body.checks.redis).toMatchObject({ ok: false, error: expect.any(String) });
    expect(down.body.checks.store.ok).toBe(true);
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200); // liveness is not readiness

    await stack.redis!.restart();
    const back = await readinessIs(200, 'ready after Redis is back', 40_000);
    expect(back.body.checks.redis.ok).toBe(true);
  }, 90_000);

  it('when the worker stops, then readiness names the worker; when it runs again, then it is ready', async () => {
    await stack.services['odoo-sync']!.stop();
    const down = await readinessIs(503, 'not ready without a worker');
    expect(down.body.checks.worker).toEqual({ ok: false, error: 'no sync worker has reported recently' });

    // Issue #20: "/api/ready is public and returns internal error text (Odoo login, database name)". A
    // visitor learns which check fails, never why; staff and the metrics token still see the reasons.
    const anonymous = await readiness({});
    expect(anonymous).toEqual({
      status: 503,
      body: { ready: false, checks: { store: { ok: true }, redis: { ok: true }, worker: { ok: false }, odoo: { ok: false } } },
    });
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const asStaff = await fetch(`${stack.url}/api/ready`, { headers: { cookie: staff.cookie! } });
    expect(((await asStaff.json()) as Readiness).checks.worker.error).toBe('no sync worker has reported recently');
    await stack.services['odoo-sync']!.start();
    await readinessIs(200, 'ready with the worker back');
  }, 60_000);
});

describe('metrics', () => {
  it('when a lead was submitted and synced, then every named metric is in /metrics; without the token, /metrics is a 404', async () => {
    const api = new ApiClient(stack.url);
    expect((await api.post('/api/contact', validContact['contact-page'])).status).toBe(201);
    expect((await api.post('/api/contact', { ...validContact.api, email: 'not-an-email' })).status).toBe(400);
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const events = new AbortController();
    void fetch(`${stack.url}/api/events`, { headers: { cookie: staff.cookie! }, signal: events.signal }).catch(() => undefined);

    const scrape = () =>
      fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
    const expected = Object.values(METRICS).filter((m) => m !== METRICS.mail); // mail arrives with the e-mail feature
    const all = await until(async () => {
      const m = await scrape();
      const complete =
        m.status === 200 &&
        expected.every((def) => m.text.includes(`\n${def.name}`)) &&
        /gct_sync_duration_seconds_count\{[^}]*\} [1-9]/.test(m.text) &&
        /gct_odoo_calls_total\{[^}]*method="crm\.lead\.load"/.test(m.text);
      return complete ? m : undefined;
    }, 'every metric present');
    events.abort();
    expect(all.text).toMatch(/gct_submissions_total\{[^}]*kind="contact"[^}]*outcome="stored"[^}]*\} [1-9]/);
    expect(all.text).toMatch(/gct_submissions_total\{[^}]*outcome="invalid"/);
    expect(all.text).toMatch(/gct_queue_jobs\{[^}]*queue="odoo-sync"[^}]*state="completed"/);
    expect(all.text).toMatch(/gct_http_request_duration_seconds_bucket\{[^}]*service="gateway"/);
    expect(all.text).toMatch(/gct_http_request_duration_seconds_bucket\{[^}]*service="leads"/);
    expect(all.text).toMatch(/service="odoo-sync"/);
    expect(all.text).toMatch(/gct_oldest_pending_record_age_seconds\{[^}]*\} /);

    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-the-same-length!!' }, { authorization: METRICS_TOKEN }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${stack.url}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('gct_');
    }
    // A staff session does not reach the leads service's metrics through /api either.
    expect((await staff.get('/api/metrics')).status).toBe(404);
  }, 60_000);
});
