// Odoo ERP solution page: hero, six modules, four industry solutions, four-phase methodology with
// durations, three editions. The live demo button goes to /demos/odoo-erp, the rest to /contact.
import type { FeatureCard, PageLink, Plan, Step } from '../types';

export const odooHero = {
  eyebrow: 'Odoo ERP',
  title: 'Odoo ERP: run sales, stock, accounts and payroll in one system',
  lead: 'Odoo brings over 40 applications into one database: no more re-typing orders into the accounts package or counting stock on Friday afternoon. We configure it for Nigerian VAT, withholding tax and PAYE, and have taken 150+ companies live on it.',
  demo: { label: 'Book a live demo', to: '/demos/odoo-erp' } satisfies PageLink,
  contact: { label: 'Talk to an Odoo consultant', to: '/contact' } satisfies PageLink,
};

export const odooHighlights = [
  { value: '40+', label: 'Applications' },
  { value: '150+', label: 'Odoo companies live' },
  { value: '60%', label: 'Fewer manual tasks' },
] as const;

export const odooModules: readonly FeatureCard[] = [
  {
    title: 'Sales and CRM',
    icon: 'chat',
    description: 'Quotations, sales orders and a pipeline of opportunities, with pro-forma invoices sent straight from the order.',
  },
  {
    title: 'Inventory and Warehouse',
    icon: 'truck',
    description: 'Real-time stock across several warehouses, barcode scanning, batch and expiry tracking, and reorder rules.',
  },
  {
    title: 'Accounting',
    icon: 'bank',
    description: 'Chart of accounts for Nigeria, VAT and withholding tax, bank reconciliation and multi-currency for dollar contracts.',
  },
  {
    title: 'Manufacturing and Maintenance',
    icon: 'factory',
    description: 'Bills of materials, work orders, quality checks and preventive maintenance for machines and generators.',
  },
  {
    title: 'HR and Payroll',
    icon: 'users',
    description: 'Employee records, leave, appraisals and payroll with PAYE, pension and NHF deductions.',
  },
  {
    title: 'Purchase',
    icon: 'cart',
    description: 'Requests for quotation, purchase approvals and vendor bills matched to goods received.',
  },
];

export const odooIndustries: readonly FeatureCard[] = [
  {
    title: 'Manufacturing',
    icon: 'factory',
    description: 'Plan production against orders and raw-material stock, and track the cost of each batch.',
  },
  {
    title: 'Distribution and retail',
    icon: 'cart',
    description: 'Point of sale, van sales and warehouse stock for distributors across several states.',
  },
  {
    title: 'Oil and gas services',
    icon: 'tools',
    description: 'Equipment rental, job costing per contract and maintenance of tools and vessels.',
  },
  {
    title: 'Professional services',
    icon: 'document',
    description: 'Timesheets, project billing and expense claims for engineering and consulting firms.',
  },
];

export const odooMethodology: readonly Step[] = [
  {
    step: 1,
    title: 'Discovery and analysis',
    description: 'Workshops with each department to map today’s processes, reports and data.',
    duration: '2-3 weeks',
    deliverables: ['Process maps', 'Gap analysis', 'Implementation plan'],
  },
  {
    step: 2,
    title: 'Configuration and development',
    description: 'We configure the modules, build what is missing and migrate your master data and opening balances.',
    duration: '4-8 weeks',
    deliverables: ['Configured system', 'Custom reports and integrations', 'Migrated data'],
  },
  {
    step: 3,
    title: 'Testing and training',
    description: 'Your key users test real scenarios and are trained to train their colleagues.',
    duration: '2-3 weeks',
    deliverables: ['User acceptance tests', 'Training sessions', 'User guides'],
  },
  {
    step: 4,
    title: 'Go-live and support',
    description: 'We switch over at a period end and stay with you through the first closes and beyond.',
    duration: 'Ongoing',
    deliverables: ['Go-live support', 'Period-end close assistance', 'Continuous improvement'],
  },
];

/** Editions: Community is free, Enterprise per user per month, Odoo.sh per user per month plus hosting. */
export const odooEditions: readonly Plan[] = [
  {
    id: 'community',
    title: 'Community',
    price: { kind: 'free' },
    period: 'open source licence',
    description: 'The open-source core: sales, inventory, purchase, CRM and invoicing, hosted on your own server.',
    features: ['Core applications', 'Self-hosted', 'Community support'],
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    price: { kind: 'text', text: 'Priced per user' },
    period: 'per user / month',
    description: 'Every application including full accounting, payroll and studio, with upgrades and support from Odoo.',
    features: ['All 40+ applications', 'Full accounting and payroll', 'Version upgrades included', 'Mobile apps'],
    recommended: true,
    badge: 'Recommended',
  },
  {
    id: 'odoo-sh',
    title: 'Odoo.sh',
    price: { kind: 'text', text: 'Priced per user' },
    period: 'per user / month plus hosting',
    description: 'Enterprise on Odoo’s cloud platform, with staging environments for custom modules.',
    features: ['Enterprise edition', 'Managed hosting and backups', 'Staging and development branches'],
  },
];

export const odooCta = {
  title: 'See Odoo running on data like yours',
  text: 'A consultant will walk through your sales-to-cash and procure-to-pay cycles in a live demo.',
  action: { label: 'Discuss your ERP project', to: '/contact' } satisfies PageLink,
};
