// Dynamics 365 solution page: hero, six application tiles, call to action. All buttons go to /contact.
// Plans and prices are not shown in the catalogue; the page offers a consultation instead.
import type { FeatureCard, PageLink } from '../types';

export const dynamicsHero = {
  eyebrow: 'Microsoft Dynamics 365',
  title: 'Dynamics 365: every customer, order and technician on one record',
  lead: 'Dynamics 365 connects sales, service, field operations and finance with Outlook and Teams. We help Nigerian banks, insurers, distributors and service companies choose the applications they need and licence only those.',
  actions: [
    { label: 'Book a Dynamics 365 consultation', to: '/contact' },
    { label: 'Ask about licensing', to: '/contact' },
  ] satisfies PageLink[],
};

export const dynamicsApps: readonly FeatureCard[] = [
  {
    title: 'Sales',
    icon: 'chart',
    description:
      'Leads, opportunities and forecasts, with relationship insights from Outlook so no deal depends on one salesperson’s phone.',
  },
  {
    title: 'Customer Service',
    icon: 'chat',
    description: 'Cases from e-mail, WhatsApp and the contact centre in one queue, with service levels and a knowledge base.',
  },
  {
    title: 'Field Service',
    icon: 'tools',
    description: 'Schedule technicians for installations and repairs across states, with work orders and parts on their phones.',
  },
  {
    title: 'Marketing',
    icon: 'spark',
    description: 'Segments, e-mail and SMS journeys and event registration, measured against the pipeline they create.',
  },
  {
    title: 'Finance & Operations',
    icon: 'bank',
    description: 'Multi-company finance, procurement and supply chain for groups with subsidiaries and foreign-currency books.',
  },
  {
    title: 'Human Resources',
    icon: 'users',
    description: 'Employee records, leave and benefits administration, integrated with finance and Teams.',
  },
];

export const dynamicsCta = {
  title: 'Choose the applications, not the whole suite',
  text: 'In a free consultation we map your processes to the Dynamics 365 applications and give you a licence estimate in naira.',
  action: { label: 'Schedule a consultation', to: '/contact' } satisfies PageLink,
};
