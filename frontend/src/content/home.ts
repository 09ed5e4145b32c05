// Home page: hero, partner logos, stats band, three solution cards, four
// service cards, six industry cards, call to action, three testimonials and the decorative figures.
import type { IconName } from '../components/ui/icon';
import type { FeatureCard, PageLink, Stat, Testimonial } from './types';

export const homeHero = {
  eyebrow: 'Microsoft, Odoo and AI partner in Port Harcourt since 2004',
  title: 'Technology that keeps Nigerian businesses running, growing and compliant',
  lead: 'We move your e-mail, files and servers to Microsoft 365 and Azure, run your operations on Odoo ERP, and put AI agents and automation to work on the paperwork, so your teams in Port Harcourt, Lagos and Abuja spend their day on customers, not on workarounds for power cuts and spreadsheets.',
  primary: { label: 'Book Free Consultation', to: '/contact' } satisfies PageLink,
  /** The original's Watch Demo button did nothing; here it leads to the recorded and live demo page. */
  demo: { label: 'Watch Demo', to: '/demos/odoo-erp' } satisfies PageLink,
};

/** Decorative figures of the hero illustration (display text only). */
export const heroFigures = [
  { value: '+40%', label: 'Efficiency' },
  { value: '78%', label: 'Process automation' },
  { value: '₦2.8M', label: 'Cost savings' },
] as const satisfies readonly Stat[];

export const homeStats = [
  { value: '20+', label: 'Years serving Nigerian businesses' },
  { value: '500+', label: 'Projects delivered' },
  { value: '99%', label: 'Client satisfaction' },
  { value: '24h', label: 'Response time' },
] as const satisfies readonly Stat[];

export interface HomeSolutionCard extends FeatureCard {
  link: PageLink;
}

export const homeSolutions: readonly HomeSolutionCard[] = [
  {
    title: 'Empower Employees',
    icon: 'users',
    description:
      'Give every employee a secure mailbox, Teams, and files they can reach from the office, the site or home, even when the office generator is off.',
    features: ['Microsoft 365 and Teams', 'OneDrive and SharePoint', 'Secure access from any device'],
    link: { label: 'Explore Microsoft 365', to: '/solutions/microsoft-365' },
  },
  {
    title: 'Engage Customers',
    icon: 'chat',
    description: 'Know every customer, answer them on WhatsApp in minutes and follow every lead to an invoice with one customer record.',
    features: ['Dynamics 365 Sales and Customer Service', 'AI chat agents for WhatsApp and web', 'Marketing journeys'],
    link: { label: 'Explore Dynamics 365', to: '/solutions/dynamics-365' },
  },
  {
    title: 'Boost Productivity',
    icon: 'chart',
    description: 'Run inventory, purchasing, accounting and payroll in one ERP, and let automation handle approvals and reconciliations.',
    features: ['Odoo ERP with over 40 applications', 'Process automation', 'Power BI dashboards'],
    link: { label: 'Explore Odoo ERP', to: '/solutions/odoo-erp' },
  },
];

export interface HomeServiceCard extends FeatureCard {
  link: PageLink;
}

export const homeServices: readonly HomeServiceCard[] = [
  {
    title: 'Business Process Automation',
    icon: 'bolt',
    description: 'Approvals, invoices and reports that move on their own, with an audit trail for every step.',
    features: ['Power Automate flows', 'Document capture', 'ERP integration'],
    link: { label: 'Business process automation', to: '/services/business-process-automation' },
  },
  {
    title: 'Data Analytics',
    icon: 'database',
    description: 'Power BI dashboards that show cash, stock and sales by branch every morning, not at month end.',
    features: ['Power BI', 'Data warehouse', 'Predictive analytics'],
    link: { label: 'Data analytics', to: '/services/data-analytics' },
  },
  {
    title: 'AI Agents',
    icon: 'bot',
    description: 'Assistants that answer customers in English and Pidgin, qualify leads and draft documents.',
    features: ['Customer service agents', 'Sales agents', 'Internal helpdesk'],
    link: { label: 'AI agents', to: '/services/ai-agents' },
  },
  {
    title: 'Cloud Migration',
    icon: 'cloud',
    description: 'Move ageing servers to Azure with a plan, a rehearsal and no surprise downtime.',
    features: ['Assessment', 'Migration planning', 'Cost optimization'],
    link: { label: 'Cloud migration', to: '/services/cloud-migration' },
  },
];

export interface HomeIndustryCard {
  title: string;
  icon: IconName;
  description: string;
  /** Accent colour of the card's icon tile (Tailwind classes, contrast checked). */
  color: string;
  link: PageLink;
}

export const homeIndustries: readonly HomeIndustryCard[] = [
  {
    title: 'Healthcare',
    icon: 'health',
    description: 'Patient records, HMO claims and pharmacy stock for hospitals and clinics, with NDPA-compliant data handling.',
    color: 'bg-rose-100 text-rose-800',
    link: { label: 'Healthcare', to: '/industries/healthcare' },
  },
  {
    title: 'Financial Services',
    icon: 'bank',
    description: 'Security, fraud analytics and automation for banks, microfinance banks and fintechs under CBN rules.',
    color: 'bg-emerald-100 text-emerald-800',
    link: { label: 'Financial services', to: '/industries/financial-services' },
  },
  {
    title: 'Government',
    icon: 'building',
    description: 'Digital services, records and collaboration for ministries, agencies and local government councils.',
    color: 'bg-sky-100 text-sky-800',
    link: { label: 'Government', to: '/industries/government' },
  },
  {
    title: 'Manufacturing',
    icon: 'factory',
    description: 'Production planning, maintenance and stock control for plants in Trans-Amadi, Onne and Agbara.',
    color: 'bg-amber-100 text-amber-900',
    link: { label: 'Manufacturing', to: '/industries/manufacturing' },
  },
  {
    title: 'Real Estate',
    icon: 'home',
    description: 'Property listings, tenant records, service-charge billing and facility tickets in one system.',
    color: 'bg-violet-100 text-violet-800',
    link: { label: 'Talk to us about real estate', to: '/contact' },
  },
  {
    title: 'Education',
    icon: 'school',
    description: 'Teams classrooms, student records and fee collection for schools and universities.',
    color: 'bg-teal-100 text-teal-800',
    link: { label: 'Talk to us about education', to: '/contact' },
  },
];

export const homeTestimonials = [
  {
    quote:
      'They moved our 140 staff from a failing on-site server to Microsoft 365 and Azure over two weekends. Our IT costs are down 35% and nobody loses e-mail when the power goes off anymore.',
    author: 'Chinedu Okafor',
    role: 'IT Manager, oilfield services company, Port Harcourt',
  },
  {
    quote:
      'Our WhatsApp agent answers property enquiries at midnight in English and Pidgin. Inquiries tripled (3x) in six months and 90% of customers rate the replies as helpful.',
    author: 'Funmilayo Adeyemi',
    role: 'Head of Sales, real estate developer, Lagos',
  },
  {
    quote:
      'With Odoo we finally see stock across our three warehouses in real time. Inventory accuracy is up 40% and we stopped reordering items we already had.',
    author: 'Ibrahim Musa',
    role: 'Operations Director, FMCG distributor, Abuja',
  },
] as const satisfies readonly Testimonial[];
