// Two of everything (INSTANCES=2): two gateways, two leads services and two sync workers on one Redis
// and one store, HAProxy in front, a real SMTP server counting what arrives. Across the instances: live
// events, rate limits, sessions, exactly-once sync and mail, the pull's pace, and a rolling restart under
// a steady load (SIGTERM to one gateway, then one leads service, then one worker) that costs no request,
// no lead and no event. The load runs SCALE_OUT_LOAD_SECONDS (20 here; `bench/rolling-restart.bench.ts`
// runs the full 60 s).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { type MailCatcher, startMailCatcher } from '@site/mail-catcher/mail-catcher';
import { ApiClient, type EventStream, openEventStream } from '../src/api-client';
import { balancer, balancerStats } from '../src/balancer';
import { freePort } from '../src/free-port';
import { closeLoadConnections, ReconnectingStream, requestFrom, rollingRestart } from '../src/scale-out-load';
import { REPO_ROOT, startStack, type Stack } from '../src/stack';
import { testSlot } from '../src/test-dates';
import { until } from '../src/until';

const LOAD_SECONDS = Number(process.env.SCALE_OUT_LOAD_SECONDS ?? 20);
const PULL_INTERVAL_MS = 1000;
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';
const run = randomBytes(3).toString('hex');

let stack: Stack;
let catcher: MailCatcher;
/** The Message-ID of every message the SMTP server received, a repeated delivery each time. */
const delivered: string[] = [];
const logs: string[] = [];
let staff: ApiClient;

beforeAll(async () => {
  catcher = await startMailCatcher({
    port: 0,
    dir: mkdtempSync(join(tmpdir(), 'scale-out-mail-')),
    beforeAccept: async (message) => void delivered.push(message.messageId ?? ''),
  });
  stack = await startStack({
    instances: 2,
    restartOnExit: true,
    env: {
      SMTP_URL: catcher.url,
      ODOO_PULL_INTERVAL_MS: String(PULL_INTERVAL_MS),
      WORKER_REPORT_INTERVAL_MS: '1000',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
    },
    sink: (name, line) => logs.push(`[${name}] ${line}`),
  });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 180_000);

afterAll(async () => {
  closeLoadConnections();
  await stack?.stop();
  await catcher?.close();
  if (process.env.SCALE_OUT_SHOW_LOGS) console.log(logs.join('\n'));
});

const contact = (name: string, email = `visitor-${run}@scale-out.ng`) => ({ name, email, message: 'Two of everything, please.' });

const booking = (i: number) => ({
  form: 'full',
  name: `Booking Visitor ${i}`,
  email: `booking-${i}-${run}@scale-out.ng`,
  phone: '+234 802 333 4444',
  company: 'Scale Out Ltd',
  industry: 'Healthcare',
  consultationType: 'microsoft-365',
  message: 'Moving 60 mailboxes.',
  // Bookings of one time collide (docs/booking.md): each its own.
  ...testSlot(i),
  duration: 90,
});

/** `n` loopback addresses of one subnet, as so many visitors. */
const addresses = (subnet: string, n: number) => Array.from({ length: n }, (_, i) => `${subnet}.${i + 1}`);

/** A submission from `from`, which must be stored; its id. */
async function submit(base: string, from: string, path: '/api/contact' | '/api/consultations', body: unknown): Promise<string> {
  const answer = await requestFrom(from, `${base}${path}`, { body });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { id: string }).id;
}

type SimRow = Record<string, unknown> & { id: number };
const simRecords = async (model: string) => (await (await fetch(`${stack.odooUrl}/__sim/records?model=${model}`)).json()) as SimRow[];
const simCounter = async (target: string) =>
  ((await (await fetch(`${stack.odooUrl}/__sim/state`)).json()) as { counters: Record<string, number> }).counters[target] ?? 0;

/** Waits until every record is synced; then Odoo must hold exactly one lead for each (and one event for each booking). */
async function expectSyncedOnce(ids: string[], bookings: string[] = []) {
  const records = await until(
    async () => {
      const all: (ContactRecord | ConsultationRecord)[] = [...(await staff.contacts()).body, ...(await staff.consultations()).body];
      const mine = ids.map((id) => all.find((r) => r.id === id));
      return mine.every((r) => r?.syncStatus === 'synced') && (mine as (ContactRecord | ConsultationRecord)[]);
    },
    'every record synced',
    90_000,
    500,
  );
  const leads = await simRecords('crm.lead');
  const events = await simRecords('calendar.event');
  for (const r of records) {
    expect(
      leads.filter((l) => String(l.description ?? '').includes(r.id)).map((l) => l.id),
      `Odoo leads of ${r.id}`,
    ).toEqual([r.odooLeadId]);
  }
  for (const id of bookings) {
    const r = records.find((x) => x.id === id) as ConsultationRecord;
    const ofLead = events.filter((e) => (Array.isArray(e.opportunity_id) ? e.opportunity_id[0] : e.opportunity_id) === r.odooLeadId);
    expect(
      ofLead.map((e) => e.id),
      `Odoo events of ${id}`,
    ).toEqual([r.odooEventId]);
  }
}

const heardSynced = (stream: EventStream, id: string) =>
  stream.events.some(
    (e) =>
      e.event === 'record.changed' &&
      (e.data as { id: string; record?: { odooLeadId?: number } }).id === id &&
      !!(e.data as { record?: { odooLeadId?: number } }).record?.odooLeadId,
  );

describe('INSTANCES=2: two gateways, two leads services, two workers behind the balancer', () => {
  it('when the stack runs, then the balancer and each gateway answer /api/health, and /metrics names every instance once', async () => {
    expect(stack.gatewayUrls).toHaveLength(2);
    for (const url of [stack.url, ...stack.gatewayUrls]) expect((await fetch(`${url}/api/health`)).status, url).toBe(200);
    const metrics = (url: string) => fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
    const instancesOf = (text: string, service: string) =>
      new Set(
        [...text.matchAll(new RegExp(`service="${service}"[^}]*instance="([^"]+)"|instance="([^"]+)"[^}]*service="${service}"`, 'g'))].map(
          (m) => m[1] ?? m[2],
        ),
      );
    // Each gateway, as Prometheus asks it: its own series only.
    const own = await Promise.all(stack.gatewayUrls.map((url) => metrics(`${url}/metrics?scope=gateway`)));
    const gatewayInstances = own.map((text) => instancesOf(text, 'gateway'));
    for (const [i, set] of gatewayInstances.entries()) {
      expect(set.size, `gateway ${i + 1}`).toBe(1);
      expect(instancesOf(own[i]!, 'leads').size).toBe(0);
    }
    expect(new Set(gatewayInstances.flatMap((s) => [...s])).size).toBe(2);
    // The rest through the balancer: both leads services and both workers, whichever gateway and leads service answer.
    await until(
      async () => {
        const text = await metrics(`${stack.url}/metrics?scope=services`);
        return (
          instancesOf(text, 'leads').size === 2 && instancesOf(text, 'odoo-sync').size === 2 && instancesOf(text, 'gateway').size === 0
        );
      },
      'both leads services and both workers in one answer',
      20_000,
      500,
    );
  });

  it('when a contact is submitted through either gateway, then a staff stream held on each gateway sees its Odoo id', async () => {
    const cookie = staff.cookie!;
    const streams = await Promise.all(stack.gatewayUrls.map((url) => openEventStream(`${url}/api/events`, { cookie })));
    try {
      for (const s of streams) expect(s.status).toBe(200);
      await until(() => streams.every((s) => s.lastId() !== undefined), 'both streams positioned', 10_000);
      const viaSecond = await submit(stack.gatewayUrls[1]!, '127.0.0.21', '/api/contact', contact('Via Gateway Two'));
      const viaFirst = await submit(stack.gatewayUrls[0]!, '127.0.0.22', '/api/contact', contact('Via Gateway One'));
      await until(
        () => streams.every((s) => heardSynced(s, viaSecond) && heardSynced(s, viaFirst)),
        'each stream hears both Odoo ids',
        30_000,
      );
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('when a session is made on one gateway, then it works on the other, and a log-out there ends it on the first', async () => {
    const first = new ApiClient(stack.gatewayUrls[0]!);
    await first.login(stack.adminUsername, stack.adminPassword);
    const second = new ApiClient(stack.gatewayUrls[1]!);
    second.cookie = first.cookie;
    expect((await second.get('/api/auth/me')).status).toBe(200);
    expect((await second.post('/api/auth/logout')).status).toBe(200);
    expect((await new ApiClient(stack.gatewayUrls[0]!).request('GET', '/api/auth/me', { headers: { cookie: first.cookie! } })).status).toBe(
      401,
    );
  });

  it('when one client sends 40 contacts alternating gateways, then at most 30 are accepted; behind the balancer each client keeps its own budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await requestFrom('127.0.0.31', `${stack.gatewayUrls[i % 2]}/api/contact`, { body: contact(`Limit ${i}`) })).status);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);

    // Through the balancer, which spreads them over both gateways: 35 from one address, then 5 from another.
    const fromA = [];
    for (let i = 0; i < 35; i++)
      fromA.push((await requestFrom('127.0.0.32', `${stack.url}/api/contact`, { body: contact(`Client A ${i}`) })).status);
    expect(fromA.filter((s) => s === 201).length).toBe(30);
    expect(fromA.slice(30)).toEqual([429, 429, 429, 429, 429]);
    const fromB = [];
    for (let i = 0; i < 5; i++)
      fromB.push((await requestFrom('127.0.0.33', `${stack.url}/api/contact`, { body: contact(`Client B ${i}`) })).status);
    expect(fromB).toEqual([201, 201, 201, 201, 201]);
  });

  it('when 12 wrong log-ins come from one address alternating gateways, then they end in 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await requestFrom('127.0.0.34', `${stack.gatewayUrls[i % 2]}/api/auth/login`, {
        body: { username: stack.adminUsername, password: `wrong-password-${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('when 100 contacts and 20 bookings arrive through the balancer, then each syncs exactly once and each booking gets one first invitation', async () => {
    const from = addresses('127.0.1', 10);
    const ids: string[] = [];
    const bookings: string[] = [];
    await Promise.all(
      from.map(async (address, a) => {
        for (let i = a; i < 100; i += from.length) ids.push(await submit(stack.url, address, '/api/contact', contact(`Once ${i}`)));
        for (let i = a; i < 20; i += from.length) bookings.push(await submit(stack.url, address, '/api/consultations', booking(i)));
      }),
    );
    expect(new Set([...ids, ...bookings]).size).toBe(120);
    await expectSyncedOnce([...ids, ...bookings], bookings);
    // The confirmation (the first invitation) of each booking is delivered once: its Message-ID names it.
    const confirmations = (id: string) => delivered.filter((m) => m.startsWith(`<confirmation-${id}-0@`)).length;
    await until(() => bookings.every((id) => confirmations(id) >= 1), 'a confirmation for every booking', 60_000, 500);
    // Time for a second delivery, were one coming.
    await new Promise((r) => setTimeout(r, 2000));
    expect(bookings.filter((id) => confirmations(id) !== 1)).toEqual([]);
  }, 180_000);

  it('when two workers run, then the pull does not run twice as often', async () => {
    const windowMs = 8000;
    const before = await simCounter('crm.lead.search_read');
    await new Promise((r) => setTimeout(r, windowMs));
    const pulls = (await simCounter('crm.lead.search_read')) - before;
    // One pull per interval across both workers (one each would be about twice as many).
    expect(pulls).toBeGreaterThanOrEqual(windowMs / PULL_INTERVAL_MS / 2);
    expect(pulls).toBeLessThanOrEqual(windowMs / PULL_INTERVAL_MS + 2);
  }, 30_000);

  it('when a gateway dies after its submission was stored but before answering, then the balancer retries it elsewhere and no second lead is made', async () => {
    // In front of gateway 1: what a gateway killed outright mid-request looks like to the balancer. Each
    // POST is passed on, and once the gateway's answer starts (the lead is stored), the connection closes
    // with nothing sent back. Everything else (the health checks) passes through.
    let dropped = 0;
    const gatewayPort = Number(new URL(stack.gatewayUrls[0]!).port);
    const dropper: Server = createServer((client) => {
      const upstream = connect(gatewayPort, '127.0.0.1');
      client.once('data', (first: Buffer) => {
        upstream.write(first);
        if (!first.toString('latin1').startsWith('POST ')) {
          client.pipe(upstream);
          upstream.pipe(client);
          return;
        }
        client.pipe(upstream);
        upstream.once('data', () => {
          dropped += 1;
          upstream.destroy();
          client.destroy();
        });
      });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    const [publicPort, leadsFront] = await Promise.all([freePort(), freePort()]);
    const front = balancer({
      dataDir: mkdtempSync(join(tmpdir(), 'scale-out-balancer-')),
      port: publicPort,
      internalToken: stack.internalToken,
      sink: (name, line) => logs.push(`[${name}-dropping] ${line}`),
      cwd: REPO_ROOT,
      config: {
        publicBind: `127.0.0.1:${publicPort}`,
        leadsBind: `127.0.0.1:${leadsFront}`,
        gateways: {
          kind: 'static',
          name: 'gateway',
          ports: [(dropper.address() as { port: number }).port, Number(new URL(stack.gatewayUrls[1]!).port)],
        },
        leads: { kind: 'static', name: 'leads', ports: stack.leadsUrls.map((u) => Number(new URL(u).port)) },
        forwardedFor: 'replace',
        bodyLimitBytes: 64 * 1024,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnectionsPerIp: 64,
      },
    });
    try {
      await front.start();
      const url = `http://127.0.0.1:${publicPort}`;
      await until(
        async () => (await fetch(`${url}/api/health`)).ok && (await fetch(`${url}/api/health`)).ok,
        'both servers up',
        20_000,
        250,
      );
      const names = Array.from({ length: 4 }, (_, i) => `Dropped Answer ${i} ${run}`);
      // Sent as an API client does: no Idempotency-Key of its own.
      const answers = [];
      for (const name of names) answers.push(await requestFrom('127.0.0.41', `${url}/api/contact`, { body: contact(name) }));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(dropped).toBeGreaterThan(0);
      // Each dropped submission was answered by the retry, from the first one's record.
      const replayed = answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length;
      expect(replayed).toBeGreaterThan(0);
      expect(replayed).toBeLessThanOrEqual(dropped);
      const stored = (await staff.contacts()).body.filter((r) => names.includes(r.name));
      expect(stored.map((r) => r.name).sort()).toEqual([...names].sort());
    } finally {
      await front.stop();
      await new Promise((resolve) => dropper.close(resolve));
    }
  });

  it('when one gateway, then one leads service, then one worker get SIGTERM under 8 contacts a second, then no request fails, each stops within 6 s and is back within 30 s, every contact syncs once, and reconnecting streams see every one', async () => {
    // Two streams through the balancer (its round robin puts them on both gateways): whichever instance
    // stops, a stream held through it reconnects with Last-Event-ID.
    const streams = [
      new ReconnectingStream(`${stack.url}/api/events`, staff.cookie!),
      new ReconnectingStream(`${stack.url}/api/events`, staff.cookie!),
    ];
    try {
      await until(() => streams.every((s) => s.positioned), 'both streams positioned', 10_000);
      const { load, restarts } = await rollingRestart(stack, {
        perSecond: 8,
        seconds: LOAD_SECONDS,
        addresses: addresses('127.0.2', 40),
        body: (i) => contact(`Rolling ${i}`, `rolling-${i}-${run}@scale-out.ng`),
      });
      expect(load.failures).toEqual([]);
      expect(load.ids.length).toBeGreaterThanOrEqual(8 * LOAD_SECONDS - 1);
      for (const r of restarts) {
        expect(r.stopMs, `${r.name} stopped`).toBeLessThan(6000);
        expect(r.replacedMs, `${r.name} replaced`).toBeLessThan(30_000);
      }
      expect(restarts.map((r) => r.name)).toEqual(['gateway-1', 'leads-1', 'odoo-sync-1']);
      await expectSyncedOnce(load.ids);
      await until(
        () => streams.every((s) => load.ids.every((id) => s.syncedIds().has(id))),
        'every contact synced on both streams',
        30_000,
        500,
      );
      for (const s of streams) expect(s.refetches()).toBe(0);
      expect(streams[0]!.reconnects + streams[1]!.reconnects).toBeGreaterThan(0);
      const backends = (await balancerStats(join(stack.dataDir, 'haproxy.sock'))).filter((r) => r.server === 'BACKEND');
      console.log(
        `rolling restart: ${load.ids.length} contacts in ${load.seconds.toFixed(1)} s, all answered 201; ` +
          restarts.map((r) => `${r.name} stopped in ${r.stopMs} ms, back after ${r.replacedMs} ms`).join('; ') +
          `; stream reconnects ${streams.map((s) => s.reconnects).join(' + ')}; the balancer's retries / redispatches: ` +
          backends.map((b) => `${b.proxy} ${b.retries} / ${b.redispatches}`).join(', '),
      );
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  }, 300_000);
});
