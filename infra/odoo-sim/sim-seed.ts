// A fresh database as an Odoo 17, 18 or 19 with crm, calendar and website_crm installed would have it: one
// company, the administrator and the API (bot) user with their groups, two sales teams (the "Sales" team
// led by the administrator only from 19; before, the administrator is its only member), the stock UTM media and
// sources (no "Website" source), the CRM stages and lost reasons, a few reminders, the chatter subtypes,
// and the external ids (`ir.model.data`) that point at them.
import { ADMIN_GROUPS, ADMIN_UID, closeGroups, fullName, groupByXmlid, GROUPS } from './sim-access';
import { type ModelDef } from './sim-models';
import { type OdooSeries, salesTeamLed, userGroupsField } from './sim-series';
import { type SimStore, type StoredValue } from './sim-store';

export interface SeedOptions {
  login: string;
  now: string;
  series: OdooSeries;
}

/** The API user the key belongs to: not the administrator, as our docs recommend (uid 6 as on a real 17.0 with a few users). */
export const BOT_UID = 6;
const BOT_PARTNER_ID = 7;
/** The administrator's login: "admin", unless the bot is configured with that one. */
export const adminLogin = (botLogin: string) => (botLogin === 'admin' ? 'sim-admin' : 'admin');

type Add = (model: string, id: number | undefined, values: Record<string, StoredValue>, xmlid?: string) => void;

function adder(store: SimStore, now: string): Add {
  return (model, id, values, xmlid) => {
    const record = store.insert(model, { create_date: now, write_date: now, create_uid: 1, write_uid: 1, ...values }, id);
    if (xmlid) {
      const [module = '', name = ''] = xmlid.split('.');
      store.insert('ir.model.data', {
        module,
        name,
        model,
        res_id: record.id,
        noupdate: true,
        create_date: now,
        write_date: now,
        create_uid: 1,
        write_uid: 1,
      });
    }
  };
}

export function seedDatabase(store: SimStore, models: Map<string, ModelDef>, seed: SeedOptions): void {
  const add = adder(store, seed.now);
  seedCompanyAndUsers(add, seed.login);
  seedCrm(add, seed.series);
  seedUtm(add);
  seedCalendarAndMail(add);
  seedSince17Access(store, models, seed);
}

/** The company, its partner, OdooBot and the administrator, with their external ids. */
function seedCompanyAndUsers(add: Add, login: string): void {
  add('res.partner', 1, { name: 'My Company', is_company: true, type: 'contact', active: true, company_id: 1 }, 'base.main_partner');
  add('res.partner', 2, { name: 'OdooBot', email: 'odoobot@example.com', type: 'contact', active: false }, 'base.partner_root');
  add(
    'res.partner',
    3,
    { name: 'Administrator', email: 'admin@example.com', type: 'contact', active: true, company_id: 1 },
    'base.partner_admin',
  );
  add('res.company', 1, { name: 'My Company', partner_id: 1, sequence: 0, active: true }, 'base.main_company');
  add(
    'res.users',
    1,
    { name: 'OdooBot', login: '__system__', partner_id: 2, company_id: 1, share: false, active: false },
    'base.user_root',
  );
  add(
    'res.users',
    ADMIN_UID,
    { name: 'Administrator', login: adminLogin(login), partner_id: 3, company_id: 1, share: false, active: true },
    'base.user_admin',
  );
}

/** Sales teams and the pipeline's stages. */
function seedCrm(add: Add, series: OdooSeries): void {
  add(
    'crm.team',
    1,
    {
      name: 'Sales',
      use_leads: true,
      use_opportunities: true,
      user_id: salesTeamLed(series) ? ADMIN_UID : null,
      member_ids: [ADMIN_UID],
      company_id: 1,
      sequence: 10,
      active: true,
    },
    'sales_team.team_sales_department',
  );
  add(
    'crm.team',
    2,
    {
      name: 'Website',
      use_leads: false,
      use_opportunities: true,
      user_id: null,
      member_ids: [],
      company_id: 1,
      sequence: 20,
      active: true,
    },
    'sales_team.salesteam_website_sales',
  );

  const stages: Array<[string, number, boolean]> = [
    ['New', 1, false],
    ['Qualified', 2, false],
    ['Proposition', 3, false],
    ['Won', 70, true],
  ];
  stages.forEach(([name, sequence, isWon], index) =>
    add('crm.stage', index + 1, { name, sequence, fold: false, is_won: isWon, team_id: null }, `crm.stage_lead${index + 1}`),
  );
}

/** The UTM media and sources a fresh database has. */
function seedUtm(add: Add): void {
  // Website is deliberately not id 1, so code that assumes it is gets caught.
  const media: Array<[string, string]> = [
    ['Phone', 'utm_medium_phone'],
    ['Direct', 'utm_medium_direct'],
    ['Email', 'utm_medium_email'],
    ['Banner', 'utm_medium_banner'],
    ['Website', 'utm_medium_website'],
    ['X', 'utm_medium_twitter'],
    ['Facebook', 'utm_medium_facebook'],
    ['LinkedIn', 'utm_medium_linkedin'],
  ];
  media.forEach(([name, xmlid], index) => add('utm.medium', index + 1, { name, active: true }, `utm.${xmlid}`));

  const sources: Array<[string, string]> = [
    ['Search engine', 'utm_source_search_engine'],
    ['Lead Recall', 'utm_source_mailing'],
    ['Newsletter', 'utm_source_newsletter'],
    ['Facebook', 'utm_source_facebook'],
    ['X', 'utm_source_twitter'],
    ['LinkedIn', 'utm_source_linkedin'],
    ['Monster', 'utm_source_monster'],
    ['Glassdoor', 'utm_source_glassdoor'],
    ['Craigslist', 'utm_source_craigslist'],
  ];
  sources.forEach(([name, xmlid], index) => add('utm.source', index + 1, { name }, `utm.${xmlid}`));
}

/** Calendar alarms and the chatter's message subtypes. */
function seedCalendarAndMail(add: Add): void {
  add(
    'calendar.alarm',
    1,
    { name: 'Notification - 15 Minutes', alarm_type: 'notification', duration: 15, interval: 'minutes', active: true },
    'calendar.alarm_notif_1',
  );
  add(
    'calendar.alarm',
    2,
    { name: 'Notification - 1 Hours', alarm_type: 'notification', duration: 1, interval: 'hours', active: true },
    'calendar.alarm_notif_3',
  );
  add(
    'calendar.alarm',
    3,
    { name: 'Email - 1 Days', alarm_type: 'email', duration: 1, interval: 'days', active: true },
    'calendar.alarm_mail_1',
  );

  add('mail.message.subtype', 1, { name: 'Discussions', internal: false, sequence: 0, default: true, hidden: false }, 'mail.mt_comment');
  add('mail.message.subtype', 2, { name: 'Note', internal: true, sequence: 100, default: false, hidden: false }, 'mail.mt_note');
}

/**
 * What this simulator added with users, groups and access rights: seeded into a fresh database, and into a
 * data file written by an older simulator (where uid 2 was the bot) when it is loaded. Idempotent.
 */
export function seedSince17Access(store: SimStore, models: Map<string, ModelDef>, { login, now, series }: SeedOptions): void {
  const add = adder(store, now);
  const groupsField = userGroupsField(series);
  if (store.all('res.groups').length === 0) {
    for (const group of GROUPS) {
      const implied = group.implied.map((xmlid) => groupByXmlid(xmlid)?.id ?? 0);
      add('res.groups', group.id, { name: group.name, full_name: fullName(group.xmlid), implied_ids: implied }, group.xmlid);
    }
  }
  const admin = store.get('res.users', ADMIN_UID);
  if (admin && !Array.isArray(admin[groupsField])) store.update('res.users', ADMIN_UID, { [groupsField]: closeGroups(ADMIN_GROUPS) });
  if (admin && admin.login === login) store.update('res.users', ADMIN_UID, { login: adminLogin(login) });
  if (!store.get('res.users', BOT_UID)) {
    const email = login.includes('@') ? login : 'bot@example.com';
    add('res.partner', BOT_PARTNER_ID, { name: 'Website Bot', email, type: 'contact', active: true, company_id: 1 });
    add('res.users', BOT_UID, {
      name: 'Website Bot',
      login,
      partner_id: BOT_PARTNER_ID,
      company_id: 1,
      share: false,
      active: true,
      [groupsField]: [],
    });
  }
  if (store.all('crm.lost.reason').length === 0) {
    ['Too expensive', "We don't have people/skills", 'Not enough stock'].forEach((name, index) =>
      add('crm.lost.reason', index + 1, { name, active: true }, `crm.lost_reason_${index + 1}`),
    );
  }
  if (!store.get('mail.message.subtype', 5)) {
    const crmSubtypes: Array<[string, string, boolean]> = [
      ['Opportunity Created', 'mt_lead_create', true],
      ['Stage Changed', 'mt_lead_stage', false],
      ['Opportunity Won', 'mt_lead_won', false],
      ['Opportunity Lost', 'mt_lead_lost', false],
      ['Opportunity Restored', 'mt_lead_restored', false],
    ];
    crmSubtypes.forEach(([name, xmlid, hidden], index) =>
      add(
        'mail.message.subtype',
        index + 5,
        { name, internal: false, sequence: 1, default: false, hidden, res_model: 'crm.lead' },
        `crm.${xmlid}`,
      ),
    );
  }
  const known = new Set(store.all('ir.model').map((row) => row.model));
  for (const model of models.values()) {
    if (!known.has(model.name))
      add('ir.model', undefined, { model: model.name, name: model.description }, `base.model_${model.name.replaceAll('.', '_')}`);
  }
}
