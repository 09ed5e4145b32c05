import { testSlot } from '@site/dev-stack/test-dates';

let n = 0;
/** The next booking's place in testSlot's run: bookings of one time collide, so each gets its own. */
let slot = 0;
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
  ...testSlot(slot++),
  duration: 90,
  ...over,
});
