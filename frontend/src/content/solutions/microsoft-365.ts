// Microsoft 365 solution page: hero, six applications, the three
// plans (from plans.ts), the four-step migration process, migration guidance, security and compliance.
import type { FeatureCard, PageLink, Step } from '../types';

export const m365Hero = {
  eyebrow: 'Microsoft 365 for Nigerian businesses',
  title: 'Microsoft 365: e-mail, Teams and Office that keep working when the server room does not',
  lead: 'We plan, migrate and support Microsoft 365 for companies of 5 to 5,000 users, from a law firm on Aba Road to a bank’s branch network. Your mail, files and meetings move to Microsoft’s cloud with a 99.9% uptime commitment, and we stay on for 30 days of hands-on support after go-live.',
  /** Hero buttons go to the Microsoft 365 get-started page. */
  actions: [
    { label: 'Get Started', to: '/get-started/microsoft-365' },
    { label: 'See plans and pricing', to: '/get-started/microsoft-365' },
  ] satisfies PageLink[],
};

export const m365Highlights = [
  { value: '99.9%', label: 'Uptime commitment' },
  { value: '200+', label: 'Deployments' },
  { value: '30 days', label: 'Post-implementation support' },
] as const;

export const m365Applications: readonly FeatureCard[] = [
  {
    title: 'Outlook and Exchange Online',
    icon: 'mail',
    description:
      'Business e-mail on your own domain with a 50 GB mailbox, shared calendars and spam filtering that stops invoice-fraud mail.',
  },
  {
    title: 'Microsoft Teams',
    icon: 'video',
    description: 'Chat, meetings and calls in one place, tuned for low bandwidth so a site engineer on 4G can still join the morning call.',
  },
  {
    title: 'Word, Excel and PowerPoint',
    icon: 'document',
    description: 'The desktop, web and mobile apps, always current, with several people editing the same budget at once.',
  },
  {
    title: 'SharePoint',
    icon: 'globe',
    description: 'An intranet and document library with permissions by department, replacing the shared drive on an ageing server.',
  },
  {
    title: 'OneDrive',
    icon: 'cloud',
    description: '1 TB per user, synced to laptops and phones, so a stolen laptop is an inconvenience rather than a lost year of work.',
  },
  {
    title: 'Power Automate',
    icon: 'bolt',
    description: 'Simple flows for leave requests, purchase approvals and document routing, included in every business plan.',
  },
];

export const m365MigrationSteps: readonly Step[] = [
  {
    step: 1,
    title: 'Assessment',
    description: 'We inventory mailboxes, shared drives, DNS and licences, and check your internet links and devices.',
    duration: '1 week',
    deliverables: ['Mailbox and data inventory', 'Network readiness report', 'Licence recommendation'],
  },
  {
    step: 2,
    title: 'Planning',
    description: 'We choose the migration method, set the cutover window and agree a communication plan with your staff.',
    duration: '1 week',
    deliverables: ['Migration plan and schedule', 'Pilot group', 'User communication pack'],
  },
  {
    step: 3,
    title: 'Migration',
    description: 'Mail, calendars and files move in batches outside business hours, with a pilot group first.',
    duration: '1-3 weeks',
    deliverables: ['Migrated mailboxes and files', 'DNS and MX cutover', 'Device enrolment'],
  },
  {
    step: 4,
    title: 'Adoption and support',
    description: 'Training for staff and administrators, then 30 days of hands-on support while everyone settles in.',
    duration: '30 days',
    deliverables: ['Staff and admin training', 'Security baseline', '30 days of post-implementation support'],
  },
];

export const m365Security: readonly FeatureCard[] = [
  {
    title: 'Multi-factor authentication',
    icon: 'lock',
    description: 'Sign-ins are confirmed on the phone, which stops most stolen-password attacks on finance mailboxes.',
  },
  {
    title: 'Defender for Office 365',
    icon: 'shield',
    description: 'Safe links and attachments scan every message for phishing and malware before it reaches the inbox.',
  },
  {
    title: 'Data-loss prevention',
    icon: 'document',
    description: 'Rules stop BVNs, account numbers and patient records from being e-mailed outside the company.',
  },
  {
    title: 'Device management with Intune',
    icon: 'smartphone',
    description: 'Company data on laptops and phones is encrypted and can be wiped remotely when a device is lost.',
  },
];

export const m365Compliance = [
  'Nigeria Data Protection Act (NDPA) 2023',
  'ISO 27001',
  'ISO 27018',
  'SOC 1 and SOC 2',
  'GDPR',
  'CBN Risk-Based Cybersecurity Framework alignment',
] as const;

export const m365Cta = {
  title: 'Not sure which plan or migration method fits?',
  text: 'Tell us how many mailboxes you have and where your data lives today; we will send a written recommendation within 24 hours.',
  action: { label: 'Talk to a Microsoft 365 specialist', to: '/contact' } satisfies PageLink,
};
