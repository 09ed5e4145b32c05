// Get started with Microsoft 365: 4-step implementation journey, three plan cards, reasons to choose us.
import { microsoft365Plans } from '../plans';
import type { GetStartedPage } from './get-started-page';

export const getStartedMicrosoft365: GetStartedPage = {
  consultationType: 'microsoft-365',
  hero: {
    eyebrow: 'Get started with Microsoft 365',
    title: 'Move your business to Microsoft 365 in four clear steps',
    lead: 'Choose your plans, book a free consultation, and our certified engineers handle the migration of your mail and files, the security set-up and the training, followed by 30 days of hands-on support.',
  },
  highlights: [
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '30 days', label: 'Support after implementation' },
    { value: '24h', label: 'Response to every request' },
  ],
  steps: {
    title: 'Your implementation journey',
    intro: 'A typical company of 20 to 150 users is live in three to five weeks.',
    items: [
      {
        step: 1,
        title: 'Free consultation and assessment',
        description: 'We review your current mail, files, devices and internet links and recommend the right mix of plans.',
        duration: '1 week',
        deliverables: ['Current-state assessment', 'Licence recommendation', 'Fixed-price proposal in naira'],
      },
      {
        step: 2,
        title: 'Set-up and security',
        description: 'We configure your tenant, domain, multi-factor authentication and security policies.',
        duration: '1 week',
        deliverables: ['Configured tenant', 'Security baseline', 'Migration schedule'],
      },
      {
        step: 3,
        title: 'Migration',
        description: 'Mailboxes and files move in the background and the switch-over happens outside working hours.',
        duration: '1-2 weeks',
        deliverables: ['Migrated mailboxes and files', 'Outlook and phones configured', 'Shared drives on SharePoint'],
      },
      {
        step: 4,
        title: 'Training and support',
        description: 'Staff and administrator training, then 30 days of hands-on support after implementation.',
        duration: '30 days',
        deliverables: ['Staff training', 'Administrator handover', '30 days of post-implementation support'],
      },
    ],
  },
  plans: {
    title: 'Choose your plan',
    intro: 'Prices are per user per month, billed in naira. You can mix plans across your staff.',
    items: microsoft365Plans,
    note: 'Prices exclude VAT. Annual commitment; monthly billing available on request.',
  },
  cards: {
    title: 'What every implementation includes',
    intro: 'Whatever plan you choose, the project includes the following.',
    items: [
      {
        title: 'Migration of mail and files',
        icon: 'mail',
        description: 'From cPanel or IMAP hosting, Gmail, Exchange or file servers, with nothing left behind.',
      },
      {
        title: 'Security baseline',
        icon: 'shield',
        description: 'Multi-factor authentication, anti-phishing policies and external-sender warnings from day one.',
      },
      {
        title: 'Training',
        icon: 'users',
        description: 'Practical sessions on Outlook, Teams and OneDrive for staff, and a handover for your administrator.',
      },
    ],
  },
  reasons: {
    title: 'Why choose us for Microsoft 365',
    items: [
      { title: 'Microsoft partner since 2018', text: 'Certified engineers who have delivered 200+ deployments across Nigeria.' },
      { title: 'Local billing', text: 'Licences invoiced in naira by a Nigerian company, with VAT receipts for your accounts.' },
      { title: 'Built for local conditions', text: 'Migrations scheduled around your bandwidth and power, with no lost mail.' },
      { title: 'Support that answers', text: 'A real engineer responds within 24 hours, and 24/7 for critical issues.' },
    ],
  },
  booking: {
    title: 'Book your free Microsoft 365 consultation',
    text: 'Pick a date and time; a Microsoft 365 specialist will confirm within 24 hours.',
  },
};
