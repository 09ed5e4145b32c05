// The FAQ: five categories of questions and answers.
import { siteConfig } from '../site-config';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  category: string;
  questions: readonly FaqEntry[];
}

export const faqCategories: readonly FaqCategory[] = [
  {
    category: 'General',
    questions: [
      {
        question: `What does ${siteConfig.name} do?`,
        answer: `We are a technology consultancy and reseller in ${siteConfig.address.city}, founded in ${siteConfig.founded}. We implement Microsoft 365, Azure, Dynamics 365 and Odoo ERP, build AI agents and process automation, deliver data analytics with Power BI, and supply HP, Dell and Cisco hardware with managed IT and cybersecurity.`,
      },
      {
        question: 'Which industries do you serve?',
        answer:
          'Healthcare, financial services, government, manufacturing, real estate, education, retail, oil and gas, and telecommunications. Our solutions are adapted to the regulations and realities of each sector in Nigeria.',
      },
      {
        question: 'Do you work with businesses outside Port Harcourt?',
        answer:
          'Yes. We serve clients across Nigeria. Most consulting, migration and support work is delivered remotely, and our engineers travel for on-site installations and workshops.',
      },
      {
        question: 'How quickly will you respond to my enquiry?',
        answer:
          'We reply to every enquiry within 24 hours on business days. Existing clients have 24/7 emergency support for critical issues.',
      },
    ],
  },
  {
    category: 'Microsoft 365 & Cloud',
    questions: [
      {
        question: 'How much does Microsoft 365 cost in Nigeria?',
        answer:
          'Microsoft 365 Business Basic starts at 2,500 naira per user per month, Business Standard at 5,000 and Business Premium at 8,500. We help you choose the right mix of plans for your team.',
      },
      {
        question: 'Can you migrate our e-mail to Microsoft 365 without downtime?',
        answer:
          'Yes. We plan a cutover, staged or hybrid migration depending on the number of mailboxes, and move mail, calendars and contacts with no loss of data and minimal disruption.',
      },
      {
        question: 'Is our data safe in Microsoft Azure?',
        answer:
          'Azure offers encryption, identity protection, backup and compliance certifications. We configure security baselines, access policies and monitoring so your workloads meet Nigerian data protection requirements.',
      },
      {
        question: 'How long does an Azure migration take?',
        answer:
          'Small environments move in a few weeks; larger estates follow a phased plan of assessment, planning, migration and optimisation. Every migration includes 90 days of support afterwards.',
      },
    ],
  },
  {
    category: 'ERP & Business Apps',
    questions: [
      {
        question: 'What is Odoo ERP and is it right for my business?',
        answer:
          'Odoo is a suite of over 40 integrated business applications covering accounting, inventory, sales, purchasing, HR and manufacturing. It suits growing businesses that want one system instead of many disconnected tools.',
      },
      {
        question: 'How long does an Odoo implementation take?',
        answer:
          'A typical project runs through analysis (2-3 weeks), configuration and development (4-8 weeks), training and go-live (2-3 weeks), followed by ongoing support.',
      },
      {
        question: 'Do you implement Dynamics 365?',
        answer:
          'Yes. We implement Dynamics 365 Sales, Customer Service, Field Service, Marketing, Finance & Operations and Human Resources, integrated with Microsoft 365.',
      },
      {
        question: 'Can you move our existing data into the new system?',
        answer: 'Yes. Data migration from spreadsheets or legacy software is part of every ERP and CRM project we deliver.',
      },
    ],
  },
  {
    category: 'AI & Automation',
    questions: [
      {
        question: 'What can an AI agent do for my business?',
        answer:
          'AI agents answer customer questions, qualify sales leads, process documents, support HR and finance teams and handle IT requests, around the clock and in a consistent tone.',
      },
      {
        question: 'Do your chatbots understand Nigerian languages?',
        answer: 'Yes. We build customer service chatbots that handle English, Nigerian Pidgin, Yoruba, Igbo and Hausa.',
      },
      {
        question: 'Which processes should we automate first?',
        answer:
          'Start with repetitive, rules-based work such as approvals, invoice processing, reporting and data entry. A free consultation maps your processes and ranks them by return on investment.',
      },
      {
        question: 'How much does process automation cost?',
        answer:
          'Automation packages start at 150,000 naira for a starter project; a business suite is 500,000 naira, and enterprise programmes are quoted per project.',
      },
    ],
  },
  {
    category: 'Support & Pricing',
    questions: [
      {
        question: 'Is the consultation really free?',
        answer:
          'Yes. The first consultation is free and without obligation. You leave with clear recommendations whether or not you work with us.',
      },
      {
        question: 'What support do you offer after a project?',
        answer:
          'Every project includes a support period (for example 30 days after a Microsoft 365 implementation) and can continue under a managed services agreement with a 99.5% uptime target.',
      },
      {
        question: 'What are your office hours?',
        answer: 'Monday to Friday 8AM-6PM and Saturday 9AM-2PM; closed on Sunday. Emergency support is available 24/7 for critical issues.',
      },
      {
        question: 'Which payment terms do you accept?',
        answer:
          'Fees are quoted in Nigerian naira. Project payments are usually split into milestones; subscriptions are billed monthly or annually.',
      },
    ],
  },
];
