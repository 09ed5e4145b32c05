// Data Analytics service page: hero, six solution cards, four industry cards, technology
// categories, call to action. All buttons go to /contact.
import type { FeatureCard, PageLink } from '../types';

export const analyticsHero = {
  eyebrow: 'Data analytics and Power BI',
  title: 'See today’s numbers today, not at month end',
  lead: 'Sales in one spreadsheet, stock in another, cash in the bank portal: we bring your data together in Power BI so managers in every branch see the same figures each morning, on their laptops and phones.',
  actions: [
    { label: 'Get started', to: '/contact' },
    { label: 'See a sample dashboard', to: '/contact' },
  ] satisfies PageLink[],
};

export const analyticsSolutions: readonly FeatureCard[] = [
  {
    title: 'Power BI',
    icon: 'chart',
    description: 'Interactive reports on sales, finance and operations, shared securely with the people who need them.',
  },
  {
    title: 'Data warehouse',
    icon: 'database',
    description: 'One model that combines your ERP, core banking, point-of-sale and spreadsheet data, cleaned and refreshed daily.',
  },
  {
    title: 'Predictive analytics',
    icon: 'spark',
    description: 'Models that forecast demand, flag customers likely to leave and score credit risk from your own history.',
  },
  {
    title: 'Real-time dashboards',
    icon: 'clock',
    description: 'Live views of transactions, production lines or generator fuel levels, with alerts when a figure goes out of range.',
  },
  {
    title: 'Custom reports',
    icon: 'document',
    description: 'Regulatory and board reports, such as CBN returns or NAFDAC batch records, produced the same way every time.',
  },
  {
    title: 'Data visualization',
    icon: 'globe',
    description: 'Maps of sales by state and LGA, cohort charts and clear visuals that make a board pack readable in five minutes.',
  },
];

export const analyticsIndustries: readonly FeatureCard[] = [
  {
    title: 'Retail',
    icon: 'cart',
    description: 'Sales by branch, product and hour; stock-outs before they happen; promotions measured against margin.',
  },
  {
    title: 'Financial services',
    icon: 'bank',
    description: 'Portfolio at risk, deposit trends, channel usage and fraud patterns for banks, MFBs and fintechs.',
  },
  {
    title: 'Healthcare',
    icon: 'health',
    description: 'Patient flow, bed occupancy, HMO receivables and pharmacy consumption across departments.',
  },
  {
    title: 'Manufacturing',
    icon: 'factory',
    description: 'Yield, downtime, energy cost per unit and supplier performance from the plant floor to the board.',
  },
];

export const analyticsTechnologies = [
  { category: 'Visualisation', items: ['Power BI', 'Power BI Embedded', 'Excel'] },
  { category: 'Data platform', items: ['Azure SQL', 'Microsoft Fabric', 'Azure Data Factory'] },
  { category: 'Advanced analytics', items: ['Azure Machine Learning', 'Python', 'R'] },
  { category: 'Sources we connect', items: ['Odoo', 'Dynamics 365', 'Sage', 'Core banking systems', 'SharePoint lists'] },
] as const;

export const analyticsCta = {
  title: 'Start with one dashboard',
  text: 'Tell us the one report your managers wait for every week; we will show you what it looks like refreshed daily.',
  actions: [{ label: 'Book a free analytics consultation', to: '/contact' }] satisfies PageLink[],
};
