// Builds the composed store objects (LeadStore, PrivacyStore) from one adapter object per port. Each port
// lists its methods here as a Record over its keys, so the compiler fails when a port gains a method that
// the composition would not carry; a name two parts both offer is refused at start-up.
import {
  type BookingSlots,
  type BookingState,
  type KeptMailStore,
  type LeadRecords,
  type LeadSync,
  type StaffAccounts,
} from './lead-store';
import { type AuditLogStore, type ErasureLedger, type PersonRecords } from './privacy-port';

type MethodNames<P> = Record<keyof P, true>;

export const leadRecordsMethods: MethodNames<LeadRecords> = {
  createContact: true,
  createConsultation: true,
  listPage: true,
  filteredTotal: true,
  dashboardFigures: true,
  getLead: true,
};
export const leadSyncMethods: MethodNames<LeadSync> = {
  listUnqueued: true,
  markEnqueued: true,
  listStalePending: true,
  markUnqueued: true,
  applySyncResult: true,
  requeue: true,
  applyOdooChange: true,
};
export const staffAccountsMethods: MethodNames<StaffAccounts> = {
  countUsers: true,
  findUserByUsername: true,
  createUser: true,
  listUsers: true,
  updateUser: true,
  createSession: true,
  findSessionUser: true,
  touchSession: true,
  deleteSession: true,
  deleteExpiredSessions: true,
};
export const keptMailMethods: MethodNames<KeptMailStore> = {
  insertKeptMail: true,
  updateKeptMail: true,
  getKeptMail: true,
  listKeptMail: true,
  deleteKeptMail: true,
};
export const bookingStateMethods: MethodNames<BookingState> = {
  setMailState: true,
  raiseInviteSequence: true,
  raiseLinkVersion: true,
  changeBooking: true,
};
export const bookingSlotsMethods: MethodNames<BookingSlots> = {
  heldBetween: true,
  replaceOdooBusy: true,
  listClashes: true,
};
export const personRecordsMethods: MethodNames<PersonRecords> = {
  findPerson: true,
  correctRecord: true,
  deleteRecords: true,
  listCreatedBefore: true,
  compactAfterErase: true,
};
export const erasureLedgerMethods: MethodNames<ErasureLedger> = {
  markErased: true,
  erasedRecord: true,
  listUnpublishedErased: true,
  unpublishErasedSince: true,
  markErasedPublished: true,
  createErasure: true,
  finishErasure: true,
  getErasure: true,
  listErasures: true,
};
export const auditLogMethods: MethodNames<AuditLogStore> = {
  appendAudit: true,
  listAudit: true,
  listAuditChain: true,
  sealLegacyAudit: true,
};

/** One adapter object and the methods of the port it implements. */
export type PortPart = [object, Record<string, true>];

/** An object with `base`'s fields and each part's port methods, bound to their part. */
export function joinPorts<T>(base: object, ...parts: PortPart[]): T {
  const out: Record<string, unknown> = { ...base };
  for (const [impl, methods] of parts) {
    for (const name of Object.keys(methods)) {
      if (name in out) throw new Error(`two store parts both offer ${name}`);
      const fn = (impl as Record<string, unknown>)[name];
      if (typeof fn !== 'function') throw new Error(`a store part lacks ${name}`);
      out[name] = (fn as (...args: unknown[]) => unknown).bind(impl);
    }
  }
  return out as T;
}
