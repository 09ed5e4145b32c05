// Valid submissions of every form variant, as the site sends them. Each booking gets a time of its own
// (bookings of one time collide): the next of testSlot's run, in this file's lane.
import { testSlot, testSlot24 } from '@site/dev-stack/test-dates';

/** How many booking times a lane holds: files on the run's shared stack each take a lane of their own. */
const LANE = 60;
let next = 0;

/** This file's lane (0 to 4), for a file whose bookings share a store with other files'. */
export function slotLane(lane: number) {
  next = lane * LANE;
}

/** The next booking time of this file's run: the full form's wording, or the dialog's. */
export const nextSlot = () => testSlot(next++);
export const nextSlot24 = () => testSlot24(next++);

export const validContact = {
  dialog: {
    form: 'dialog',
    name: 'Ifeoma Nwosu',
    email: 'ifeoma@deltaoil.ng',
    phone: '',
    company: 'Delta Oil Services',
    service: 'meraki-networking',
    message: 'We need Wi-Fi across two yards in Onne.',
  },
  'contact-page': {
    form: 'contact-page',
    name: 'Emeka Obi',
    email: 'emeka@obiandsons.ng',
    phone: '+234 803 111 2222',
    company: 'Obi & Sons',
    service: 'Cybersecurity Solutions',
    message: 'Please call me about a security review.',
  },
  'book-consultation': {
    form: 'book-consultation',
    name: 'Zainab Bello',
    email: 'zainab@kanotextiles.ng',
    company: 'Kano Textiles',
    service: 'Dynamics 365 CRM',
    message: 'Interested in a CRM for our sales team.',
  },
  api: { name: 'Api Client', email: 'client@example.com', message: 'Sent without a form name.' },
} as const;

/** One of each variant; the two with a time each get a new one. */
export const validConsultation = () => ({
  full: {
    form: 'full',
    name: 'Bisi Adeyemi',
    email: 'bisi@lagosclinic.ng',
    phone: '+234 802 333 4444',
    company: 'Lagos Clinic',
    industry: 'Healthcare',
    consultationType: 'microsoft-365',
    message: 'Moving 60 mailboxes.',
    ...nextSlot(),
    duration: 90,
  },
  'contact-page': {
    form: 'contact-page',
    name: 'Musa Ibrahim',
    email: 'musa@abujaworks.ng',
    phone: '+234 805 555 6666',
    company: 'Abuja Works',
    industry: '',
    consultationType: 'azure-cloud',
    preferredDate: '',
    preferredTime: '',
    message: '',
  },
  dialog: {
    form: 'dialog',
    name: 'Tamuno Briggs',
    email: 'tamuno@bonnyfoods.ng',
    phone: '',
    company: 'Bonny Foods',
    service: 'odoo-erp',
    consultationType: 'odoo-erp',
    message: 'Inventory across three depots.',
    ...nextSlot24(),
  },
  api: { name: 'Api Client', email: 'client@example.com', phone: '0800', company: 'Example', consultationType: 'general' },
});
