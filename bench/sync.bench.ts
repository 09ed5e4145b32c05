// The whole pipeline: gateway → leads → Redis → worker → Odoo → results → leads → live event, with the
// simulator (as Odoo 17 over XML-RPC, or the series of ODOO_SIM_VERSION), or with the Odoo that ODOO_URL,
// ODOO_DB, ODOO_USERNAME and ODOO_API_KEY name (a real server: its pacing is then the production default,
// 2 calls in flight and 10 a second; ODOO_PROTOCOL is passed on). Each lead is timed from its submit to
// the live stream's (SSE) first event showing it synced with its Odoo ids, never by polling. Prints p50
// and p99 for (1) single contacts, each sent once the one before is synced, (2) single bookings with a
// slot (lead and meeting), (3) a burst of BENCH_BURST contacts from 16 clients at once, each timed from
// its own submit, with the time until the whole burst is synced next to its intake rate.
import { type Availability } from '@site/contracts/availability';
import { fullTimeSlotValues } from '@site/contracts/options';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack } from '@site/dev-stack/stack';
import { slotStart } from '@site/lagos-time/booking-slots';
import { addDays, bookingWindow } from '@site/lagos-time/lagos-date';
import { leadBody, percentile, sleep, SyncWatcher } from './pipeline';

const SINGLE = Number(process.env.BENCH_SINGLE ?? 50);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const CLIENTS = 16;
const WAIT_MS = 120_000;

const real = process.env.ODOO_URL
  ? {
      ODOO_URL: process.env.ODOO_URL,
      ODOO_DB: process.env.ODOO_DB ?? '',
      ODOO_USERNAME: process.env.ODOO_USERNAME ?? '',
      ODOO_API_KEY: process.env.ODOO_API_KEY ?? '',
      ...(process.env.ODOO_PROTOCOL ? { ODOO_PROTOCOL: process.env.ODOO_PROTOCOL } : {}),
    }
  : null;
// The simulator answers in microseconds: the worker may go as fast as it can. A real Odoo gets the defaults.
const pacing = real ? {} : { ODOO_SYNC_CONCURRENCY: '8', ODOO_RATE_LIMIT_PER_SECOND: '10000' };
const simSeries = real ? {} : { ODOO_SIM_VERSION: process.env.ODOO_SIM_VERSION ?? '17' };
let odooReady: { series?: string; protocol?: string } = {};
const stack = await startStack({
  env: { LOG_LEVEL: 'info', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', ODOO_PULL_INTERVAL_MS: '0', ...pacing, ...simSeries, ...real },
  sink: (name, line) => {
    // The worker logs the series and the protocol it chose once Odoo is ready (a pino JSON line).
    if (name === 'odoo-sync' && line.includes('"Odoo ready"')) odooReady = JSON.parse(line) as typeof odooReady;
  },
});

const run = Date.now().toString(36);
const BOOKING_MINUTES = 60;

/**
 * A free time of the booking form for a meeting of BOOKING_MINUTES, asked of the availability route as
 * the form asks it, from the window's last day back (bookings of one time collide; an Odoo calendar
 * read by an earlier run's pull may hold times too).
 */
async function freeTime(visitor: ApiClient): Promise<{ preferredDate: string; preferredTime: string }> {
  const { max } = bookingWindow(new Date());
  for (let back = 0; back < 90; back++) {
    const date = addDays(max, -back);
    const res = await visitor.get<Availability>(`/api/availability?date=${date}&duration=${BOOKING_MINUTES}`);
    if (res.status !== 200) throw new Error(`availability of ${date}: ${res.status} ${res.text}`);
    const free = new Set(res.body.slots.filter((slot) => slot.available).map((slot) => slot.start));
    const time = fullTimeSlotValues.find((slot) => free.has(slotStart(slot) ?? ''));
    if (time) return { preferredDate: date, preferredTime: time };
  }
  throw new Error('no free time left in the booking window');
}

const booking = async (visitor: ApiClient, i: number) => ({
  form: 'full',
  name: `Bench Booker ${i}`,
  email: `bench.booker.${run}.${i}@example.ng`,
  phone: '+234 803 555 0101',
  company: 'Bench Clinic',
  consultationType: 'odoo-erp',
  ...(await freeTime(visitor)),
  duration: BOOKING_MINUTES,
});

try {
  const staff = new ApiClient(stack.url);
  const watcher = new SyncWatcher(stack, staff);
  await watcher.start();
  const visitor = new ApiClient(stack.url);
  const submit = async (path: '/api/contact' | '/api/consultations', body: unknown) => {
    const t0 = performance.now();
    const res = await visitor.post<{ id: string }>(path, body);
    if (res.status !== 201) throw new Error(`submit ${path}: ${res.status} ${res.text}`);
    return { id: res.body.id, t0 };
  };
  /** One at a time: each is sent once the one before shows synced. */
  const singles = async (
    count: number,
    make: (
      i: number,
    ) =>
      Promise<[path: '/api/contact' | '/api/consultations', body: unknown]> | [path: '/api/contact' | '/api/consultations', body: unknown],
  ) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const [path, body] = await make(i);
      const { id, t0 } = await submit(path, body);
      if (await watcher.waitAll([id], WAIT_MS)) times.push(watcher.syncedAt(id)! - t0);
    }
    return times;
  };

  // Warm-up: the worker's start-up checks, caches and the first connections.
  await singles(3, (i) => ['/api/contact', leadBody(900_000 + i)]);

  const contacts = await singles(SINGLE, (i) => ['/api/contact', leadBody(1000 + i)]);
  const bookings = await singles(BOOKINGS, async (i) => ['/api/consultations', await booking(visitor, i)]);

  // The burst: CLIENTS clients send BURST contacts as fast as they are answered.
  const sent: Array<{ id: string; t0: number }> = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < BURST) {
        const i = next++;
        sent.push(await submit('/api/contact', leadBody(100_000 + i)));
      }
    }),
  );
  const intakeSeconds = (performance.now() - t0) / 1000;
  const allSynced = await watcher.waitAll(
    sent.map((s) => s.id),
    WAIT_MS * 2,
  );
  const burstTimes = sent.flatMap(({ id, t0: sentAt }) => {
    const at = watcher.syncedAt(id);
    return at === undefined ? [] : [at - sentAt];
  });
  const lastSynced = Math.max(...sent.map(({ id }) => watcher.syncedAt(id) ?? Infinity));
  const burstSeconds = (lastSynced - t0) / 1000;
  watcher.stop();
  await sleep(100);

  const { series = '?', protocol = '?' } = odooReady;
  const odoo = real
    ? `Odoo ${series} at ${real.ODOO_URL} (${real.ODOO_USERNAME}), 2 calls in flight, 10/s`
    : `the simulator as Odoo ${series}, 8 calls in flight`;
  const ms = (xs: number[], p: number) => (xs.length ? `${percentile(xs, p).toFixed(0)} ms` : 'n/a');
  console.log(`\nSync benchmark (${odoo}, over ${protocol}, batches of up to 50, loopback, ${new Date().toISOString()})`);
  console.log('| submit → Odoo ids on the staff live stream | p50 | p99 | synced |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| single contacts (each after the one before) | ${ms(contacts, 50)} | ${ms(contacts, 99)} | ${contacts.length}/${SINGLE} |`);
  console.log(
    `| single bookings with a slot (lead and meeting) | ${ms(bookings, 50)} | ${ms(bookings, 99)} | ${bookings.length}/${BOOKINGS} |`,
  );
  console.log(
    `| a burst of ${BURST} contacts (${CLIENTS} clients), each from its own submit | ${ms(burstTimes, 50)} | ${ms(burstTimes, 99)} | ${burstTimes.length}/${BURST} |`,
  );
  console.log(
    `\nThe burst: intake ${(BURST / intakeSeconds).toFixed(0)} leads/s (stored and queued), all synced after ${burstSeconds.toFixed(1)} s ` +
      `(${(BURST / burstSeconds).toFixed(0)} leads/s).`,
  );
  if (!allSynced || contacts.length < SINGLE || bookings.length < BOOKINGS) process.exitCode = 1;
} finally {
  await stack.stop();
}
