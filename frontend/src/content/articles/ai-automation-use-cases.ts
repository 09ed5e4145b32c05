// Article: AI automation use cases for small businesses (AI, 8 min, March 10, 2024).
import type { ArticleBody } from './article-body';

export const aiAutomationUseCases: ArticleBody = {
  intro:
    'AI is no longer only for banks and telcos. A ten-person distributor in Aba or a clinic in Rumuokoro can now use the same tools, paid for monthly, to answer customers faster and spend less time on paperwork. Here are ten use cases we have delivered for Nigerian small businesses, with what they take to set up and what they return.',
  sections: [
    {
      id: 'customers',
      heading: 'Serving customers',
      blocks: [
        { type: 'h3', text: '1. WhatsApp order taking' },
        {
          type: 'p',
          text: 'Most Nigerian customers would rather send a WhatsApp message than fill in a web form. An AI agent on your WhatsApp Business number can answer price questions, take orders, calculate delivery fees by area and send a payment link, then pass the order to your staff for dispatch. Small retailers typically see more orders with the same team, because no message waits until morning.',
        },
        { type: 'h3', text: '2. Frequently asked questions' },
        {
          type: 'p',
          text: 'Opening hours, branch locations, account requirements, school fees: an assistant trained on your own documents answers these instantly in English or Pidgin, and hands over to a person when the question is unusual.',
        },
        { type: 'h3', text: '3. Appointment booking and reminders' },
        {
          type: 'p',
          text: 'Clinics, salons, car workshops and consultants lose money on missed appointments. An agent that books slots in a shared calendar and sends reminders the day before reduces no-shows noticeably.',
        },
      ],
    },
    {
      id: 'back-office',
      heading: 'Running the back office',
      blocks: [
        { type: 'h3', text: '4. Invoice and receipt capture' },
        {
          type: 'p',
          text: 'AI document reading extracts the supplier, amount, VAT and date from scanned invoices and posts them to your accounting system for approval. A business processing 300 invoices a month saves several days of typing.',
        },
        { type: 'h3', text: '5. Bank reconciliation' },
        {
          type: 'p',
          text: 'Matching transfers to invoices is hard when customers pay with vague narrations. A matching model learns your customers’ habits and proposes matches, leaving your accountant to check only the exceptions.',
        },
        { type: 'h3', text: '6. Approval workflows' },
        {
          type: 'p',
          text: 'Purchase requests, leave and expense claims route automatically to the right manager in Teams or Outlook, with reminders. Combined with AI, a flow can check a request against the budget before it reaches the approver.',
        },
        { type: 'h3', text: '7. Drafting documents' },
        {
          type: 'p',
          text: 'Copilot and similar tools draft quotations, tender responses and letters from your templates and past documents. Staff review and edit rather than start from a blank page.',
        },
      ],
    },
    {
      id: 'growth',
      heading: 'Growing the business',
      blocks: [
        { type: 'h3', text: '8. Lead qualification' },
        {
          type: 'p',
          text: 'An agent asks new enquiries a few qualifying questions, scores them and books the promising ones straight into a salesperson’s calendar.',
        },
        { type: 'h3', text: '9. Sales and stock forecasting' },
        {
          type: 'p',
          text: 'With two years of sales history, a simple forecasting model tells a distributor what to reorder before the December rush or the back-to-school season, when imports take weeks to arrive.',
        },
        { type: 'h3', text: '10. Customer feedback analysis' },
        {
          type: 'p',
          text: 'AI can read thousands of reviews, WhatsApp messages and survey answers and sort them into themes, so you know whether delivery times or product quality drive complaints.',
        },
      ],
    },
    {
      id: 'getting-started',
      heading: 'How to get started without wasting money',
      blocks: [
        {
          type: 'ol',
          items: [
            'Pick one process with high volume and clear rules, such as order enquiries or invoice entry.',
            'Measure it today: how many per week, how long each takes, how many errors.',
            'Run a pilot for four to six weeks on real work, with a person reviewing the output.',
            'Compare the numbers, then decide whether to extend to the next process.',
          ],
        },
        {
          type: 'callout',
          title: 'Mind your customers’ data',
          text: 'Customer names, phone numbers and account details are personal data under the Nigeria Data Protection Act 2023. Use tools that keep your data in your own tenant and tell customers when they are talking to an assistant.',
        },
      ],
    },
  ],
  cta: {
    title: 'Find your first automation',
    text: 'Book a free consultation and we will identify the process that would pay back fastest in your business.',
    action: { label: 'Talk to our automation team', to: '/contact' },
  },
};
