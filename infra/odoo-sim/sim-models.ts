// The slice of Odoo 17's data model the sync worker touches (18 and 19 differ only where sim-series.ts says): field names, types, labels and required
// flags as `fields_get` reports them, plus a few models they point at. The models themselves are defined
// per Odoo module in sim-models-*.ts; this is their registry.
import { m2o } from './sim-field-builders';
import { calendarAlarm, calendarAttendee, calendarEvent } from './sim-models-calendar';
import { crmLead, crmLostReason, crmStage, crmTag, crmTeam } from './sim-models-crm';
import { irModel, irModelAccess, irModelData } from './sim-models-ir';
import { mailMessage, mailMessageSubtype, mailTrackingValue } from './sim-models-mail';
import { resCompany, resPartner, usersAndGroups } from './sim-models-partners';
import { type OdooSeries } from './sim-series';
import { utmCampaign, utmMedium, utmSource } from './sim-models-utm';

export type FieldType =
  'char' | 'text' | 'html' | 'integer' | 'float' | 'boolean' | 'selection' | 'datetime' | 'many2one' | 'many2many' | 'one2many';

export interface FieldDef {
  type: FieldType;
  string: string;
  /** NOT NULL in the database: missing on insert is a fault 2 (mandatory field). */
  required?: boolean;
  /** Computed by the simulator; values sent for it are ignored, as Odoo does for non-inverse computes. */
  computed?: boolean;
  relation?: string;
  selection?: ReadonlyArray<readonly [string, string]>;
  /** Set by the user through Studio / ir.model.fields (x_…). */
  manual?: boolean;
  /** many2one: what deleting the target does to this record (default "set null"). */
  ondelete?: 'cascade';
  /** one2many (and a computed many2many): the comodel's field pointing back here. */
  inverse?: string;
  /** `related='partner_id.email'`: read through the many2one, written to the record it points at. */
  related?: readonly [many2one: string, field: string];
  /** Only members of one of these groups may read it (`groups=` in Odoo); fields_get hides it from others. */
  groups?: readonly string[];
  /** A change is logged in the chatter with a mail.tracking.value (`tracking=True`). */
  tracking?: boolean;
}

export interface ModelDef {
  name: string;
  description: string;
  /** Default `_order`. */
  order: string;
  /** The field display_name shows. */
  recName: string;
  fields: Record<string, FieldDef>;
}

/** Fields every Odoo model has (the "magic" columns). */
const magicFields: Record<string, FieldDef> = {
  id: { type: 'integer', string: 'ID', computed: true },
  display_name: { type: 'char', string: 'Display Name', computed: true },
  create_date: { type: 'datetime', string: 'Created on', computed: true },
  create_uid: { ...m2o('res.users', 'Created by'), computed: true },
  write_date: { type: 'datetime', string: 'Last Updated on', computed: true },
  write_uid: { ...m2o('res.users', 'Last Updated by'), computed: true },
};

// The registry's order is the order of ir.model's seeded rows (and of their ids).
const modelsOf = (series: OdooSeries): ModelDef[] => [
  crmLead,
  calendarEvent,
  calendarAttendee,
  calendarAlarm,
  resPartner,
  ...usersAndGroups(series),
  resCompany,
  crmTeam,
  crmStage,
  crmLostReason,
  crmTag,
  utmMedium,
  utmSource,
  utmCampaign,
  mailMessage,
  mailTrackingValue,
  mailMessageSubtype,
  irModel,
  irModelData,
  irModelAccess,
];

export type CustomFields = Record<string, Record<string, Omit<FieldDef, 'manual' | 'computed'>>>;

/** The model registry of a series, with any custom `x_` fields the caller wants present. */
export function buildModels(customFields: CustomFields = {}, series: OdooSeries = 17): Map<string, ModelDef> {
  const registry = new Map<string, ModelDef>();
  for (const model of modelsOf(series)) {
    const extra = Object.fromEntries(
      Object.entries(customFields[model.name] ?? {}).map(([name, def]) => {
        if (!name.startsWith('x_')) throw new Error(`custom field ${name} must start with x_ (Odoo enforces it)`);
        return [name, { ...def, manual: true }];
      }),
    );
    registry.set(model.name, { ...model, fields: { ...magicFields, ...model.fields, ...extra } });
  }
  return registry;
}

export const hasActiveField = (model: ModelDef): boolean => model.fields.active?.type === 'boolean';
