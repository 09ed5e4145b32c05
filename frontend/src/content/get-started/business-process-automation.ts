// Get started with business process automation: 5 steps, three solution cards, three packages.
import { automationPackages } from '../plans';
import type { GetStartedPage } from './get-started-page';

export const getStartedAutomation: GetStartedPage = {
  consultationType: 'process-automation',
  hero: {
    eyebrow: 'Get started with process automation',
    title: 'Start automating your busiest process this quarter',
    lead: 'Pick a package, book a free consultation and we will map your process, automate it and train your team, with a fixed price in naira and a clear timeframe.',
  },
  highlights: [
    { value: '60%', label: 'Fewer manual tasks' },
    { value: '99.9%', label: 'Uptime SLA on the automation platform' },
    { value: '24h', label: 'Response to every request' },
  ],
  steps: {
    title: 'How we get you started',
    intro: 'Five steps from the first conversation to a process that runs itself.',
    items: [
      {
        step: 1,
        title: 'Free consultation',
        description: 'We discuss your processes and pick the one with the biggest payback.',
        duration: '1 week',
        deliverables: ['Shortlist of processes', 'Package recommendation'],
      },
      {
        step: 2,
        title: 'Process mapping',
        description: 'We document each step, exception and system involved with the people who do the work.',
        duration: '1-2 weeks',
        deliverables: ['Process map', 'Savings estimate'],
      },
      {
        step: 3,
        title: 'Build',
        description: 'We build the flows, integrations and approval rules in a test environment.',
        duration: '2-4 weeks',
        deliverables: ['Working automation in test'],
      },
      {
        step: 4,
        title: 'Test and train',
        description: 'Your team runs real cases through the automation and learns to manage it.',
        duration: '1-2 weeks',
        deliverables: ['User acceptance sign-off', 'Training'],
      },
      {
        step: 5,
        title: 'Go live and improve',
        description: 'We launch, monitor the first weeks and plan the next process.',
        duration: 'Ongoing',
        deliverables: ['Live automation', 'Process dashboard'],
      },
    ],
  },
  cards: {
    title: 'Automation solutions',
    intro: 'Three kinds of automation cover most of what Nigerian organisations need.',
    items: [
      {
        title: 'Workflow and approvals',
        icon: 'bolt',
        description: 'Requests that route themselves to the right approver, with reminders and an audit trail.',
        useCases: ['Purchase requisitions', 'Leave and expense claims', 'Contract approvals'],
      },
      {
        title: 'Document processing',
        icon: 'document',
        description: 'AI that reads invoices, waybills and forms and enters the data into your systems.',
        useCases: ['Supplier invoices', 'Customer onboarding forms', 'Delivery notes'],
      },
      {
        title: 'System integration',
        icon: 'cog',
        description: 'Data moving between your ERP, CRM, e-mail and spreadsheets without re-typing.',
        useCases: ['Orders from e-mail to Odoo', 'Bank statements to accounting', 'Daily management reports'],
      },
    ],
  },
  plans: {
    title: 'Automation packages',
    intro: 'One-time project fees in naira, with the timeframe to go live.',
    items: automationPackages,
    note: 'Prices exclude VAT and any Microsoft licences the automation needs.',
  },
  reasons: {
    title: 'Why automate with us',
    items: [
      { title: 'Process first', text: 'We fix the process before we automate it, so you do not automate a bad habit.' },
      { title: 'Fixed prices', text: 'Each package has a fixed price and timeframe agreed before work starts.' },
      { title: 'Your systems', text: 'We integrate with what you already run: Odoo, Sage, Microsoft 365 and bank portals.' },
    ],
  },
  booking: {
    title: 'Book your free automation consultation',
    text: 'Bring one process; we will show you what automating it would save.',
  },
};
