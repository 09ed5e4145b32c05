// Get started with Azure: 5-step migration journey, three service cards (IaaS, PaaS, SaaS), benefits.
import type { GetStartedPage } from './get-started-page';

export const getStartedAzure: GetStartedPage = {
  consultationType: 'azure-cloud',
  hero: {
    eyebrow: 'Get started with Azure',
    title: 'Your Azure migration, planned and delivered in five steps',
    lead: 'We assess your servers, design your Azure environment, migrate your workloads with no surprise downtime, and support you for 90 days after migration.',
  },
  highlights: [
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '90 days', label: 'Support after migration' },
    { value: '30-50%', label: 'Typical infrastructure savings' },
  ],
  steps: {
    title: 'Your migration journey',
    intro: 'Five steps from your first call to an optimised Azure environment.',
    items: [
      {
        step: 1,
        title: 'Discovery call',
        description: 'A free consultation on your goals, your servers and your constraints.',
        duration: '1 week',
        deliverables: ['Goals and constraints', 'Server list template'],
      },
      {
        step: 2,
        title: 'Assessment',
        description: 'We measure usage, map dependencies and compare costs in naira.',
        duration: '1-2 weeks',
        deliverables: ['Inventory and dependency map', 'Cost comparison', 'Readiness report'],
      },
      {
        step: 3,
        title: 'Design',
        description: 'Landing zone, network, identity, backup and security, with a wave plan.',
        duration: '2-3 weeks',
        deliverables: ['Architecture design', 'Wave plan with rollback'],
      },
      {
        step: 4,
        title: 'Migration',
        description: 'Workloads move wave by wave over weekends, each tested before sign-off.',
        duration: '2-8 weeks',
        deliverables: ['Migrated workloads', 'User acceptance sign-off'],
      },
      {
        step: 5,
        title: 'Optimisation and support',
        description: 'Right-sizing, budgets and monitoring, and 90 days of post-migration support.',
        duration: 'Ongoing',
        deliverables: ['Cost optimisation review', 'Monitoring and alerts', '90 days of post-migration support'],
      },
    ],
  },
  cards: {
    title: 'Azure services we deliver',
    intro: 'Choose how much of the stack you want to manage.',
    items: [
      {
        title: 'Infrastructure as a Service (IaaS)',
        icon: 'server',
        description: 'Virtual machines, storage and networks: lift your existing servers into Azure largely as they are.',
        features: ['Virtual machines', 'Managed disks and backup', 'Site-to-site VPN'],
      },
      {
        title: 'Platform as a Service (PaaS)',
        icon: 'cloud',
        description: 'Managed databases and application hosting, with patching and scaling handled by Azure.',
        features: ['Azure SQL Database', 'App Service', 'Azure Functions'],
      },
      {
        title: 'Software as a Service (SaaS)',
        icon: 'globe',
        description: 'Ready-to-use applications such as Microsoft 365 and Dynamics 365, connected to your Azure identity.',
        features: ['Microsoft 365', 'Dynamics 365', 'Single sign-on'],
      },
    ],
  },
  reasons: {
    title: 'Benefits of moving to Azure',
    items: [
      { title: 'Lower running costs', text: 'No diesel, cooling or hardware refresh for the server room; typically 30-50% savings.' },
      { title: 'Reliability', text: 'A 99.9% uptime SLA and recovery to another region if disaster strikes.' },
      { title: 'Security', text: 'Encryption, identity protection and security monitoring built in.' },
      { title: 'Scale on demand', text: 'Add capacity for month end or a new branch in minutes, and remove it just as fast.' },
    ],
  },
  booking: {
    title: 'Book your free Azure consultation',
    text: 'Pick a date and time; a cloud architect will confirm within 24 hours.',
  },
};
