// Get started with data analytics: 5 steps, three packages, three solution cards.
import { analyticsPackages } from '../plans';
import type { GetStartedPage } from './get-started-page';

export const getStartedAnalytics: GetStartedPage = {
  consultationType: 'data-analytics',
  hero: {
    eyebrow: 'Get started with data analytics',
    title: 'From scattered spreadsheets to dashboards you trust',
    lead: 'Choose a package, book a free consultation and we will connect your data, build your dashboards and stay on for 60 days of analytics optimization after launch.',
  },
  highlights: [
    { value: '60 days', label: 'Analytics optimization after launch' },
    { value: '99.9%', label: 'Uptime SLA on Power BI service' },
    { value: '24h', label: 'Response to every request' },
  ],
  steps: {
    title: 'How we get you started',
    intro: 'Five steps from your first question to dashboards your managers use every day.',
    items: [
      {
        step: 1,
        title: 'Free consultation',
        description: 'We agree the decisions your dashboards should support and the questions they must answer.',
        duration: '1 week',
        deliverables: ['Key questions and measures', 'Package recommendation'],
      },
      {
        step: 2,
        title: 'Data assessment',
        description: 'We review your sources, their quality and how to connect them securely.',
        duration: '1-2 weeks',
        deliverables: ['Source inventory', 'Data quality report'],
      },
      {
        step: 3,
        title: 'Data model',
        description: 'We build the pipelines and the model that combine your sources into one version of the truth.',
        duration: '2-4 weeks',
        deliverables: ['Automated data pipelines', 'Documented data model'],
      },
      {
        step: 4,
        title: 'Dashboards and training',
        description: 'We design the reports with your managers and train them to explore the data.',
        duration: '1-2 weeks',
        deliverables: ['Dashboards', 'User training'],
      },
      {
        step: 5,
        title: 'Optimization',
        description: '60 days of analytics optimization: tuning, new measures and adoption reviews.',
        duration: '60 days',
        deliverables: ['Performance tuning', 'Adoption report'],
      },
    ],
  },
  plans: {
    title: 'Analytics packages',
    intro: 'One-time project fees in naira, with the timeframe to go live.',
    items: analyticsPackages,
    note: 'Prices exclude VAT and Power BI licences.',
  },
  plansFirst: true,
  cards: {
    title: 'Analytics solutions',
    intro: 'What we build, from a first dashboard to predictive models.',
    items: [
      {
        title: 'Business dashboards',
        icon: 'chart',
        description: 'Power BI dashboards for sales, finance, operations and HR, on desktop and phone.',
        useCases: ['Daily sales by branch', 'Cash position', 'Debtor ageing'],
      },
      {
        title: 'Data warehouse',
        icon: 'database',
        description: 'A single, governed store for data from your ERP, CRM, core banking and spreadsheets.',
        useCases: ['Group consolidation', 'Historical trend analysis', 'Regulatory returns'],
      },
      {
        title: 'Predictive analytics',
        icon: 'spark',
        description: 'Models that forecast demand, churn and risk from your own history.',
        useCases: ['Stock reorder forecasts', 'Loan default risk', 'Customer churn'],
      },
    ],
  },
  reasons: {
    title: 'Why choose us for analytics',
    items: [
      { title: 'Business first', text: 'We start with the decisions you make, not with the tools.' },
      { title: 'Your data, secured', text: 'Row-level security and NDPA-compliant handling of personal data.' },
      { title: 'Adoption', text: 'Training and 60 days of optimization make sure the dashboards are actually used.' },
    ],
  },
  booking: {
    title: 'Book your free analytics consultation',
    text: 'Tell us which report you wait for every week; we will show you how it could refresh itself.',
  },
};
