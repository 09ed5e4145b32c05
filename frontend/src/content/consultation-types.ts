// The six consultation-type cards of /book-consultation: each presets the booking
// form's consultation type and the message form's service.
import type { ConsultationType } from '@site/contracts/options';
import type { bookConsultationServiceValues } from '@site/contracts/options';

export type BookConsultationService = (typeof bookConsultationServiceValues)[number];

export interface ConsultationTypeCard {
  id: ConsultationType;
  title: string;
  description: string;
  duration: string;
  benefits: readonly [string, string, string, string];
  /** The matching entry of the /book-consultation message form's service list. */
  service: BookConsultationService;
}

export const consultationTypeCards: readonly ConsultationTypeCard[] = [
  {
    id: 'microsoft-365',
    title: 'Microsoft 365 Implementation',
    description: 'Plan licences, migrate mail and files, and roll out Teams across your organisation.',
    duration: '60-90 min',
    benefits: ['Licence and plan review', 'Migration strategy', 'Security and compliance setup', 'Adoption and training plan'],
    service: 'Microsoft 365 Implementation',
  },
  {
    id: 'azure-cloud',
    title: 'Azure Cloud Migration',
    description: 'Assess your servers and applications and map the move to Microsoft Azure.',
    duration: '90-120 min',
    benefits: ['Infrastructure assessment', 'Cost estimate and savings', 'Migration roadmap', 'Backup and disaster recovery plan'],
    service: 'Azure Cloud Migration',
  },
  {
    id: 'odoo-erp',
    title: 'Odoo ERP System',
    description: 'See which Odoo modules fit your processes and what an implementation takes.',
    duration: '60-90 min',
    benefits: ['Business process review', 'Module selection', 'Implementation timeline', 'Data migration approach'],
    service: 'Odoo ERP System',
  },
  {
    id: 'process-automation',
    title: 'Business Process Automation',
    description: 'Find the manual, repetitive work that automation can take off your team.',
    duration: '60 min',
    benefits: ['Process mapping', 'Automation opportunities', 'Tool recommendations', 'Return on investment estimate'],
    service: 'Business Process Automation',
  },
  {
    id: 'ai-agents',
    title: 'AI Agents Development',
    description: 'Explore AI agents for customer service, sales and operations, in Nigerian languages too.',
    duration: '60-90 min',
    benefits: ['Use case discovery', 'Data readiness check', 'Agent design outline', 'Pilot plan'],
    service: 'AI Agents Development',
  },
  {
    id: 'general',
    title: 'General Technology Consultation',
    description: 'Talk through any technology challenge with a senior consultant.',
    duration: '60 min',
    benefits: ['IT environment review', 'Priorities and quick wins', 'Budget guidance', 'Vendor-neutral advice'],
    service: 'General Technology Consultation',
  },
];
