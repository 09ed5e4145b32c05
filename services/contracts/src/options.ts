// Every option list of the lead forms and the staff dashboard (services, industries, consultation
// types, time slots, durations, statuses), once. Forms, the API, the worker and the
// dashboard all read these, so a label changes in one place.
import { BOOKABLE_STARTS } from '@site/lagos-time/booking-slots';

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

function values<const T extends readonly { value: string }[]>(list: T) {
  return list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
}

export const consultationTypes = [
  { value: 'microsoft-365', label: 'Microsoft 365 Implementation' },
  { value: 'azure-cloud', label: 'Azure Cloud Migration' },
  { value: 'odoo-erp', label: 'Odoo ERP System' },
  { value: 'process-automation', label: 'Business Process Automation' },
  { value: 'data-analytics', label: 'Data Analytics & Power BI' },
  { value: 'ai-agents', label: 'AI Agents Development' },
  { value: 'general', label: 'General Technology Consultation' },
] as const;
export const consultationTypeValues = values(consultationTypes);
export type ConsultationType = (typeof consultationTypeValues)[number];

const industryLabels = [
  'Government',
  'Financial Services',
  'Healthcare',
  'Retail',
  'Real Estate',
  'Education',
  'Manufacturing',
  'Oil & Gas',
  'Telecommunications',
  'Other',
] as const;
/** Industries: the label is the value (the forms never had separate slugs for them). */
export const industries = industryLabels.map((l) => ({ value: l, label: l }));
export const industryValues = [...industryLabels] as unknown as [(typeof industryLabels)[number], ...(typeof industryLabels)[number][]];
export type Industry = (typeof industryLabels)[number];

/** Full-variant slots: six one-hour slots. */
export const fullTimeSlotValues = [
  '9:00 AM - 10:00 AM',
  '10:00 AM - 11:00 AM',
  '11:00 AM - 12:00 PM',
  '2:00 PM - 3:00 PM',
  '3:00 PM - 4:00 PM',
  '4:00 PM - 5:00 PM',
] as const;
export const fullTimeSlots: Option[] = fullTimeSlotValues.map((v) => ({ value: v, label: v }));

/** Dialog slots: every 30 minutes from 09:00 to 17:00 (17 slots), the starts a meeting may have. */
export const dialogTimeSlotValues = BOOKABLE_STARTS;
export const dialogTimeSlots: Option[] = dialogTimeSlotValues.map((v) => ({ value: v, label: v }));

export const durations = [
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 90, label: '1.5 hours' },
  { value: 120, label: '2 hours' },
] as const;
export const durationValues = [30, 60, 90, 120] as const;

/** "1.5 hours", as the booking form's duration list says it. */
export function durationLabel(minutes: number): string {
  return durations.find((d) => d.value === minutes)?.label ?? `${minutes} minutes`;
}
export type Duration = (typeof durationValues)[number];
export const DEFAULT_DURATION: Duration = 60;

/** Contact service options, variant 1 (dialog): value, label and category. */
export const dialogServices = [
  { value: 'microsoft-365', label: 'Microsoft 365', category: 'Cloud Solutions' },
  { value: 'azure-cloud', label: 'Azure Cloud Services', category: 'Cloud Solutions' },
  { value: 'dynamics-365', label: 'Dynamics 365', category: 'Business Apps' },
  { value: 'odoo-erp', label: 'Odoo ERP System', category: 'Business Apps' },
  { value: 'process-automation', label: 'Process Automation', category: 'AI & Automation' },
  { value: 'ai-agents', label: 'AI Agents', category: 'AI & Automation' },
  { value: 'hp-hardware', label: 'HP Hardware', category: 'Hardware' },
  { value: 'dell-hardware', label: 'Dell Hardware', category: 'Hardware' },
  { value: 'cisco-networking', label: 'Cisco Networking', category: 'Networking' },
  { value: 'meraki-networking', label: 'Meraki Solutions', category: 'Networking' },
  { value: 'general-inquiry', label: 'General Inquiry', category: 'Other' },
] as const;
export const dialogServiceValues = values(dialogServices);

function labelsAsOptions<const T extends readonly string[]>(labels: T) {
  return {
    options: labels.map((l) => ({ value: l, label: l })) as Option<T[number]>[],
    values: [...labels] as unknown as [T[number], ...T[number][]],
  };
}

/** Contact service options, variant 2 (contact page). The label is the value. */
const contactPage = labelsAsOptions([
  'Microsoft 365 Implementation',
  'Azure Cloud Migration',
  'AI Agents Development',
  'Business Process Automation',
  'Data Analytics',
  'Odoo ERP Implementation',
  'Bitrix24 CRM Implementation',
  'IT Managed Services',
  'Cybersecurity Solutions',
  'Other',
] as const);
export const contactPageServices = contactPage.options;
export const contactPageServiceValues = contactPage.values;

/** Contact service options, variant 3 (/book-consultation message form). The label is the value. */
const bookConsultation = labelsAsOptions([
  'Microsoft 365 Implementation',
  'Azure Cloud Migration',
  'Dynamics 365 CRM',
  'Odoo ERP System',
  'Business Process Automation',
  'AI Agents Development',
  'HP Hardware Solutions',
  'Dell Hardware Solutions',
  'Cisco Networking',
  'Meraki WiFi Solutions',
  'Data Analytics & Power BI',
  'General Technology Consultation',
] as const);
export const bookConsultationServices = bookConsultation.options;
export const bookConsultationServiceValues = bookConsultation.values;

/** Every service value any form may send, for submissions that do not name their form. */
export const anyServiceValues = [
  ...new Set<string>([...dialogServiceValues, ...contactPageServiceValues, ...bookConsultationServiceValues]),
] as [string, ...string[]];

/** A readable label for a stored service value, whichever list it came from. */
export function serviceLabel(value: string): string {
  return dialogServices.find((s) => s.value === value)?.label ?? value;
}

export function consultationTypeLabel(value: string): string {
  return consultationTypes.find((t) => t.value === value)?.label ?? value;
}

export const leadStatusValues = ['new', 'contacted', 'qualified', 'converted'] as const;
export type LeadStatus = (typeof leadStatusValues)[number];
export const consultationStatusValues = ['scheduled', 'completed', 'cancelled', 'rescheduled'] as const;
export type ConsultationStatus = (typeof consultationStatusValues)[number];

/** The badge colour the staff dashboard shows for each lead status. */
export const leadStatusColours: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  converted: 'purple',
};
export const consultationStatusColours: Record<ConsultationStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'red',
  rescheduled: 'yellow',
};

export const syncStatusValues = ['pending', 'synced', 'failed'] as const;
export type SyncStatus = (typeof syncStatusValues)[number];

export const DEFAULT_SOURCE = 'contact_form';

/**
 * The state of a booking's mail to the visitor: pending until the SMTP server accepted it, failed with a
 * reason, or not sent (never tried: it would have passed a mail limit; the reason says which).
 */
export const mailStatusValues = ['pending', 'sent', 'failed', 'not-sent'] as const;
export type MailStatus = (typeof mailStatusValues)[number];
