// Valid submissions of every form variant, as the site sends them.
import { lagosDates } from '@site/dev-stack/test-dates';

/** A day whose meetings are still ahead at any hour the suite runs. */
const tomorrow = () => lagosDates().tomorrow;

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
    preferredDate: tomorrow(),
    preferredTime: '2:00 PM - 3:00 PM',
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
    preferredDate: tomorrow(),
    preferredTime: '09:30',
  },
  api: { name: 'Api Client', email: 'client@example.com', phone: '0800', company: 'Example', consultationType: 'general' },
});
