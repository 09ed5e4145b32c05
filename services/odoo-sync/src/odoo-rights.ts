// What the bot user may do in Odoo, asked once at start (per model and operation, in the form the server's
// series wants: check_access_rights in 17, has_access from 18), against what each feature needs. A missing right is named with the
// Odoo group that grants it, so the operator knows what to change; the least the bot needs is Sales /
// User: All Documents for syncing and pulling, and Sales / Administrator for ODOO_ERASE=unlink.
import { type EraseMode } from '@site/contracts/jobs';
import { type AccessOperation } from './odoo-calls';
import { type OdooClient } from './odoo-client';

type Need = { model: string; operation: AccessOperation; group: string };

const SALES_USER = 'Sales / User: All Documents';
const SALES_ADMIN = 'Sales / Administrator';

const needs = (models: string[], operations: AccessOperation[], group: string): Need[] =>
  models.flatMap((model) => operations.map((operation) => ({ model, operation, group })));

/**
 * Syncing and pulling: leads, meetings and contacts are read, created and written (a look-up by external
 * id through `load` is an empty write); UTM records are found or created; teams, stages and users are
 * read; chatter notes are read and posted.
 */
const SYNC: Need[] = [
  ...needs(
    ['crm.lead', 'calendar.event', 'res.partner', 'utm.source', 'utm.medium', 'utm.campaign'],
    ['read', 'write', 'create'],
    SALES_USER,
  ),
  ...needs(['crm.team', 'crm.stage', 'res.users'], ['read'], SALES_USER),
  ...needs(['mail.message'], ['read', 'create'], SALES_USER),
];

/**
 * Erasing: `unlink` deletes the lead (its chatter goes with it) and the meeting; `anonymise` writes
 * neutral values. Either way our contact is anonymised and archived unless the bot may delete contacts,
 * and chatter that keeps old values is deleted.
 */
const ERASE: Record<EraseMode, Need[]> = {
  unlink: [...needs(['crm.lead'], ['unlink'], SALES_ADMIN), ...needs(['calendar.event', 'mail.message'], ['unlink'], SALES_USER)],
  anonymise: needs(['mail.message'], ['unlink'], SALES_USER),
};

const VERBS: Record<AccessOperation, string> = { read: 'read', write: 'change', create: 'create', unlink: 'delete' };

export type OdooRights = {
  /** Whether the bot may delete contacts (Extra Rights / Contact Creation); without it they are anonymised. */
  unlinkPartners: boolean;
  /** Why an erase cannot run in the configured mode, or null. */
  eraseProblem: string | null;
  /** Groups the bot has and does not need (Administration), for a warning. */
  excess: string[];
};

/** The first series where has_group runs on a user record and has_access replaces check_access_rights. */
const RECORD_RIGHTS_FROM_MAJOR = 18;

/**
 * Whether the bot's groups allow `operation` on `model` (Odoo's access rights, not record rules):
 * `check_access_rights` on 17, `has_access` on an empty recordset from 18 (where the former is deprecated
 * and logs a warning in Odoo's log at every call).
 */
export async function mayI(client: OdooClient, model: string, operation: AccessOperation): Promise<boolean> {
  if ((await client.serverSeries()).major >= RECORD_RIGHTS_FROM_MAJOR)
    return client.call<boolean>(model, 'has_access', { ids: [], operation });
  return client.call<boolean>(model, 'check_access_rights', { operation, raise_exception: false });
}

/**
 * Whether the bot is in a group (an xml id such as "base.group_erp_manager"): a model method asking for the
 * caller on 17, a method of the user's own record from 18 (17's form is a TypeError there, and the reverse).
 */
export async function hasGroup(client: OdooClient, xmlid: string): Promise<boolean> {
  const [series, uid] = await Promise.all([client.serverSeries(), client.authenticate()]);
  const ids = series.major >= RECORD_RIGHTS_FROM_MAJOR ? { ids: [uid] } : {};
  return client.call<boolean>('res.users', 'has_group', { ...ids, group_ext_id: xmlid });
}

/** The missing rights of a feature, each with the group that grants it; empty when it may run. */
async function missing(client: OdooClient, list: Need[]): Promise<Need[]> {
  const allowed = await Promise.all(list.map((n) => mayI(client, n.model, n.operation)));
  return list.filter((_, i) => !allowed[i]);
}

function describe(login: string, gaps: Need[]): string {
  const groups = [...new Set(gaps.map((g) => g.group))];
  const what = gaps.map((g) => `${VERBS[g.operation]} ${g.model}`).join(', ');
  return `the Odoo user ${login} may not ${what}: add it to ${groups.join(' and ')}`;
}

/** Checks the bot's rights: throws (via `fail`) when syncing cannot work; reports what erasing and extras look like. */
export async function checkRights(
  client: OdooClient,
  login: string,
  eraseMode: EraseMode,
  fail: (reason: string) => Error,
): Promise<OdooRights> {
  const syncGaps = await missing(client, SYNC);
  if (syncGaps.length > 0) throw fail(describe(login, syncGaps));
  const eraseGaps = await missing(client, ERASE[eraseMode]);
  const eraseProblem =
    eraseGaps.length === 0
      ? null
      : `ODOO_ERASE=${eraseMode}: ${describe(login, eraseGaps)}${eraseMode === 'unlink' ? ', or set ODOO_ERASE=anonymise' : ''}`;
  // Only a warning hangs on these: an answer Odoo cannot give skips it.
  const inGroup = (xmlid: string) => hasGroup(client, xmlid).catch(() => false);
  const [unlinkPartners, accessRights, settings] = await Promise.all([
    mayI(client, 'res.partner', 'unlink'),
    inGroup('base.group_erp_manager'),
    inGroup('base.group_system'),
  ]);
  const excess = [...(accessRights ? ['Administration / Access Rights'] : []), ...(settings ? ['Administration / Settings'] : [])];
  return { unlinkPartners, eraseProblem, excess };
}
