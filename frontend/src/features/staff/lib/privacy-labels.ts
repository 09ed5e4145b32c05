// Readable words for the privacy pages: audit actions, what an erase did in Odoo, correctable fields.
import type { AuditAction, Correction, Erasure } from '@site/contracts/privacy';

/** Every audit action has a label (a new action without one is a type error). */
export const auditActionLabels: Record<AuditAction, string> = {
  login: 'Signed in',
  'login-failed': 'Sign-in refused',
  logout: 'Signed out',
  'list-export': 'Exported a lead list',
  'person-search': 'Searched for a person',
  'person-export': "Exported a person's records",
  correction: 'Corrected a record',
  erase: 'Asked to erase a person',
  'erase-done': 'Erasure finished',
  'retention-erase': 'Erased after the retention period',
  requeue: 'Re-queued a record',
  'mail-read': 'Read kept mail',
  'list-read': 'Read a lead list',
  'mail-list': 'Read the kept mail list',
  'live-stream': 'Opened live updates',
  'queue-board': 'Changed the queue board',
  'staff-cli': 'Managed staff accounts',
  'link-resend': 'Sent a booking link again',
};

type OdooAction = NonNullable<Erasure['odoo']>[number]['lead'];

export const odooActionLabels: Record<OdooAction, string> = {
  unlinked: 'Deleted',
  anonymised: 'Anonymised',
  absent: 'Not there',
};

export const erasureStatusLabels: Record<Erasure['status'], string> = {
  'in-progress': 'In progress',
  done: 'Done',
  failed: 'Failed',
};

export const erasureReasonLabels: Record<Erasure['reason'], string> = {
  request: 'Request',
  retention: 'Retention period',
};

export const correctableFields: { value: Correction['field']; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
  { value: 'company', label: 'Company' },
];
