// Privacy Policy: last updated August 13, 2025, 10 numbered sections.
import { PRIVACY_POLICY_UPDATED, PRIVACY_POLICY_VERSION } from '@site/contracts/privacy-policy-version';
import { siteConfig } from '../../site-config';
import type { LegalDocument } from './legal-document';

const { name, legalName, emails, phone, address } = siteConfig;
const mailing = `${legalName}, ${address.street}, ${address.city}, ${address.state}, ${address.country}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: PRIVACY_POLICY_UPDATED,
  lastUpdatedIso: PRIVACY_POLICY_VERSION,
  intro: `This policy explains what personal information ${name} collects through this website and in the course of providing our services, how we use and protect it, and the rights you have over it.`,
  sections: [
    {
      number: 1,
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        {
          type: 'p',
          text: `${legalName} ("${name}", "we", "us") is a technology services company based in ${address.city}, ${address.state}, Nigeria. We are the data controller for the personal information described in this policy. We are committed to processing personal data lawfully, fairly and transparently, in line with the Nigeria Data Protection Act 2023 (NDPA) and the regulations and guidance of the Nigeria Data Protection Commission (NDPC).`,
        },
        {
          type: 'p',
          text: 'This policy applies to visitors of our website, people who contact us or book a consultation, and the representatives of our clients, prospects and suppliers.',
        },
      ],
    },
    {
      number: 2,
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        { type: 'h3', text: 'Personal information' },
        {
          type: 'p',
          text: 'Information you give us when you send a message, book a consultation or become a client: your name, e-mail address, phone number, company, industry, the service you are interested in, your preferred consultation date and time, and anything you write in a message.',
        },
        { type: 'h3', text: 'Usage information' },
        {
          type: 'p',
          text: 'How you use our website: the pages you visit, the links you follow and the time spent on each page, collected in aggregate by our web-analytics service.',
        },
        { type: 'h3', text: 'Technical information' },
        {
          type: 'p',
          text: 'Your IP address, browser type, device type, operating system and the date and time of your visit, recorded by our servers for security and to keep the website working.',
        },
      ],
    },
    {
      number: 3,
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        {
          type: 'ul',
          items: [
            'To respond to your messages and consultation requests, usually within 24 hours.',
            'To schedule, prepare for and hold consultations and demonstrations.',
            'To provide, support and invoice the services you contract from us.',
            'To send you information about our services where you have agreed to receive it; you can opt out at any time.',
            'To secure our website and systems, and to detect and prevent fraud and abuse.',
            'To improve our website and services using aggregated usage information.',
            'To meet our legal, tax and regulatory obligations.',
          ],
        },
        {
          type: 'p',
          text: 'We process your information on the basis of your consent, the performance of a contract with you, our legitimate interests in running and securing our business, or a legal obligation, as the NDPA requires.',
        },
      ],
    },
    {
      number: 4,
      id: 'sharing-and-disclosure',
      heading: 'Sharing and disclosure',
      blocks: [
        { type: 'p', text: 'We do not sell your personal information. We share it only with:' },
        {
          type: 'ul',
          items: [
            'Service providers who process it on our behalf under written contracts, such as our hosting, e-mail, customer-relationship management and analytics providers.',
            'Technology partners such as Microsoft or Odoo, where needed to provision the licences or services you order.',
            'Professional advisers, such as our auditors and lawyers, under a duty of confidentiality.',
            'Authorities, where the law, a court order or a regulator requires it.',
          ],
        },
        {
          type: 'p',
          text: 'Where personal information is transferred outside Nigeria, for example to cloud data centres, we rely on the safeguards permitted by the NDPA, such as adequacy or contractual protections.',
        },
      ],
    },
    {
      number: 5,
      id: 'data-security',
      heading: 'Data security',
      blocks: [
        {
          type: 'p',
          text: 'We protect personal information with technical and organisational measures appropriate to the risk, including encryption in transit and at rest, multi-factor authentication and role-based access for our staff, logging and monitoring, regular backups, and staff training. No system is completely secure; if a breach affecting your personal information occurs, we will notify the NDPC and, where required, you, within the time limits set by law.',
        },
      ],
    },
    {
      number: 6,
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { type: 'p', text: 'Under the NDPA you have the right to:' },
        {
          type: 'ul',
          items: [
            'Access and correction: obtain a copy of the personal information we hold about you and have inaccurate information corrected.',
            'Deletion: ask us to erase your personal information where we no longer have a lawful reason to keep it.',
            'Opt-out: withdraw your consent or object to marketing at any time, without affecting processing that took place before.',
            'Portability: receive the information you gave us in a structured, commonly used format, or have it sent to another organisation.',
          ],
        },
        {
          type: 'p',
          text: `To exercise any of these rights, write to ${emails.privacy}. We will respond within the time limits set by the NDPA. You may also lodge a complaint with the Nigeria Data Protection Commission.`,
        },
      ],
    },
    {
      number: 7,
      id: 'data-retention',
      heading: 'Data retention',
      blocks: [
        {
          type: 'p',
          text: 'We keep enquiries and consultation requests that do not lead to a contract for up to 24 months, then delete or anonymise them. Client records are kept for the duration of the contract and afterwards for as long as tax, accounting and other laws require, generally six years. Server logs are kept for up to 12 months.',
        },
      ],
    },
    {
      number: 8,
      id: 'compliance',
      heading: 'Compliance with Nigerian data protection regulation',
      blocks: [
        {
          type: 'p',
          text: 'We comply with the Nigeria Data Protection Act 2023 and the Nigeria Data Protection Regulation (NDPR) to the extent it remains in force, and with the guidance of the Nigeria Data Protection Commission. We maintain records of our processing activities, carry out data protection impact assessments where processing is likely to result in a high risk, and have designated a data protection officer who can be reached at the privacy mailbox below.',
        },
      ],
    },
    {
      number: 9,
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          type: 'p',
          text: 'We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. Where a change materially affects how we use your information, we will tell you by e-mail or on this website before it takes effect.',
        },
      ],
    },
    {
      number: 10,
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { type: 'p', text: 'For questions about this policy or your personal information, contact us:' },
        {
          type: 'ul',
          items: [
            `Privacy enquiries: ${emails.privacy}`,
            `General enquiries: ${emails.info}`,
            `Phone: ${phone.display} (Monday to Friday, 8AM to 6PM)`,
            `Mail: ${mailing}`,
          ],
        },
      ],
    },
  ],
};
