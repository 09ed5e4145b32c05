// The MongoDB schema's history, as numbered steps run once each: the `migrations` collection records the
// steps applied (`_id` its number), and a start runs the missing ones in order under a lock document, so
// two services starting together do not both run one. Every step is also safe to run twice (a crash
// between a step and its record runs it again). Indexes are built here, not at every start: a new or
// changed index is a new step.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Model } from 'mongoose';
import { heldCells } from '../../records/booking-slot-rules';
import { recipientKeysOf } from '../../records/record-keys';
import { type MongoModels, type Doc, isDuplicateKey, personKeysOf, searchGramsOf } from './mongo-schemas';

type Step = { name: string; run: (m: MongoModels) => Promise<void> };

/**
 * How long the lock holds without being renewed: the start that holds it renews it every LOCK_RENEW_MS while
 * its steps run, so a crashed start holds it for half a minute at most, however long a step may take.
 */
const LOCK_MS = 30_000;
const LOCK_RENEW_MS = 10_000;

const allModels = (m: MongoModels): Model<Doc>[] => [
  ...Object.values(m.leads),
  m.users,
  m.sessions,
  m.keptMail,
  m.erasures,
  m.audit,
  m.erased,
  m.gates,
];

export const MONGO_MIGRATIONS: Step[] = [
  {
    name: 'collections and indexes',
    run: async (m) => {
      for (const model of allModels(m)) {
        // Collections exist before the first transaction writes to them (creating one inside is avoided).
        await model.createCollection().catch((err: { code?: number }) => {
          if (err.code !== 48) throw err; // 48: NamespaceExists
        });
        await model.createIndexes();
      }
    },
  },
  {
    name: 'search trigrams of records stored before the search index',
    run: async (m) => {
      for (const model of Object.values(m.leads)) {
        for await (const doc of model
          .find({ searchGrams: { $exists: false } }, { name: 1, email: 1, company: 1 })
          .lean<Doc[]>()
          .cursor()) {
          const d = doc as unknown as Doc;
          await model.updateOne(
            { _id: d._id },
            { $set: { searchGrams: searchGramsOf([d.name as string, d.email as string, d.company as string | null]) } },
          );
        }
      }
    },
  },
  {
    name: 'person keys: lower-case e-mail, phone in E.164',
    run: async (m) => {
      for (const model of Object.values(m.leads)) {
        for await (const doc of model
          .find({ $or: [{ emailKey: { $exists: false } }, { phoneKey: { $regex: /^\d/ } }] }, { email: 1, phone: 1 })
          .lean<Doc[]>()
          .cursor()) {
          const d = doc as unknown as Doc;
          await model.updateOne({ _id: d._id }, { $set: personKeysOf(d.email as string, (d.phone as string | null) ?? null) });
        }
      }
    },
  },
  {
    name: 'a version on every lead document (compare-and-set)',
    run: async (m) => {
      for (const model of Object.values(m.leads)) await model.updateMany({ version: { $exists: false } }, { $set: { version: 0 } });
    },
  },
  {
    name: 'the time bookings hold, and the organiser busy time in Odoo',
    run: async (m) => {
      for (const model of [m.claims, m.busy]) {
        await model.createCollection().catch((err: { code?: number }) => {
          if (err.code !== 48) throw err;
        });
        await model.createIndexes();
      }
      // Bookings that already overlapped keep both their cells: the overlap is listed for staff.
      for await (const doc of m.leads.consultation
        .find({ status: { $ne: 'cancelled' } }, { status: 1, preferredDate: 1, preferredTime: 1, duration: 1 })
        .lean<Doc[]>()
        .cursor()) {
        const d = doc as unknown as Doc;
        const cells = heldCells({
          status: d.status as string,
          preferredDate: (d.preferredDate as string | null) ?? null,
          preferredTime: (d.preferredTime as string | null) ?? null,
          duration: d.duration as number,
        });
        for (const cell of cells) await m.claims.updateOne({ _id: cell }, { $addToSet: { recordIds: d._id } }, { upsert: true });
      }
    },
  },
  {
    name: 'the kept mail keyed by the inbox it reaches (a sub-address, dots at Gmail)',
    run: async (m) => {
      const spelled = { $or: [{ to: { $regex: '\\+' } }, { recipientDomain: { $in: ['gmail.com', 'googlemail.com'] } }] };
      for await (const doc of m.keptMail.find(spelled, { to: 1, recipientKey: 1 }).lean<Doc[]>().cursor()) {
        const d = doc as unknown as Doc;
        const { recipientKey } = recipientKeysOf(d.to as string);
        if (recipientKey !== d.recipientKey) await m.keptMail.updateOne({ _id: d._id }, { $set: { recipientKey } });
      }
    },
  },
];

/** Takes the lock document for `owner`, waiting while another start holds it. */
async function takeLock(migrations: Model<Doc>, owner: string) {
  for (;;) {
    const now = new Date();
    try {
      // Matches a free or expired lock; when another start holds it, the upsert's insert of _id 0 is refused.
      await migrations.updateOne(
        { _id: 0, lockedUntil: { $lt: now } },
        { $set: { name: 'lock', owner, lockedUntil: new Date(now.getTime() + LOCK_MS) } },
        { upsert: true },
      );
      return;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await sleep(500);
    }
  }
}

/** Runs the steps not yet recorded, in order; returns the names of those it ran. */
export async function migrateMongo(m: MongoModels, steps: readonly Step[] = MONGO_MIGRATIONS): Promise<string[]> {
  await m.migrations.createCollection().catch((err: { code?: number }) => {
    if (err.code !== 48) throw err;
  });
  const owner = randomUUID();
  await takeLock(m.migrations, owner);
  const renew = setInterval(
    () => void m.migrations.updateOne({ _id: 0, owner }, { $set: { lockedUntil: new Date(Date.now() + LOCK_MS) } }).catch(() => undefined),
    LOCK_RENEW_MS,
  );
  const ran: string[] = [];
  try {
    const done = new Set((await m.migrations.find({ _id: { $gt: 0 } }, { _id: 1 }).lean<{ _id: number }[]>()).map((d) => d._id));
    for (const [i, step] of steps.entries()) {
      if (done.has(i + 1)) continue;
      await step.run(m);
      await m.migrations.create({ _id: i + 1, name: step.name, at: new Date() });
      ran.push(step.name);
    }
  } finally {
    clearInterval(renew);
    await m.migrations.updateOne({ _id: 0, owner }, { $set: { lockedUntil: new Date(0) } });
  }
  return ran;
}
