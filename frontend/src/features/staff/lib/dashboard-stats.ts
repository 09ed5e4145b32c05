// The dashboard's status filter (Dashboard filters, see docs/dashboard.md): one list of options for both
// tabs; it filters on leadStatus for contacts and status for consultations, on the server.
import { consultationStatusValues, leadStatusValues } from '@site/contracts/options';
import type { LeadKind } from '@site/contracts/records';
import type { StatusFilter } from './lead-search';

/**
 * The `status` a list is asked for with this filter: undefined for All, the value when it is one of the
 * entity's statuses, and null when the list cannot hold a match (a booking status on the contacts tab),
 * so the tab shows no rows without asking.
 */
export function statusParam(kind: LeadKind, filter: StatusFilter): string | undefined | null {
  if (filter === 'all') return undefined;
  const values: readonly string[] = kind === 'contact' ? leadStatusValues : consultationStatusValues;
  return values.includes(filter) ? filter : null;
}
