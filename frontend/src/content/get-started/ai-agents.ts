// Get started with AI agents: 5 steps, three solution cards, three packages.
import { aiAgentPackages } from '../plans';
import type { GetStartedPage } from './get-started-page';

export const getStartedAiAgents: GetStartedPage = {
  consultationType: 'ai-agents',
  hero: {
    eyebrow: 'Get started with AI agents',
    title: 'Put your first AI agent to work',
    lead: 'Choose a package, book a free consultation and we will design, train and launch an agent on the channels your customers and staff already use, in English, Pidgin and other Nigerian languages.',
  },
  highlights: [
    { value: '24/7', label: 'Answers for your customers' },
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '24h', label: 'Response to every request' },
  ],
  steps: {
    title: 'How we get you started',
    intro: 'Five steps from idea to an agent your customers rely on.',
    items: [
      {
        step: 1,
        title: 'Free consultation',
        description: 'We identify the conversations or tasks with the most volume and the clearest rules.',
        duration: '1 week',
        deliverables: ['Use-case shortlist', 'Package recommendation'],
      },
      {
        step: 2,
        title: 'Design',
        description: 'We design the conversations, the languages and the hand-over to your staff.',
        duration: '1-2 weeks',
        deliverables: ['Conversation design', 'Escalation rules'],
      },
      {
        step: 3,
        title: 'Train and integrate',
        description: 'We ground the agent in your documents and connect it to your systems.',
        duration: '2-4 weeks',
        deliverables: ['Knowledge base', 'System integrations'],
      },
      {
        step: 4,
        title: 'Pilot',
        description: 'The agent serves a share of real conversations while we review and tune it.',
        duration: '2-4 weeks',
        deliverables: ['Pilot report', 'Tuned agent'],
      },
      {
        step: 5,
        title: 'Launch and improve',
        description: 'Full launch on every channel, with monthly performance reviews.',
        duration: 'Ongoing',
        deliverables: ['Live agent', 'Monthly performance report'],
      },
    ],
  },
  cards: {
    title: 'AI agent solutions',
    intro: 'The three kinds of agent our clients start with.',
    items: [
      {
        title: 'Customer service agent',
        icon: 'chat',
        description: 'Answers questions, tracks orders and resolves complaints on WhatsApp and web chat.',
        useCases: ['Order status', 'Account enquiries', 'Appointment booking'],
      },
      {
        title: 'Sales agent',
        icon: 'chart',
        description: 'Qualifies leads, recommends products and books meetings for your sales team.',
        useCases: ['Lead qualification', 'Product recommendations', 'Quotation requests'],
      },
      {
        title: 'Internal helpdesk agent',
        icon: 'users',
        description: 'Answers staff questions on HR policies, IT issues and procedures.',
        useCases: ['Leave and policy questions', 'Password resets', 'IT ticket creation'],
      },
    ],
  },
  plans: {
    title: 'AI agent packages',
    intro: 'One-time project fees in naira, with the timeframe to go live.',
    items: aiAgentPackages,
    note: 'Prices exclude VAT and usage-based AI and messaging charges, which we estimate with you.',
  },
  reasons: {
    title: 'Why build your agent with us',
    items: [
      { title: 'Nigerian languages', text: 'Agents that understand Pidgin, Yoruba, Igbo and Hausa as well as English.' },
      { title: 'Data protection', text: 'Your data stays in your tenant and is handled under the NDPA.' },
      { title: 'Human hand-over', text: 'Every agent knows when to pass a conversation to a person.' },
    ],
  },
  booking: {
    title: 'Book your free AI agents consultation',
    text: 'We will demonstrate an agent and scope yours with you.',
  },
};
