// Odoo ERP demo page: three demo formats with durations, four module demos, eight
// industries, statistics, the booking form preset to odoo-erp and a link to /contact.
import type { ConsultationType } from '@site/contracts/options';
import type { IconName } from '../../components/ui/icon';
import type { Stat } from '../types';

export const odooDemoConsultationType: ConsultationType = 'odoo-erp';

export const odooDemoHero = {
  eyebrow: 'Odoo ERP demo',
  title: 'See Odoo ERP run a business like yours',
  lead: 'Book a demo with an Odoo consultant and watch a real order travel from quotation to delivery, invoice and payment, with Nigerian VAT, multiple warehouses and naira and dollar price lists.',
};

export interface DemoOption {
  title: string;
  description: string;
  duration: string;
  includes: readonly string[];
  recommended?: boolean;
}

export const demoFormats: readonly DemoOption[] = [
  {
    title: 'Live Interactive Demo',
    description: 'A consultant walks your team through Odoo on a video call and answers questions as you go.',
    duration: '60 minutes',
    includes: ['Sales-to-cash and procure-to-pay walkthrough', 'Questions answered live', 'Recording shared afterwards'],
    recommended: true,
  },
  {
    title: 'Self-Guided Demo',
    description: 'A sandbox with sample Nigerian company data and a guided script to explore at your own pace.',
    duration: '30-45 minutes',
    includes: ['7-day sandbox access', 'Step-by-step guide', 'Follow-up call on request'],
  },
  {
    title: 'Industry-Specific Demo',
    description: 'A demo configured for your sector, using processes and documents like your own.',
    duration: '75 minutes',
    includes: ['Pre-demo questionnaire', 'Your sector’s workflows', 'Outline implementation plan'],
  },
];

export interface ModuleDemo {
  title: string;
  icon: IconName;
  description: string;
  duration: string;
}

export const moduleDemos: readonly ModuleDemo[] = [
  {
    title: 'Sales and CRM',
    icon: 'chat',
    description: 'From lead to quotation, sales order and pro-forma invoice.',
    duration: '15 minutes',
  },
  {
    title: 'Inventory',
    icon: 'truck',
    description: 'Stock across warehouses, transfers, barcode scanning and reorder rules.',
    duration: '15 minutes',
  },
  {
    title: 'Accounting',
    icon: 'bank',
    description: 'Invoices, VAT and WHT, bank reconciliation and financial reports.',
    duration: '20 minutes',
  },
  {
    title: 'HR and Payroll',
    icon: 'users',
    description: 'Employee records, leave and a payroll run with PAYE and pension.',
    duration: '10 minutes',
  },
];

export const demoIndustries = [
  'Manufacturing',
  'Oil & Gas Services',
  'Distribution & Wholesale',
  'Retail',
  'Healthcare',
  'Construction',
  'Professional Services',
  'Education',
] as const;

export const demoStats: readonly Stat[] = [
  { value: '150+', label: 'Odoo companies live' },
  { value: '40+', label: 'Odoo applications' },
  { value: '60%', label: 'Fewer manual tasks' },
  { value: '24h', label: 'Demo confirmation' },
];

export const demoBooking = {
  title: 'Book your Odoo demo',
  text: 'Choose a date and time for your demo; an Odoo consultant will confirm within 24 hours.',
};
