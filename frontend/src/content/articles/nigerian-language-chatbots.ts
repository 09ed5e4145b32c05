// Article: Building Customer Service Chatbots with Nigerian Language Support (AI Development,
// 12 min, February 20, 2024). Sections as the catalogue lists them: language landscape, technical
// architecture, implementation by business type, cultural guidelines, KPIs, a 12-week roadmap,
// do's and don'ts, conclusion, then the call to action.
import type { ArticleBody } from './article-body';

export const nigerianLanguageChatbots: ArticleBody = {
  intro:
    'A customer in Kano, a trader in Onitsha and a student in Ibadan may all message your business on the same afternoon, each most comfortable in a different language. A chatbot that only understands formal English answers some of them well and frustrates the rest. This guide explains how to build a customer service chatbot that serves Nigerian customers in English, Nigerian Pidgin, Yoruba, Igbo and Hausa: the architecture, the cultural details that decide whether people trust it, the numbers to track and a 12-week plan to get it live.',
  sections: [
    {
      id: 'language-landscape',
      heading: 'The Nigerian language landscape',
      blocks: [
        {
          type: 'p',
          text: 'Nigeria has more than 500 languages. English is the official language of business and government, but most people switch between English, Nigerian Pidgin and at least one indigenous language depending on who they are talking to. For customer service, five languages cover the great majority of conversations:',
        },
        {
          type: 'table',
          caption: 'Languages to plan for',
          head: ['Language', 'Where it dominates', 'What to expect in chat'],
          rows: [
            [
              'English',
              'Nationwide; formal and written business',
              'Nigerian English spellings and expressions ("I want to off my card", "flash me")',
            ],
            [
              'Nigerian Pidgin',
              'Nationwide, strongest in the South-South and Lagos',
              'Informal, fast messages: "Abeg, my transfer never land"',
            ],
            ['Yoruba', 'South-West, including Lagos', 'Often mixed with English; tone marks usually left out when typing'],
            ['Igbo', 'South-East and parts of the South-South', 'Code-switching with English within one sentence'],
            ['Hausa', 'North, and as a lingua franca across it', 'Frequently written in Latin script, sometimes in Ajami'],
          ],
        },
        {
          type: 'p',
          text: 'The key insight is code-switching: a single message may start in English, continue in Pidgin and end with a Yoruba greeting. A good chatbot handles the mixture rather than forcing the customer to pick one language from a menu.',
        },
      ],
    },
    {
      id: 'technical-architecture',
      heading: 'Technical architecture',
      blocks: [
        {
          type: 'p',
          text: 'A multilingual customer service bot has five layers. Keeping them separate lets you improve one language or channel without rebuilding the rest.',
        },
        {
          type: 'ol',
          items: [
            'Channels: WhatsApp Business Platform, web chat, Facebook Messenger and, for customers on basic phones, USSD or SMS.',
            'Language detection: identifies the language or mixture of languages in each message, including Pidgin, which generic detectors often mistake for English.',
            'Understanding: a large language model, grounded in your own knowledge base through retrieval, identifies what the customer wants and extracts details such as account numbers, order IDs or locations.',
            'Business integration: secure APIs to your CRM, order system, core banking or hospital system, so the bot can check a status rather than only give general answers.',
            'Hand-over and analytics: transfer to a human agent with the full conversation, and dashboards for containment, satisfaction and failure points.',
          ],
        },
        {
          type: 'callout',
          title: 'Keep data in-region and under control',
          text: 'Conversations contain personal data covered by the Nigeria Data Protection Act 2023. Host the bot and its logs in your own cloud tenant, mask account numbers in logs, set a retention period and publish a privacy notice customers can reach from the chat.',
        },
        {
          type: 'p',
          text: 'Plan for connectivity: many customers chat on slow or intermittent mobile data. Keep messages short, avoid heavy images, and make sure a conversation can resume where it stopped after the customer goes offline.',
        },
      ],
    },
    {
      id: 'implementation-by-business-type',
      heading: 'Implementation by business type',
      blocks: [
        { type: 'h3', text: 'Banks and fintechs' },
        {
          type: 'p',
          text: 'Start with balance enquiries, card blocking, failed-transfer complaints and account-opening requirements. Authenticate before sharing account details, never ask for a PIN or full OTP in chat, and log every conversation for dispute resolution.',
        },
        { type: 'h3', text: 'Retail and e-commerce' },
        {
          type: 'p',
          text: 'Product questions, order tracking, delivery fees by area and returns. Pidgin support matters here: it is how many customers ask "how much last?" when they mean the best price.',
        },
        { type: 'h3', text: 'Telecommunications and utilities' },
        {
          type: 'p',
          text: 'Data bundle questions, recharge problems, outage reports and bill enquiries in high volume. Hausa and Yoruba support reaches customers outside the big cities who call the contact centre most.',
        },
        { type: 'h3', text: 'Healthcare' },
        {
          type: 'p',
          text: 'Appointment booking, clinic hours, HMO questions and results availability. Never let the bot give a diagnosis; route any symptom description to a nurse or doctor.',
        },
        { type: 'h3', text: 'Government and public services' },
        {
          type: 'p',
          text: 'Requirements for permits and certificates, payment confirmation and status tracking. Offer every indigenous language the agency serves; a citizen should not need English to get an answer from their government.',
        },
      ],
    },
    {
      id: 'cultural-guidelines',
      heading: 'Cultural guidelines',
      blocks: [
        {
          type: 'ul',
          items: [
            'Greet properly: Nigerians expect a greeting before business. Match the customer’s language: "Good morning" in English, "E kaaro" in Yoruba, "Ndewo" in Igbo, "Sannu" in Hausa, "How far?" in Pidgin.',
            'Show respect: use polite forms with older customers and titles they use themselves (Chief, Alhaji, Dr, Engr). When unsure, use "Sir" or "Ma".',
            'Understand local references: "NEPA took light", "I don flash you", "the money has not dropped" and similar expressions should be recognised, not treated as errors.',
            'Respect the calendar: acknowledge Ramadan, Sallah, Easter and Christmas, and adjust promised delivery times around public holidays.',
            'Handle names and places: Nigerian names, states, LGAs and landmarks ("opposite the First Bank by the roundabout") are how customers describe locations.',
            'Be honest about being a bot: say clearly that the customer is talking to an assistant, and how to reach a person.',
          ],
        },
      ],
    },
    {
      id: 'kpis',
      heading: 'KPIs to measure',
      blocks: [
        {
          type: 'table',
          caption: 'Key performance indicators for a customer service chatbot',
          head: ['KPI', 'What it tells you', 'Target after 3 months'],
          rows: [
            ['Containment rate', 'Share of conversations resolved without a human', '60-70%'],
            ['Customer satisfaction (CSAT)', 'Rating given at the end of the chat', '85% or higher'],
            ['First response time', 'Time from message to first reply', 'Under 5 seconds'],
            ['Language recognition accuracy', 'Messages whose language and intent were understood', '90% or higher per language'],
            ['Escalation quality', 'Hand-overs where the agent did not need to ask again', '80% or higher'],
            ['Cost per conversation', 'Total bot cost divided by conversations', 'Below a third of a human-handled contact'],
          ],
        },
        {
          type: 'p',
          text: 'Report these by language, not only overall. A bot with 75% containment in English and 30% in Hausa has a Hausa problem that the average hides.',
        },
      ],
    },
    {
      id: 'roadmap',
      heading: 'A 12-week roadmap',
      blocks: [
        {
          type: 'table',
          caption: 'From idea to live multilingual chatbot in 12 weeks',
          head: ['Weeks', 'Phase', 'Main activities'],
          rows: [
            ['Weeks 1-2', 'Discovery', 'Analyse contact-centre logs, pick the top 20 intents, choose channels and languages'],
            ['Weeks 3-4', 'Design', 'Write conversation flows and greetings per language, define hand-over rules and integrations'],
            ['Weeks 5-7', 'Build', 'Set up channels, knowledge base, language detection and business integrations'],
            ['Weeks 8-9', 'Test', 'Native speakers test every language; security and data-protection review'],
            ['Weeks 10-11', 'Pilot', 'Serve a share of real customers; review conversations daily and tune'],
            ['Week 12', 'Launch', 'Full launch, staff briefing, KPI dashboard and monthly review cycle'],
          ],
        },
      ],
    },
    {
      id: 'dos-and-donts',
      heading: 'Do’s and don’ts',
      blocks: [
        { type: 'h3', text: 'Do' },
        {
          type: 'ul',
          items: [
            'Test every language with native speakers from the regions you serve.',
            'Let customers switch language at any point in the conversation.',
            'Offer a human hand-over on every screen, and honour it quickly.',
            'Keep answers short enough to read on a small phone screen.',
            'Review a sample of conversations every week and fix what fails.',
          ],
        },
        { type: 'h3', text: 'Don’t' },
        {
          type: 'ul',
          items: [
            'Rely on machine translation of your English script for indigenous languages.',
            'Ask for PINs, passwords or full card numbers in chat.',
            'Use slang or jokes that may offend older or more formal customers.',
            'Trap customers in loops when the bot does not understand.',
            'Launch every language at once if you cannot test them all properly; start with English and Pidgin and add the others.',
          ],
        },
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        {
          type: 'p',
          text: 'A chatbot that speaks your customers’ language, respects their culture and knows when to hand over to a person can answer most routine enquiries instantly, at any hour, for a fraction of the cost of a call. The technology is ready; success depends on careful design, honest testing with real speakers and steady improvement after launch.',
        },
      ],
    },
  ],
  cta: {
    title: 'Build your multilingual chatbot with us',
    text: 'Our AI team has built assistants in English, Pidgin, Yoruba, Igbo and Hausa. Talk to us about yours.',
    action: { label: 'Start your chatbot project', to: '/contact' },
  },
};
