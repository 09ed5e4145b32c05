// The MongoDB adapter (mongoose), used when MONGO_URL is set: one object per port (mongo/), joined into
// a LeadStore. It needs a replica set (the compose file runs one): multi-step changes are transactions.
// Indexes and backfills are versioned migrations (mongo/mongo-migrations.ts), run once, not at every start.
import mongoose from 'mongoose';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import {
  auditLogMethods,
  bookingSlotsMethods,
  bookingStateMethods,
  erasureLedgerMethods,
  joinPorts,
  keptMailMethods,
  leadRecordsMethods,
  leadSyncMethods,
  personRecordsMethods,
  staffAccountsMethods,
} from './join-ports';
import { type LeadStore } from './lead-store';
import { type PrivacyStore } from './privacy-port';
import { MongoAudit } from './mongo/mongo-audit';
import { MongoBookingSlots } from './mongo/mongo-booking-slots';
import { MongoBookingState } from './mongo/mongo-booking-state';
import { MongoDb } from './mongo/mongo-db';
import { MongoErasures } from './mongo/mongo-erasures';
import { MongoKeptMail } from './mongo/mongo-kept-mail';
import { MongoLeadRecords } from './mongo/mongo-lead-records';
import { MongoLeadSync } from './mongo/mongo-lead-sync';
import { migrateMongo } from './mongo/mongo-migrations';
import { MongoPersonRecords } from './mongo/mongo-person-records';
import { MongoStaff } from './mongo/mongo-staff';

export { searchGramsOf } from './mongo/mongo-schemas';

export type MongoStore = LeadStore & {
  readonly name: 'mongo';
  /** Tests only: removes the whole database. */
  dropDatabase(): Promise<void>;
};

export async function connectMongoStore(url: string, opts: { dbName?: string; clock?: Clock } = {}): Promise<MongoStore> {
  const conn = await mongoose
    .createConnection(url, {
      serverSelectionTimeoutMS: 10_000,
      // The migrations build indexes and collections, once; mongoose must not on every start.
      autoIndex: false,
      autoCreate: false,
      ...(opts.dbName ? { dbName: opts.dbName } : {}),
    })
    .asPromise();
  const s = new MongoDb(conn, opts.clock ?? systemClock);
  await migrateMongo(s.m);
  const privacy = joinPorts<PrivacyStore>(
    {},
    [new MongoPersonRecords(s), personRecordsMethods],
    [new MongoErasures(s), erasureLedgerMethods],
    [new MongoAudit(s), auditLogMethods],
  );
  const base = {
    name: 'mongo' as const,
    privacy,
    close: () => conn.close(),
    dropDatabase: () => conn.dropDatabase(),
  };
  return joinPorts<MongoStore>(
    base,
    [new MongoLeadRecords(s), leadRecordsMethods],
    [new MongoLeadSync(s), leadSyncMethods],
    [new MongoStaff(s), staffAccountsMethods],
    [new MongoKeptMail(s), keptMailMethods],
    [new MongoBookingState(s), bookingStateMethods],
    [new MongoBookingSlots(s), bookingSlotsMethods],
  );
}
