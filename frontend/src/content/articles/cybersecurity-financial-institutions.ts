// Article: Cybersecurity for financial institutions (security, 10 min, March 5, 2024).
import type { ArticleBody } from './article-body';

export const cybersecurityFinancialInstitutions: ArticleBody = {
  intro:
    'Nigerian banks, microfinance banks, insurers and fintechs are among the most attacked organisations in Africa. Fraudsters go after staff mailboxes, customer accounts and the payment channels that connect them. This playbook sets out the threats we see most often, what regulators expect, and the controls that give the most protection for each naira spent.',
  sections: [
    {
      id: 'threats',
      heading: 'The threats we see most often',
      blocks: [
        {
          type: 'ul',
          items: [
            'Phishing and business e-mail compromise: convincing messages that steal staff passwords or redirect payments to fraudsters’ accounts.',
            'Social engineering of customers: calls and SMS claiming to be from the bank, asking for OTPs and card details.',
            'SIM-swap fraud: attackers take over a customer’s phone number to receive one-time passwords.',
            'Insider threats: staff with excessive access, sometimes colluding with outsiders.',
            'Ransomware: encryption of servers and backups, often after weeks of unnoticed access.',
            'Third-party risk: vendors and fintech partners with weaker security connected to your systems.',
          ],
        },
      ],
    },
    {
      id: 'regulation',
      heading: 'What regulators expect',
      blocks: [
        {
          type: 'p',
          text: 'The CBN’s Risk-Based Cybersecurity Framework and Guidelines require deposit money banks and payment service banks to have a board-approved cybersecurity strategy, a chief information security officer, continuous monitoring, incident reporting to the CBN, and regular assessments. Other financial institutions have equivalent guidance, and the Nigeria Data Protection Act 2023 applies to every institution that processes customers’ personal data.',
        },
        {
          type: 'p',
          text: 'In practice, examiners ask for evidence: policies, access reviews, logs, test results and incident records. Controls that are in place but not documented count for little.',
        },
      ],
    },
    {
      id: 'controls',
      heading: 'Ten controls with the best return',
      blocks: [
        {
          type: 'ol',
          items: [
            'Multi-factor authentication for every staff account, starting with e-mail, VPN and administrator accounts.',
            'Phishing-resistant e-mail filtering with external-sender warnings and link scanning.',
            'Endpoint detection and response on every laptop, desktop and server.',
            'Privileged access management: separate administrator accounts, approval for elevated access and recorded sessions.',
            'Immutable, offline or off-site backups that ransomware cannot encrypt, with restores tested quarterly.',
            'Centralised logging and 24/7 monitoring, in-house or through a managed security provider.',
            'Quarterly access reviews so leavers and movers lose access they no longer need.',
            'Patch management with deadlines by severity for servers, network devices and applications.',
            'Security awareness training and simulated phishing for all staff, including directors.',
            'A written, rehearsed incident response plan with regulator and customer communication templates.',
          ],
        },
      ],
    },
    {
      id: 'roadmap',
      heading: 'A 90-day improvement plan',
      blocks: [
        {
          type: 'table',
          caption: 'Suggested sequence for a mid-sized institution',
          head: ['Period', 'Focus', 'Outcome'],
          rows: [
            ['Days 1-30', 'Assessment, MFA, e-mail security', 'Known gaps and the most common attack path closed'],
            ['Days 31-60', 'Endpoint protection, backups, logging', 'Attacks detected and recoverable'],
            ['Days 61-90', 'Access reviews, training, incident plan', 'Evidence ready for the next examination'],
          ],
        },
      ],
    },
    {
      id: 'customers',
      heading: 'Protecting customers, not only systems',
      blocks: [
        {
          type: 'p',
          text: 'Many losses happen outside your network, when customers are tricked into sharing credentials. Clear, repeated messages in English and local languages ("We will never ask for your PIN or OTP"), transaction alerts, device binding for mobile apps and analytics that flag unusual transfers all reduce fraud without adding friction for honest customers.',
        },
      ],
    },
  ],
  cta: {
    title: 'Get a security assessment',
    text: 'Our security team will review your controls against the CBN framework and give you a prioritised plan.',
    action: { label: 'Contact our security team', to: '/contact' },
  },
};
