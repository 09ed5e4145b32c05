// Industries overview: each industry with challenges, solutions and
// benefits. Industries with their own page link there; the others lead to /contact.
import type { IconName } from '../../components/ui/icon';
import type { PageLink } from '../types';

export interface IndustryEntry {
  id: string;
  title: string;
  icon: IconName;
  summary: string;
  challenges: readonly string[];
  solutions: readonly string[];
  benefits: readonly string[];
  link: PageLink;
}

export const industriesIntro = {
  title: 'Technology for the way your sector works in Nigeria',
  lead: 'A bank answers to the CBN, a hospital to its patients and the NDPC, a ministry to citizens and auditors. We bring sector-specific solutions and the experience of projects across Rivers, Lagos, Abuja and beyond.',
};

export const industries: readonly IndustryEntry[] = [
  {
    id: 'government',
    title: 'Government',
    icon: 'building',
    summary: 'Ministries, departments, agencies and local government councils.',
    challenges: [
      'Paper files that go missing between offices',
      'Citizen services that require a visit in person',
      'Limited IT staff across many sites',
    ],
    solutions: [
      'Microsoft 365 and Teams for secure collaboration',
      'Online service portals on Azure',
      'Records management and e-approvals',
    ],
    benefits: ['Faster service to citizens', 'Transparent, auditable processes', 'Lower printing and travel costs'],
    link: { label: 'Explore government solutions', to: '/industries/government' },
  },
  {
    id: 'financial-services',
    title: 'Financial Services',
    icon: 'bank',
    summary: 'Commercial and microfinance banks, insurers, pension administrators and fintechs.',
    challenges: [
      'Phishing and fraud aimed at staff and customers',
      'CBN cybersecurity and reporting requirements',
      'Slow manual onboarding and KYC',
    ],
    solutions: [
      'Managed security and Microsoft Defender',
      'Automated onboarding and KYC flows',
      'Power BI risk and performance dashboards',
    ],
    benefits: ['Audit-ready security evidence', 'Accounts opened in a day', 'Risk visible across branches'],
    link: { label: 'Explore financial services solutions', to: '/industries/financial-services' },
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    icon: 'health',
    summary: 'Hospitals, clinics, diagnostic centres, pharmacies and HMOs.',
    challenges: ['Patient records on paper or isolated systems', 'Slow HMO claims and revenue leakage', 'Protecting sensitive health data'],
    solutions: ['Cloud electronic medical records', 'Claims automation and billing', 'Telemedicine on Teams'],
    benefits: ['Shorter waiting times', 'Faster reimbursement', 'NDPA-compliant data handling'],
    link: { label: 'Explore healthcare solutions', to: '/industries/healthcare' },
  },
  {
    id: 'retail',
    title: 'Retail',
    icon: 'cart',
    summary: 'Supermarkets, distributors, pharmacies and online stores.',
    challenges: ['Stock that does not match the books', 'Sales data scattered across branches', 'Customers who expect WhatsApp replies'],
    solutions: ['Odoo point of sale and inventory', 'Power BI sales dashboards', 'WhatsApp AI ordering agents'],
    benefits: ['Accurate stock in every branch', 'Daily sales visibility', 'More orders with the same staff'],
    link: { label: 'Discuss a retail project', to: '/contact' },
  },
  {
    id: 'real-estate',
    title: 'Real Estate',
    icon: 'home',
    summary: 'Developers, estate managers and facility management companies.',
    challenges: ['Enquiries lost between agents', 'Service-charge billing in spreadsheets', 'Maintenance requests by phone call'],
    solutions: ['CRM for enquiries and sales', 'Odoo property and billing modules', 'Tenant helpdesk portal'],
    benefits: ['Every enquiry followed up', 'On-time service-charge collection', 'Tracked maintenance'],
    link: { label: 'Discuss a real estate project', to: '/contact' },
  },
  {
    id: 'education',
    title: 'Education',
    icon: 'school',
    summary: 'Schools, polytechnics and universities.',
    challenges: ['Fee collection and reconciliation', 'Remote and blended learning', 'Campus Wi-Fi that cannot cope'],
    solutions: ['Microsoft 365 A-plans and Teams classrooms', 'Student records and fee management', 'Meraki campus Wi-Fi'],
    benefits: ['Learning continues off campus', 'Fees reconciled automatically', 'Reliable connectivity'],
    link: { label: 'Discuss an education project', to: '/contact' },
  },
  {
    id: 'manufacturing',
    title: 'Manufacturing',
    icon: 'factory',
    summary: 'Food and beverage, building materials, plastics and fabrication plants.',
    challenges: ['Unplanned downtime of machines and generators', 'Raw-material stock-outs', 'Production costs known only at month end'],
    solutions: ['Odoo manufacturing and maintenance', 'Power BI production dashboards', 'Process automation for purchasing'],
    benefits: ['Higher equipment uptime', 'Materials on hand when needed', 'Cost per unit known daily'],
    link: { label: 'Explore manufacturing solutions', to: '/industries/manufacturing' },
  },
];
