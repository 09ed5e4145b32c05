// The embedded adapter: one SQLite file under DATA_DIR (sqlite/sqlite-db.ts), one object per port
// (sqlite/), joined into a LeadStore. SQLite serialises writers, so every multi-step change is one
// IMMEDIATE transaction and needs no version check.
import { join } from 'node:path';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
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
import { SqliteAudit } from './sqlite/sqlite-audit';
import { SqliteBookingSlots } from './sqlite/sqlite-booking-slots';
import { SqliteBookingState } from './sqlite/sqlite-booking-state';
import { SqliteDb } from './sqlite/sqlite-db';
import { SqliteErasures } from './sqlite/sqlite-erasures';
import { SqliteKeptMail } from './sqlite/sqlite-kept-mail';
import { SqliteLeadRecords } from './sqlite/sqlite-lead-records';
import { SqliteLeadSync } from './sqlite/sqlite-lead-sync';
import { SqlitePersonRecords } from './sqlite/sqlite-person-records';
import { SqliteStaff } from './sqlite/sqlite-staff';

export type SqliteStore = LeadStore & {
  readonly name: 'sqlite';
  /**
   * Stores records made elsewhere (seeding a benchmark or a test, an import), in one transaction, as
   * already handed to the queue (the sweeper leaves them alone). Not part of the ports: the service
   * itself only ever creates records one submission at a time.
   */
  insertMany(kind: LeadKind, records: readonly (ContactRecord | ConsultationRecord)[]): void;
};

/** The store in the SQLite file `file` (made, private to this user, and migrated when needed). */
export function openSqliteStore(file: string, clock: Clock = systemClock): SqliteStore {
  const s = new SqliteDb(file, clock);
  const records = new SqliteLeadRecords(s);
  const privacy = joinPorts<PrivacyStore>(
    {},
    [new SqlitePersonRecords(s), personRecordsMethods],
    [new SqliteErasures(s), erasureLedgerMethods],
    [new SqliteAudit(s), auditLogMethods],
  );
  const base = {
    name: 'sqlite' as const,
    privacy,
    close: async () => {
      records.flush(); // creates waiting for their group commit are written, not dropped
      s.close();
    },
    insertMany: records.insertMany.bind(records),
  };
  return joinPorts<SqliteStore>(
    base,
    [records, leadRecordsMethods],
    [new SqliteLeadSync(s), leadSyncMethods],
    [new SqliteStaff(s), staffAccountsMethods],
    [new SqliteKeptMail(s), keptMailMethods],
    [new SqliteBookingState(s), bookingStateMethods],
    [new SqliteBookingSlots(s), bookingSlotsMethods],
  );
}

/** The store file's name under DATA_DIR. */
export const sqliteFileIn = (dataDir: string) => join(dataDir, 'leads.sqlite');
