// Financial services industry page: hero, four challenges with statistics, six solution cards,
// closing call to action. Every call to action goes to /contact.
import type { IndustryPage } from './industry-page';

export const financialServicesPage: IndustryPage = {
  hero: {
    eyebrow: 'Financial services',
    title: 'Secure, compliant technology for banks, insurers and fintechs',
    lead: 'Nigerian financial institutions face sophisticated fraud, strict CBN, NDIC, NAICOM and PenCom requirements and customers who expect instant service on their phones. We help commercial banks, microfinance banks, insurers and fintechs modernise without compromising security.',
    actions: [
      { label: 'Book a consultation', to: '/contact' },
      { label: 'Request a security assessment', to: '/contact' },
    ],
  },
  challengesTitle: 'The pressures on Nigerian financial institutions',
  challenges: [
    {
      title: 'Fraud and social engineering',
      description: 'Phishing, SIM-swap and business e-mail compromise target staff and customers every day.',
      stat: { value: '9 in 10', label: 'breaches we investigate begin with a phishing e-mail or a stolen password' },
    },
    {
      title: 'Regulatory compliance',
      description: 'The CBN Risk-Based Cybersecurity Framework, NDPA 2023 and sector guidelines require documented controls and evidence.',
      stat: { value: '100+', label: 'controls to evidence in a typical CBN cybersecurity review' },
    },
    {
      title: 'Manual onboarding and KYC',
      description: 'Paper forms, BVN checks and document verification slow down account opening and loan approvals.',
      stat: { value: '5 days', label: 'average account opening time before automation at our MFB clients' },
    },
    {
      title: 'Legacy systems and branch connectivity',
      description: 'Ageing servers and single internet links put branch operations at risk.',
      stat: { value: '2 links', label: 'the minimum we design for every branch, with automatic failover' },
    },
  ],
  solutionsTitle: 'Solutions for financial services',
  solutions: [
    {
      title: 'Managed security operations',
      icon: 'shield',
      description: 'Round-the-clock monitoring with Microsoft Sentinel and Defender, and a response plan rehearsed with your team.',
    },
    {
      title: 'Regulatory compliance toolkit',
      icon: 'document',
      description: 'Gap analysis against the CBN framework and NDPA, policies, and the evidence auditors ask for.',
    },
    {
      title: 'Digital onboarding and KYC',
      icon: 'users',
      description: 'Online account opening with document capture, BVN and NIN verification and approval workflows.',
    },
    {
      title: 'Fraud and risk analytics',
      icon: 'chart',
      description: 'Power BI dashboards and models that flag unusual transactions, portfolio at risk and liquidity trends.',
    },
    {
      title: 'Customer service AI agents',
      icon: 'bot',
      description: 'Authenticated assistants for balance, card and transfer enquiries on WhatsApp and the web.',
    },
    {
      title: 'Resilient cloud infrastructure',
      icon: 'cloud',
      description: 'Azure disaster recovery and SD-WAN branch networks designed around the CBN’s outsourcing expectations.',
    },
  ],
  cta: {
    title: 'Prepare for your next regulatory review',
    text: 'Our financial-services team will assess your controls and give you a prioritised remediation plan.',
    actions: [{ label: 'Book free consultation', to: '/contact' }],
  },
};
