// The Odoo series the simulator presents itself as (17.0, 18.0 or 19.0), and what differs between them for
// the calls the worker makes, as the real servers answer (checked against 17.0, 18.0 and 19.0 Community):
// - 19 speaks JSON-2 (`/json/2/<model>/<method>`, `/web/version`); 17 and 18 answer those paths 404;
// - `res.users.has_group` asks for the caller in 17 (a model method) and runs on one user record from 18;
//   `has_access` (a record method) exists from 18, beside the deprecated `check_access_rights`;
// - a record returned by a method (message_post's message) comes back as an id list from 19, over
//   XML-RPC too; 17 and 18 answer the id;
// - the users' groups field is `group_ids` in 19, `groups_id` before;
// - a fresh database's "Sales" team has no leader in 17 and 18 (the administrator is its member), and
//   the administrator as leader in 19;
// - 17 and 18 refuse a message (a note, the log of a meeting on its lead) from a user without an e-mail
//   address; 19 posts it;
// - a new meeting is public in 17; from 18 it has no privacy of its own and takes its organiser's calendar
//   default (`res.users.calendar_default_privacy`), so it is private when that is (sim-calendar-privacy.ts);
// - `write` names its argument `values` in calendar.event, utm.source, crm.team and res.users before 19
//   (`vals` from 19, as BaseModel's) (sim-methods.ts);
// - in 19 a user may delete a message only of a document they may write (no longer their own elsewhere),
//   and never a `user_notification` (sim-record-unlink.ts);
// - texts of a few faults (the users' class is `ResUsers` in 19, private and unknown methods).

export type OdooSeries = 17 | 18 | 19;

export const ODOO_SERIES: readonly OdooSeries[] = [17, 18, 19];

/** What `common.version()` answers. */
export interface VersionInfo {
  server_version: string;
  server_version_info: Array<string | number>;
  server_serie: string;
  protocol_version: number;
}

export function versionOf(series: OdooSeries): VersionInfo {
  return {
    server_version: `${series}.0`,
    server_version_info: [series, 0, 0, 'final', 0, ''],
    server_serie: `${series}.0`,
    protocol_version: 1,
  };
}

/** JSON-2 and `/web/version` exist. */
export const speaksJson2 = (series: OdooSeries): boolean => series >= 19;

/** has_group runs on a user record, and has_access exists. */
export const recordRights = (series: OdooSeries): boolean => series >= 18;

/** A method's record answer (message_post) is an id list on every protocol. */
export const recordsAsIds = (series: OdooSeries): boolean => series >= 19;

/** res.users' many2many to res.groups. */
export const userGroupsField = (series: OdooSeries): 'group_ids' | 'groups_id' => (series >= 19 ? 'group_ids' : 'groups_id');

/** A fresh "Sales" team is led by the administrator. */
export const salesTeamLed = (series: OdooSeries): boolean => series >= 19;

/** A message posted by a user needs that user's e-mail address. */
export const senderNeedsEmail = (series: OdooSeries): boolean => series < 19;

/** A new meeting's privacy: its organiser's default from 18 (no value of its own). */
export const eventPrivacyDefault = (series: OdooSeries): 'public' | null => (series >= 18 ? null : 'public');

/** Users have a calendar default privacy, which a meeting without a privacy of its own takes. */
export const userDefaultPrivacy = (series: OdooSeries): boolean => series >= 18;

/** The Python class of res.users, as TypeError texts name it. */
export const usersClass = (series: OdooSeries): string => (series >= 19 ? 'ResUsers' : 'Users');
