// Business Process Automation service page: hero, six feature cards, four real-world applications
// with results, four-step implementation process, closing call to action. All buttons go to /contact.
import type { FeatureCard, PageLink, Step } from '../types';

export const bpaHero = {
  eyebrow: 'Business process automation',
  title: 'Automate the paperwork, keep the judgement',
  lead: 'Purchase requisitions printed for signature, invoices re-typed into the accounts package, month-end reports built by hand: we automate the steps that need no judgement, so your people handle the ones that do.',
  actions: [
    { label: 'Get started', to: '/contact' },
    { label: 'Schedule a demo', to: '/contact' },
  ] satisfies PageLink[],
};

export const bpaFeatures: readonly FeatureCard[] = [
  {
    title: 'Workflow automation',
    icon: 'bolt',
    description: 'Requests route to the right approver by amount and department, with reminders and escalation when someone is on leave.',
  },
  {
    title: 'Document processing',
    icon: 'document',
    description: 'Invoices, waybills and application forms are read by AI, checked against purchase orders and filed automatically.',
  },
  {
    title: 'System integration',
    icon: 'cog',
    description: 'Odoo, Sage, QuickBooks, SharePoint, e-mail and bank portals exchange data without anyone re-typing it.',
  },
  {
    title: 'Robotic process automation',
    icon: 'bot',
    description: 'Software robots work legacy applications and portals that have no API, such as remittance and tax portals.',
  },
  {
    title: 'Approvals on mobile',
    icon: 'smartphone',
    description: 'Managers approve from Teams or Outlook on their phones, even while travelling between Port Harcourt and Lagos.',
  },
  {
    title: 'Process analytics',
    icon: 'chart',
    description: 'Dashboards show how long each step takes and where work waits, so the next improvement is obvious.',
  },
];

export const bpaApplications: readonly FeatureCard[] = [
  {
    title: 'Purchase-to-pay at an oil-service company',
    icon: 'tools',
    description: 'Requisitions, three-quote comparison, purchase orders and vendor payments moved from paper files to one approval flow.',
    result: 'Approval time down from 9 days to 2 days',
  },
  {
    title: 'Claims processing at an HMO',
    icon: 'health',
    description: 'Hospital claims are captured from e-mail, checked against the enrolee’s plan and queued for a medical officer.',
    result: '60% fewer manual tasks per claim',
  },
  {
    title: 'Customer onboarding at a microfinance bank',
    icon: 'bank',
    description: 'Account-opening forms, BVN checks and KYC documents are collected in one flow with an audit trail for the regulator.',
    result: 'Accounts opened in 1 day instead of 5',
  },
  {
    title: 'Month-end reporting at a distributor',
    icon: 'chart',
    description: 'Sales, stock and debtor reports are compiled from Odoo and bank statements every night instead of by hand.',
    result: '40 staff-hours saved each month',
  },
];

export const bpaProcess: readonly Step[] = [
  {
    step: 1,
    title: 'Discover',
    description: 'We sit with the people who do the work and map each process, its exceptions and its volumes.',
    duration: '1-2 weeks',
    deliverables: ['Process maps', 'Automation opportunities ranked by savings'],
  },
  {
    step: 2,
    title: 'Design',
    description: 'We design the automated flow, the approval rules and the integrations, and agree them with the process owner.',
    duration: '1-2 weeks',
    deliverables: ['Solution design', 'Approval matrix', 'Test scenarios'],
  },
  {
    step: 3,
    title: 'Build and test',
    description: 'We build in a test environment and your team runs real cases through it before anything goes live.',
    duration: '2-4 weeks',
    deliverables: ['Working automation', 'User acceptance sign-off'],
  },
  {
    step: 4,
    title: 'Launch and improve',
    description: 'We go live, train the users and watch the process dashboard for the next improvement.',
    duration: 'Ongoing',
    deliverables: ['Training', 'Process dashboard', 'Improvement backlog'],
  },
];

export const bpaCta = {
  title: 'Which process costs you the most hours?',
  text: 'Bring one process to a free consultation and leave with an estimate of the hours automation would save.',
  actions: [
    { label: 'Schedule free consultation', to: '/contact' },
    { label: 'Request a demo', to: '/contact' },
  ] satisfies PageLink[],
};
