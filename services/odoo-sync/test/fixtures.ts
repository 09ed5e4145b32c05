import { bookingWindow } from '@site/lagos-time/lagos-date';

let n = 0;
export const contact = (label: string) => ({
  form: 'contact-page',
  name: `${label} ${++n}`,
  email: `lead${n}@example.ng`,
  company: 'Rivers Foods Ltd',
  service: 'Odoo ERP Implementation',
  message: `Scenario ${label}`,
});
export const booking = (label: string, over: Record<string, unknown> = {}) => ({
  form: 'full',
  name: `${label} ${++n}`,
  email: `booking${n}@example.ng`,
  phone: '+234 803 000 0000',
  company: 'Port Harcourt Clinic',
  consultationType: 'odoo-erp',
  preferredDate: bookingWindow(new Date()).max,
  preferredTime: '2:00 PM - 3:00 PM',
  duration: 90,
  ...over,
});
