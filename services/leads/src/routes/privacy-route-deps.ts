// What the staff privacy routes (privacy-routes.ts) and the audit-log routes (audit-routes.ts) are
// given: a file of its own, so the two route files need not import each other.
import { type Clock } from '@site/lagos-time/clock';
import { type StaffAuth } from '../auth/staff-auth';
import { type AuditLog } from '../privacy/audit';
import { type ErasureService } from '../privacy/erasure';
import { type RecordChanged } from '../records/record-changed';
import { type LeadStore } from '../store/lead-store';

export type PrivacyRouteDeps = {
  auth: StaffAuth;
  store: LeadStore;
  /** The write path: a correction reaches Odoo and the dashboard, a new link the booking's address. */
  changed: RecordChanged;
  audit: AuditLog;
  erasures: ErasureService;
  clock: Clock;
};
