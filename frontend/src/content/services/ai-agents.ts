// AI Agents service page: hero, six agent types, four-phase approach, why-choose list, three success
// stories (e-commerce, banking, healthcare), call to action. All buttons go to /contact.
import type { FeatureCard, PageLink, Step } from '../types';

export const aiHero = {
  eyebrow: 'AI agents',
  title: 'AI agents that work your busiest hours, every hour',
  lead: 'Customers message at midnight, applications pile up on Monday, the IT helpdesk hears the same question fifty times a week. Our AI agents handle the routine in English, Pidgin, Yoruba, Igbo and Hausa, and hand the rest to your staff with the full context.',
  actions: [
    { label: 'Get started', to: '/contact' },
    { label: 'Request a demo agent', to: '/contact' },
  ] satisfies PageLink[],
};

export const aiAgentTypes: readonly FeatureCard[] = [
  {
    title: 'Customer service agent',
    icon: 'chat',
    description: 'Answers questions about orders, balances, delivery and opening hours on WhatsApp, web chat and e-mail.',
  },
  {
    title: 'Sales agent',
    icon: 'chart',
    description: 'Qualifies enquiries, recommends products, sends quotations and books meetings in your sales team’s calendars.',
  },
  {
    title: 'Process automation agent',
    icon: 'bolt',
    description: 'Reads documents, fills forms and moves work between systems, asking a person only when a rule is unclear.',
  },
  {
    title: 'HR and recruitment agent',
    icon: 'users',
    description: 'Screens CVs against the job description, schedules interviews and answers staff questions on leave and policies.',
  },
  {
    title: 'Finance and accounting agent',
    icon: 'bank',
    description: 'Matches payments to invoices, chases overdue debtors politely and prepares reconciliation exceptions.',
  },
  {
    title: 'IT support agent',
    icon: 'tools',
    description: 'Resets passwords, answers how-to questions and opens tickets with the details your engineers need.',
  },
];

export const aiApproach: readonly Step[] = [
  {
    step: 1,
    title: 'Discovery',
    description: 'We identify the conversations and tasks with the most volume and the clearest rules.',
    duration: '1-2 weeks',
    deliverables: ['Use-case shortlist', 'Success measures', 'Data and integration review'],
  },
  {
    step: 2,
    title: 'Design and training',
    description: 'We design the conversation flows and ground the agent in your documents, price lists and policies.',
    duration: '2-4 weeks',
    deliverables: ['Conversation design', 'Knowledge base', 'Escalation rules'],
  },
  {
    step: 3,
    title: 'Pilot',
    description: 'The agent serves a share of real customers or staff while we review every conversation.',
    duration: '2-4 weeks',
    deliverables: ['Pilot report', 'Tuned responses', 'Go-live decision'],
  },
  {
    step: 4,
    title: 'Scale and improve',
    description: 'We roll out to every channel and review performance monthly.',
    duration: 'Ongoing',
    deliverables: ['Monthly performance report', 'New intents and languages'],
  },
];

export const aiWhyChoose = [
  'Agents built for Nigerian customers: Pidgin, local names, naira amounts and local holidays understood',
  'Your data stays in your Microsoft tenant and is handled under the NDPA',
  'Integration with WhatsApp Business, Odoo, Dynamics 365 and core banking APIs',
  'Human hand-over designed in from the first day, not bolted on',
  'Engineers in Port Harcourt who answer within 24 hours',
] as const;

export const aiStories: readonly FeatureCard[] = [
  {
    title: 'E-commerce: WhatsApp ordering',
    icon: 'cart',
    description: 'A Lagos online store’s agent takes orders, confirms delivery fees by area and sends payment links on WhatsApp.',
    result: '70% of enquiries resolved without a human',
  },
  {
    title: 'Banking: account enquiries',
    icon: 'bank',
    description: 'A regional bank’s agent answers balance, card and transfer questions after authenticating the customer.',
    result: 'Contact-centre queue down by 45%',
  },
  {
    title: 'Healthcare: appointment booking',
    icon: 'health',
    description: 'A Port Harcourt hospital’s agent books, reschedules and reminds patients about appointments in English and Pidgin.',
    result: 'Missed appointments down by 30%',
  },
];

export const aiCta = {
  title: 'Meet an agent built for your business',
  text: 'In a free consultation we demonstrate an agent trained on your own FAQs and price list.',
  actions: [{ label: 'Schedule free consultation', to: '/contact' }] satisfies PageLink[],
};
