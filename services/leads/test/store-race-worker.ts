// One side of a race (store-races.test.ts): a separate process that opens the same store (the same SQLite
// file, or the same MongoDB database), says it is ready, waits for the parent's go, does its part
// on the shared records as fast as it can, and prints what the store answered as one JSON line.
// Run as: node --import tsx store-race-worker.ts '<json RaceTask>'
import { consultationInputSchema } from '@site/contracts/consultation';
import { type KeptMailRow, type LeadStore, type NewConsultation, SlotTakenError } from '../src/store/lead-store';
import { connectMongoStore } from '../src/store/mongo-store';
import { openSqliteStore } from '../src/store/sqlite-store';

export type StoreSpec = { sqlite: string } | { mongoUrl: string; dbName: string };

export type RaceTask = {
  store: StoreSpec;
  role: 'reschedule' | 'erase' | 'correct' | 'login' | 'change-password' | 'keep-mail' | 'book';
  ids: string[];
  rounds: number;
  /** Tells the two sides of one race apart (the slots one reschedules to, the tokens one logs in with). */
  side: number;
  /** Per id, the date its bookings move within (reschedule); or the one date booked (book). */
  dates?: string[];
  /** A pause after each step, so that a side with few steps spreads them over the other side's loop. */
  pauseMs?: number;
  /** Prints "first" once its first step is done (the parent then lets the other side go). */
  announceFirst?: boolean;
};

export const openSpec = (spec: StoreSpec): Promise<LeadStore> =>
  'sqlite' in spec ? Promise.resolve(openSqliteStore(spec.sqlite)) : connectMongoStore(spec.mongoUrl, { dbName: spec.dbName });

/** The mail race's limits: per address, and per domain (less than the addresses times the first, so both bind). */
export const RACE_MAIL_LIMITS = { perAddress: 10, perDomain: 120 };
export const RACE_MAIL_DOMAIN = 'race.example';
const RACE_MAIL_SINCE = '2000-01-01T00:00:00.000Z';

const raceMail = (key: string, to: string): KeptMailRow => ({
  key,
  kind: 'confirmation',
  recordKind: 'consultation',
  recordId: key,
  to,
  subject: 'Race',
  messageId: `<${key}@example.ng>`,
  status: 'pending',
  error: null,
  attempts: 0,
  createdAt: new Date().toISOString(),
  sentAt: null,
  meetingLink: null,
  source: `Message-ID: <${key}@example.ng>\r\n\r\nRace\r\n`,
});

/** How long each address of the mail race has: both sides start on it together, a period after the one before. */
const RACE_MAIL_PERIOD_MS = 100;

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

/**
 * The mail race's side: for each address in turn, `rounds` confirmations to it. Both sides start on each
 * address at one instant (`startAt` plus a period per address), so that a side held up for a moment (the
 * machine is busy) meets the other on the next address instead of finding every address full.
 */
async function keepMail(store: LeadStore, task: RaceTask, startAt: number): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const [i, id] of task.ids.entries()) {
    await sleepUntil(startAt + i * RACE_MAIL_PERIOD_MS);
    const to = `${id}@${RACE_MAIL_DOMAIN}`;
    for (let round = 0; round < task.rounds; round++) {
      const key = `confirmation-race-${task.side}-${id}-${round}`;
      const outcome = await store.insertKeptMail(raceMail(key, to), [
        { to: { address: to }, since: RACE_MAIL_SINCE, max: RACE_MAIL_LIMITS.perAddress },
        { to: { domain: RACE_MAIL_DOMAIN }, since: RACE_MAIL_SINCE, max: RACE_MAIL_LIMITS.perDomain },
      ]);
      out.push({ id, key, kept: outcome === 'kept' });
      if (task.pauseMs) await new Promise((r) => setTimeout(r, task.pauseMs));
    }
  }
  return out;
}

/** A booking of `preferredTime` on `preferredDate`. */
export const raceBooking = (preferredDate: string, preferredTime: string, name = 'Race Booking') =>
  consultationInputSchema.parse({
    form: 'full',
    name,
    email: 'race@example.ng',
    phone: '+234 803 000 0000',
    company: 'Race Ltd',
    consultationType: 'general',
    preferredDate,
    preferredTime,
  }) as NewConsultation;

const SLOTS = ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM', '2:00 PM - 3:00 PM'];

/** How long a login side goes on past its rounds for a user the other side has not changed yet. */
const LOGIN_DEADLINE_MS = 30_000;

/**
 * A login side goes on past its rounds until every user has refused a log-in once, so that it
 * overlaps the password changes however the two processes are scheduled (within LOGIN_DEADLINE_MS).
 */
function moreRounds(task: RaceTask, round: number, out: unknown[], started: number): boolean {
  if (round < task.rounds) return true;
  if (task.role !== 'login' || Date.now() - started > LOGIN_DEADLINE_MS) return false;
  const refused = new Set((out as { id: string; created: boolean }[]).filter((o) => !o.created).map((o) => o.id));
  return task.ids.some((id) => !refused.has(id));
}

async function run(store: LeadStore, task: RaceTask): Promise<unknown[]> {
  const out: unknown[] = [];
  const started = Date.now();
  for (let round = 0; moreRounds(task, round, out, started); round++) {
    for (const id of task.ids) {
      switch (task.role) {
        case 'reschedule': {
          const preferredTime = SLOTS[task.side * 2 + (round % 2)]!;
          const preferredDate = task.dates![task.ids.indexOf(id)]!;
          const o = await store.changeBooking(id, { action: 'reschedule', preferredDate, preferredTime }, new Date());
          out.push({ id, changed: o?.changed ?? null, refused: o?.refused ?? null });
          break;
        }
        case 'book': {
          // `id` names a time of the one date: each side books it `rounds` times, racing the other side.
          const input = raceBooking(task.dates![0]!, id, `Racer ${task.side}-${round}`);
          const o = await store.createConsultation(input, { requestHash: 'h' }).then(
            (r) => ({ created: r.created }),
            (err: unknown) => ({ created: false, refused: err instanceof SlotTakenError ? 'slot-taken' : String(err) }),
          );
          out.push({ id, ...o });
          break;
        }
        case 'correct': {
          const o = await store.privacy.correctRecord('contact', id, 'email', `fixed-${round}-${task.side}@example.ng`, new Date());
          out.push({ id, found: o !== null, revision: o?.ref.record.revision ?? null });
          break;
        }
        case 'erase':
          if (round === 0) {
            await store.privacy.markErased([{ kind: 'contact', id }], `erasure-${id}`, new Date().toISOString());
            out.push({ id, deleted: await store.privacy.deleteRecords([{ kind: 'contact', id }]) });
          }
          break;
        case 'login': {
          const token = `s${task.side}-${round}-${id}`;
          const now = new Date();
          out.push({ id, token, created: await store.createSession(token, id, new Date(now.getTime() + 3_600_000), now, 'old-hash') });
          break;
        }
        case 'change-password':
          if (round === 0) out.push({ id, updated: await store.updateUser(id, { passwordHash: 'new-hash' }) });
          break;
      }
      if (task.announceFirst && out.length === 1) process.stdout.write('first\n');
      if (task.pauseMs) await new Promise((r) => setTimeout(r, task.pauseMs));
    }
  }
  return out;
}

const isMain = process.argv[1]?.endsWith('store-race-worker.ts');
if (isMain) {
  const task = JSON.parse(process.argv[2]!) as RaceTask;
  const store = await openSpec(task.store);
  // Ready, then wait for the parent's "go <time>" (sent once every side is ready) and for that time, so
  // that the loops overlap.
  process.stdout.write('ready\n');
  const go = await new Promise<string>((resolve) => process.stdin.once('data', (chunk: Buffer) => resolve(chunk.toString())));
  process.stdin.pause();
  const at = Number(go.trim().split(' ')[1]) || Date.now();
  await sleepUntil(at);
  const results = task.role === 'keep-mail' ? await keepMail(store, task, at) : await run(store, task);
  await store.close();
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
