// Users, groups and access rights (ir.model.access) as Odoo 17.0 with crm and calendar has them: the groups
// with their implications, the per-group ACL rows of the models the simulator holds (read from a real
// 17.0 database), and the checks with Odoo's fault 4 texts. The superuser (uid 1, or an internal sudo)
// passes every check; everyone else, the administrator included, gets exactly what their groups grant.
import { userGroupsField } from './sim-series';
import { accessError, pythonFault } from './odoo-faults';
import { type OrmEnv } from './sim-fields';

export type AccessMode = 'read' | 'write' | 'create' | 'unlink';
const ACCESS_MODES: readonly AccessMode[] = ['read', 'write', 'create', 'unlink'];

const SUPERUSER_UID = 1;
export const ADMIN_UID = 2;

export interface GroupDef {
  id: number;
  xmlid: string;
  name: string;
  /** The group's application (ir.module.category), as fault texts and full_name show it. */
  category: string;
  implied: readonly string[];
}

/** The groups the simulator knows, with the database ids and implications of a fresh 17.0 (crm, calendar). */
export const GROUPS: readonly GroupDef[] = [
  {
    id: 1,
    xmlid: 'base.group_user',
    name: 'Internal User',
    category: 'User types',
    implied: ['mail.group_mail_template_editor', 'base.group_no_one'],
  },
  { id: 2, xmlid: 'base.group_erp_manager', name: 'Access Rights', category: 'Administration', implied: ['base.group_user'] },
  {
    id: 4,
    xmlid: 'base.group_system',
    name: 'Settings',
    category: 'Administration',
    implied: ['base.group_erp_manager', 'mail.group_mail_template_editor'],
  },
  { id: 7, xmlid: 'base.group_no_one', name: 'Technical Features', category: 'Extra Rights', implied: [] },
  { id: 8, xmlid: 'base.group_allow_export', name: 'Access to export feature', category: 'Technical', implied: [] },
  { id: 9, xmlid: 'base.group_partner_manager', name: 'Contact Creation', category: 'Extra Rights', implied: [] },
  { id: 10, xmlid: 'base.group_portal', name: 'Portal', category: 'User types', implied: [] },
  { id: 11, xmlid: 'base.group_public', name: 'Public', category: 'User types', implied: [] },
  { id: 12, xmlid: 'mail.group_mail_template_editor', name: 'Mail Template Editor', category: 'Technical', implied: [] },
  { id: 14, xmlid: 'sales_team.group_sale_salesman', name: 'User: Own Documents Only', category: 'Sales', implied: ['base.group_user'] },
  {
    id: 15,
    xmlid: 'sales_team.group_sale_salesman_all_leads',
    name: 'User: All Documents',
    category: 'Sales',
    implied: ['sales_team.group_sale_salesman'],
  },
  {
    id: 16,
    xmlid: 'sales_team.group_sale_manager',
    name: 'Administrator',
    category: 'Sales',
    implied: ['mail.group_mail_template_editor', 'sales_team.group_sale_salesman_all_leads'],
  },
  { id: 17, xmlid: 'crm.group_use_lead', name: 'Show Lead Menu', category: 'Technical', implied: [] },
];

const GROUP_BY_XMLID = new Map(GROUPS.map((group) => [group.xmlid, group]));
const GROUP_BY_ID = new Map(GROUPS.map((group) => [group.id, group]));

/** What the administrator (uid 2) of a fresh 17.0 belongs to ("Leads" off, so no crm.group_use_lead). */
export const ADMIN_GROUPS = ['base.group_system', 'base.group_allow_export', 'base.group_partner_manager', 'sales_team.group_sale_manager'];
/** The bot's role unless configured: Sales / Administrator, nothing more. */
export const DEFAULT_BOT_GROUPS = ['sales_team.group_sale_manager'];

const U = 'base.group_user';
const PORTAL = 'base.group_portal';
const PUBLIC = 'base.group_public';
const ERP_MANAGER = 'base.group_erp_manager';
const SYSTEM = 'base.group_system';
const SALESMAN = 'sales_team.group_sale_salesman';
const SALE_MANAGER = 'sales_team.group_sale_manager';
const PARTNER_MANAGER = 'base.group_partner_manager';

/** ir.model.access rows per model: [group, "rwcu" with "-" for a missing right]. */
const ACL: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'crm.lead': [
    [SALESMAN, 'rwc-'],
    [SALE_MANAGER, 'rwcu'],
  ],
  'crm.team': [
    [U, 'r---'],
    [SALESMAN, 'r---'],
    [SALE_MANAGER, 'rwcu'],
  ],
  'crm.stage': [
    [U, 'r---'],
    [SALE_MANAGER, 'rwcu'],
  ],
  'crm.tag': [
    [U, '----'],
    [SALESMAN, 'rwc-'],
    [SALE_MANAGER, 'rwcu'],
  ],
  'crm.lost.reason': [
    [U, 'r---'],
    [SALESMAN, 'r---'],
    [SALE_MANAGER, 'rwcu'],
  ],
  'calendar.event': [
    [U, 'rwcu'],
    [PORTAL, 'r---'],
    [SALESMAN, 'rwc-'],
    [SALE_MANAGER, 'rwcu'],
    [PARTNER_MANAGER, 'rwcu'],
  ],
  'calendar.attendee': [
    [U, 'rwcu'],
    [PORTAL, '----'],
  ],
  'calendar.alarm': [[U, 'rwcu']],
  'res.partner': [
    [U, 'r---'],
    [PORTAL, 'r---'],
    [PUBLIC, 'r---'],
    [SALESMAN, 'rwc-'],
    [SALE_MANAGER, 'r---'],
    [PARTNER_MANAGER, 'rwcu'],
  ],
  'res.users': [
    [U, 'r---'],
    [PORTAL, 'r---'],
    [PUBLIC, 'r---'],
    [ERP_MANAGER, 'rwcu'],
  ],
  'res.company': [
    [U, 'r---'],
    [PORTAL, 'r---'],
    [PUBLIC, 'r---'],
    [ERP_MANAGER, 'rwcu'],
  ],
  'res.groups': [
    [U, 'r---'],
    [ERP_MANAGER, 'rwcu'],
  ],
  'utm.source': [
    [U, 'rwc-'],
    [PORTAL, 'r-c-'],
    [SYSTEM, 'rwcu'],
  ],
  'utm.medium': [
    [U, 'rwc-'],
    [PORTAL, 'r-c-'],
    [SYSTEM, 'rwcu'],
  ],
  'utm.campaign': [
    [U, 'rwc-'],
    [PORTAL, 'r-c-'],
    [SYSTEM, 'rwcu'],
  ],
  'mail.message': [
    [U, 'rwcu'],
    [PORTAL, 'rwcu'],
    [PUBLIC, 'r---'],
  ],
  'mail.message.subtype': [
    [U, 'r---'],
    [PORTAL, 'r---'],
    [PUBLIC, 'r---'],
    [SYSTEM, 'rwcu'],
  ],
  'mail.tracking.value': [[SYSTEM, 'rwcu']],
  'ir.model': [
    [U, '----'],
    [ERP_MANAGER, 'rwcu'],
  ],
  'ir.model.data': [
    [U, '----'],
    [ERP_MANAGER, 'rwcu'],
  ],
  'ir.model.access': [
    [U, '----'],
    [ERP_MANAGER, 'rwcu'],
  ],
};

const MODE_LETTER: Record<AccessMode, string> = { read: 'r', write: 'w', create: 'c', unlink: 'u' };

export function groupByXmlid(xmlid: string): GroupDef | undefined {
  return GROUP_BY_XMLID.get(xmlid);
}

export function groupById(id: number): GroupDef | undefined {
  return GROUP_BY_ID.get(id);
}

/** The groups and everything they imply, as database ids in catalogue order; throws on an unknown xml id. */
export function closeGroups(xmlids: readonly string[]): number[] {
  const seen = new Set<string>();
  const visit = (xmlid: string) => {
    const group = GROUP_BY_XMLID.get(xmlid);
    if (!group) throw new Error(`unknown group ${xmlid}; known: ${GROUPS.map((g) => g.xmlid).join(', ')}`);
    if (seen.has(xmlid)) return;
    seen.add(xmlid);
    group.implied.forEach(visit);
  };
  xmlids.forEach(visit);
  return GROUPS.filter((group) => seen.has(group.xmlid)).map((group) => group.id);
}

/** The same closure for stored group ids (what res.users.groups_id keeps after a write, as Odoo 17 does). */
export function closeGroupIds(ids: readonly number[]): number[] {
  return closeGroups(ids.map((id) => GROUP_BY_ID.get(id)?.xmlid).filter((x): x is string => x !== undefined));
}

export const isSuperuser = (env: Pick<OrmEnv, 'uid' | 'su'>): boolean => env.su === true || env.uid === SUPERUSER_UID;

/** The xml ids of the groups the calling user is in (res_groups_users_rel). */
export function userGroups(env: Pick<OrmEnv, 'store' | 'uid' | 'series'>, uid = env.uid): Set<string> {
  const user = env.store.get('res.users', uid);
  const stored = user?.[userGroupsField(env.series)];
  const ids = Array.isArray(stored) ? stored : [];
  return new Set(ids.map((id) => GROUP_BY_ID.get(id)?.xmlid).filter((x): x is string => x !== undefined));
}

/** res.users._has_group: membership of the context user, by fully qualified xml id. */
export function hasGroup(env: Pick<OrmEnv, 'store' | 'uid' | 'series'>, xmlid: unknown): boolean {
  if (typeof xmlid !== 'string' || !xmlid.includes('.')) {
    throw pythonFault('AssertionError', `External ID '${String(xmlid)}' must be fully qualified`);
  }
  return userGroups(env).has(xmlid);
}

/** ir.model.access.check without raising: does one of the user's groups grant `mode` on `model`? */
export function hasAccess(env: OrmEnv, model: string, mode: AccessMode): boolean {
  if (isSuperuser(env)) return true;
  const groups = userGroups(env);
  const letter = MODE_LETTER[mode];
  return (ACL[model] ?? []).some(([group, perms]) => groups.has(group) && perms.includes(letter));
}

/** ir.model.access.group_names_with_access: "Category/Name", ordered by category then name. */
export function groupNamesWithAccess(model: string, mode: AccessMode): string[] {
  const letter = MODE_LETTER[mode];
  return (ACL[model] ?? [])
    .filter(([, perms]) => perms.includes(letter))
    .map(([xmlid]) => GROUP_BY_XMLID.get(xmlid) as GroupDef)
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map((group) => `${group.category}/${group.name}`);
}

const HEADS: Record<AccessMode, string> = {
  read: 'You are not allowed to access',
  write: 'You are not allowed to modify',
  create: 'You are not allowed to create',
  unlink: 'You are not allowed to delete',
};

/** ir.model.access.check: passes, or raises fault 4 with Odoo 17.0's text (blank lines included). */
export function checkAccess(env: OrmEnv, model: string, mode: AccessMode): void {
  if (hasAccess(env, model, mode)) return;
  throw accessError(aclErrorText(env, model, mode));
}

function aclErrorText(env: OrmEnv, model: string, mode: AccessMode): string {
  const kind = env.models.get(model)?.description ?? model;
  const groups = groupNamesWithAccess(model, mode);
  const info =
    groups.length > 0
      ? `This operation is allowed for the following groups:\n${groups.map((g) => `\t- ${g}`).join('\n')}`
      : 'No group currently allows this operation.';
  return `${HEADS[mode]} '${kind}' (${model}) records.\n\n${info}\n\nContact your administrator to request access if necessary.`;
}

/** The mode argument of check_access_rights / ir.model.access.check, asserted as Odoo does. */
export function accessMode(value: unknown): AccessMode {
  if (typeof value === 'string' && (ACCESS_MODES as readonly string[]).includes(value)) return value as AccessMode;
  throw pythonFault('AssertionError', 'Invalid access mode');
}

/** A field restricted to groups (`groups=` in Odoo): may the caller read it? */
export function canReadField(env: OrmEnv, groups: readonly string[] | undefined): boolean {
  if (!groups || isSuperuser(env)) return true;
  const mine = userGroups(env);
  return groups.some((group) => mine.has(group));
}

/** Fault 4 for reading fields of a group the caller is not in (`_check_field_access` in 17.0). */
export function fieldAccessError(env: OrmEnv, model: string, fields: Array<[name: string, groups: readonly string[]]>) {
  const kind = env.models.get(model)?.description ?? model;
  const lines = fields.map(
    ([name, groups]) => `- ${name} (allowed for groups ${groups.map((xmlid) => `'${fullName(xmlid)}'`).join(', ')})`,
  );
  return accessError(
    'The requested operation can not be completed due to security restrictions.\n\n' +
      `Document type: ${kind} (${model})\nOperation: read\nUser: ${env.uid}\nFields:\n${lines.join('\n')}`,
  );
}

export function fullName(xmlid: string): string {
  const group = GROUP_BY_XMLID.get(xmlid);
  return group ? `${group.category} / ${group.name}` : xmlid;
}
