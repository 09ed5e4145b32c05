// Solutions overview: three groups of solutions, each with a
// description, key features, business benefits and Get Started / Learn More links.
import type { IconName } from '../../components/ui/icon';
import type { PageLink } from '../types';

export interface SolutionEntry {
  title: string;
  icon: IconName;
  description: string;
  features: readonly string[];
  benefits: readonly string[];
  getStarted: PageLink;
  learnMore: PageLink;
}

export interface SolutionGroup {
  id: string;
  title: string;
  description: string;
  solutions: readonly SolutionEntry[];
}

export const solutionGroups: readonly SolutionGroup[] = [
  {
    id: 'empower-employees',
    title: 'Empower Employees',
    description: 'Tools that let your people work together from the head office, the branch, the site or home.',
    solutions: [
      {
        title: 'Microsoft 365',
        icon: 'users',
        description:
          'Business e-mail on your domain, Teams, and the Office apps, with files stored in Microsoft’s data centres instead of a server in the back room.',
        features: ['Exchange Online e-mail', 'Teams meetings and chat', 'OneDrive and SharePoint', 'Desktop and mobile Office apps'],
        benefits: ['No more lost mail when the server fails', 'Staff work from any location', 'Predictable per-user cost in naira'],
        getStarted: { label: 'Get Started with Microsoft 365', to: '/get-started/microsoft-365' },
        learnMore: { label: 'Learn More about Microsoft 365', to: '/solutions/microsoft-365' },
      },
      {
        title: 'Business PCs and Workstations',
        icon: 'server',
        description:
          'HP and Dell laptops, desktops and workstations supplied with warranty, imaged with your applications and enrolled in Intune before delivery.',
        features: ['HP and Dell business ranges', 'Windows Autopilot enrolment', 'On-site warranty in Port Harcourt, Lagos and Abuja'],
        benefits: ['Devices ready on day one', 'Lost laptops wiped remotely', 'One partner for hardware and software'],
        getStarted: { label: 'Get Started with business PCs', to: '/contact' },
        learnMore: { label: 'Learn More about business PCs', to: '/contact' },
      },
    ],
  },
  {
    id: 'engage-customers',
    title: 'Engage Customers',
    description: 'Know every customer, answer them quickly on the channels they use, and follow up every sale.',
    solutions: [
      {
        title: 'Dynamics 365',
        icon: 'chat',
        description: 'Sales, customer service, field service and marketing on one customer record, connected to Outlook and Teams.',
        features: ['Lead and opportunity pipeline', 'Case management with SLAs', 'Field technician scheduling', 'Customer journeys'],
        benefits: ['No lead forgotten in a salesperson’s phone', 'Faster answers to complaints', 'Forecasts managers can trust'],
        getStarted: { label: 'Get Started with Dynamics 365', to: '/contact' },
        learnMore: { label: 'Learn More about Dynamics 365', to: '/solutions/dynamics-365' },
      },
      {
        title: 'AI Agents and Chatbots',
        icon: 'bot',
        description:
          'Assistants on WhatsApp, your website and Teams that answer questions, take orders and book appointments in English and Pidgin.',
        features: ['WhatsApp Business integration', 'Trained on your own documents', 'Hand-over to a human agent'],
        benefits: ['Answers at 2 a.m. on a Sunday', 'Lower call-centre load', 'Every conversation logged'],
        getStarted: { label: 'Get Started with AI agents', to: '/get-started/ai-agents' },
        learnMore: { label: 'Learn More about AI agents', to: '/services/ai-agents' },
      },
    ],
  },
  {
    id: 'boost-productivity',
    title: 'Boost Productivity',
    description: 'Systems that take the repetitive work and the guesswork out of running the business.',
    solutions: [
      {
        title: 'Odoo ERP',
        icon: 'chart',
        description:
          'Sales, purchasing, inventory, accounting, manufacturing and payroll in one system with over 40 applications, configured for Nigerian VAT and PAYE.',
        features: ['Inventory across several warehouses', 'Accounting with VAT and WHT', 'Manufacturing and maintenance', 'Payroll and HR'],
        benefits: ['One version of the truth', 'Month-end close in days, not weeks', 'Licence costs far below legacy ERPs'],
        getStarted: { label: 'Get Started with Odoo ERP', to: '/demos/odoo-erp' },
        learnMore: { label: 'Learn More about Odoo ERP', to: '/solutions/odoo-erp' },
      },
      {
        title: 'Microsoft Azure',
        icon: 'cloud',
        description:
          'Servers, databases, backup and disaster recovery in Microsoft’s cloud, with the South Africa regions a short hop from Lagos.',
        features: ['Virtual machines and Azure SQL', 'Backup and site recovery', 'Azure Virtual Desktop'],
        benefits: ['No diesel bill for the server room', 'Recovery in hours, not weeks', 'Pay for what you use'],
        getStarted: { label: 'Get Started with Azure', to: '/get-started/azure' },
        learnMore: { label: 'Learn More about Azure', to: '/solutions/microsoft-azure' },
      },
      {
        title: 'Business Process Automation',
        icon: 'bolt',
        description: 'Power Automate flows that route approvals, read invoices and post to your ERP without re-typing.',
        features: ['Approval workflows', 'Invoice and form capture', 'Scheduled reports'],
        benefits: ['Fewer manual errors', 'Approvals in hours, not days', 'A full audit trail'],
        getStarted: { label: 'Get Started with automation', to: '/get-started/business-process-automation' },
        learnMore: { label: 'Learn More about automation', to: '/services/business-process-automation' },
      },
      {
        title: 'Data Analytics and Power BI',
        icon: 'database',
        description: 'Dashboards that combine your ERP, bank and spreadsheet data and refresh themselves every morning.',
        features: ['Power BI dashboards', 'Data warehouse', 'Predictive analytics'],
        benefits: ['Decisions on today’s figures', 'No more weekly Excel consolidation', 'Secure sharing by role'],
        getStarted: { label: 'Get Started with data analytics', to: '/get-started/data-analytics' },
        learnMore: { label: 'Learn More about data analytics', to: '/services/data-analytics' },
      },
    ],
  },
];
