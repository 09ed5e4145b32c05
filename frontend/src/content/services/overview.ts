// Services overview: seven services with description, features,
// benefits and use cases. Get Started and Learn More follow the site's link rules: the three
// services with their own pages link there; every other service links to /contact.
import type { IconName } from '../../components/ui/icon';
import type { PageLink } from '../types';

export interface ServiceEntry {
  id: string;
  title: string;
  icon: IconName;
  description: string;
  features: readonly string[];
  benefits: readonly string[];
  useCases: readonly string[];
  getStarted: PageLink;
  learnMore: PageLink;
}

export const servicesIntro = {
  title: 'Services that take work off your team’s desk',
  lead: 'From automating approvals to watching your firewall at 3 a.m., our engineers in Port Harcourt design, deliver and run the services Nigerian organisations depend on. Every engagement starts with a free consultation and a written scope in naira.',
};

const contact = (label: string): PageLink => ({ label, to: '/contact' });

export const services: readonly ServiceEntry[] = [
  {
    id: 'business-process-automation',
    title: 'Business Process Automation',
    icon: 'bolt',
    description:
      'We map how work really moves through your organisation and automate the repetitive steps with Power Automate, Odoo and custom integrations.',
    features: ['Approval workflows', 'Invoice and document capture', 'ERP and banking integrations', 'Scheduled reports'],
    benefits: ['60% fewer manual tasks', 'Approvals in hours instead of days', 'An audit trail for every decision'],
    useCases: ['Purchase requisitions at an oil-service firm', 'Claims processing at an HMO', 'Staff onboarding at a bank'],
    getStarted: { label: 'Get Started with Business Process Automation', to: '/get-started/business-process-automation' },
    learnMore: { label: 'Learn More about Business Process Automation', to: '/services/business-process-automation' },
  },
  {
    id: 'data-analytics',
    title: 'Data Analytics',
    icon: 'database',
    description:
      'Power BI dashboards and data warehouses that bring your ERP, bank statements and field spreadsheets into one trusted view.',
    features: ['Power BI dashboards', 'Data warehouse', 'Predictive analytics', 'Self-service reporting'],
    benefits: ['Decisions on today’s numbers', 'Hours of Excel consolidation saved every week', 'One version of the truth'],
    useCases: ['Branch profitability for a retailer', 'Loan portfolio risk for a microfinance bank', 'Production yield for a plant'],
    getStarted: { label: 'Get Started with Data Analytics', to: '/get-started/data-analytics' },
    learnMore: { label: 'Learn More about Data Analytics', to: '/services/data-analytics' },
  },
  {
    id: 'ai-agents',
    title: 'AI Agents',
    icon: 'bot',
    description:
      'AI assistants that answer customers, qualify leads, screen CVs and resolve IT tickets, trained on your own documents and policies.',
    features: ['Customer service agents', 'Sales and lead agents', 'HR and IT helpdesk agents', 'Nigerian language support'],
    benefits: ['Answers around the clock', 'Lower cost per enquiry', 'Staff freed for complex cases'],
    useCases: ['WhatsApp ordering for an e-commerce store', 'Account enquiries for a bank', 'Appointment booking for a clinic'],
    getStarted: { label: 'Get Started with AI Agents', to: '/get-started/ai-agents' },
    learnMore: { label: 'Learn More about AI Agents', to: '/services/ai-agents' },
  },
  {
    id: 'managed-it',
    title: 'Managed IT Services',
    icon: 'tools',
    description:
      'Your outsourced IT department: helpdesk, patching, backups and monitoring of servers, laptops and Microsoft 365 for a fixed monthly fee.',
    features: ['Helpdesk by phone, e-mail and Teams', 'Patch and antivirus management', 'Backup monitoring', 'Quarterly reviews'],
    benefits: ['Predictable monthly IT cost', 'Problems fixed before users notice', '99.5% uptime target on managed systems'],
    useCases: ['IT for a 40-person law firm', 'Branch support for a pharmacy chain', 'Site offices of a construction firm'],
    getStarted: contact('Get Started with Managed IT Services'),
    learnMore: contact('Learn More about Managed IT Services'),
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    icon: 'shield',
    description:
      'Assessments, endpoint protection, e-mail security and staff awareness training against the phishing and invoice fraud that target Nigerian firms.',
    features: ['Security assessment', 'Defender and Intune deployment', 'Phishing simulations', 'Incident response'],
    benefits: ['Fewer successful phishing attacks', 'Evidence for CBN, NAICOM and NDPA audits', 'A plan for the day something goes wrong'],
    useCases: ['CBN framework gap analysis for a bank', 'Ransomware recovery plan for a manufacturer', 'NDPA audit preparation'],
    getStarted: contact('Get Started with Cybersecurity'),
    learnMore: contact('Learn More about Cybersecurity'),
  },
  {
    id: 'hardware',
    title: 'PC and Server Hardware',
    icon: 'server',
    description:
      'HP and Dell laptops, desktops, servers and storage supplied with genuine warranty, configured and delivered to your offices across Nigeria.',
    features: ['HP and Dell business ranges', 'Server and storage sizing', 'Imaging and Intune enrolment', 'On-site warranty service'],
    benefits: ['Genuine equipment with warranty', 'Devices ready to use on arrival', 'One invoice for hardware and services'],
    useCases: ['Laptop refresh for 200 staff', 'Server room for a new branch', 'Workstations for an engineering design team'],
    getStarted: contact('Get Started with PC and Server Hardware'),
    learnMore: contact('Learn More about PC and Server Hardware'),
  },
  {
    id: 'networking',
    title: 'Networking and Wi-Fi',
    icon: 'globe',
    description:
      'Cisco and Meraki switching, Wi-Fi, firewalls and SD-WAN that keep branches connected over two internet providers with automatic failover.',
    features: ['Structured cabling', 'Meraki cloud-managed Wi-Fi', 'Firewalls and SD-WAN', '24/7 network monitoring'],
    benefits: [
      'Branches stay online when one provider fails',
      'Central management from Port Harcourt',
      'Guest Wi-Fi kept apart from company data',
    ],
    useCases: ['Campus Wi-Fi for a university', 'Dual-link SD-WAN for 15 bank branches', 'Warehouse Wi-Fi for barcode scanners'],
    getStarted: contact('Get Started with Networking'),
    learnMore: contact('Learn More about Networking'),
  },
];

/** Cloud migration has its own page although it is not one of the seven overview services. */
export const cloudMigrationPointer = {
  text: 'Moving servers and applications to Microsoft Azure?',
  link: { label: 'See our cloud migration service', to: '/services/cloud-migration' } satisfies PageLink,
};
