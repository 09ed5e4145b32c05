// The pull at scale: does a pull with nothing changed cost the same at 100,000 synced leads as at 1,000?
// For each size, the simulator's data file and the worker's Redis maps are seeded directly (not by syncing
// every lead through Odoo): the synced leads and their external ids, one booking in five with its meeting
// (past ones in history), and the same number of meetings still to come at both sizes, since the calendar
// holds what is booked ahead, not what was ever booked. The last change (an hour ago) is one of our
// leads, so the cursor's overlap reads it again as it would in production. After one warm-up pull (it
// logs in and reads the stages), it prints, for a quiet pull: the Odoo calls (from the simulator's call
// counters), the Redis commands (INFO commandstats) and the bytes Redis sent back, the rows Odoo
// returned, and the median duration of a few pulls; and each against the 1,000-lead baseline of the same
// run. Target: at most 4 Odoo calls (the fourth reads the organiser's busy time, bounded by their calendar), and no
// command that reads a whole hash or set of the history.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@site/lagos-time/clock';
import { startRedis } from '@site/dev-stack/redis-server';
import { startOdooSim } from '@site/odoo-sim/odoo-sim';
import { OdooConnection } from '@site/odoo-sync/odoo-connection';
import { OdooPuller, PULL_KEYS } from '@site/odoo-sync/odoo-pull';
import { createTransport } from '@site/odoo-sync/odoo-protocol';
import { type OdooParams, type OdooTransport } from '@site/odoo-sync/odoo-transport';
import { eventObservation, toOdooDatetime } from '@site/odoo-sync/pull-observations';
import { parseStageMap, stageStatus, type StageMap } from '@site/odoo-sync/stage-map';
import { externalEventId, externalLeadId } from '@site/odoo-sync/odoo-values';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { percentile } from './pipeline';

const LARGE = Number(process.env.BENCH_PULL_LEADS ?? 100_000);
const SIZES = [1000, LARGE];
/** Meetings still to come: a few months of a consultancy's calendar. */
const UPCOMING = Number(process.env.BENCH_PULL_UPCOMING ?? 200);
const PULLS = 5;
/** Commands that would read every tracked id back. */
const WHOLE_READS = ['hgetall', 'hkeys', 'hvals', 'smembers', 'sscan', 'hscan', 'scan', 'keys', 'zrange'];

const log = pino({ level: 'silent' });
const stageMap = parseStageMap(undefined) as StageMap;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row = Record<string, unknown> & { id: number };
type Snapshot = { format: string; nextId: Record<string, number>; tables: Record<string, Row[]> };
type Figures = {
  size: number;
  calls: number;
  byCall: string;
  commands: number;
  byCommand: string;
  wholeReads: number;
  bytes: number;
  rows: number;
  ms: number;
  odooMs: number;
};

const recordIdOf = (i: number) => `019ab3c4-5d6e-7f80-9123-${String(i).padStart(12, '0')}`;

function connect(sim: { url: string; db: string; login: string; apiKey: string }) {
  return new OdooConnection({
    transport: () => createXmlRpc(sim),
    teamName: 'Sales',
    sourceName: 'Website contact form',
    salespersonId: false,
    sendInvitations: false,
    eraseMode: 'unlink',
    log,
  });
}

/** Time spent waiting for Odoo's answers, so that the simulator's own work shows apart from the pull's. */
let odooMs = 0;
function createXmlRpc(sim: { url: string; db: string; login: string; apiKey: string }): OdooTransport {
  const inner = createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: sim.apiKey, timeoutMs: 60_000 }, 'xmlrpc');
  return {
    endpoint: inner.endpoint,
    get protocol() {
      return inner.protocol;
    },
    version: () => inner.version(),
    authenticate: () => inner.authenticate(),
    async call<T>(model: string, method: string, params?: OdooParams) {
      const t0 = performance.now();
      try {
        return await inner.call<T>(model, method, params);
      } finally {
        odooMs += performance.now() - t0;
      }
    },
  };
}

/** A data file holding Odoo set up for the worker, one lead and one meeting made through the API as templates. */
async function templates(dataFile: string) {
  const sim = await startOdooSim({ apiKey: 'bench-key', dataFile });
  try {
    const { client } = await connect(sim).get();
    const lead = await client.createLeadWithExternalId(externalLeadId(recordIdOf(0)), { name: 'Template' });
    await client.createEventWithExternalId(externalEventId(recordIdOf(0)), {
      name: 'Call',
      start: '2031-05-06 13:00:00',
      stop: '2031-05-06 14:00:00',
      opportunity_id: lead,
    });
  } finally {
    await sim.close();
  }
}

/** Adds `size` synced leads (one in five a booking with its meeting) to the data file; returns what Redis must hold. */
function seedOdoo(dataFile: string, size: number, now: number) {
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as Snapshot;
  const [leadTemplate] = data.tables['crm.lead']!;
  const [eventTemplate] = data.tables['calendar.event']!;
  const xmlTemplate = data.tables['ir.model.data']!.find((r) => r.model === 'crm.lead')!;
  // The templates were written just now: move them back, so that the newest change is a seeded lead.
  const old = toOdooDatetime(new Date(now - 400 * DAY));
  Object.assign(leadTemplate!, { create_date: old, write_date: old });
  Object.assign(eventTemplate!, { create_date: old, write_date: old });
  const next = (model: string) => (data.nextId[model] = (data.nextId[model] ?? 1) + 1) - 1;
  const leads: Array<{ id: number; recordId: string }> = [];
  const events: Array<{ id: number; recordId: string; start: string; stop: string }> = [];
  for (let i = 1; i <= size; i++) {
    // Spread over the past year, the last an hour ago.
    const written = toOdooDatetime(new Date(now - HOUR - Math.floor(((size - i) / size) * 365 * DAY)));
    const recordId = recordIdOf(i);
    const id = next('crm.lead');
    data.tables['crm.lead']!.push({ ...leadTemplate!, id, name: `Lead ${i}`, create_date: written, write_date: written });
    data.tables['ir.model.data']!.push({ ...xmlTemplate, id: next('ir.model.data'), name: externalLeadId(recordId), res_id: id });
    leads.push({ id, recordId });
    const upcomingFrom = size - UPCOMING * 5;
    if (i % 5 === 0 && i !== size) {
      // Meetings of the last bookings are still to come (a day apart from tomorrow); earlier ones are over.
      const at = i > upcomingFrom ? now + DAY + ((i - upcomingFrom) / 5) * DAY : now - HOUR - ((upcomingFrom - i) / 5) * HOUR;
      const [start, stop] = [toOdooDatetime(new Date(at)), toOdooDatetime(new Date(at + HOUR))];
      const eventId = next('calendar.event');
      data.tables['calendar.event']!.push({
        ...eventTemplate!,
        id: eventId,
        name: `Call ${i}`,
        start,
        stop,
        opportunity_id: id,
        create_date: written,
        write_date: written,
      });
      events.push({ id: eventId, recordId, start, stop });
    }
  }
  writeFileSync(dataFile, JSON.stringify(data));
  return {
    leads,
    events,
    stageId: (leadTemplate!.stage_id as number | false) || null,
    newest: leads.length > 0 ? toOdooDatetime(new Date(now - HOUR)) : null,
  };
}

/** The worker's Redis maps as syncing those records would have left them, written in large batches. */
async function seedRedis(redis: Redis, seeded: ReturnType<typeof seedOdoo>, stage: { name: string; isWon: boolean }, now: number) {
  const nowText = toOdooDatetime(new Date(now));
  const status = stageStatus(stageMap, stage);
  const booked = new Set(seeded.events.map((e) => e.recordId));
  for (let i = 0; i < seeded.leads.length; i += 5000) {
    const multi = redis.multi();
    for (const { id, recordId } of seeded.leads.slice(i, i + 5000)) {
      if (booked.has(recordId)) continue;
      multi.hset(PULL_KEYS.leads, String(id), recordId);
      multi.hset(
        PULL_KEYS.seen,
        `crm.lead:${id}`,
        JSON.stringify({ outcome: 'lead-changed', kind: 'contact', recordId, odooLeadId: id, leadStatus: status }),
      );
    }
    await multi.exec();
  }
  for (let i = 0; i < seeded.events.length; i += 5000) {
    const multi = redis.multi();
    for (const e of seeded.events.slice(i, i + 5000)) {
      multi.hset(PULL_KEYS.events, String(e.id), e.recordId);
      multi.hset(
        PULL_KEYS.seen,
        `calendar.event:${e.id}`,
        JSON.stringify(eventObservation(e.recordId, e.id, { start: e.start, stop: e.stop, active: true }, nowText)),
      );
      if (e.stop > nowText) multi.zadd(PULL_KEYS.upcoming, new Date(`${e.stop.replace(' ', 'T')}Z`).getTime(), String(e.id));
    }
    await multi.exec();
  }
  if (seeded.newest) await redis.set(PULL_KEYS.cursor, seeded.newest);
}

const statsOf = (info: string, name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
const commandCounts = (info: string) =>
  Object.fromEntries([...info.matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));

async function measureAt(size: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'pull-bench-'));
  const redisServer = await startRedis({ dir: join(dir, 'redis') });
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
  const dataFile = join(dir, 'odoo.json');
  let sim: Awaited<ReturnType<typeof startOdooSim>> | undefined;
  try {
    await templates(dataFile);
    const now = Date.now();
    const seeded = seedOdoo(dataFile, size, now);
    sim = await startOdooSim({ apiKey: 'bench-key', dataFile });
    const stage = sim.state.records('crm.stage').find((s) => s.id === seeded.stageId);
    await seedRedis(redis, seeded, { name: String(stage?.name ?? 'New'), isWon: stage?.is_won === true }, now);
    const puller = new OdooPuller({ odoo: connect(sim), redis, report: async () => undefined, stageMap, log, clock: systemClock });
    await puller.pullOnce();

    const durations: number[] = [];
    const waits: number[] = [];
    let figures: Omit<Figures, 'ms' | 'odooMs'> | undefined;
    for (let i = 0; i < PULLS; i++) {
      sim.state.resetCounters();
      await redis.config('RESETSTAT');
      odooMs = 0;
      const t0 = performance.now();
      const summary = await puller.pullOnce();
      durations.push(performance.now() - t0);
      waits.push(odooMs);
      // One reply holds both: the stats are those of the pull (and the RESETSTAT's "+OK").
      const info = (await redis.call('INFO', 'stats', 'commandstats')) as string;
      const commands = Object.entries(commandCounts(info)).filter(([name]) => !name.startsWith('config') && name !== 'info');
      const counters = Object.entries(sim.state.counters());
      figures = {
        size,
        calls: counters.reduce((sum, [, n]) => sum + n, 0),
        byCall: counters.map(([target, n]) => `${target} ${n}`).join(', '),
        commands: commands.reduce((sum, [, n]) => sum + n, 0),
        byCommand: commands.map(([name, n]) => `${name.toUpperCase()} ${n}`).join(', '),
        wholeReads: commands.filter(([name]) => WHOLE_READS.includes(name)).reduce((sum, [, n]) => sum + n, 0),
        bytes: statsOf(info, 'total_net_output_bytes'),
        rows: summary.leads + summary.events,
      };
    }
    return { ...figures!, ms: percentile(durations, 50), odooMs: percentile(waits, 50) };
  } finally {
    redis.disconnect();
    await sim?.close();
    await redisServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: Figures[] = [];
for (const size of SIZES) rows.push(await measureAt(size));
const [base] = rows as [Figures];
console.log(
  `\nA pull with nothing changed (simulator over XML-RPC, ${UPCOMING} meetings still to come, one synced record in five a booking, median of ${PULLS} pulls, loopback, ${new Date().toISOString()})`,
);
console.log(
  '| synced leads | Odoo calls | Redis commands | whole-history reads | bytes from Redis | rows from Odoo | duration | of it, waiting for Odoo | calls vs 1,000 | bytes vs 1,000 | duration vs 1,000 |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.size.toLocaleString('en')} | ${r.calls} | ${r.commands} | ${r.wholeReads} | ${r.bytes} | ${r.rows} | ${r.ms.toFixed(1)} ms | ${r.odooMs.toFixed(1)} ms | ` +
      `${(r.calls / base.calls).toFixed(2)}x | ${(r.bytes / base.bytes).toFixed(2)}x | ${(r.ms / base.ms).toFixed(2)}x |`,
  );
}
for (const r of rows) console.log(`\n${r.size.toLocaleString('en')} leads — Odoo: ${r.byCall}; Redis: ${r.byCommand}`);
const large = rows.at(-1)!;
console.log(
  `\nTarget: at most 4 Odoo calls and no whole-history read at ${large.size.toLocaleString('en')} leads: ${large.calls <= 4 && large.wholeReads === 0 ? 'met' : 'NOT met'}`,
);
if (large.calls > 4 || large.wholeReads > 0) process.exitCode = 1;
