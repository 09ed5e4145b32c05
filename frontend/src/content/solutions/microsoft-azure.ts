// Azure solution page: hero, six services, four-phase migration journey, three industry solutions,
// pricing and support tiers, call to action. Hero buttons go to /get-started/azure, the rest to /contact.
import type { FeatureCard, PageLink, Plan, Step } from '../types';

export const azureHero = {
  eyebrow: 'Microsoft Azure',
  title: 'Azure cloud: retire the server room, keep the control',
  lead: 'Diesel, air-conditioning, UPS batteries and a server that is six years old: most Nigerian server rooms cost more than their owners think. We move your workloads to Azure with a tested plan, typically cutting infrastructure costs by 30-50%, and support you for 90 days after migration.',
  actions: [
    { label: 'Start your Azure migration', to: '/get-started/azure' },
    { label: 'Plan an assessment', to: '/get-started/azure' },
  ] satisfies PageLink[],
};

export const azureHighlights = [
  { value: '30-50%', label: 'Typical infrastructure savings' },
  { value: '90 days', label: 'Support after migration' },
  { value: '24/7', label: 'Emergency support for critical issues' },
] as const;

export const azureServices: readonly FeatureCard[] = [
  {
    title: 'Virtual Machines',
    icon: 'server',
    description: 'Windows and Linux servers sized to your workload and switched off at night when nobody needs them.',
  },
  {
    title: 'Azure SQL and databases',
    icon: 'database',
    description: 'Managed databases for your accounting, payroll and line-of-business systems, patched and backed up automatically.',
  },
  {
    title: 'Backup and Site Recovery',
    icon: 'shield',
    description: 'Off-site copies of your servers and a tested plan to run them in Azure if your building floods or loses power for days.',
  },
  {
    title: 'Azure Virtual Desktop',
    icon: 'globe',
    description: 'Secure Windows desktops for staff and contractors on any device, without company data leaving the cloud.',
  },
  {
    title: 'App Service and containers',
    icon: 'cloud',
    description: 'Hosting for your web portals and APIs with automatic scaling during salary week or a product launch.',
  },
  {
    title: 'Azure AI services',
    icon: 'bot',
    description: 'Document intelligence, speech and language models for chatbots and automation, inside your own tenant.',
  },
];

export const azureJourney: readonly Step[] = [
  {
    step: 1,
    title: 'Assess',
    description: 'We discover every server, application and dependency, and compare the cost of staying put with the cost in Azure.',
    duration: '1-2 weeks',
    deliverables: ['Server and application inventory', 'Total cost of ownership comparison', 'Migration readiness score'],
  },
  {
    step: 2,
    title: 'Plan',
    description: 'We design the landing zone, networking, identity and backup, and group workloads into migration waves.',
    duration: '2-3 weeks',
    deliverables: ['Landing zone design', 'Wave plan with rollback steps', 'Security baseline'],
  },
  {
    step: 3,
    title: 'Migrate',
    description: 'Workloads move wave by wave, each tested by your users before the old server is switched off.',
    duration: '2-8 weeks',
    deliverables: ['Migrated workloads', 'User acceptance sign-off', 'Updated runbooks'],
  },
  {
    step: 4,
    title: 'Optimise',
    description: 'We right-size machines, set budgets and alerts, and stay with you for 90 days after migration.',
    duration: 'Ongoing',
    deliverables: ['Cost and performance review', 'Monitoring and alerts', '90 days of post-migration support'],
  },
];

export const azureIndustrySolutions: readonly FeatureCard[] = [
  {
    title: 'Financial services',
    icon: 'bank',
    description:
      'Resilient infrastructure for banks, microfinance banks and fintechs, designed against the CBN’s cybersecurity and outsourcing guidelines.',
    features: ['Disaster recovery for core systems', 'Encryption with customer-managed keys', 'Audit-ready logging'],
  },
  {
    title: 'Healthcare',
    icon: 'health',
    description: 'Hosting for hospital information systems, imaging archives and telemedicine with patient data protected under the NDPA.',
    features: ['Secure EMR hosting', 'Long-term imaging storage', 'Role-based access for clinicians'],
  },
  {
    title: 'Government',
    icon: 'building',
    description: 'Platforms for citizen portals, revenue collection and records management for ministries and agencies.',
    features: ['Portals that scale at deadlines', 'Document archives', 'Identity integration'],
  },
];

/** Azure support tiers: Basic is free; amounts for the paid tiers are not shown (contact us). */
export const azureSupportTiers: readonly Plan[] = [
  {
    id: 'basic',
    title: 'Basic',
    price: { kind: 'free' },
    period: 'included with every subscription',
    description: 'Billing and subscription support, documentation and the Azure community.',
    features: ['Billing and subscription help', 'Service health alerts', 'Azure Advisor recommendations'],
  },
  {
    id: 'developer',
    title: 'Developer',
    price: { kind: 'text', text: 'Contact us' },
    period: 'monthly',
    description: 'For test and development environments, with technical support during business hours.',
    features: ['Business-hours technical support', 'E-mail access to engineers', 'Architecture guidance'],
  },
  {
    id: 'standard',
    title: 'Standard',
    price: { kind: 'text', text: 'Contact us' },
    period: 'monthly',
    description: 'For production workloads, with round-the-clock response on critical incidents.',
    features: ['24/7 technical support', 'Phone and e-mail access', 'Fast response for critical cases'],
  },
  {
    id: 'premier',
    title: 'Premier',
    price: { kind: 'text', text: 'Contact us' },
    period: 'annual agreement',
    description: 'For organisations whose business stops when Azure stops: a named engineer and proactive reviews.',
    features: ['Named technical account manager', 'Proactive health checks', 'Fastest response on critical cases'],
  },
];

export const azureCta = {
  title: 'Find out what your server room really costs',
  text: 'Send us your server list and we will return a cost comparison with Azure, in naira, within a week.',
  action: { label: 'Request a cost comparison', to: '/contact' } satisfies PageLink,
};
