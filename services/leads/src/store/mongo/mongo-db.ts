// What every MongoDB port shares: the connection, the models, the clock, and the two ways a change of
// several steps stays whole: a transaction (`inTransaction`, the driver's withTransaction, which retries
// the whole callback on a transient error such as a write conflict) or a compare-and-set on `version`
// (`casUpdate`: read, decide with a pure rule, write only if the version is still the one read).
import { type ClientSession, type Connection } from 'mongoose';
import { type Clock } from '@site/lagos-time/clock';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from '../lead-store';
import { type Doc, type MongoModels, mongoModels, refOf } from './mongo-schemas';

/** How often a compare-and-set reads again before it gives up (each retry means another writer won). */
const CAS_ATTEMPTS = 20;

/** A decision on a document as read: a `$set` to apply (and what to return), or an answer without a write. */
export type CasStep<T> = { write: Record<string, unknown>; inc?: Record<string, number>; done: (doc: Doc) => T } | { answer: T };

export class MongoDb {
  readonly m: MongoModels;

  constructor(
    readonly conn: Connection,
    readonly clock: Clock,
  ) {
    this.m = mongoModels(conn);
  }

  /** Runs `fn` in a transaction (snapshot reads, majority commit), again from the start on a transient error. */
  async inTransaction<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = await this.conn.startSession();
    try {
      return await session.withTransaction(() => fn(session), { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } });
    } finally {
      await session.endSession();
    }
  }

  async getRef(kind: LeadKind, id: string, session?: ClientSession): Promise<LeadRef | null> {
    const doc = await this.m.leads[kind].findById(id, null, { session }).lean<Doc>();
    return doc ? refOf(kind, doc) : null;
  }

  /**
   * Read, decide, write if unchanged: `decide` sees the document (null when there is none) and either
   * answers or gives the fields to set; the write is one findOneAndUpdate on the version read, which raises
   * it and returns the document as written. Another writer in between makes it read again.
   */
  async casUpdate<T>(kind: LeadKind, id: string, decide: (doc: Doc | null) => CasStep<T>, what: string): Promise<T> {
    const model = this.m.leads[kind];
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const doc = await model.findById(id).lean<Doc>();
      const step = decide(doc);
      if ('answer' in step) return step.answer;
      // Documents from before the version field have none: they match as version 0 (`$in` null).
      const seen = (doc!.version as number | undefined) ?? 0;
      const written = await model
        .findOneAndUpdate(
          { _id: { $eq: id }, version: seen === 0 ? { $in: [0, null] } : seen },
          { $set: step.write, $inc: { ...step.inc, version: 1 } },
          { returnDocument: 'after' },
        )
        .lean<Doc>();
      if (written) return step.done(written);
    }
    throw new Error(`${kind} ${id} kept changing while ${what} was applied`);
  }
}
