// Every price of the content catalogue, once. Solution pages, get-started pages and their structured
// data read from here (each offering's starting price from starting-prices.ts, which heads import).
import { startingPrices } from './starting-prices';
import type { Plan } from './types';

const PER_USER_MONTH = 'per user / month';
const ONE_TIME = 'one-time project fee';

/** Microsoft 365 business plans, per user per month, as shown on the get-started and solution pages. */
export const microsoft365Plans = [
  {
    id: 'business-basic',
    title: 'Business Basic',
    price: { kind: 'naira', amount: startingPrices.microsoft365 },
    period: PER_USER_MONTH,
    description: 'Web and mobile Office apps, business e-mail on your own domain and Teams, for 1-300 users with 1 TB storage per user.',
    features: [
      'For 1-300 users',
      '1 TB OneDrive storage per user',
      '50 GB Exchange mailbox on your company domain',
      'Teams chat, calls and meetings for up to 300 attendees',
      'Word, Excel and PowerPoint on the web and mobile',
      'SharePoint intranet and file sharing',
    ],
  },
  {
    id: 'business-standard',
    title: 'Business Standard',
    price: { kind: 'naira', amount: 5000 },
    period: PER_USER_MONTH,
    description: 'Everything in Business Basic plus the installed desktop apps, for teams that live in Excel and Outlook all day.',
    features: [
      'Everything in Business Basic',
      'Desktop Word, Excel, PowerPoint and Outlook on up to 5 PCs or Macs per user',
      'Webinars with attendee registration and reporting',
      'Microsoft Bookings for client appointments',
      'Clipchamp and Loop for collaborative work',
    ],
    recommended: true,
    badge: 'Most Popular',
  },
  {
    id: 'business-premium',
    title: 'Business Premium',
    price: { kind: 'naira', amount: 8500 },
    period: PER_USER_MONTH,
    description: 'Everything in Business Standard plus the security suite banks, clinics and oil-service firms are asked for in audits.',
    features: [
      'Everything in Business Standard',
      'Defender for Business endpoint protection',
      'Intune device management for laptops and phones',
      'Conditional Access and Entra ID P1',
      'Purview information protection and data-loss prevention',
    ],
  },
] as const satisfies readonly Plan[];

/**
 * The second reading of Business Standard: the migration-guide article,
 * dated March 2024, quotes 6,250 per user per month. Naira prices follow the exchange rate, so the
 * article keeps its own figure and points readers to the get-started page for the current one.
 */
export const businessStandardArticlePrice = 6250;

export const automationPackages = [
  {
    id: 'automation-starter',
    title: 'Starter',
    price: { kind: 'naira', amount: startingPrices.automation },
    period: ONE_TIME,
    timeframe: '2-4 weeks',
    description: 'Automate one high-volume process end to end, such as invoice approval or leave requests.',
    features: [
      'One process mapped, automated and documented',
      'Up to 3 connected systems (e.g. Outlook, SharePoint, Excel)',
      'Approval flows with e-mail and Teams notifications',
      'Training for the process owners',
      '30 days of post-launch support',
    ],
  },
  {
    id: 'automation-business-suite',
    title: 'Business Suite',
    price: { kind: 'naira', amount: 500000 },
    period: ONE_TIME,
    timeframe: '4-8 weeks',
    description: 'Automate a department: several linked processes, documents and reports across your core systems.',
    features: [
      'Up to 5 processes across one or two departments',
      'Document capture from scanned invoices and forms',
      'Integration with your ERP or accounting package',
      'Power BI report on process times and bottlenecks',
      '60 days of post-launch support',
    ],
    recommended: true,
    badge: 'Recommended',
  },
  {
    id: 'automation-enterprise',
    title: 'Enterprise',
    price: { kind: 'custom' },
    period: 'quoted per project',
    timeframe: '8-16 weeks',
    description: 'An automation programme across the organisation, with governance and a centre of excellence.',
    features: [
      'Unlimited processes, prioritised by return on investment',
      'Robotic process automation for legacy and banking portals',
      'Governance, environments and change control',
      'Dedicated automation lead and quarterly reviews',
      'Managed support under a service level agreement',
    ],
  },
] as const satisfies readonly Plan[];

export const analyticsPackages = [
  {
    id: 'analytics-starter',
    title: 'Starter',
    price: { kind: 'naira', amount: startingPrices.analytics },
    period: ONE_TIME,
    timeframe: '3-4 weeks',
    description: 'A first Power BI dashboard on your sales or finance data, refreshed automatically.',
    features: [
      'Up to 3 data sources (Excel, accounting package, SQL database)',
      'One executive dashboard with 5-8 report pages',
      'Scheduled refresh through an on-premises gateway',
      'Training for 5 report users',
      '60 days of analytics optimization',
    ],
  },
  {
    id: 'analytics-business-suite',
    title: 'Business Suite',
    price: { kind: 'naira', amount: 600000 },
    period: ONE_TIME,
    timeframe: '6-8 weeks',
    description: 'A governed data model and dashboards for every department, with row-level security.',
    features: [
      'Up to 8 data sources consolidated into one model',
      'Dashboards for finance, sales, operations and HR',
      'Row-level security by branch or region',
      'Mobile layouts for managers on the road',
      '60 days of analytics optimization',
    ],
    recommended: true,
    badge: 'Recommended',
  },
  {
    id: 'analytics-enterprise',
    title: 'Enterprise',
    price: { kind: 'custom' },
    period: 'quoted per project',
    timeframe: '10-16 weeks',
    description: 'A cloud data warehouse, predictive models and a self-service analytics programme.',
    features: [
      'Azure data warehouse with automated pipelines',
      'Predictive models for demand, churn or credit risk',
      'Data governance, catalogue and quality rules',
      'Self-service training programme for analysts',
      'Managed support under a service level agreement',
    ],
  },
] as const satisfies readonly Plan[];

export const aiAgentPackages = [
  {
    id: 'ai-single-agent',
    title: 'Single Agent',
    price: { kind: 'naira', amount: startingPrices.aiAgents },
    period: ONE_TIME,
    timeframe: '4-6 weeks',
    description: 'One AI agent on one channel, such as a WhatsApp customer-service assistant.',
    features: [
      'One agent on one channel (WhatsApp, web chat or Teams)',
      'Trained on your FAQs, price lists and policies',
      'English and Nigerian Pidgin conversations',
      'Hand-over to a human agent with the conversation history',
      'Monthly usage and satisfaction report',
    ],
  },
  {
    id: 'ai-suite',
    title: 'Suite',
    price: { kind: 'naira', amount: 800000 },
    period: ONE_TIME,
    timeframe: '8-12 weeks',
    description: 'Up to three cooperating agents across customer service, sales and internal support.',
    features: [
      'Up to 3 agents across WhatsApp, web, e-mail and Teams',
      'Integration with your CRM, ERP or core banking APIs',
      'Yoruba, Igbo and Hausa greetings and intents',
      'Analytics dashboard for containment and satisfaction',
      '90 days of tuning after launch',
    ],
    recommended: true,
    badge: 'Recommended',
  },
  {
    id: 'ai-enterprise',
    title: 'Enterprise',
    price: { kind: 'custom' },
    period: 'quoted per project',
    timeframe: '12-20 weeks',
    description: 'An agent platform for the organisation, with private models and governance.',
    features: [
      'Unlimited agents on a shared, governed platform',
      'Private deployment in Azure with data kept in-region',
      'Custom language models for your documents',
      'Responsible-AI review, audit logs and access control',
      'Dedicated AI engineering team',
    ],
  },
] as const satisfies readonly Plan[];
