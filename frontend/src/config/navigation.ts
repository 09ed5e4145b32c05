// The header menus and footer link lists. Paths are checked against the
// route table by a test, so a menu can never point at a page that does not exist.

export interface NavItem {
  title: string;
  href: string;
  description: string;
}

export interface NavMenu {
  title: string;
  /** Path prefixes under which this menu is the active one. */
  prefixes: readonly string[];
  items: readonly NavItem[];
}

export const navMenus: readonly NavMenu[] = [
  {
    title: 'Solutions',
    prefixes: ['/solutions'],
    items: [
      { title: 'Microsoft 365', href: '/solutions/microsoft-365', description: 'Email, Teams and Office apps with enterprise security' },
      { title: 'Microsoft Azure', href: '/solutions/microsoft-azure', description: 'Cloud infrastructure, migration and hosting' },
      { title: 'Odoo ERP', href: '/solutions/odoo-erp', description: 'Accounting, inventory, sales and HR in one system' },
      { title: 'Dynamics 365', href: '/solutions/dynamics-365', description: 'CRM and ERP applications from Microsoft' },
      { title: 'All Solutions', href: '/solutions', description: 'Every solution, grouped by what it achieves' },
    ],
  },
  {
    title: 'Services',
    prefixes: ['/services', '/get-started'],
    items: [
      {
        title: 'Business Process Automation',
        href: '/services/business-process-automation',
        description: 'Take repetitive manual work off your team',
      },
      { title: 'Data Analytics', href: '/services/data-analytics', description: 'Power BI dashboards and predictive insight' },
      { title: 'AI Agents', href: '/services/ai-agents', description: 'Agents for service, sales and operations' },
      { title: 'Cloud Migration', href: '/services/cloud-migration', description: 'Move servers and applications to the cloud' },
      { title: 'All Services', href: '/services', description: 'Managed IT, cybersecurity and more' },
    ],
  },
  {
    title: 'Industries',
    prefixes: ['/industries'],
    items: [
      { title: 'Healthcare', href: '/industries/healthcare', description: 'Secure patient data and connected care' },
      { title: 'Financial Services', href: '/industries/financial-services', description: 'Compliance, security and digital banking' },
      { title: 'Government', href: '/industries/government', description: 'Digital public services and records' },
      { title: 'Manufacturing', href: '/industries/manufacturing', description: 'Production, inventory and supply chain' },
      { title: 'All Industries', href: '/industries', description: 'How we serve each sector' },
    ],
  },
  {
    title: 'Resources',
    prefixes: ['/resources', '/blogs', '/faq', '/demos'],
    items: [
      { title: 'Resources Hub', href: '/resources', description: 'Guides, documentation and tools' },
      { title: 'Blog', href: '/blogs', description: 'Articles, case studies and downloads' },
      { title: 'FAQ', href: '/faq', description: 'Answers to common questions' },
      { title: 'Odoo ERP Demo', href: '/demos/odoo-erp', description: 'Book a live walkthrough of Odoo' },
    ],
  },
];

export const aboutLink = { title: 'About', href: '/about' } as const;

export const footerSolutions: readonly { title: string; href: string }[] = [
  { title: 'Microsoft 365', href: '/solutions/microsoft-365' },
  { title: 'Microsoft Azure', href: '/solutions/microsoft-azure' },
  { title: 'Odoo ERP', href: '/solutions/odoo-erp' },
  { title: 'Dynamics 365', href: '/solutions/dynamics-365' },
];

export const footerServices: readonly { title: string; href: string }[] = [
  { title: 'Business Process Automation', href: '/services/business-process-automation' },
  { title: 'Data Analytics', href: '/services/data-analytics' },
  { title: 'AI Agents', href: '/services/ai-agents' },
  { title: 'Cloud Migration', href: '/services/cloud-migration' },
];

export const policyLinks: readonly { title: string; href: string }[] = [
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'Terms of Service', href: '/terms-of-service' },
  // The Cookie Policy link points only at a placeholder anchor (there is no cookie policy page).
  { title: 'Cookie Policy', href: '#cookie-policy' },
];

/** True when `pathname` is `prefix` or below it. */
export function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
