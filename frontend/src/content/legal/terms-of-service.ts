// Terms of Service: last updated August 13, 2025,
// 12 sections; response times 24 hours / 4-24 hours / 2 hours / 48 hours, 99.5% uptime target,
// liability capped at the fees of the previous 12 months, Nigerian law.
import { siteConfig } from '../../site-config';
import type { LegalDocument } from './legal-document';

const { name, legalName, emails, phone, address, registration } = siteConfig;

export const termsResponseTimes = [
  ['Consultation requests', '24 hours'],
  ['Support tickets, by severity', '4-24 hours'],
  ['Emergency support for existing clients', '2 hours'],
  ['Project communications', '48 hours'],
] as const;

export const managedServicesUptime = '99.5%';
export const liabilityCapMonths = 12;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'August 13, 2025',
  lastUpdatedIso: '2025-08-13',
  intro: `These terms govern your use of the ${name} website and the services we provide. Specific projects are also governed by the proposal or service agreement signed for them; where the two differ, the signed agreement prevails.`,
  sections: [
    {
      number: 1,
      id: 'acceptance',
      heading: 'Acceptance of terms',
      blocks: [
        {
          type: 'p',
          text: `By using this website, requesting a consultation or engaging ${legalName} ("${name}", "we", "us") for services, you agree to these terms. If you accept them on behalf of an organisation, you confirm that you are authorised to bind it.`,
        },
      ],
    },
    {
      number: 2,
      id: 'services',
      heading: 'Description of services',
      blocks: [
        {
          type: 'p',
          text: 'We provide technology consulting, licensing and implementation of Microsoft 365, Azure, Dynamics 365 and Odoo ERP, AI agents and chatbots, business process automation, data analytics, cloud migration, PC and server hardware, networking, managed IT and cybersecurity services. The scope, deliverables, timeline and price of each engagement are set out in a written proposal or service agreement.',
        },
      ],
    },
    {
      number: 3,
      id: 'user-responsibilities',
      heading: 'User responsibilities',
      blocks: [
        {
          type: 'ul',
          items: [
            'Provide accurate information and timely access to the people, systems and premises a project needs.',
            'Keep your account credentials confidential and tell us promptly of any suspected unauthorised access.',
            'Hold valid licences for software you ask us to install or migrate.',
            'Use our services and the website lawfully, and not attempt to disrupt, probe or gain unauthorised access to them.',
            'Keep your own backups of data before work begins, unless backup is part of the agreed services.',
          ],
        },
      ],
    },
    {
      number: 4,
      id: 'payment-terms',
      heading: 'Payment terms',
      blocks: [
        {
          type: 'p',
          text: 'Fees are quoted and invoiced in Nigerian Naira (NGN) and are exclusive of VAT, which is added at the applicable rate. Unless the agreement says otherwise, project fees are payable 50% on signing and 50% on completion, and recurring fees monthly or annually in advance. Invoices are due within 14 days. Licence prices that depend on a vendor’s dollar price may be adjusted at renewal to reflect the exchange rate. We may suspend services for invoices more than 30 days overdue, after written notice.',
        },
      ],
    },
    {
      number: 5,
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          type: 'p',
          text: 'You keep ownership of your data and of materials you provide. On full payment, you own the deliverables created specifically for you, such as configurations, reports and custom workflows. We keep ownership of our pre-existing tools, templates and know-how, and grant you a licence to use those included in the deliverables. Third-party software remains subject to its vendor’s licence terms.',
        },
      ],
    },
    {
      number: 6,
      id: 'confidentiality',
      heading: 'Confidentiality',
      blocks: [
        {
          type: 'p',
          text: 'Each party will keep the other’s confidential information secret, use it only for the engagement and disclose it only to staff and advisers who need it and are bound by similar duties. This obligation survives the end of the engagement. Personal data is handled as described in our Privacy Policy and under the Nigeria Data Protection Act 2023.',
        },
      ],
    },
    {
      number: 7,
      id: 'service-levels',
      heading: 'Service level agreements',
      blocks: [
        { type: 'p', text: 'Unless a signed agreement sets different levels, we aim to respond within these times:' },
        {
          type: 'table',
          caption: 'Response times',
          head: ['Request', 'Response time'],
          rows: termsResponseTimes.map(([what, time]) => [what, time]),
        },
        {
          type: 'p',
          text: `Business hours are Monday-Friday 8AM-6PM (West Africa Time). Emergency support is available 24/7 for critical issues affecting existing clients. For managed services we target ${managedServicesUptime} uptime of the systems we manage, excluding scheduled maintenance and outages of third-party services, power or connectivity outside our control.`,
        },
      ],
    },
    {
      number: 8,
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          type: 'p',
          text: `To the extent the law allows, our total liability for any claim arising from a service is limited to the amount you paid for that specific service in the ${liabilityCapMonths} months before the incident giving rise to the claim. We are not liable for indirect or consequential loss, such as loss of profit, revenue or data that would have been prevented by reasonable backups. Nothing in these terms limits liability that cannot be limited under Nigerian law.`,
        },
      ],
    },
    {
      number: 9,
      id: 'termination',
      heading: 'Termination',
      blocks: [
        {
          type: 'p',
          text: 'Either party may end an engagement by written notice as set out in its agreement, or immediately if the other party materially breaches these terms and does not remedy the breach within 30 days of notice. On termination you pay for work done and licences committed up to the termination date, and we return or delete your data as you instruct.',
        },
      ],
    },
    {
      number: 10,
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          type: 'p',
          text: 'These terms are governed by the laws of the Federal Republic of Nigeria. The parties will first try to settle any dispute by negotiation; a dispute not settled within 30 days may be referred to mediation or arbitration in Port Harcourt under the Arbitration and Mediation Act 2023, and otherwise to the courts of Nigeria.',
        },
      ],
    },
    {
      number: 11,
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          type: 'p',
          text: 'We may update these terms from time to time. The date at the top of this page shows the latest version. Changes do not affect signed agreements during their current term unless both parties agree.',
        },
      ],
    },
    {
      number: 12,
      id: 'contact',
      heading: 'Contact information',
      blocks: [
        {
          type: 'ul',
          items: [
            `Legal enquiries: ${emails.legal}`,
            `General enquiries: ${emails.info}`,
            `Phone: ${phone.display}`,
            `Business address: ${legalName}, ${address.street}, ${address.city}, ${address.state}, ${address.country}`,
            `Company registration: ${registration.rcNumber}`,
            `VAT number: ${registration.vatNumber}`,
          ],
        },
      ],
    },
  ],
};
